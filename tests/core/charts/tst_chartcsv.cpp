// SPDX-License-Identifier: MIT
#include "charts/chartcsv.h"
#include "run/projectloader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestChartCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void oneRowPerPlottedPoint();
    void oneKeySpeedup();
    void quoting();
    void errors();

private:
    DerivedSeries m_series;
};

void TestChartCsv::initTestCase()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    m_series = snapshot->derivedSeries(0.03);
    QCOMPARE(m_series.pointCount(), 41);
}

void TestChartCsv::oneRowPerPlottedPoint()
{
    const QStringList lines = ChartCsv::toCsv(m_series, ChartOptions()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), ChartCsv::header().join(QLatin1Char(',')));
    QCOMPARE(lines.size(), 1 + 41);
    // Grouped: long_row keys first, each key's points in record order.
    QVERIFY(lines.at(1).startsWith(QLatin1String(
        "long_row / bf16_8x262144,long_row,bf16_8x262144,0,0,69.58,us,baseline,baseline,,69.58,true,false,false,4,")));
    const QString failure = QStringLiteral("short_row / "
                                           "fp16_4096x1024,short_row,fp16_4096x1024,4,4.12,16.62,us,l0_failure,v4_"
                                           "fp16acc,v3_bs4096,16.62,false,false,false,41,");
    QVERIFY2(lines.contains(failure), qPrintable(lines.filter(QStringLiteral("v4_fp16acc")).join(QLatin1Char('\n'))));
    QCOMPARE(lines.filter(QStringLiteral(",true,41,")).size(), 0);
    // v3_bs4096 is a round winner and the final candidate on all four keys.
    QCOMPARE(lines.filter(QStringLiteral(",v3_bs4096,v2_ubreuse,")).filter(QStringLiteral(",true,true,true,")).size(),
             4);
}

void TestChartCsv::oneKeySpeedup()
{
    ChartOptions options;
    options.key = QStringLiteral("short_row / fp16_4096x1024");
    options.mode = ChartValueMode::Speedup;
    const QStringList lines = ChartCsv::toCsv(m_series, options).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 11);
    const QStringList pipe = lines.filter(QStringLiteral(",v1_pipe,")).first().split(QLatin1Char(','));
    QCOMPARE(pipe.at(6), QStringLiteral("x"));
    QCOMPARE(pipe.at(5).toDouble(), 31.42 / 20.14);
    QCOMPARE(pipe.at(12), QStringLiteral("true")); // round winner
}

void TestChartCsv::quoting()
{
    QCOMPARE(ChartCsv::field(QStringLiteral("plain")), QStringLiteral("plain"));
    QCOMPARE(ChartCsv::field(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
    QCOMPARE(ChartCsv::field(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
}

void TestChartCsv::errors()
{
    QTemporaryDir dir;
    QString error;
    ChartOptions options;
    options.key = QStringLiteral("no / such");
    QVERIFY(!ChartCsv::write(m_series, options, dir.filePath(QStringLiteral("x.csv")), &error));
    QVERIFY(error.contains(QLatin1String("no / such")));
    QVERIFY(!ChartCsv::write(DerivedSeries(), ChartOptions(), dir.filePath(QStringLiteral("y.csv")), &error));
    QVERIFY(!ChartCsv::write(m_series, ChartOptions(), dir.filePath(QStringLiteral("missing/dir/z.csv")), &error));
    QVERIFY(ChartCsv::write(m_series, ChartOptions(), dir.filePath(QStringLiteral("ok.csv")), &error));
    QFile file(dir.filePath(QStringLiteral("ok.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), ChartCsv::toCsv(m_series, ChartOptions()));
}

QTEST_GUILESS_MAIN(TestChartCsv)
#include "tst_chartcsv.moc"
