// SPDX-License-Identifier: MIT
#include "base/runroot.h"

#include <QDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestRunRoot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void isInside_data();
    void isInside();
    void isAbsolutePath();
    void cleanRelativePath_data();
    void cleanRelativePath();
    void cleanPath_data();
    void cleanPath();
};

void TestRunRoot::isInside_data()
{
    QTest::addColumn<QString>("root");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("inside");

    QTest::newRow("the root itself") << QStringLiteral("/runs/op") << QStringLiteral("/runs/op") << true;
    QTest::newRow("below") << QStringLiteral("/runs/op") << QStringLiteral("/runs/op/perf_opt/x.csv") << true;
    QTest::newRow("sibling with the same prefix") << QStringLiteral("/runs/op") << QStringLiteral("/runs/op2/x") << false;
    QTest::newRow("parent") << QStringLiteral("/runs/op") << QStringLiteral("/runs") << false;
    QTest::newRow("elsewhere") << QStringLiteral("/runs/op") << QStringLiteral("/etc/passwd") << false;
    QTest::newRow("filesystem root holds all") << QStringLiteral("/") << QStringLiteral("/etc/passwd") << true;
    QTest::newRow("empty root") << QString() << QStringLiteral("/runs/op") << false;
    QTest::newRow("empty path (unresolvable link)") << QStringLiteral("/runs/op") << QString() << false;
}

void TestRunRoot::isInside()
{
    QFETCH(QString, root);
    QFETCH(QString, path);
    QFETCH(bool, inside);
    QCOMPARE(RunRoot::isInside(root, path), inside);
}

// Qt's answer, without its cost: every kind of path a record or a listing may hold.
void TestRunRoot::isAbsolutePath()
{
    const QStringList paths {
        QString(), u"/"_s,   u"/etc/passwd"_s, u"//x"_s,  u"a/b"_s,        u"./a"_s,
        u"../a"_s, u"~/a"_s, u"C:/a"_s,        u"c:a"_s,  u":/resource"_s, u":x"_s,
        u"a:/b"_s, u" /a"_s, u"\\a"_s,         u"轮/a"_s, u"."_s,          QString(QChar(0)) + u"/a"_s};
    for (const QString &path : paths)
        QVERIFY2(RunRoot::isAbsolutePath(path) == QDir::isAbsolutePath(path), qPrintable(path));
    QVERIFY(RunRoot::isAbsolutePath(u"/a"_s));
    QVERIFY(!RunRoot::isAbsolutePath(u"a"_s));
}

void TestRunRoot::cleanRelativePath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("clean");

    QTest::newRow("plain") << QStringLiteral("profiles/r1") << QStringLiteral("profiles/r1");
    QTest::newRow("dot segments inside") << QStringLiteral("profiles/../logs/./a") << QStringLiteral("logs/a");
    QTest::newRow("doubled slashes") << QStringLiteral("profiles//r1/") << QStringLiteral("profiles/r1");
    QTest::newRow("climbs out") << QStringLiteral("../etc/passwd") << QString();
    QTest::newRow("climbs out after cleaning") << QStringLiteral("a/../../b") << QString();
    QTest::newRow("just ..") << QStringLiteral("..") << QString();
    QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral(".");
    QTest::newRow("a name starting with dots") << QStringLiteral("..hidden/x") << QStringLiteral("..hidden/x");
    // The fast path for clean paths (trailing slash chopped) agrees with QDir::cleanPath.
    QTest::newRow("trailing slash") << QStringLiteral("perf_opt/profiles/r1/")
                                    << QStringLiteral("perf_opt/profiles/r1");
    QTest::newRow("two trailing slashes") << QStringLiteral("a//") << QStringLiteral("a");
    QTest::newRow("trailing dot") << QStringLiteral("a/b/.") << QStringLiteral("a/b");
    QTest::newRow("trailing dot slash") << QStringLiteral("a/./") << QStringLiteral("a");
    QTest::newRow("leading dot slash") << QStringLiteral("./a") << QStringLiteral("a");
    QTest::newRow("dot slash") << QStringLiteral("./") << QStringLiteral(".");
    QTest::newRow("trailing ..") << QStringLiteral("a/b/..") << QStringLiteral("a");
    QTest::newRow("three dots is a name") << QStringLiteral("a/.../b/") << QStringLiteral("a/.../b");
    QTest::newRow("backslash is a name character") << QStringLiteral("a\\b/c") << QStringLiteral("a\\b/c");
}

void TestRunRoot::cleanRelativePath()
{
    QFETCH(QString, path);
    QFETCH(QString, clean);
    QCOMPARE(RunRoot::cleanRelativePath(path), clean);
}

// RunRoot::cleanPath is QDir::cleanPath, faster for paths that are clean already.
void TestRunRoot::cleanPath_data()
{
    QTest::addColumn<QString>("path");
    for (const char *path :
         {"/tmp/run/perf_opt/a.csv", "/", "", ".", "..", "/..", "//", "/tmp//run", "/tmp/run/", "/tmp/./run",
          "/tmp/../run", "relative/path", "relative/../..", "./x", "x/.", "/a/.../b", "/a/b\\c", "/tmp/run/.."})
        QTest::newRow(path) << QString::fromUtf8(path);
}

void TestRunRoot::cleanPath()
{
    QFETCH(QString, path);
    QCOMPARE(RunRoot::cleanPath(path), QDir::cleanPath(path));
}

QTEST_GUILESS_MAIN(TestRunRoot)
#include "tst_runroot.moc"
