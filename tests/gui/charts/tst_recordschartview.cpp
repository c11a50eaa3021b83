// SPDX-License-Identifier: MIT
// The Task Duration page on the bundled samples: selection through the document's
// CandidateSelection, the view choices, the shared legend, the log fallback, live updates,
// exports that match what is plotted, and screenshots for review.
#include "charts/chartgrid.h"
#include "charts/chartlegendbar.h"
#include "charts/geomeanchart.h"
#include "charts/recordschartview.h"
#include "charts/workloadspeedupmodel.h"
#include "run/projectloader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineSeries>
#include <QProcess>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QXmlStreamReader>

namespace {

const QString rmsNorm = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
const QString argmaxLike = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like");
const QString shortFp16 = QStringLiteral("short_row / fp16_4096x1024");

int plottedIndexOf(const TaskDurationChart *chart, const QString &candidate)
{
    for (int i = 0; i < chart->plotted().size(); ++i)
        if (chart->series().points.at(chart->plotted().at(i).pointIndex).candidateId == candidate)
            return i;
    return -1;
}

// The run without its raw profiles (the charts need the records, the log and the kernels).
void copyRun(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = QDir(from).relativeFilePath(file);
        if (relative.contains(QLatin1String("/profiles/")) || relative.contains(QLatin1String("/ab_round")))
            continue;
        const QString target = to + QLatin1Char('/') + relative;
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::copy(file, target);
    }
}

QString screenshotDir()
{
    const QString dir = QStringLiteral(PERFOPT_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

// Every point the charts draw, as "key|x|y" (6 decimals), from the scatter series themselves.
QStringList drawnPoints(RecordsChartView &view)
{
    QStringList out;
    for (const QString &key : view.grid()->keys()) {
        TaskDurationChart *chart = view.grid()->ensureChart(key);
        for (auto kind : {PlottedPoint::Kind::Baseline, PlottedPoint::Kind::Candidate, PlottedPoint::Kind::Failed})
            for (const QPointF &p : chart->scatter(kind)->points())
                out.append(QStringLiteral("%1|%2|%3").arg(key).arg(p.x(), 0, 'f', 6).arg(p.y(), 0, 'f', 6));
    }
    out.sort();
    return out;
}

QStringList csvPoints(const QString &path, bool logScale)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList out;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines.mid(1)) {
        const QStringList f = line.split(QLatin1Char(','));
        const double y = f.at(5).toDouble();
        out.append(QStringLiteral("%1|%2|%3")
                       .arg(f.at(0))
                       .arg(f.at(4).toDouble(), 0, 'f', 6)
                       .arg(logScale ? std::log10(y) : y, 0, 'f', 6));
    }
    out.sort();
    return out;
}

} // namespace

class TestRecordsChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsTheSample();
    void clickSelectsThroughTheDocumentSelection();
    void selectionFromElsewhereIsRinged();
    void modeAndScaleSwitches();
    void legendTogglesLayers();
    void groupByPath();
    void logTablesFallbackIsMarked();
    void liveRecordsAreAppended();
    void exportedCsvEqualsThePlottedPoints();
    void exportedSvgIsWellFormed();
    void exportedPngIsTwiceTheSize();
    void screenshots_data();
    void screenshots();

private:
    RecordsChartView *m_view = nullptr;
    CandidateSelection *m_selection = nullptr;
};

void TestRecordsChartView::init()
{
    m_selection = new CandidateSelection;
    m_view = new RecordsChartView;
    m_view->setSelection(m_selection);
    m_view->resize(1400, 860);
    m_view->setSnapshot(ProjectLoader::load(rmsNorm));
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestRecordsChartView::cleanup()
{
    delete m_view;
    delete m_selection;
}

void TestRecordsChartView::showsTheSample()
{
    QCOMPARE(m_view->pointCount(), 41);
    QCOMPARE(m_view->workloadKeys().size(), 4);
    QCOMPARE(m_view->grid()->keys().size(), 4);
    QCOMPARE(m_view->grid()->charts().size(), 4); // four keys: all on screen
    QCOMPARE(m_view->summaryChart()->geomeanSeries()->count(), 5);
    QCOMPARE(m_view->summaryChart()->groupSeries().size(), 2); // long_row and short_row
    QCOMPARE(m_view->summaryChart()->totalSeries()->count(), 5);
    QCOMPARE(m_view->speedupTable()->model()->rowCount(), 4 + 2 + 1);
    QVERIFY(!m_view->sourceNoteLabel()->isVisible());
    QVERIFY(m_view->groupByPathCheckBox()->text().contains(QLatin1String("dispatch path")));
}

void TestRecordsChartView::clickSelectsThroughTheDocumentSelection()
{
    QSignalSpy changed(m_selection, &CandidateSelection::changed);
    TaskDurationChart *chart = m_view->grid()->chart(shortFp16);
    QVERIFY(chart);
    const int pipe = plottedIndexOf(chart, QStringLiteral("v1_pipe"));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->viewportPosition(pipe));
    QCOMPARE(changed.size(), 1);
    const auto state = changed.at(0).at(0).value<CandidateSelection::State>();
    QCOMPARE(state.candidateId, QStringLiteral("v1_pipe"));
    QCOMPARE(state.recordLine, 13);
    QCOMPARE(state.round, 1);
    QCOMPARE(state.workloadKey, shortFp16);
    QCOMPARE(changed.at(0).at(1).value<QObject *>(), m_view);
    // Every chart rings v1_pipe (it was measured on all four keys).
    for (TaskDurationChart *c : m_view->grid()->charts())
        QCOMPARE(c->selectedCandidate(), QStringLiteral("v1_pipe"));
}

