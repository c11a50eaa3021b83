// SPDX-License-Identifier: MIT
// DiffPairFiles: the pair read from disk, the right file saved in its own line ends, changes on disk
// noticed, and a save that never writes through a link put in the file's place.
#include "diff/diffpairfiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestDiffPairFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void savesInTheFilesOwnLineEnds();
    void noticesChangesOnDisk();
    void saveRefusesALinkInTheFilesPlace();
    void aFileOverTheLimitIsNotCompared();
};

void TestDiffPairFiles::savesInTheFilesOwnLineEnds()
{
    QTemporaryDir dir;
    const QString left = dir.filePath(QStringLiteral("a.py")), right = dir.filePath(QStringLiteral("b.py"));
    QVERIFY(writeFile(left, "x = 1\n"));
    QVERIFY(writeFile(right, "x = 2\r\ny = 3\r\n"));
    DiffPairFiles files;
    QString error;
    QVERIFY2(files.load(left, right, &error), qPrintable(error));
    QVERIFY(files.rightUsesCrlf());
    QVERIFY2(files.saveRight(QStringLiteral("x = 4\ny = 5\n"), &error), qPrintable(error));
    QCOMPARE(readFile(right), QByteArray("x = 4\r\ny = 5\r\n"));
    QCOMPARE(files.rightBytes(), QByteArray("x = 4\r\ny = 5\r\n"));
    QCOMPARE(readFile(left), QByteArray("x = 1\n"));
}

void TestDiffPairFiles::noticesChangesOnDisk()
{
    QTemporaryDir dir;
    const QString left = dir.filePath(QStringLiteral("a.py")), right = dir.filePath(QStringLiteral("b.py"));
    QVERIFY(writeFile(left, "x = 1\n"));
    QVERIFY(writeFile(right, "x = 2\n"));
    DiffPairFiles files;
    QVERIFY(files.load(left, right));
    QVERIFY(!files.rightChangedOnDisk());
    QVERIFY(writeFile(right, "x = 3\n"));
    QVERIFY(files.rightChangedOnDisk());
    bool leftChanged = true, rightChanged = false;
    QVERIFY(files.reread(&leftChanged, &rightChanged, false));
    QVERIFY(!leftChanged);
    QVERIFY(rightChanged);
    QCOMPARE(files.rightBytes(), QByteArray("x = 2\n")); // not taken: unsaved edits stay in conflict
    QVERIFY(files.reread(&leftChanged, &rightChanged, true));
    QCOMPARE(files.rightText(), QStringLiteral("x = 3\n"));
}

void TestDiffPairFiles::saveRefusesALinkInTheFilesPlace()
{
    QTemporaryDir dir;
    const QString left = dir.filePath(QStringLiteral("a.py")), right = dir.filePath(QStringLiteral("b.py"));
    const QString outside = dir.filePath(QStringLiteral("outside.txt"));
    QVERIFY(writeFile(left, "x = 1\n"));
    QVERIFY(writeFile(right, "x = 2\n"));
    QVERIFY(writeFile(outside, "keep\n"));
    DiffPairFiles files;
    QVERIFY(files.load(left, right));
    // Replaced behind the editor's back by a link: the save is refused and the target kept.
    QVERIFY(QFile::remove(right));
    QVERIFY(QFile::link(outside, right));
    QString error;
    QVERIFY(!files.saveRight(QStringLiteral("x = 9\n"), &error));
    QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
    QCOMPARE(readFile(outside), QByteArray("keep\n"));
    QVERIFY(QFileInfo(right).isSymLink());
}

void TestDiffPairFiles::aFileOverTheLimitIsNotCompared()
{
    QTemporaryDir dir;
    const QString left = dir.filePath(QStringLiteral("a.py")), right = dir.filePath(QStringLiteral("b.py"));
    QVERIFY(writeFile(left, "x = 1\n"));
    QFile big(right);
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(17 * 1024 * 1024));
    big.close();
    DiffPairFiles files;
    QString error;
    QVERIFY(!files.load(left, right, &error));
    QVERIFY2(error.contains(QLatin1String("it is not compared")), qPrintable(error));
    QVERIFY(files.rightPath().isEmpty());
}

QTEST_GUILESS_MAIN(TestDiffPairFiles)
#include "tst_diffpairfiles.moc"
