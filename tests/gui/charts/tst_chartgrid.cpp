// SPDX-License-Identifier: MIT
// The small-multiples grid: lazy charts for many keys, grouping, live updates, shared layers and
// moving between charts from the keyboard.
#include "charts/chartgrid.h"

#include <QScatterSeries>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

namespace {

// `keys` keys over `groups` paths, `rounds` rounds of `perRound` candidates each.
DerivedSeries synthetic(int keys, int groups, int rounds, int perRound)
{
    DerivedSeries d;
    for (int k = 0; k < keys; ++k) {
        WorkloadSeries s;
        s.group = QStringLiteral("path%1").arg(k % groups);
        s.workload = QStringLiteral("w%1").arg(k, 2, 10, QLatin1Char('0'));
        s.key = s.group + QStringLiteral(" / ") + s.workload;
        double best = 100.0 + k;
        SeriesPoint base;
        base.candidateId = QStringLiteral("baseline");
        base.isBaseline = true;
        base.durationUs = best;
        s.points.append(base);
        for (int r = 1; r <= rounds; ++r)
            for (int c = 0; c < perRound; ++c) {
                SeriesPoint p;
                p.round = r;
                p.orderInRound = c;
                p.candidateId = QStringLiteral("r%1c%2").arg(r).arg(c);
                p.durationUs = best * (0.9 + 0.05 * c);
                s.points.append(p);
            }
        d.series.append(s);
    }
    d.computeTrajectories();
    return d;
}

} // namespace

class TestChartGrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chartsAreMadeNearTheViewport();
    void groupedLayout();
    void liveUpdateKeepsCharts();
    void layersApplyToEveryChart();
    void pageDownMovesToTheNextChart();
    void selectionRingsEveryChart();
    void chartsScaleWithTheWindow();
};

void TestChartGrid::chartsAreMadeNearTheViewport()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setSeries(synthetic(50, 5, 6, 10), ChartOptions(), 0, false);
    QCOMPARE(grid.keys().size(), 50);
    const qsizetype made = grid.charts().size();
    QVERIFY2(made > 0 && made <= 16, qPrintable(QString::number(made)));
    QVERIFY(grid.columnCount() >= 2);
    QVERIFY(!grid.chart(grid.keys().last()));
    // Scrolling to the end makes the charts there.
    grid.verticalScrollBar()->setValue(grid.verticalScrollBar()->maximum());
    QVERIFY(grid.chart(grid.keys().last()));
    QVERIFY(grid.charts().size() > made);
    QVERIFY(grid.charts().size() < 50);
    // ensureChart makes and shows one far away.
    grid.verticalScrollBar()->setValue(0);
    const QString middle = grid.keys().at(25);
    TaskDurationChart *chart = grid.ensureChart(middle);
    QVERIFY(chart);
    QCOMPARE(chart->key(), middle);
    const QRect cell = grid.cellRect(middle);
    const int top = grid.verticalScrollBar()->value();
    QVERIFY(cell.top() >= top && cell.bottom() <= top + grid.viewport()->height());
    QCOMPARE(chart->geometry(), cell);
}

void TestChartGrid::groupedLayout()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    ChartOptions options;
    grid.setSeries(synthetic(6, 2, 2, 2), options, 0, false);
    // Grouped: path0's keys, then path1's.
    QCOMPARE(grid.keys().first(), QStringLiteral("path0 / w00"));
    QCOMPARE(grid.keys().at(3), QStringLiteral("path1 / w01"));
    // A group starts a new row, under its heading.
    QVERIFY(grid.cellRect(QStringLiteral("path1 / w01")).top() > grid.cellRect(QStringLiteral("path0 / w04")).bottom());
    options.groupByPath = false;
    grid.setSeries(synthetic(6, 2, 2, 2), options, 0, false);
    QCOMPARE(grid.keys().at(1), QStringLiteral("path1 / w01")); // by workload
    // Titles name the path when the grid is not grouped.
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    QCOMPARE(grid.chart(QStringLiteral("path1 / w01"))->look().title, QStringLiteral("path1 / w01"));
}

