// SPDX-License-Identifier: MIT
// One key's chart driven with real mouse and key events: hover, click, keyboard, zoom, pan,
// layers, modes and a live append.
#include "charts/chartgrid.h"
#include "charts/taskdurationchart.h"
#include "run/projectloader.h"

#include <QApplication>
#include <QAreaSeries>
#include <QContextMenuEvent>
#include <QLineSeries>
#include <QMenu>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QValueAxis>

namespace {

const QString shortFp16 = QStringLiteral("short_row / fp16_4096x1024");

int plottedIndexOf(const TaskDurationChart &chart, const QString &candidate)
{
    for (int i = 0; i < chart.plotted().size(); ++i)
        if (chart.series().points.at(chart.plotted().at(i).pointIndex).candidateId == candidate)
            return i;
    return -1;
}

QValueAxis *xAxis(TaskDurationChart &chart)
{
    return qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).value(0));
}

QValueAxis *yAxis(TaskDurationChart &chart)
{
    return qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).value(0));
}

} // namespace

class TestTaskDurationChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void seriesContents();
    void hoverShowsWhatAPointIs();
    void clickActivatesThePoint();
    void keyboardNavigation();
    void rubberBandZoomAndReset();
    void panWithMiddleButton();
    void layersHideAndStopHits();
    void speedupAndLogModes();
    void liveAppendKeepsSeries();
    void contextMenuAddsNoteOnThePointsCandidate();

private:
    TaskDurationChart::Look look(ChartValueMode mode = ChartValueMode::Microseconds, bool log = false) const;
    DerivedSeries m_derived;
    int m_index = -1;
    TaskDurationChart *m_chart = nullptr;
};

void TestTaskDurationChart::initTestCase()
{
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    m_derived = snapshot->derivedSeries(0.03);
    for (int i = 0; i < m_derived.series.size(); ++i)
        if (m_derived.series.at(i).key == shortFp16)
            m_index = i;
    QVERIFY(m_index >= 0);
}

TaskDurationChart::Look TestTaskDurationChart::look(ChartValueMode mode, bool log) const
{
    ChartOptions options;
    options.mode = mode;
    options.logScale = log;
    return ChartGrid::lookFor(m_derived, m_index, options, 0, false);
}

void TestTaskDurationChart::init()
{
    m_chart = new TaskDurationChart;
    m_chart->resize(900, 560);
    m_chart->setSeries(m_derived.series.at(m_index), look());
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart));
}

void TestTaskDurationChart::cleanup()
{
    delete m_chart;
    m_chart = nullptr;
}

void TestTaskDurationChart::seriesContents()
{
    TaskDurationChart &chart = *m_chart;
    QCOMPARE(chart.key(), shortFp16);
    QCOMPARE(chart.plotted().size(), 11);
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Baseline)->count(), 1);
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Candidate)->count(), 9);
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Failed)->count(), 1);
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Failed)->at(0).y(), 16.62);
    QCOMPARE(chart.winnerSeries()->count(), 3);
    QCOMPARE(chart.finalSeries()->count(), 1);
    QCOMPARE(chart.finalSeries()->at(0).y(), 17.92);
    // The baseline line is flat at 31.42 across every round; the best line ends at 17.70.
    QCOMPARE(chart.baselineSeries()->count(), 2);
    QCOMPARE(chart.baselineSeries()->at(0).y(), 31.42);
    QCOMPARE(chart.baselineSeries()->at(1).x(), 4.5);
    QCOMPARE(chart.bestSoFarSeries()->points().last().y(), 17.70);
    for (const QPointF &p : chart.bestSoFarSeries()->points())
        QVERIFY(p.y() > 16.62);
    QCOMPARE(chart.noiseBandSeries()->upperSeries()->points().last().y(), 17.70 * 1.03);
    QCOMPARE(chart.noiseBandSeries()->lowerSeries()->points().last().y(), 17.70 * 0.97);
    QCOMPARE(xAxis(chart)->min(), -0.5);
    QVERIFY(yAxis(chart)->min() < 16.62 && yAxis(chart)->max() > 32.62);
}