void TestRecordsChartView::selectionFromElsewhereIsRinged()
{
    QObject recordsView;
    CandidateSelection::State state;
    state.candidateId = QStringLiteral("v3_bs4096");
    state.workloadKey = QStringLiteral("long_row / fp16_8x262144");
    m_selection->select(state, &recordsView);
    for (TaskDurationChart *c : m_view->grid()->charts())
        QCOMPARE(c->selectedCandidate(), QStringLiteral("v3_bs4096"));
    m_selection->clear();
    QVERIFY(m_view->grid()->chart(shortFp16)->selectedCandidate().isEmpty());
}

void TestRecordsChartView::modeAndScaleSwitches()
{
    TaskDurationChart *chart = m_view->grid()->chart(shortFp16);
    QCOMPARE(chart->scatter(PlottedPoint::Kind::Baseline)->at(0).y(), 31.42);
    // Choose "Speedup" in the combo box with the keyboard, as a user would.
    m_view->modeComboBox()->setFocus();
    QTest::keyClick(m_view->modeComboBox(), Qt::Key_Down);
    QCOMPARE(m_view->options().mode, ChartValueMode::Speedup);
    QCOMPARE(chart->look().mode, ChartValueMode::Speedup);
    QCOMPARE(chart->scatter(PlottedPoint::Kind::Baseline)->at(0).y(), 1.0);
    QCOMPARE(chart->finalSeries()->at(0).y(), 31.42 / 17.92);
    QTest::mouseClick(m_view->logScaleCheckBox(), Qt::LeftButton);
    QVERIFY(m_view->options().logScale);
    QVERIFY(chart->look().logScale);
    QCOMPARE(chart->finalSeries()->at(0).y(), std::log10(31.42 / 17.92));
    QTest::keyClick(m_view->modeComboBox(), Qt::Key_Up);
    QCOMPARE(chart->look().mode, ChartValueMode::Microseconds);
    QCOMPARE(chart->finalSeries()->at(0).y(), std::log10(17.92));
    QCOMPARE(m_view->grid()->charts().first(), m_view->grid()->chart(m_view->grid()->keys().first())); // same charts
}

void TestRecordsChartView::legendTogglesLayers()
{
    QToolButton *failures = m_view->legendBar()->button(TaskDurationChart::FailuresLayer);
    QVERIFY(failures->isChecked());
    QTest::mouseClick(failures, Qt::LeftButton);
    QVERIFY(!failures->isChecked());
    for (TaskDurationChart *c : m_view->grid()->charts())
        QVERIFY(!c->scatter(PlottedPoint::Kind::Failed)->isVisible());
    QCOMPARE(m_view->hiddenLayers(), 1u << TaskDurationChart::FailuresLayer);
    QTest::mouseClick(m_view->legendBar()->button(TaskDurationChart::BestSoFarLayer), Qt::LeftButton);
    QVERIFY(!m_view->grid()->chart(shortFp16)->bestSoFarSeries()->isVisible());
    QTest::mouseClick(failures, Qt::LeftButton);
    QVERIFY(m_view->grid()->chart(shortFp16)->scatter(PlottedPoint::Kind::Failed)->isVisible());
    // A mode switch keeps what the legend hid.
    m_view->setMode(ChartValueMode::Speedup);
    QVERIFY(!m_view->grid()->chart(shortFp16)->bestSoFarSeries()->isVisible());
}

