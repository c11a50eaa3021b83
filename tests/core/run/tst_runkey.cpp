// SPDX-License-Identifier: MIT
#include "run/runkey.h"

#include <QTest>

class TestRunKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void make_data();
    void make();
    void parts_data();
    void parts();
};

void TestRunKey::make_data()
{
    QTest::addColumn<QString>("pathA");
    QTest::addColumn<QByteArray>("headA");
    QTest::addColumn<QString>("pathB");
    QTest::addColumn<QByteArray>("headB");
    QTest::addColumn<bool>("same");

    const QString p = QStringLiteral("/home/u/runs/rms_norm");
    const QByteArray h = "# rms_norm 算子性能调优\n\n## Baseline\n";
    QTest::newRow("same path, same head") << p << h << p << h << true;
    QTest::newRow("same path, different head") << p << h << p << QByteArray(h + "x") << false;
    QTest::newRow("same head, different path") << p << h << QStringLiteral("/home/u/runs/rms_norm2") << h << false;
    QTest::newRow("empty head twice") << p << QByteArray() << p << QByteArray() << true;
    QTest::newRow("empty vs non-empty head") << p << QByteArray() << p << h << false;
}

void TestRunKey::make()
{
    QFETCH(QString, pathA);
    QFETCH(QByteArray, headA);
    QFETCH(QString, pathB);
    QFETCH(QByteArray, headB);
    QFETCH(bool, same);

    const QString a = RunKey::make(pathA, headA);
    const QString b = RunKey::make(pathB, headB);
    QCOMPARE(a == b, same);
    // Stable across calls (no salt, no time).
    QCOMPARE(RunKey::make(pathA, headA), a);
    QVERIFY(a.endsWith(pathA));
}

void TestRunKey::parts_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("hash");
    QTest::addColumn<QString>("path");

    const QString made = RunKey::make(QStringLiteral("/runs/a:b/perf_opt"), "# log\n");
    QTest::newRow("made, colon in the path") << made << made.left(16) << QStringLiteral("/runs/a:b/perf_opt");
    QTest::newRow("bare hash") << QStringLiteral("0123456789abcdef") << QStringLiteral("0123456789abcdef") << QString();
    QTest::newRow("not a key") << QStringLiteral("x:/runs") << QStringLiteral("x:/runs") << QString();
}

void TestRunKey::parts()
{
    QFETCH(QString, key);
    QFETCH(QString, hash);
    QFETCH(QString, path);
    QCOMPARE(RunKey::hash(key), hash);
    QCOMPARE(RunKey::path(key), path);
}

QTEST_GUILESS_MAIN(TestRunKey)
#include "tst_runkey.moc"