void TestTaskDurationChart::hoverShowsWhatAPointIs()
{
    TaskDurationChart &chart = *m_chart;
    const int pipe = plottedIndexOf(chart, QStringLiteral("v1_pipe"));
    QVERIFY(pipe >= 0);
    const QPoint at = chart.viewportPosition(pipe);
    QVERIFY(chart.viewport()->rect().contains(at));
    QTest::mouseMove(chart.viewport(), at);
    QTRY_COMPARE(chart.hoveredPoint(), pipe);
    const QString tip = chart.toolTipText(pipe);
    for (const char *part :
         {"<b>v1_pipe</b>", "Parent: baseline", "Round 1 · short_row / fp16_4096x1024", "Task Duration: 20.14 µs",
          "Δ vs current best: -35.9 % (best 31.42 µs)", "Δ vs baseline: -35.9 %", "L0: pass", "New best of round 1",
          "Profile: perf_opt/profiles/round1/v1_pipe/short_row_fp16/", "perf_records.jsonl line 13"})
        QVERIFY2(tip.contains(QString::fromUtf8(part)), qPrintable(tip));
    const QString failed = chart.toolTipText(plottedIndexOf(chart, QStringLiteral("v4_fp16acc")));
    QVERIFY(failed.contains(QLatin1String("FAIL")));
    QVERIFY(failed.contains(QStringLiteral("Δ vs current best: -7.3 %"))); // 16.62 vs 17.92
    QTest::mouseMove(chart.viewport(), QPoint(5, 5));
    QTRY_COMPARE(chart.hoveredPoint(), -1);
}

void TestTaskDurationChart::clickActivatesThePoint()
{
    TaskDurationChart &chart = *m_chart;
    QSignalSpy activated(&chart, &TaskDurationChart::pointActivated);
    const int failed = plottedIndexOf(chart, QStringLiteral("v4_fp16acc"));
    QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, chart.viewportPosition(failed));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), shortFp16);
    const auto point = activated.at(0).at(1).value<SeriesPoint>();
    QCOMPARE(point.candidateId, QStringLiteral("v4_fp16acc"));
    QCOMPARE(point.recordLine, 41);
    QCOMPARE(chart.selectedCandidate(), QStringLiteral("v4_fp16acc"));
    QVERIFY(!chart.isZoomed()); // a click is not a zoom
    // A click on empty plot area activates nothing.
    QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, chart.viewportPosition(failed) + QPoint(0, -60));
    QCOMPARE(activated.size(), 1);
}

void TestTaskDurationChart::keyboardNavigation()
{
    TaskDurationChart &chart = *m_chart;
    chart.setFocus();
    QSignalSpy activated(&chart, &TaskDurationChart::pointActivated);
    auto last = [&] {
        return activated.last().at(1).value<SeriesPoint>().candidateId;
    };
    QTest::keyClick(&chart, Qt::Key_Home);
    QCOMPARE(last(), QStringLiteral("baseline"));
    QTest::keyClick(&chart, Qt::Key_Right); // round 1, left to right in record order
    QCOMPARE(last(), QStringLiteral("v1_bs4096"));
    QTest::keyClick(&chart, Qt::Key_Right);
    QCOMPARE(last(), QStringLiteral("v1_cores48"));
    QTest::keyClick(&chart, Qt::Key_Down); // within round 1, the next point down: 28.38
    QCOMPARE(last(), QStringLiteral("v1_bs4096"));
    QTest::keyClick(&chart, Qt::Key_Down); // then 20.14
    QCOMPARE(last(), QStringLiteral("v1_pipe"));
    QTest::keyClick(&chart, Qt::Key_Up);
    QCOMPARE(last(), QStringLiteral("v1_bs4096"));
    QTest::keyClick(&chart, Qt::Key_End);
    QCOMPARE(last(), QStringLiteral("v4_fp16acc"));
    QCOMPARE(chart.currentPoint(), plottedIndexOf(chart, QStringLiteral("v4_fp16acc")));
    QSignalSpy neighbour(&chart, &TaskDurationChart::neighbourRequested);
    QTest::keyClick(&chart, Qt::Key_PageDown);
    QCOMPARE(neighbour.size(), 1);
    QCOMPARE(neighbour.at(0).at(0).toInt(), 1);
}

