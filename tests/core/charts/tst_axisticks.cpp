// SPDX-License-Identifier: MIT
#include "charts/axisticks.h"

#include <QTest>

namespace {

QStringList labels(const QList<AxisTick> &ticks)
{
    QStringList out;
    for (const AxisTick &t : ticks)
        out.append(t.label);
    return out;
}

} // namespace

class TestAxisTicks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linear_data();
    void linear();
    void logarithmic_data();
    void logarithmic();
    void degenerate();
};

void TestAxisTicks::linear_data()
{
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<int>("maxTicks");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("µs") << 15.0 << 33.0 << 5
                        << QStringList({QStringLiteral("15"), QStringLiteral("20"), QStringLiteral("25"),
                                        QStringLiteral("30")});
    QTest::newRow("speedup") << 0.9 << 1.8 << 5
                             << QStringList({QStringLiteral("1.0"), QStringLiteral("1.2"), QStringLiteral("1.4"),
                                             QStringLiteral("1.6"), QStringLiteral("1.8")});
    QTest::newRow("quarter steps") << 0.0 << 1.0 << 4
                                   << QStringList({QStringLiteral("0.00"), QStringLiteral("0.25"),
                                                   QStringLiteral("0.50"), QStringLiteral("0.75"),
                                                   QStringLiteral("1.00")});
    QTest::newRow("large") << 2900.0 << 5100.0 << 5
                           << QStringList({QStringLiteral("3000"), QStringLiteral("3500"), QStringLiteral("4000"),
                                           QStringLiteral("4500"), QStringLiteral("5000")});
}

void TestAxisTicks::linear()
{
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(int, maxTicks);
    QFETCH(QStringList, expected);
    const QList<AxisTick> ticks = AxisTicks::linear(min, max, maxTicks);
    QCOMPARE(labels(ticks), expected);
    for (const AxisTick &t : ticks)
        QVERIFY(t.position >= min && t.position <= max + 1e-9);
}

void TestAxisTicks::logarithmic_data()
{
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("decades") << 0.5 << 2000.0
                             << QStringList({QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100"),
                                             QStringLiteral("1000")});
    QTest::newRow("1-2-5") << 3.0 << 60.0
                           << QStringList({QStringLiteral("5"), QStringLiteral("10"), QStringLiteral("20"),
                                           QStringLiteral("50")});
    // Less than a decade: plain steps, still several labels.
    QTest::newRow("narrow") << 16.0 << 35.0
                            << QStringList({QStringLiteral("20"), QStringLiteral("25"), QStringLiteral("30"),
                                            QStringLiteral("35")});
}

void TestAxisTicks::logarithmic()
{
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(QStringList, expected);
    const QList<AxisTick> ticks = AxisTicks::logarithmic(min, max, 8);
    QCOMPARE(labels(ticks), expected);
    for (const AxisTick &t : ticks)
        QVERIFY(qFuzzyCompare(std::pow(10.0, t.position), t.label.toDouble()));
}

void TestAxisTicks::degenerate()
{
    QVERIFY(AxisTicks::linear(1, 1, 5).isEmpty());
    QVERIFY(AxisTicks::linear(std::nan(""), 1, 5).isEmpty());
    QVERIFY(AxisTicks::logarithmic(0, 10, 5).isEmpty());
    QCOMPARE(AxisTicks::label(-1e-12, 0.5), QStringLiteral("0.0"));
}

QTEST_GUILESS_MAIN(TestAxisTicks)
#include "tst_axisticks.moc"