void TestRecordsChartView::groupByPath()
{
    QCOMPARE(m_view->grid()->keys().first(), QStringLiteral("long_row / bf16_8x262144"));
    const QColor longColor = m_view->grid()->chart(QStringLiteral("long_row / bf16_8x262144"))->look().color;
    QVERIFY(longColor != m_view->grid()->chart(shortFp16)->look().color);
    QTest::mouseClick(m_view->groupByPathCheckBox(), Qt::LeftButton);
    QVERIFY(!m_view->options().groupByPath);
    // By workload: bf16_4096x1024 (short_row) first; one colour for all.
    QCOMPARE(m_view->grid()->keys().first(), QStringLiteral("short_row / bf16_4096x1024"));
    QCOMPARE(m_view->grid()->chart(shortFp16)->look().color,
             m_view->grid()->chart(QStringLiteral("long_row / bf16_8x262144"))->look().color);
    QCOMPARE(m_view->summaryChart()->groupSeries().size(), 0);
    QCOMPARE(m_view->speedupTable()->model()->rowCount(), 4 + 1);
}

void TestRecordsChartView::logTablesFallbackIsMarked()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/ada_layer_norm.genA.opt_log.md"),
                        dir.filePath(QStringLiteral("opt_log.md"))));
    const ProjectSnapshotPtr snapshot = ProjectLoader::load(dir.path());
    // As DocumentView calls it: series from the records alone, which this run has none of.
    m_view->setSnapshot(snapshot, DerivedSeries::fromRecords(snapshot->records, 0.03, snapshot->finalCandidateId()));
    QCOMPARE(m_view->series().source, DerivedSeries::Source::LogTables);
    QVERIFY(m_view->sourceNoteLabel()->isVisible());
    QVERIFY(m_view->sourceNoteLabel()->text().contains(QLatin1String("not verified against records")));
    QCOMPARE(m_view->grid()->keys().size(), 8);
    TaskDurationChart *chart = m_view->grid()->ensureChart(QStringLiteral("fp32_transit / llama-prefill/fp16"));
    QVERIFY(chart);
    const QString tip = chart->toolTipText(0);
    QVERIFY2(tip.contains(QLatin1String("not verified against records")), qPrintable(tip));
    // Clicking a log point selects its log line.
    QSignalSpy changed(m_selection, &CandidateSelection::changed);
    const int v1 = plottedIndexOf(chart, QStringLiteral("v1_bm2"));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->viewportPosition(v1));
    QCOMPARE(changed.size(), 1);
    const auto state = changed.at(0).at(0).value<CandidateSelection::State>();
    QCOMPARE(state.recordLine, 0);
    QVERIFY(state.logLine > 0);
}

void TestRecordsChartView::liveRecordsAreAppended()
{
    QTemporaryDir dir;
    copyRun(rmsNorm, dir.path());
    const QString records = dir.filePath(QStringLiteral("perf_opt/perf_records.jsonl"));
    QFile file(records);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    for (int i = 0; i < 36; ++i) // round 4 still running
        file.write(lines.at(i) + '\n');
    file.close();
    m_view->setSnapshot(ProjectLoader::load(dir.path()));
    QCOMPARE(m_view->pointCount(), 36);
    const QList<TaskDurationChart *> charts = m_view->grid()->charts();
    TaskDurationChart *chart = m_view->grid()->chart(shortFp16);
    QScatterSeries *candidates = chart->scatter(PlottedPoint::Kind::Candidate);
    QSignalSpy added(candidates, &QXYSeries::pointAdded);
    QSignalSpy refilled(candidates, &QXYSeries::pointsReplaced);
    // The runner appends the rest of round 4.
    QVERIFY(file.open(QIODevice::Append));
    for (int i = 36; i < lines.size(); ++i)
        if (!lines.at(i).isEmpty())
            file.write(lines.at(i) + '\n');
    file.close();
    m_view->setSnapshot(ProjectLoader::load(dir.path()));
    QCOMPARE(m_view->pointCount(), 41);
    QCOMPARE(m_view->grid()->charts(), charts);
    QCOMPARE(chart->scatter(PlottedPoint::Kind::Candidate), candidates);
    QCOMPARE(added.size(), 1); // v4_aivonly on short_row / fp16
    QCOMPARE(refilled.size(), 0);
    QCOMPARE(chart->scatter(PlottedPoint::Kind::Failed)->count(), 1);
    QCOMPARE(m_view->summaryChart()->geomeanSeries()->count(), 5);
}

void TestRecordsChartView::exportedCsvEqualsThePlottedPoints()
{
    QTemporaryDir dir;
    for (bool log : {false, true}) {
        m_view->setLogScale(log);
        m_view->setMode(log ? ChartValueMode::Speedup : ChartValueMode::Microseconds);
        const QString path = dir.filePath(QStringLiteral("points%1.csv").arg(log));
        QString error;
        QVERIFY2(m_view->exportTo(path, QString(), &error), qPrintable(error));
        const QStringList csv = csvPoints(path, log);
        QCOMPARE(csv.size(), 41);
        QCOMPARE(csv, drawnPoints(*m_view));
    }
    // One key.
    const QString one = dir.filePath(QStringLiteral("one.csv"));
    QVERIFY(m_view->exportTo(one, shortFp16));
    QCOMPARE(csvPoints(one, true).size(), 11);
}