void TestTaskDurationChart::rubberBandZoomAndReset()
{
    TaskDurationChart &chart = *m_chart;
    const QRectF plot = chart.chart()->plotArea();
    const QPoint from = chart.mapFromScene(plot.topLeft() + QPointF(plot.width() * 0.55, 5));
    const QPoint to = chart.mapFromScene(plot.bottomRight() - QPointF(5, 5));
    QTest::mousePress(chart.viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(chart.viewport(), (from + to) / 2);
    QTest::mouseMove(chart.viewport(), to);
    QTest::mouseRelease(chart.viewport(), Qt::LeftButton, {}, to);
    QVERIFY(chart.isZoomed());
    QVERIFY(xAxis(chart)->min() > 1.5); // the right half: rounds 2..4
    QVERIFY(xAxis(chart)->max() <= 4.5 + 1e-9);
    chart.setFocus();
    QTest::keyClick(&chart, Qt::Key_Escape);
    QVERIFY(!chart.isZoomed());
    QCOMPARE(xAxis(chart)->min(), -0.5);
    QCOMPARE(xAxis(chart)->max(), 4.5);
    // Keyboard zoom, then a double-click on empty space resets.
    QTest::keyClick(&chart, Qt::Key_Plus);
    QVERIFY(chart.isZoomed());
    QVERIFY(xAxis(chart)->max() - xAxis(chart)->min() < 5);
    QTest::mouseDClick(chart.viewport(), Qt::LeftButton, {}, chart.mapFromScene(plot.topLeft() + QPointF(3, 3)));
    QVERIFY(!chart.isZoomed());
    QCOMPARE(xAxis(chart)->max(), 4.5);
}

void TestTaskDurationChart::panWithMiddleButton()
{
    TaskDurationChart &chart = *m_chart;
    const QPoint center = chart.mapFromScene(chart.chart()->plotArea().center());
    QTest::mousePress(chart.viewport(), Qt::MiddleButton, {}, center);
    QTest::mouseMove(chart.viewport(), center + QPoint(-120, 0));
    QTest::mouseRelease(chart.viewport(), Qt::MiddleButton, {}, center + QPoint(-120, 0));
    QVERIFY(chart.isZoomed());
    QVERIFY(xAxis(chart)->min() > -0.5); // dragged left: later rounds come in
    const double width = xAxis(chart)->max() - xAxis(chart)->min();
    QVERIFY(qFuzzyCompare(width, 5.0));
    chart.resetZoom();
    QCOMPARE(xAxis(chart)->min(), -0.5);
}

void TestTaskDurationChart::layersHideAndStopHits()
{
    TaskDurationChart &chart = *m_chart;
    const int failed = plottedIndexOf(chart, QStringLiteral("v4_fp16acc"));
    const QPoint at = chart.viewportPosition(failed);
    QCOMPARE(chart.pointAt(at), failed);
    chart.setLayerVisible(TaskDurationChart::FailuresLayer, false);
    QVERIFY(!chart.scatter(PlottedPoint::Kind::Failed)->isVisible());
    QVERIFY(!chart.isLayerVisible(TaskDurationChart::FailuresLayer));
    QCOMPARE(chart.pointAt(at), -1);
    chart.setLayerVisible(TaskDurationChart::NoiseBandLayer, false);
    QVERIFY(!chart.noiseBandSeries()->isVisible());
    chart.setLayerVisible(TaskDurationChart::FailuresLayer, true);
    QCOMPARE(chart.pointAt(at), failed);
    QVERIFY(chart.look().hiddenLayers == (1u << TaskDurationChart::NoiseBandLayer));
}

void TestTaskDurationChart::speedupAndLogModes()
{
    TaskDurationChart &chart = *m_chart;
    chart.setSeries(m_derived.series.at(m_index), look(ChartValueMode::Speedup));
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Baseline)->at(0).y(), 1.0);
    QCOMPARE(chart.baselineSeries()->at(0).y(), 1.0);
    QCOMPARE(chart.finalSeries()->at(0).y(), 31.42 / 17.92);
    QVERIFY(yAxis(chart)->titleText().contains(QLatin1String("Speedup")));
    chart.setSeries(m_derived.series.at(m_index), look(ChartValueMode::Microseconds, true));
    QCOMPARE(chart.finalSeries()->at(0).y(), std::log10(17.92));
    QCOMPARE(chart.plotY(100), 2.0);
    QVERIFY(yAxis(chart)->titleText().contains(QLatin1String("log")));
    // Points are still where the mouse finds them.
    const int pipe = plottedIndexOf(chart, QStringLiteral("v1_pipe"));
    QCOMPARE(chart.pointAt(chart.viewportPosition(pipe)), pipe);
}

