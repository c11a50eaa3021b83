// SPDX-License-Identifier: MIT
// Where the chart puts points and lines: the same numbers feed the screen, the image export and
// the CSV export.
#include "charts/taskdurationplot.h"
#include "run/projectloader.h"

#include <QTest>

namespace {

SeriesPoint point(int round, int order, const char *candidate, double us, bool pass = true, bool baseline = false)
{
    SeriesPoint p;
    p.round = round;
    p.orderInRound = order;
    p.candidateId = QLatin1String(candidate);
    p.durationUs = us;
    p.l0Pass = pass;
    p.isBaseline = baseline;
    return p;
}

// baseline 10; round 1: a 8 (winner), b 9; round 2: c 7.9 (noise), f 6 (L0 failure).
DerivedSeries handMade()
{
    DerivedSeries d;
    WorkloadSeries s;
    s.key = QStringLiteral("path / w");
    s.group = QStringLiteral("path");
    s.workload = QStringLiteral("w");
    s.points = {point(0, 0, "baseline", 10, true, true), point(1, 0, "a", 8), point(1, 1, "b", 9),
                point(2, 0, "c", 7.9), point(2, 1, "f", 6, false)};
    d.series.append(s);
    d.computeTrajectories();
    return d;
}

} // namespace

class TestTaskDurationPlot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void spreadX();
    void pointsByKind();
    void speedupMode();
    void bestSoFarLineSteps();
    void noiseBand();
    void deltas();
    void anL0FailureIsNoFinal();
    void sampleFinalAndWinners();
    void summaries();
    void keyOrder();
};

void TestTaskDurationPlot::spreadX()
{
    QCOMPARE(TaskDurationPlot::spreadX(3, 0, 1), 3.0);
    QCOMPARE(TaskDurationPlot::spreadX(1, 0, 3), 1 - 0.12);
    QCOMPARE(TaskDurationPlot::spreadX(1, 1, 3), 1.0);
    QCOMPARE(TaskDurationPlot::spreadX(1, 2, 3), 1 + 0.12);
    // Many points share RoundWidth and stay inside their round's slot, in record order.
    const double first = TaskDurationPlot::spreadX(4, 0, 41), last = TaskDurationPlot::spreadX(4, 40, 41);
    QVERIFY(qFuzzyCompare(last - first, TaskDurationPlot::RoundWidth));
    QVERIFY(first > 3.5 && last < 4.5);
    QVERIFY(TaskDurationPlot::spreadX(4, 10, 41) < TaskDurationPlot::spreadX(4, 11, 41));
}

void TestTaskDurationPlot::pointsByKind()
{
    const DerivedSeries d = handMade();
    const QList<PlottedPoint> points = TaskDurationPlot::points(d.series.first(), ChartValueMode::Microseconds);
    QCOMPARE(points.size(), 5);
    QCOMPARE(points.at(0).kind, PlottedPoint::Kind::Baseline);
    QCOMPARE(points.at(1).kind, PlottedPoint::Kind::Candidate);
    QCOMPARE(points.at(4).kind, PlottedPoint::Kind::Failed);
    QCOMPARE(points.at(1).y, 8.0);
    QCOMPARE(points.at(1).x, 1 - 0.06); // two points in round 1: ±0.06
    QVERIFY(points.at(1).winner);
    QVERIFY(!points.at(3).winner); // 7.9 vs 8 is inside 3 %
    QVERIFY(!points.at(4).winner);
    // No final named: the run ended with its current best, the round-1 winner a (c's 7.9 is a
    // noise-level gain, never adopted).
    QVERIFY(points.at(1).final);
    QVERIFY(!points.at(3).final);
    QCOMPARE(TaskDurationPlot::finalPointIndex(d.series.first()), 1);
}

void TestTaskDurationPlot::speedupMode()
{
    DerivedSeries d = handMade();
    const QList<PlottedPoint> points = TaskDurationPlot::points(d.series.first(), ChartValueMode::Speedup);
    QCOMPARE(points.size(), 5);
    QCOMPARE(points.at(0).y, 1.0);
    QCOMPARE(points.at(1).y, 10 / 8.0);
    QCOMPARE(TaskDurationPlot::unitSymbol(ChartValueMode::Speedup), QStringLiteral("x"));
    // Without a baseline nothing can be placed as a speedup.
    d.series.first().points.removeFirst();
    d.series.first().baselineUs = std::numeric_limits<double>::quiet_NaN();
    d.computeTrajectories();
    QVERIFY(TaskDurationPlot::points(d.series.first(), ChartValueMode::Speedup).isEmpty());
    QCOMPARE(TaskDurationPlot::points(d.series.first(), ChartValueMode::Microseconds).size(), 4);
}

void TestTaskDurationPlot::bestSoFarLineSteps()
{
    const DerivedSeries d = handMade();
    const QList<QPointF> line = TaskDurationPlot::bestSoFarLine(d.series.first(), ChartValueMode::Microseconds, 2.5);
    // From the baseline, down at a's x to 8, down at c's x to 7.9, held to the end. f (6) failed L0.
    const QList<QPointF> expected = {{0, 10}, {0.94, 10}, {0.94, 8}, {2 - 0.06, 8}, {2 - 0.06, 7.9}, {2.5, 7.9}};
    QCOMPARE(line.size(), expected.size());
    for (int i = 0; i < line.size(); ++i) {
        QVERIFY2(qFuzzyCompare(line.at(i).x() + 1, expected.at(i).x() + 1), qPrintable(QString::number(i)));
        QCOMPARE(line.at(i).y(), expected.at(i).y());
    }
    for (const QPointF &p : line)
        QVERIFY(p.y() > 6);
    const QList<QPointF> speedup = TaskDurationPlot::bestSoFarLine(d.series.first(), ChartValueMode::Speedup, 2.5);
    QCOMPARE(speedup.last().y(), 10 / 7.9);
}