void TestChartGrid::liveUpdateKeepsCharts()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    DerivedSeries d = synthetic(4, 2, 3, 3);
    DerivedSeries earlier = d;
    for (WorkloadSeries &s : earlier.series)
        s.points.removeLast();
    earlier.computeTrajectories();
    grid.setSeries(earlier, ChartOptions(), 0, false);
    const QList<TaskDurationChart *> before = grid.charts();
    QCOMPARE(before.size(), 4);
    QScatterSeries *candidates = before.first()->scatter(PlottedPoint::Kind::Candidate);
    const int count = candidates->count();
    grid.setSeries(d, ChartOptions(), 0, false);
    QCOMPARE(grid.charts(), before);
    QCOMPARE(before.first()->scatter(PlottedPoint::Kind::Candidate), candidates);
    QCOMPARE(candidates->count(), count + 1);
    // A key gone from the run takes its chart with it.
    d.series.removeLast();
    grid.setSeries(d, ChartOptions(), 0, false);
    QCOMPARE(grid.charts().size(), 3);
}

void TestChartGrid::layersApplyToEveryChart()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setSeries(synthetic(30, 3, 3, 3), ChartOptions(), 0, false);
    grid.setLayerVisible(TaskDurationChart::CandidatesLayer, false);
    for (TaskDurationChart *chart : grid.charts())
        QVERIFY(!chart->isLayerVisible(TaskDurationChart::CandidatesLayer));
    // Charts made later start with the layer hidden too.
    TaskDurationChart *late = grid.ensureChart(grid.keys().last());
    QVERIFY(!late->isLayerVisible(TaskDurationChart::CandidatesLayer));
    QVERIFY(!late->scatter(PlottedPoint::Kind::Candidate)->isVisible());
}

void TestChartGrid::pageDownMovesToTheNextChart()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setSeries(synthetic(4, 1, 2, 2), ChartOptions(), 0, false);
    TaskDurationChart *first = grid.chart(grid.keys().first());
    first->setFocus();
    QTRY_VERIFY(first->hasFocus());
    QTest::keyClick(first, Qt::Key_PageDown);
    QTRY_VERIFY(grid.chart(grid.keys().at(1))->hasFocus());
    QTest::keyClick(grid.chart(grid.keys().at(1)), Qt::Key_PageUp);
    QTRY_VERIFY(first->hasFocus());
}

void TestChartGrid::selectionRingsEveryChart()
{
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setSeries(synthetic(4, 1, 2, 2), ChartOptions(), 0, false);
    QSignalSpy activated(&grid, &ChartGrid::pointActivated);
    grid.setSelectedCandidate(QStringLiteral("r2c1"));
    for (TaskDurationChart *chart : grid.charts())
        QCOMPARE(chart->selectedCandidate(), QStringLiteral("r2c1"));
    // Clicking a point in one chart is reported with its key.
    TaskDurationChart *chart = grid.chart(grid.keys().at(2));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->viewportPosition(0));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), grid.keys().at(2));
}

void TestChartGrid::chartsScaleWithTheWindow()
{
    // Four keys at 2560×1440-class sizes: the charts fill the grid instead of staying small tiles.
    ChartGrid grid;
    grid.resize(1100, 700);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    grid.setSeries(synthetic(4, 2, 4, 3), ChartOptions(), 0, false);
    const auto coverage = [&grid] {
        qint64 area = 0;
        for (const QString &key : grid.keys())
            area += qint64(grid.cellRect(key).width()) * grid.cellRect(key).height();
        return double(area) / (qint64(grid.viewport()->width()) * grid.viewport()->height());
    };
    QVERIFY2(coverage() > 0.75, qPrintable(QString::number(coverage())));
    const int small = grid.cellRect(grid.keys().first()).height();
    grid.resize(1600, 1300);
    QTRY_VERIFY(grid.cellRect(grid.keys().first()).height() > small);
    QVERIFY2(grid.cellRect(grid.keys().first()).height() > 400, qPrintable(QString::number(grid.cellRect(grid.keys().first()).height())));
    QVERIFY2(coverage() > 0.75, qPrintable(QString::number(coverage())));
    QCOMPARE(grid.verticalScrollBar()->maximum(), 0); // all four on screen
    // Many keys still scroll at a readable size.
    grid.setSeries(synthetic(40, 4, 4, 3), ChartOptions(), 0, false);
    QVERIFY(grid.verticalScrollBar()->maximum() > 0);
    QVERIFY(grid.cellRect(grid.keys().first()).height() >= 220);
}

QTEST_MAIN(TestChartGrid)
#include "tst_chartgrid.moc"