void TestTaskDurationChart::liveAppendKeepsSeries()
{
    WorkloadSeries partial = m_derived.series.at(m_index);
    const WorkloadSeries full = partial;
    partial.points.resize(partial.points.size() - 2); // round 4 still running: two records to come
    DerivedSeries d;
    d.series = {partial};
    d.computeTrajectories();
    TaskDurationChart &chart = *m_chart;
    chart.setSeries(d.series.first(), look());
    QScatterSeries *candidates = chart.scatter(PlottedPoint::Kind::Candidate);
    QScatterSeries *failures = chart.scatter(PlottedPoint::Kind::Failed);
    QCOMPARE(candidates->count(), 8);
    QCOMPARE(failures->count(), 0);
    const QPointF first = candidates->at(0);
    QSignalSpy added(candidates, &QXYSeries::pointAdded);
    QSignalSpy replacedAll(candidates, &QXYSeries::pointsReplaced);
    QSignalSpy failureAdded(failures, &QXYSeries::pointAdded);
    chart.setSeries(full, look());
    QCOMPARE(chart.scatter(PlottedPoint::Kind::Candidate), candidates); // the same series objects
    QCOMPARE(added.size(), 1); // v4_aivonly appended
    QCOMPARE(failureAdded.size(), 1); // v4_fp16acc appended
    QCOMPARE(replacedAll.size(), 0); // nothing refilled
    QCOMPARE(candidates->count(), 9);
    QCOMPARE(candidates->at(0), first);
    QCOMPARE(chart.plotted().size(), 11);
}

QTEST_MAIN(TestTaskDurationChart)
#include "tst_taskdurationchart.moc"

void TestTaskDurationChart::contextMenuAddsNoteOnThePointsCandidate()
{
    // A right click on a point offers "Add Note…" for that point's candidate; on empty plot area
    // the menu has no note entry.
    TaskDurationChart &chart = *m_chart;
    QSignalSpy requested(&chart, &TaskDurationChart::noteRequested);
    const auto rightClick = [&chart](const QPoint &at, const QString &trigger) {
        QStringList texts;
        QTimer::singleShot(0, &chart, [&texts, trigger] {
            QMenu *menu = nullptr;
            QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr);
            for (QAction *action : menu->actions()) {
                texts.append(action->text());
                if (!trigger.isEmpty() && action->text() == trigger)
                    action->trigger();
            }
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, chart.viewport()->mapToGlobal(at));
        QApplication::sendEvent(chart.viewport(), &event);
        return texts;
    };
    const int pipe = plottedIndexOf(chart, QStringLiteral("v1_pipe"));
    const QString label = QStringLiteral("Add Note on Candidate v1_pipe…");
    const QStringList onPoint = rightClick(chart.viewportPosition(pipe), label);
    QCOMPARE(onPoint.value(0), label);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("v1_pipe"));
    const QStringList offPoint = rightClick(chart.viewportPosition(pipe) + QPoint(0, -60), QString());
    QVERIFY(!offPoint.isEmpty());
    for (const QString &text : offPoint)
        QVERIFY2(!text.startsWith(QLatin1String("Add Note")), qPrintable(text));
    QCOMPARE(requested.size(), 1);
}
