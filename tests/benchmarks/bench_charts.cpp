// SPDX-License-Identifier: MIT
// The Task Duration page on a big run: 20 000 records over 50 workload keys (perf_opt written
// once by perfopt-synth, loaded once). Measured: deriving the series, building the page and
// painting it the first time, a live update that appends records, and hovering a chart.
// Target (issue #6): build + first paint under 200 ms on the 2-core CI machine. On a shared,
// loaded machine compare CPU time rather than wall time:
//
//   bench_charts -iterations 5 [-perf -perfcounter task-clock]
#include "charts/chartgrid.h"
#include "charts/recordschartview.h"
#include "run/projectloader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class BenchCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void deriveSeries();
    void buildAndFirstPaint();
    void liveAppend();
    void hover();

private:
    QTemporaryDir m_dir;
    ProjectSnapshotPtr m_snapshot;
    ProjectSnapshotPtr m_earlier; // the same run 200 records earlier
};

void BenchCharts::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString run = m_dir.filePath(QStringLiteral("run"));
    QProcess synth;
    synth.start(QStringLiteral(PERFOPT_SYNTH_PATH),
                {run, QStringLiteral("--records"), QStringLiteral("20000"), QStringLiteral("--workloads"),
                 QStringLiteral("50"), QStringLiteral("--rounds"), QStringLiteral("8"),
                 QStringLiteral("--profile-runs"), QStringLiteral("0")});
    QVERIFY(synth.waitForFinished(300000));
    QVERIFY2(synth.exitCode() == 0, synth.readAllStandardError().constData());
    QElapsedTimer timer;
    timer.start();
    m_snapshot = ProjectLoader::load(run);
    qInfo("load (not part of the target): %lld ms", timer.elapsed());
    QCOMPARE(m_snapshot->records.records.size(), 20000);

    // The same run before its last 200 records, for the live update.
    auto earlier = std::make_shared<ProjectSnapshot>(*m_snapshot);
    earlier->records.records.resize(earlier->records.records.size() - 200);
    m_earlier = earlier;
}

void BenchCharts::deriveSeries()
{
    DerivedSeries d;
    QBENCHMARK
    {
        d = m_snapshot->derivedSeries(0.03);
    }
    QCOMPARE(d.series.size(), 50);
    QCOMPARE(d.pointCount(), 20000);
}

void BenchCharts::buildAndFirstPaint()
{
    // Deriving the series, building the page and its first paint; tearing it down is not timed.
    QList<RecordsChartView *> views;
    QBENCHMARK
    {
        auto *view = new RecordsChartView;
        view->resize(1400, 860);
        view->setSnapshot(m_snapshot);
        view->show();
        const QPixmap first = view->grab(); // the first paint of everything on screen
        QVERIFY(!first.isNull());
        views.append(view);
    }
    qInfo("charts made for the first screen: %d of 50", int(views.last()->grid()->charts().size()));
    qDeleteAll(views);
}

void BenchCharts::liveAppend()
{
    // Only the append is timed: 200 new records reach an open page (no chart is rebuilt).
    RecordsChartView view;
    view.resize(1400, 860);
    view.show();
    QElapsedTimer timer;
    qint64 total = 0;
    constexpr int runs = 5;
    for (int i = 0; i < runs; ++i) {
        view.setSnapshot(m_earlier);
        view.grab();
        timer.start();
        view.setSnapshot(m_snapshot);
        view.grab();
        total += timer.nsecsElapsed();
    }
    QTest::setBenchmarkResult(total / runs / 1e6, QTest::WalltimeMilliseconds);
}

void BenchCharts::hover()
{
    RecordsChartView view;
    view.resize(1400, 860);
    view.setSnapshot(m_snapshot);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    TaskDurationChart *chart = view.grid()->charts().first();
    QVERIFY(chart->plotted().size() >= 300);
    const QRect area = chart->viewport()->rect();
    int hits = 0;
    QBENCHMARK
    {
        // One sweep across the chart: 100 mouse moves, each a nearest-point search and tooltip.
        for (int i = 0; i < 100; ++i) {
            QTest::mouseMove(chart->viewport(), QPoint(area.width() * i / 100, area.height() / 2));
            hits += chart->hoveredPoint() >= 0;
        }
    }
    qInfo("points on the hovered chart: %lld", qlonglong(chart->plotted().size()));
}

QTEST_MAIN(BenchCharts)
#include "bench_charts.moc"
