// SPDX-License-Identifier: MIT
// DirEntries: a folder's entries in one pass, sorted by name, with their kinds (links never
// followed) and the sizes of regular files; a folder larger than one read's buffer is listed whole.
#include "base/direntries.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestDirEntries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindsAndSizes();
    void manyEntriesInSeveralReads();
    void missingFolder();
};

void TestDirEntries::kindsAndSizes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("b.py")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("12345");
    file.close();
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("a_dir")));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("a_dir")), dir.filePath(QStringLiteral("c_link"))));
    QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("d_fifo"))).constData(), 0600), 0);

    bool ok = false;
    const QList<DirEntry> entries = DirEntries::list(dir.path(), DirEntries::Sizes::Files, &ok);
    QVERIFY(ok);
    QCOMPARE(entries.size(), 4);
    QCOMPARE(entries[0].name, QStringLiteral("a_dir"));
    QCOMPARE(entries[0].kind, DirEntry::Kind::Dir);
    QCOMPARE(entries[1].name, QStringLiteral("b.py"));
    QCOMPARE(entries[1].kind, DirEntry::Kind::File);
    QCOMPARE(entries[1].size, 5);
    QCOMPARE(entries[2].kind, DirEntry::Kind::Link);
    QCOMPARE(entries[3].kind, DirEntry::Kind::Other);
    QCOMPARE(DirEntries::list(dir.path(), DirEntries::Sizes::Skip).at(1).size, 0);
}

void TestDirEntries::manyEntriesInSeveralReads()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList expected;
    for (int i = 0; i < 700; ++i) {
        // Long names: far more than one 8 KiB read of the folder holds.
        const QString name
            = QStringLiteral("round%1_candidate_with_a_long_descriptive_name.py").arg(i, 4, 10, QLatin1Char('0'));
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        expected.append(name);
    }
    const QList<DirEntry> entries = DirEntries::list(dir.path(), DirEntries::Sizes::Skip);
    QStringList names;
    for (const DirEntry &entry : entries) {
        QCOMPARE(entry.kind, DirEntry::Kind::File);
        names.append(entry.name);
    }
    QCOMPARE(names, expected);
}

void TestDirEntries::missingFolder()
{
    bool ok = true;
    QVERIFY(DirEntries::list(QStringLiteral("/nonexistent/perfopt"), DirEntries::Sizes::Skip, &ok).isEmpty());
    QVERIFY(!ok);
}

QTEST_GUILESS_MAIN(TestDirEntries)
#include "tst_direntries.moc"