void TestRecordsChartView::exportedSvgIsWellFormed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QString error;
    QVERIFY2(m_view->exportTo(path, shortFp16, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString text;
    QSet<QString> colours;
    int elements = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++elements;
            for (const char *attribute : {"fill", "stroke"})
                colours.insert(xml.attributes().value(QLatin1String(attribute)).toString().toLower());
        }
        if (xml.isCharacters())
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(elements > 50);
    for (const char *expected : {"short_row / fp16_4096x1024", "Round", "Task Duration (µs)", "L0 failures",
                                 "Best so far (L0 pass)", "Final", "Round winners", "Baseline"})
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    QVERIFY(colours.contains(QStringLiteral("#d55e00"))); // the L0 failure's outline
    QVERIFY(colours.contains(QStringLiteral("#f0b400"))); // the final star
    // Unknown key and format are refused.
    QVERIFY(!m_view->exportTo(path, QStringLiteral("no / such"), &error));
    QVERIFY(error.contains(QLatin1String("no / such")));
    QVERIFY(!m_view->exportTo(dir.filePath(QStringLiteral("chart.bmp")), QString(), &error));
}

void TestRecordsChartView::exportedPngIsTwiceTheSize()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all.png"));
    QVERIFY(m_view->exportTo(path));
    QImageReader reader(path);
    const QSize size = reader.size();
    QVERIFY2(size.width() >= 2 * 1280, qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
    QCOMPARE(size.width() % 2, 0);
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    QVERIFY(image.pixelColor(5, 5) == QColor(Qt::white));
}

void TestRecordsChartView::screenshots_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("speedup");
    QTest::newRow("rms_norm") << rmsNorm << QStringLiteral("rms_norm") << false;
    QTest::newRow("argmax_like") << argmaxLike << QStringLiteral("argmax_like") << false;
    QTest::newRow("rms_norm speedup") << rmsNorm << QStringLiteral("rms_norm_speedup") << true;
    QTest::newRow("50 keys") << QStringLiteral("synth") << QStringLiteral("synth_50_keys") << false;
    QTest::newRow("ssd log only") << QStringLiteral(PERFOPT_SHARED_DIR
                                                    "/corpus/opt_logs/ssd_chunk_scan.genB.opt_log.md")
                                  << QStringLiteral("ssd_chunk_scan_log_only") << false;
}

void TestRecordsChartView::screenshots()
{
    QFETCH(QString, run);
    QFETCH(QString, name);
    QFETCH(bool, speedup);
    QTemporaryDir scratch;
    if (run == QLatin1String("synth")) {
        // A big Gen A run: 50 workloads over 5 dispatch paths, 2000 records.
        QProcess synth;
        run = scratch.filePath(QStringLiteral("run"));
        synth.start(QStringLiteral(PERFOPT_SYNTH_PATH),
                    {run, QStringLiteral("--records"), QStringLiteral("2000"), QStringLiteral("--workloads"),
                     QStringLiteral("50"), QStringLiteral("--dispatch-paths"), QStringLiteral("5"),
                     QStringLiteral("--rounds"), QStringLiteral("8"), QStringLiteral("--profile-runs"),
                     QStringLiteral("0")});
        QVERIFY(synth.waitForFinished(120000));
        QCOMPARE(synth.exitCode(), 0);
    } else if (run.endsWith(QLatin1String(".md"))) {
        QVERIFY(QFile::copy(run, scratch.filePath(QStringLiteral("opt_log.md"))));
        run = scratch.path();
    }
    m_view->setSnapshot(ProjectLoader::load(run));
    m_view->setMode(speedup ? ChartValueMode::Speedup : ChartValueMode::Microseconds);
    QCoreApplication::processEvents();
    const QString dir = screenshotDir();
    QVERIFY(m_view->grab().save(dir + QStringLiteral("/chart_page_%1.png").arg(name)));
    QVERIFY(m_view->grid()->grab().save(dir + QStringLiteral("/chart_grid_%1.png").arg(name)));
    QVERIFY(
        m_view->summaryChart()->parentWidget()->grab().save(dir + QStringLiteral("/chart_summary_%1.png").arg(name)));
    QVERIFY(m_view->exportTo(dir + QStringLiteral("/chart_export_%1.png").arg(name)));
}

QTEST_MAIN(TestRecordsChartView)
#include "tst_recordschartview.moc"
