// SPDX-License-Identifier: MIT
#include "charts/geomeanchart.h"
#include "run/projectloader.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

class TestGeomeanChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linesPerRound();
    void legendTogglesALine();
    void liveUpdateRefillsTheSameLines();
};

namespace {

DerivedSeries rmsNorm()
{
    return ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"))->derivedSeries(0.03);
}

} // namespace

void TestGeomeanChart::linesPerRound()
{
    const DerivedSeries d = rmsNorm();
    GeomeanChart chart;
    chart.setSeries(d, true, false);
    QCOMPARE(chart.geomeanSeries()->count(), 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(chart.geomeanSeries()->at(i).x(), double(d.rounds.at(i)));
        QCOMPARE(chart.geomeanSeries()->at(i).y(), d.geomeanSpeedupPerRound.at(i));
    }
    QCOMPARE(chart.groupSeries().size(), 2);
    QCOMPARE(chart.groupSeries().at(1)->name(), QStringLiteral("short_row"));
    QCOMPARE(chart.totalSeries()->at(0).y(), 31.42 + 32.06 + 68.74 + 69.58);
    QVERIFY(chart.chart()->title().contains(QStringLiteral("1.71×")));
    // The speedup axis starts at or below 1× (the baseline) and its labels are not rounded.
    auto *axis = qobject_cast<QValueAxis *>(chart.geomeanSeries()->attachedAxes().at(1));
    QVERIFY(axis->min() <= 1.0);
    QCOMPARE(axis->labelFormat(), QStringLiteral("%.1f"));
    chart.setSeries(d, false, false);
    QCOMPARE(chart.groupSeries().size(), 0);
    QCOMPARE(chart.chart()->axes().size(), 3); // rebuilt, not stacked
    QCOMPARE(chart.chart()->series().size(), 2);
}

void TestGeomeanChart::legendTogglesALine()
{
    GeomeanChart chart;
    chart.setSeries(rmsNorm(), true, false);
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QList<QLegendMarker *> markers = chart.chart()->legend()->markers(chart.totalSeries());
    QCOMPARE(markers.size(), 1);
    Q_EMIT markers.first()->clicked();
    QVERIFY(!chart.totalSeries()->isVisible());
    QVERIFY(markers.first()->isVisible());
    Q_EMIT markers.first()->clicked();
    QVERIFY(chart.totalSeries()->isVisible());
}

void TestGeomeanChart::liveUpdateRefillsTheSameLines()
{
    GeomeanChart chart;
    DerivedSeries d = rmsNorm();
    chart.setSeries(d, true, false);
    QLineSeries *geomean = chart.geomeanSeries();
    d.series.first().points.removeLast();
    d.computeTrajectories();
    chart.setSeries(d, true, false);
    QCOMPARE(chart.geomeanSeries(), geomean);
}

QTEST_MAIN(TestGeomeanChart)
#include "tst_geomeanchart.moc"
