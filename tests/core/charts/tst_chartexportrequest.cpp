// SPDX-License-Identifier: MIT
#include "charts/chartexportrequest.h"

#include <QTest>

class TestChartExportRequest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesEverything();
    void defaults();
    void errors_data();
    void errors();
    void roundTrip();
};

void TestChartExportRequest::parsesEverything()
{
    ChartExportRequest r;
    QString message;
    const QStringList args = {QStringLiteral("chart"), QStringLiteral("run"),        QStringLiteral("--key"),
                              QStringLiteral("a / b"), QStringLiteral("--mode"),     QStringLiteral("speedup"),
                              QStringLiteral("--log"), QStringLiteral("--no-group"), QStringLiteral("--noise"),
                              QStringLiteral("0.05"),  QStringLiteral("--format"),   QStringLiteral("svg"),
                              QStringLiteral("-o"),    QStringLiteral("out.svg")};
    QCOMPARE(ChartExportRequest::parse(args, &r, &message), ChartExportRequest::Parse::Ok);
    QCOMPARE(r.directory, QStringLiteral("run"));
    QCOMPARE(r.options.key, QStringLiteral("a / b"));
    QCOMPARE(r.options.mode, ChartValueMode::Speedup);
    QVERIFY(r.options.logScale);
    QVERIFY(!r.options.groupByPath);
    QCOMPARE(r.noiseThreshold, 0.05);
    QCOMPARE(r.format, ChartExportRequest::Format::Svg);
    QCOMPARE(r.output, QStringLiteral("out.svg"));
}

void TestChartExportRequest::defaults()
{
    ChartExportRequest r;
    QString message;
    QCOMPARE(ChartExportRequest::parse(
                 {QStringLiteral("chart"), QStringLiteral("run"), QStringLiteral("-o"), QStringLiteral("points.CSV")},
                 &r, &message),
             ChartExportRequest::Parse::Ok);
    QCOMPARE(r.format, ChartExportRequest::Format::Csv); // from the file name
    QVERIFY(r.options.key.isEmpty());
    QCOMPARE(r.options.mode, ChartValueMode::Microseconds);
    QVERIFY(r.options.groupByPath);
    QCOMPARE(r.noiseThreshold, 0.03);
    QCOMPARE(ChartExportRequest::parse({QStringLiteral("chart"), QStringLiteral("--help")}, &r, &message),
             ChartExportRequest::Parse::Help);
    QVERIFY(message.contains(QLatin1String("--mode")));
}

void TestChartExportRequest::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QString c = QStringLiteral("chart"), run = QStringLiteral("run"), o = QStringLiteral("-o");
    QTest::newRow("no dir") << QStringList({c, o, QStringLiteral("x.png")}) << QStringLiteral("directory");
    QTest::newRow("no output") << QStringList({c, run}) << QStringLiteral("-o FILE");
    QTest::newRow("key and all") << QStringList(
        {c, run, QStringLiteral("--all"), QStringLiteral("--key"), QStringLiteral("k"), o, QStringLiteral("x.png")})
                                 << QStringLiteral("--all");
    QTest::newRow("bad mode") << QStringList(
        {c, run, QStringLiteral("--mode"), QStringLiteral("ms"), o, QStringLiteral("x.png")})
                              << QStringLiteral("--mode");
    QTest::newRow("bad format") << QStringList({c, run, o, QStringLiteral("x.jpg")}) << QStringLiteral("--format");
    QTest::newRow("bad noise") << QStringList(
        {c, run, QStringLiteral("--noise"), QStringLiteral("3"), o, QStringLiteral("x.png")})
                               << QStringLiteral("--noise");
    QTest::newRow("unknown option") << QStringList({c, run, QStringLiteral("--bogus"), o, QStringLiteral("x.png")})
                                    << QStringLiteral("bogus");
}

void TestChartExportRequest::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    ChartExportRequest r;
    QString message;
    QCOMPARE(ChartExportRequest::parse(args, &r, &message), ChartExportRequest::Parse::Error);
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY(message.contains(QLatin1String("usage: perfopt chart")));
}

void TestChartExportRequest::roundTrip()
{
    ChartExportRequest r;
    r.directory = QStringLiteral("/tmp/run");
    r.options.key = QStringLiteral("short_row / fp16");
    r.options.mode = ChartValueMode::Speedup;
    r.options.logScale = true;
    r.format = ChartExportRequest::Format::Png;
    r.output = QStringLiteral("a.png");
    ChartExportRequest back;
    QString message;
    QCOMPARE(ChartExportRequest::parse(QStringList {QStringLiteral("render")} + r.toArguments(), &back, &message),
             ChartExportRequest::Parse::Ok);
    QCOMPARE(back.toArguments(), r.toArguments());
    QCOMPARE(back.options.key, r.options.key);
}

QTEST_GUILESS_MAIN(TestChartExportRequest)
#include "tst_chartexportrequest.moc"