void TestTaskDurationPlot::noiseBand()
{
    const DerivedSeries d = handMade();
    const QList<QPointF> upper
        = TaskDurationPlot::noiseBandEdge(d.series.first(), ChartValueMode::Microseconds, 0.03, 2.5, +1);
    const QList<QPointF> lower
        = TaskDurationPlot::noiseBandEdge(d.series.first(), ChartValueMode::Microseconds, 0.03, 2.5, -1);
    QCOMPARE(upper.size(), 6);
    QCOMPARE(upper.first().y(), 10 * 1.03);
    QCOMPARE(lower.last().y(), 7.9 * 0.97);
    QCOMPARE(upper.last().x(), 2.5);
}

void TestTaskDurationPlot::deltas()
{
    const WorkloadSeries s = handMade().series.first();
    const SeriesPoint &b = s.points.at(2); // 9 in round 1, best before round 1 = 10
    QCOMPARE(TaskDurationPlot::currentBestBefore(s, 1), 10.0);
    QCOMPARE(TaskDurationPlot::deltaVsBest(s, b), -0.1);
    QCOMPARE(TaskDurationPlot::deltaVsBaseline(s, b), -0.1);
    const SeriesPoint &f = s.points.at(4); // 6 in round 2, best before = 8
    QCOMPARE(TaskDurationPlot::deltaVsBest(s, f), -0.25);
    QVERIFY(std::isnan(TaskDurationPlot::deltaVsBest(s, s.points.at(0)))); // nothing before the baseline
}

// A Gen B run whose only phase=final record fails L0 has no final: no point is starred (it was).
void TestTaskDurationPlot::anL0FailureIsNoFinal()
{
    WorkloadSeries s;
    SeriesPoint baseline;
    baseline.round = 0;
    baseline.candidateId = QStringLiteral("baseline");
    baseline.durationUs = 40;
    baseline.l0Pass = true;
    baseline.isBaseline = true;
    SeriesPoint failed;
    failed.round = 2;
    failed.candidateId = QStringLiteral("final_a");
    failed.durationUs = 30;
    failed.l0Pass = false;
    failed.isFinal = true;
    s.points = {baseline, failed};
    s.finalPoint = -1;
    QCOMPARE(TaskDurationPlot::finalPointIndex(s), -1);
    s.points[1].l0Pass = true; // the same point passing L0 is the final
    QCOMPARE(TaskDurationPlot::finalPointIndex(s), 1);
}

void TestTaskDurationPlot::sampleFinalAndWinners()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    const WorkloadSeries *s = d.find(QStringLiteral("short_row / fp16_4096x1024"));
    const QList<PlottedPoint> points = TaskDurationPlot::points(*s, ChartValueMode::Microseconds);
    QCOMPARE(points.size(), 11);
    int failed = 0, finals = 0, winners = 0;
    for (const PlottedPoint &p : points) {
        const SeriesPoint &sp = s->points.at(p.pointIndex);
        failed += p.kind == PlottedPoint::Kind::Failed;
        winners += p.winner;
        if (p.final) {
            ++finals;
            QCOMPARE(sp.candidateId, QStringLiteral("v3_bs4096"));
            QCOMPARE(p.y, 17.92);
        }
        if (p.kind == PlottedPoint::Kind::Failed)
            QCOMPARE(sp.recordLine, 41);
    }
    QCOMPARE(failed, 1);
    QCOMPARE(finals, 1);
    QCOMPARE(winners, 3);
    // The best line never reaches the failed 16.62.
    for (const QPointF &p : TaskDurationPlot::bestSoFarLine(*s, ChartValueMode::Microseconds, 4.5))
        QVERIFY(p.y() >= 17.70);
}

void TestTaskDurationPlot::summaries()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    const DerivedSeries d = snapshot->derivedSeries(0.03);
    QCOMPARE(TaskDurationPlot::groups(d), QStringList({QStringLiteral("long_row"), QStringLiteral("short_row")}));
    const QList<double> total = TaskDurationPlot::totalBestUsPerRound(d);
    QCOMPARE(total.size(), 5);
    QVERIFY(qFuzzyCompare(total.at(0), 31.42 + 32.06 + 68.74 + 69.58));
    QVERIFY(qFuzzyCompare(total.at(4), 17.70 + 18.30 + 40.86 + 41.50));
    const QList<double> shortRow = TaskDurationPlot::groupGeomeanPerRound(d, QStringLiteral("short_row"));
    QVERIFY(qFuzzyCompare(shortRow.at(1), std::sqrt(31.42 / 20.14 * 32.06 / 20.62)));
}

void TestTaskDurationPlot::keyOrder()
{
    DerivedSeries d;
    for (const auto &[group, workload] : {std::pair {"b", "x"}, std::pair {"a", "y"}, std::pair {"b", "a"}}) {
        WorkloadSeries s;
        s.group = QLatin1String(group);
        s.workload = QLatin1String(workload);
        s.key = s.group + QStringLiteral(" / ") + s.workload;
        d.series.append(s);
    }
    QCOMPARE(TaskDurationPlot::keyOrder(d, true), QList<int>({0, 2, 1})); // groups as they appear
    QCOMPARE(TaskDurationPlot::keyOrder(d, false), QList<int>({2, 0, 1})); // by workload
}

QTEST_GUILESS_MAIN(TestTaskDurationPlot)
#include "tst_taskdurationplot.moc"
