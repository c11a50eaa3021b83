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
    void orderIsQStringsAndIdentityIsTheFolders();
    void namesThatAreNotUtf8();
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

// Sorted as QString's operator< sorts (by UTF-16 code unit: an astral character, a surrogate
// pair, comes before U+E000), and the folder's device and inode come from its descriptor.
void TestDirEntries::orderIsQStringsAndIdentityIsTheFolders()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList names {QStringLiteral("b"),           QStringLiteral("B"),     QStringLiteral("a10"),
                       QStringLiteral("a9"),          QStringLiteral("第2轮"), QStringLiteral("\uE000x"),
                       QStringLiteral("\U0001F600x"), QStringLiteral("_x"),    QStringLiteral("~x")};
    for (const QString &name : std::as_const(names)) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    std::sort(names.begin(), names.end());
    DirEntries::Identity identity;
    bool ok = false;
    const QList<DirEntry> entries = DirEntries::list(dir.path(), DirEntries::Sizes::Skip, &ok, &identity);
    QVERIFY(ok);
    QStringList listed;
    for (const DirEntry &entry : entries)
        listed.append(entry.name);
    QCOMPARE(listed, names);
    QVERIFY(listed.indexOf(QStringLiteral("\U0001F600x")) < listed.indexOf(QStringLiteral("\uE000x")));
    struct stat status
    {
    };
    QCOMPARE(::stat(QFile::encodeName(dir.path()).constData(), &status), 0);
    QCOMPARE(identity.device, quint64(status.st_dev));
    QCOMPARE(identity.inode, quint64(status.st_ino));
}

// A name that is not valid UTF-8 is listed (with its kind) and keeps its bytes; its display name
// writes each stray byte as \xHH and keeps the valid sequences around them.
void TestDirEntries::namesThatAreNotUtf8()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray base = QFile::encodeName(dir.path());
    const QByteArray folder = base + "/bad\xff\xfe\xc3\xa9_\xe4\xb8";
    QCOMPARE(::mkdir(folder.constData(), 0755), 0);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("caf\u00e9")));
    bool ok = false;
    const QList<DirEntry> entries = DirEntries::list(dir.path(), DirEntries::Sizes::Files, &ok);
    ::rmdir(folder.constData()); // QTemporaryDir's removal stops at such a name
    QVERIFY(ok);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries[0].kind, DirEntry::Kind::Dir);
    QVERIFY(!entries[0].isDecodable());
    QCOMPARE(entries[0].undecodableName, QByteArray("bad\xff\xfe\xc3\xa9_\xe4\xb8"));
    QCOMPARE(entries[0].displayName(), QStringLiteral("bad\\xFF\\xFE\u00e9_\\xE4\\xB8"));
    QVERIFY(entries[1].isDecodable());
    QCOMPARE(entries[1].displayName(), QStringLiteral("caf\u00e9"));
}

QTEST_GUILESS_MAIN(TestDirEntries)
#include "tst_direntries.moc"
