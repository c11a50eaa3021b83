// SPDX-License-Identifier: MIT
#include "base/runroot.h"

#include <QTest>

class TestRunRoot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void isInside_data();
    void isInside();
    void cleanRelativePath_data();
    void cleanRelativePath();
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
}

void TestRunRoot::cleanRelativePath()
{
    QFETCH(QString, path);
    QFETCH(QString, clean);
    QCOMPARE(RunRoot::cleanRelativePath(path), clean);
}

QTEST_GUILESS_MAIN(TestRunRoot)
#include "tst_runroot.moc"
