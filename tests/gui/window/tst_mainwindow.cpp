// SPDX-License-Identifier: MIT
#include "base/messagebox.h"
#include "base/rundocument.h"
#include "base/settings.h"
#include "charts/chartgrid.h"
#include "charts/recordschartview.h"
#include "charts/taskdurationchart.h"
#include "diff/diffeditor.h"
#include "diff/diffpanes.h"
#include "diff/diffview.h"
#include "optlog/loglocator.h"
#include "profiles/profilebrowser.h"
#include "review/noteeditor.h"
#include "review/notesdock.h"
#include "review/reviewnotesmodel.h"
#include "review/workspacedatabase.h"
#include "run/projectloader.h"
#include "runcopy.h"
#include "ui_noteeditor.h"
#include "window/documentview.h"
#include "window/kernelview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/mainwindow.h"
#include "window/outlinemodel.h"
#include "window/problemsmodel.h"
#include "window/recordsmodel.h"
#include "window/recordsview.h"
#include "window/runfilesmodel.h"

#include <KSyntaxHighlighting/Repository>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QCryptographicHash>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void opensSampleRun_data();
    void opensSampleRun();
    void reportsNonRun();
    void hiddenPagesWaitUntilShown();
    void filesModelPassesTester();
    void explorerShowsEveryFileColumn_data();
    void explorerShowsEveryFileColumn();
    void severalRunsAsTabs();
    void recordClickShowsLogLine();
    void liveRecordsAppear();
    void invalidLineInProblems();
    void problemsTitleCountsItsRows();
    void keyboardStepsThroughRounds();
    void roundStepsFollowCampaigns();
    void openingANonRunSaysWhy();
    void keyboardFirstReview();
    void notesFromContextMenus();
    void notesFromChartAndDiffAreMarked();
    void screenshotRunsAreNotRemembered();
    void switchingLanguageRetranslates();
    void runDirectoryNeverChanges();
    void hostileRunNeverChangesNorRuns();
    void damagedWorkspaceStillOpensRuns();
    void acceptRecordsFromTheFileMenu();

private:
    QTemporaryDir m_home;
    KSyntaxHighlighting::Repository m_repository;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_home.isValid());
}

void TestMainWindow::opensSampleRun_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("finalKernel");
    QTest::addColumn<QString>("generation");
    QTest::newRow("gen-a perf_opt") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm/perf_opt")
                                    << QStringLiteral("rms_norm.py") << QStringLiteral("A");
    QTest::newRow("gen-a operator dir") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")
                                        << QStringLiteral("rms_norm.py") << QStringLiteral("A");
    QTest::newRow("gen-b") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt")
                           << QStringLiteral("argmax_like.py") << QStringLiteral("B");
}

void TestMainWindow::opensSampleRun()
{
    QFETCH(QString, dir);
    QFETCH(QString, finalKernel);
    QFETCH(QString, generation);

    Settings settings(m_home.filePath(QStringLiteral("settings.ini")));
    settings.clearRecentRuns();
    WorkspaceDatabase database;
    QVERIFY(database.open(m_home.filePath(QStringLiteral("workspace.sqlite"))));

    MainWindow window(&settings, &m_repository, &database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &MainWindow::runLoaded);
    window.openRun(dir);
    QVERIFY(loaded.wait(20000));

    const ProjectSnapshotPtr snapshot = window.snapshot();
    QVERIFY(snapshot);
    QCOMPARE(generationName(snapshot->generation), generation);

    // The tree shows the run's files, with the final kernel classified.
    QAbstractItemModel *model = window.filesView()->model();
    QVERIFY(model->rowCount() > 0);
    const QModelIndex kernelIndex = static_cast<RunFilesModel *>(model)->indexForPath(snapshot->layout.finalKernel);
    QVERIFY(kernelIndex.isValid());
    QCOMPARE(kernelIndex.data().toString(), finalKernel);
    QCOMPARE(model->index(kernelIndex.row(), RunFilesModel::RoleColumn, kernelIndex.parent()).data().toString(),
             RunFilesModel::roleLabel(RunFileRole::FinalKernel));
    // The whole tree, listed after the first paint, has replaced perf_opt/'s top level.
    const QModelIndex logsDir = static_cast<RunFilesModel *>(model)->indexForPath(snapshot->layout.logsDir);
    QVERIFY(logsDir.isValid());
    QVERIFY(model->rowCount(logsDir) > 0);
    QVERIFY(!model->index(kernelIndex.row(), RunFilesModel::SizeColumn, kernelIndex.parent()).data().toString().isEmpty());

    // The final kernel is shown, highlighted as Python.
    QVERIFY(window.kernelView()->shownFile().endsWith(QLatin1Char('/') + finalKernel));
    QCOMPARE(window.kernelView()->definitionName(), QStringLiteral("Python"));
    QVERIFY(window.kernelView()->toPlainText().contains(QLatin1String("import tilelang")));

    // The chart plots every valid record with a duration.
    int plottable = 0;
    for (const PerfRecord &record : snapshot->records.records)
        if (record.valid && record.hasDuration() && record.round)
            ++plottable;
    QVERIFY(plottable > 0);
    QCOMPARE(window.chartView()->pointCount(), plottable);
    QVERIFY(window.chartView()->workloadKeys().size() >= 2);

    // Recent runs and the workspace database remember it.
    QCOMPARE(settings.recentRuns().value(0), QDir::cleanPath(QDir(dir).absolutePath()));
    QVERIFY(window.recentMenu()->actions().size() >= 1);
    QCOMPARE(database.runPaths().value(0), snapshot->layout.perfOptDir);
    QVERIFY(window.windowTitle().contains(snapshot->operatorName()));

    // Activating a file in the tree shows it.
    const QModelIndex log = static_cast<RunFilesModel *>(model)->indexForPath(snapshot->layout.optLog);
    QVERIFY(log.isValid());
    window.filesView()->scrollTo(log);
    const QRect rect = window.filesView()->visualRect(log);
    // Near the start of the name: the column can be wider than the dock.
    const QPoint logPoint(rect.left() + 12, rect.center().y());
    QTest::mouseClick(window.filesView()->viewport(), Qt::LeftButton, {}, logPoint);
    QTest::mouseDClick(window.filesView()->viewport(), Qt::LeftButton, {}, logPoint);
    QTRY_COMPARE(window.currentView()->pages()->currentIndex(), int(DocumentView::LogPage));
    // A branch file opens in the kernel view.
    const QModelIndex branch
        = static_cast<RunFilesModel *>(model)->indexForPath(snapshot->variants.last().relativePath);
    QVERIFY(branch.isValid());
    window.filesView()->scrollTo(branch);
    const QRect branchRect = window.filesView()->visualRect(branch);
    const QPoint branchPoint(branchRect.left() + 12, branchRect.center().y());
    QTest::mouseClick(window.filesView()->viewport(), Qt::LeftButton, {}, branchPoint);
    QTest::mouseDClick(window.filesView()->viewport(), Qt::LeftButton, {}, branchPoint);
    QTRY_VERIFY(window.kernelView()->shownFile().endsWith(snapshot->variants.last().fileName));
}

void TestMainWindow::reportsNonRun()
{
    QTemporaryDir empty;
    Settings settings(m_home.filePath(QStringLiteral("settings2.ini")));
    MainWindow window(&settings, &m_repository, nullptr);
    QSignalSpy failed(&window, &MainWindow::runFailed);
    window.openRun(empty.path());
    QVERIFY(failed.wait(10000));
    QVERIFY(failed.first().first().toString().contains(empty.path()));
    QVERIFY(!window.snapshot());
    QVERIFY(settings.recentRuns().isEmpty());
}

void TestMainWindow::hiddenPagesWaitUntilShown()
{
    // A long run's rounds, charts and profile tree cost the first paint seconds: only the page on
    // screen takes the snapshot, each other page when first shown. Looked at through the widgets
    // here, never DocumentView's accessors (which fill the page they return).
    Settings settings(m_home.filePath(QStringLiteral("settings.ini")));
    MainWindow window(&settings, &m_repository, nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &MainWindow::runLoaded);
    window.openRun(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm"));
    QVERIFY(loaded.wait(20000));
    QTabWidget *pages = window.currentView()->pages();
    QCOMPARE(pages->currentIndex(), int(DocumentView::RecordsPage));
    auto *records
        = pages->widget(DocumentView::RecordsPage)->findChild<QTableView *>(QStringLiteral("recordsTableView"));
    QVERIFY(records && records->model()->rowCount() > 0);

    auto *rounds = pages->widget(DocumentView::RoundsPage)->findChild<QTreeView *>(QStringLiteral("roundsTreeView"));
    QVERIFY(rounds);
    QCOMPARE(rounds->model()->rowCount(), 0);
    auto *log = qobject_cast<LogView *>(pages->widget(DocumentView::LogPage));
    QVERIFY(log);
    QVERIFY(log->toPlainText().isEmpty());
    for (const DocumentView::Page page : {DocumentView::DiffPage, DocumentView::ChartPage, DocumentView::ProfilesPage})
        QVERIFY2(pages->widget(page)->findChildren<QWidget *>().isEmpty(), qPrintable(pages->tabText(page)));

    const auto showTab = [pages](DocumentView::Page page) {
        QTabBar *bar = pages->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(page).center());
        return pages->currentIndex() == page;
    };
    QVERIFY(showTab(DocumentView::RoundsPage));
    QVERIFY(rounds->model()->rowCount() > 0);
    QVERIFY(showTab(DocumentView::LogPage));
    QTRY_VERIFY(log->toPlainText().contains(QLatin1String("rms_norm")));
    QVERIFY(showTab(DocumentView::ChartPage));
    auto *chart = pages->widget(DocumentView::ChartPage)->findChild<RecordsChartView *>();
    QVERIFY(chart);
    QVERIFY(chart->pointCount() > 0);
    QVERIFY(pages->widget(DocumentView::ProfilesPage)->findChildren<QWidget *>().isEmpty());
    QVERIFY(showTab(DocumentView::ProfilesPage));
    QVERIFY(pages->widget(DocumentView::ProfilesPage)->findChild<ProfileBrowser *>());
    QVERIFY(showTab(DocumentView::DiffPage));
    QVERIFY(pages->widget(DocumentView::DiffPage)->findChild<DiffView *>());
}

void TestMainWindow::filesModelPassesTester()
{
    RunFilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString run = QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm");
    // The first paint's snapshot: perf_opt/'s top level, folders empty, sizes not yet known.
    const ProjectSnapshotPtr first
        = ProjectLoader::load(run, nullptr, ProjectLoader::Scope::WithoutProfiles, ProjectLoader::FileTree::Whole);
    model.setSnapshot(first);
    const QModelIndex firstLogs = model.indexForPath(QStringLiteral("perf_opt/logs"));
    QVERIFY(firstLogs.isValid());
    QCOMPARE(model.rowCount(firstLogs), 0);
    const QModelIndex firstKernel = model.indexForPath(QStringLiteral("perf_opt/rms_norm.py"));
    QVERIFY(firstKernel.isValid());
    QVERIFY(firstKernel.siblingAtColumn(RunFilesModel::SizeColumn).data().isNull());

    model.setSnapshot(ProjectLoader::indexProfiles(first));
    QVERIFY(model.rowCount() > 0);
    const QModelIndex logs = model.indexForPath(QStringLiteral("perf_opt/logs"));
    QVERIFY(logs.isValid());
    QVERIFY(model.rowCount(logs) > 0); // round folders
    QCOMPARE(logs.data(RunFilesModel::FileRoleRole).toInt(), int(RunFileRole::LogsDir));
    const QModelIndex kernel = model.indexForPath(QStringLiteral("perf_opt/rms_norm.py"));
    QCOMPARE(kernel.siblingAtColumn(RunFilesModel::SizeColumn).data().toString(),
             QLocale().formattedDataSize(QFileInfo(run + QStringLiteral("/perf_opt/rms_norm.py")).size()));

    model.setSnapshot(ProjectLoader::load(run, nullptr, ProjectLoader::Scope::Everything, ProjectLoader::FileTree::Whole));
    QVERIFY(model.rowCount(model.indexForPath(QStringLiteral("perf_opt/logs"))) > 0);
}

namespace {

// A writable copy of a bundled sample, for tests that change the run on disk.
QString copySample(const QTemporaryDir &dir, const QString &name)
{
    const QString to = dir.filePath(name);
    return RunCopy::copyTree(RunCopy::sample(name), to) ? to : QString();
}

// Hash of every file's path and bytes under a directory.
QByteArray treeHash(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &file : std::as_const(files)) {
        hash.addData(QDir(root).relativeFilePath(file).toUtf8());
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            hash.addData(f.readAll());
    }
    return hash.result().toHex();
}

struct Fixture
{
    QTemporaryDir home;
    Settings settings {home.filePath(QStringLiteral("settings.ini"))};
    WorkspaceDatabase database;
    Fixture() { database.open(home.filePath(QStringLiteral("workspace.sqlite"))); }
};

// The ada_layer_norm log alone in a run of its own (the gates find an error and a warning in it).
QString adaLogAlone(const QTemporaryDir &runs)
{
    if (!QDir().mkpath(runs.filePath(QStringLiteral("ada/perf_opt")))
        || !QFile::copy(QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog/ada_layer_norm.genA.opt_log.md"),
                        runs.filePath(QStringLiteral("ada/perf_opt/opt_log.md"))))
        return QString();
    return runs.filePath(QStringLiteral("ada"));
}

bool openAndWait(MainWindow &window, const QString &path)
{
    QSignalSpy loaded(&window, &MainWindow::runLoaded);
    window.openRun(path);
    return loaded.wait(20000);
}

} // namespace

void TestMainWindow::explorerShowsEveryFileColumn_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("workstation") << QSize(1920, 1000);
    // The window's own first size: the records page's filter bar once held the Explorer narrower.
    QTest::newRow("default") << QSize(1400, 860);
}

// The Explorer widens until a branch file's whole name, its kind and its size all show (a long
// name had scrolled the size out of sight), and no further than a third of the window.
void TestMainWindow::explorerShowsEveryFileColumn()
{
    QFETCH(QSize, size);
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QTreeView *files = window.filesView();
    QTRY_VERIFY(files->model() && files->model()->rowCount() > 0);
    QHeaderView *header = files->header();
    QTRY_VERIFY2(header->sectionViewportPosition(RunFilesModel::SizeColumn)
                         + header->sectionSize(RunFilesModel::SizeColumn)
                     <= files->viewport()->width(),
                 qPrintable(QStringLiteral("columns end at %1, the view is %2 wide")
                                .arg(header->length())
                                .arg(files->viewport()->width())));
    // Sized to the names, not squeezed: the longest branch file's name (one level down) is whole.
    const QString longest = QStringLiteral("rms_norm_opt_v4_sbs8192.py");
    QVERIFY(
        static_cast<RunFilesModel *>(files->model())->indexForPath(QStringLiteral("perf_opt/") + longest).isValid());
    QVERIFY(header->sectionSize(RunFilesModel::NameColumn)
            >= files->fontMetrics().horizontalAdvance(longest) + files->indentation());
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("explorerDockWidget"));
    QVERIFY(dock);
    QVERIFY(dock->width() <= window.width() / 3);

    // The Lineage tab in front while the run loads: the Files tab is fitted when it comes forward.
    MainWindow behind(&f.settings, &m_repository, &f.database);
    behind.resize(size);
    behind.show();
    QVERIFY(QTest::qWaitForWindowExposed(&behind));
    auto *tabs = behind.findChild<QTabWidget *>(QStringLiteral("explorerTabWidget"));
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QVERIFY(openAndWait(behind, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    tabs->setCurrentIndex(0);
    QTreeView *behindFiles = behind.filesView();
    QTRY_VERIFY(behindFiles->header()->sectionViewportPosition(RunFilesModel::SizeColumn)
                    + behindFiles->header()->sectionSize(RunFilesModel::SizeColumn)
                <= behindFiles->viewport()->width());
    QVERIFY(behind.findChild<QDockWidget *>(QStringLiteral("explorerDockWidget"))->width() <= behind.width() / 3);
}

void TestMainWindow::severalRunsAsTabs()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like")));
    QCOMPARE(window.documentCount(), 2);
    QCOMPARE(window.documentTabs()->tabText(1), QStringLiteral("argmax_like"));
    // The docks show the current run: switching tabs swaps their models.
    QCOMPARE(window.snapshot()->operatorName(), QStringLiteral("argmax_like"));
    window.documentTabs()->setCurrentIndex(0);
    QCOMPARE(window.snapshot()->operatorName(), QStringLiteral("rms_norm"));
    QCOMPARE(window.lineageView()->model(), window.currentView()->lineageModel());
    // Lineage: baseline is a root with the round-1 branches under it.
    QAbstractItemModelTester lineageTester(window.lineageView()->model(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex baseline = window.currentView()->lineageModel()->indexForCandidate(QStringLiteral("baseline"));
    QVERIFY(baseline.isValid());
    QVERIFY(!baseline.parent().isValid());
    QStringList children;
    for (int r = 0; r < window.lineageView()->model()->rowCount(baseline); ++r)
        children.append(window.lineageView()->model()->index(r, 0, baseline).data().toString());
    QVERIFY(children.contains(QStringLiteral("v1_pipe")));
    // Rounds outline: Iteration 1..4 of the sample log.
    QVERIFY(window.currentView()->outlineModel()->indexForRound(3).isValid());
    // Two runs of one operator: the tabs name the folder above them.
    QTemporaryDir twins;
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), twins.filePath(QStringLiteral("alice/rms_norm"))));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), twins.filePath(QStringLiteral("bob/rms_norm"))));
    QVERIFY(openAndWait(window, twins.filePath(QStringLiteral("alice/rms_norm"))));
    QVERIFY(openAndWait(window, twins.filePath(QStringLiteral("bob/rms_norm"))));
    QCOMPARE(window.documentTabs()->tabText(0), QStringLiteral("demo/rms_norm"));
    QCOMPARE(window.documentTabs()->tabText(2), QStringLiteral("alice/rms_norm"));
    QCOMPARE(window.documentTabs()->tabText(3), QStringLiteral("bob/rms_norm"));
    QCOMPARE(window.documentTabs()->tabText(1), QStringLiteral("argmax_like"));
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QTRY_COMPARE(window.documentCount(), 2);
    QCOMPARE(window.documentTabs()->tabText(0), QStringLiteral("rms_norm"));
    window.documentTabs()->setCurrentIndex(0);
    // Closing a tab keeps the other run.
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QTRY_COMPARE(window.documentCount(), 1);
}

void TestMainWindow::recordClickShowsLogLine()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    DocumentView *view = window.currentView();
    QTableView *table = view->recordsView()->table();
    // Line 13 of the records is v1_pipe in round 1: its log line is the branch row of Iteration 1.
    int row = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        if (table->model()->index(r, 0).data(RecordsModel::LineRole).toInt() == 13)
            row = r;
    QVERIFY(row >= 0);
    const QModelIndex cell = table->model()->index(row, RecordsModel::CandidateColumn);
    table->scrollTo(cell);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
    QCOMPARE(view->document()->selection()->candidateId(), QStringLiteral("v1_pipe"));
    QCOMPARE(view->document()->selection()->state().recordLine, 13);
    const int expected
        = LogLocator::lineForCandidate(view->document()->snapshot()->optLog, QStringLiteral("v1_pipe"), 1);
    QVERIFY(expected > 0);
    QCOMPARE(view->logView()->highlightedLine(), expected);
    // The lineage dock follows.
    QCOMPARE(window.lineageView()->currentIndex().data(LineageModel::CandidateRole).toString(),
             QStringLiteral("v1_pipe"));
}

void TestMainWindow::liveRecordsAppear()
{
    Fixture f;
    QTemporaryDir runs;
    const QString run = copySample(runs, QStringLiteral("rms_norm"));
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(openAndWait(window, run));
    QTableView *table = window.currentView()->recordsView()->table();
    const int before = table->model()->rowCount();
    QFile records(run + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::Append));
    records.write(
        R"({"round": 5, "candidate_id": "v5_live", "parent_id": "v3_bs4096", "dispatch_path": "short_row", "workload": "fp16_4096x1024", "duration_us": 17.5, "l0_pass": true, "msprof_raw_path": "perf_opt/profiles/round5/", "timestamp": "2026-10-01T10:00:00Z"})"
        "\n");
    records.close();
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), before + 1, 15000);
    // A half-written line (the agent is still writing it) is not a new row and not a problem.
    QVERIFY(records.open(QIODevice::Append));
    records.write(R"({"round": 5, "candidate_id": "v5_half", )");
    records.close();
    QSignalSpy reloaded(window.currentView()->document(), &RunDocument::loaded);
    QVERIFY(reloaded.wait(15000));
    QCOMPARE(table->model()->rowCount(), before + 1);
    for (int r = 0; r < window.problemsView()->model()->rowCount(); ++r)
        QVERIFY(!window.problemsView()
                     ->model()
                     ->index(r, ProblemsModel::RuleColumn)
                     .data()
                     .toString()
                     .contains(QLatin1String("truncated")));
}

void TestMainWindow::invalidLineInProblems()
{
    Fixture f;
    QTemporaryDir runs;
    const QString run = copySample(runs, QStringLiteral("rms_norm"));
    QFile records(run + QStringLiteral("/perf_opt/perf_records.jsonl"));
    QVERIFY(records.open(QIODevice::Append));
    records.write("{\"round\": 5, \"candidate_id\": \"broken\",, }\n");
    records.close();
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(openAndWait(window, run));
    QAbstractItemModel *problems = window.problemsView()->model();
    QAbstractItemModelTester tester(problems, QAbstractItemModelTester::FailureReportingMode::QtTest);
    bool found = false;
    for (int r = 0; r < problems->rowCount(); ++r) {
        const QModelIndex i = problems->index(r, 0);
        if (i.data(ProblemsModel::LineRole).toInt() == 42
            && problems->index(r, ProblemsModel::LocationColumn).data().toString()
                == QStringLiteral("perf_opt/perf_records.jsonl:42"))
            found = true;
    }
    QVERIFY(found);
    // The rule ids are readable in full once the gates have run, and again right after switching
    // back to this document's tab.
    const auto gateRows = [problems] {
        int n = 0;
        for (int r = 0; r < problems->rowCount(); ++r)
            n += problems->index(r, ProblemsModel::RuleColumn).data().toString().startsWith(QLatin1String("S4-"));
        return n;
    };
    QTRY_VERIFY_WITH_TIMEOUT(gateRows() > 0, 15000);
    const auto widestRule = [&window] {
        QAbstractItemModel *model = window.problemsView()->model();
        int widest = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            widest = std::max(widest,
                              window.problemsView()->fontMetrics().horizontalAdvance(
                                  model->index(r, ProblemsModel::RuleColumn).data().toString()));
        return widest;
    };
    QTRY_VERIFY(window.problemsView()->columnWidth(ProblemsModel::RuleColumn) >= widestRule());
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like")));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("documentsTabWidget"));
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 2);
    tabs->setCurrentIndex(0);
    QVERIFY(window.problemsView()->columnWidth(ProblemsModel::RuleColumn) >= widestRule());
}

void TestMainWindow::problemsTitleCountsItsRows()
{
    // The ada_layer_norm log alone: the gates report an error and a warning after the view shows.
    // The dock's title (and its tab) counts the rows shown, for each gate profile; while the gates
    // run it says so ("0 error(s)" would be a verdict nobody gave yet).
    Fixture f;
    QTemporaryDir runs;
    const QString ada = adaLogAlone(runs);
    QVERIFY(!ada.isEmpty());
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("problemsDockWidget"));
    QVERIFY(dock);
    const QString checking = MainWindow::tr("Problems — checking…");
    // The run is whole: the gates have just been asked, their answer cannot have come yet.
    QString titleWhenLoaded;
    bool checkingWhenLoaded = false;
    connect(&window, &MainWindow::runLoaded, this, [&] {
        titleWhenLoaded = dock->windowTitle();
        checkingWhenLoaded = window.currentView()->document()->isChecking();
    });
    QVERIFY(openAndWait(window, ada));
    QVERIFY(checkingWhenLoaded);
    QCOMPARE(titleWhenLoaded, checking);
    RunDocument *document = window.currentView()->document();
    const auto expected = [&window] {
        QAbstractItemModel *model = window.problemsView()->model();
        int errors = 0;
        int warnings = 0;
        int infos = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const int severity = model->index(r, 0).data(ProblemsModel::SeverityRole).toInt();
            errors += severity == int(Diagnostic::Severity::Error);
            warnings += severity == int(Diagnostic::Severity::Warning);
            infos += severity == int(Diagnostic::Severity::Info);
        }
        if (errors + warnings + infos != model->rowCount())
            return QStringLiteral("a row of another severity");
        return MainWindow::tr("Problems — %1 error(s), %2 warning(s), %3 info").arg(errors).arg(warnings).arg(infos);
    };
    const auto gateRows = [&window] {
        QAbstractItemModel *model = window.problemsView()->model();
        int n = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            n += model->index(r, ProblemsModel::RuleColumn).data().toString().startsWith(QLatin1Char('S'));
        return n;
    };
    QTRY_VERIFY_WITH_TIMEOUT(gateRows() > 0, 15000);
    QVERIFY(expected() != MainWindow::tr("Problems — %1 error(s), %2 warning(s), %3 info").arg(0).arg(0).arg(0));
    QTRY_COMPARE(dock->windowTitle(), expected());
    QVERIFY(!document->isChecking());
    for (int profile : {1, 0}) {
        window.gateProfileBox()->setCurrentIndex(profile);
        QVERIFY(document->isChecking()); // at once, until this profile's report comes
        QCOMPARE(dock->windowTitle(), checking);
        QTRY_VERIFY_WITH_TIMEOUT(!document->isChecking(), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(dock->windowTitle(), expected(), 15000);
    }
}

void TestMainWindow::keyboardStepsThroughRounds()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    DocumentView *view = window.currentView();
    CandidateSelection *selection = view->document()->selection();
    selection->clear(); // start before the first round
    QList<int> seen;
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
        seen.append(selection->round());
        if (i == 0) {
            // Round 0 (the baseline, only a data section in the log) moves every view too: the
            // log to its section, the outline, the records to a round-0 record.
            QCOMPARE(view->logView()->highlightedLine(), 23);
            QVERIFY(window.outlineView()->currentIndex().isValid());
            QCOMPARE(window.outlineView()->currentIndex().data(OutlineModel::LineRole).toInt(), 23);
            QTableView *records = view->recordsView()->table();
            QVERIFY(records);
            QCOMPARE(records->currentIndex().data(RecordsModel::RoundRole).toInt(), 0);
        }
    }
    QCOMPARE(seen, (QList<int> {0, 1, 2}));
    QTest::keyClick(&window, Qt::Key_BracketLeft, Qt::ControlModifier);
    QCOMPARE(selection->round(), 1);
    // Round 1's winner is selected and the log, outline and records show the round.
    QCOMPARE(selection->candidateId(), QStringLiteral("v1_pipe"));
    QCOMPARE(view->logView()->highlightedLine(), 50);
    QCOMPARE(window.outlineView()->currentIndex().data(OutlineModel::LineRole).toInt(), 50);
    QTableView *records = view->recordsView()->table();
    QCOMPARE(records->currentIndex().data(RecordsModel::CandidateRole).toString(), QStringLiteral("v1_pipe"));
    QCOMPARE(records->currentIndex().data(RecordsModel::RoundRole).toInt(), 1);
    // The ends stop, with a word in the status bar: no wrapping to round 0.
    const int last = view->roundIndex().rounds().last().number;
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
    QCOMPARE(selection->round(), last);
    QSignalSpy status(view, &DocumentView::statusMessage);
    QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
    QCOMPARE(selection->round(), last);
    QCOMPARE(status.size(), 1);
    QVERIFY2(status.first().first().toString().contains(QLatin1String("last round")),
             qPrintable(status.first().first().toString()));
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&window, Qt::Key_BracketLeft, Qt::ControlModifier);
    QCOMPARE(selection->round(), 0);
    status.clear();
    QTest::keyClick(&window, Qt::Key_BracketLeft, Qt::ControlModifier);
    QCOMPARE(selection->round(), 0);
    QVERIFY(status.first().first().toString().contains(QLatin1String("first round")));
}

void TestMainWindow::openingANonRunSaysWhy()
{
    // An empty directory, a directory of something else and a missing path each show a page with
    // what was expected and what was found, not only a status-bar line.
    Fixture f;
    QTemporaryDir root;
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("empty"))));
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("other/src"))));
    QFile readme(root.filePath(QStringLiteral("other/README.txt")));
    QVERIFY(readme.open(QIODevice::WriteOnly));
    readme.close();
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    const auto open = [&window](const QString &path) {
        QSignalSpy failed(&window, &MainWindow::runFailed);
        window.openRun(path);
        return failed.wait(10000);
    };
    const auto text = [&window] {
        return window.openFailedPage()->findChild<QLabel *>(QStringLiteral("openFailedTextLabel"))->text();
    };
    QVERIFY(open(root.filePath(QStringLiteral("empty"))));
    QCOMPARE(window.currentPage(), window.openFailedPage());
    QVERIFY2(text().contains(QLatin1String("an empty directory")), qPrintable(text()));
    QVERIFY(text().contains(QLatin1String("perf_opt/")));
    QVERIFY(open(root.filePath(QStringLiteral("other"))));
    QVERIFY2(text().contains(QLatin1String("src/, README.txt")), qPrintable(text()));
    QVERIFY(open(root.filePath(QStringLiteral("missing"))));
    QVERIFY2(text().contains(QLatin1String("does not exist")), qPrintable(text()));
    QVERIFY2(text().contains(QLatin1String("No such directory")), qPrintable(text()));
    QVERIFY(!text().contains(QLatin1String("Not a directory")));
    // Back returns to the welcome page; a run opened afterwards replaces the page.
    QTest::mouseClick(window.openFailedPage()->findChild<QToolButton *>(QStringLiteral("openFailedBackToolButton")),
                      Qt::LeftButton);
    QVERIFY(window.currentPage() != window.openFailedPage());
    QVERIFY(open(root.filePath(QStringLiteral("empty"))));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QCOMPARE(window.currentPage(), static_cast<QWidget *>(window.documentTabs()));
    QVERIFY(f.settings.recentRuns().size() == 1);
}

void TestMainWindow::keyboardFirstReview()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    DocumentView *view = window.currentView();
    CandidateSelection *selection = view->document()->selection();
    selection->clear();
    // Alt+↓ / Alt+↑: the candidates in the order they were measured.
    QTest::keyClick(&window, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(selection->candidateId(), QStringLiteral("baseline"));
    QTest::keyClick(&window, Qt::Key_Down, Qt::AltModifier);
    const QString second = selection->candidateId();
    QVERIFY(second.startsWith(QLatin1String("v1_")));
    QCOMPARE(selection->round(), 1);
    QTest::keyClick(&window, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(selection->candidateId(), QStringLiteral("baseline"));
    QTest::keyClick(&window, Qt::Key_Up, Qt::AltModifier); // the first: stays
    QCOMPARE(selection->candidateId(), QStringLiteral("baseline"));
    // Ctrl+J: the current round's winner.
    QTest::keyClick(&window, Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(&window, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(selection->round(), 1);
    QTest::keyClick(&window, Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(selection->candidateId(), QStringLiteral("v1_pipe"));
    // Ctrl+Shift+P: its profile.
    QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(view->pages()->currentIndex(), int(DocumentView::ProfilesPage));
    // Alt+2: the Rounds page, on round 1's winner.
    QTest::keyClick(&window, Qt::Key_2, Qt::AltModifier);
    QCOMPARE(view->pages()->currentIndex(), int(DocumentView::RoundsPage));
    // Ctrl+Shift+M gives the page the window, and back.
    auto *explorer = window.findChild<QDockWidget *>(QStringLiteral("explorerDockWidget"));
    QVERIFY(explorer->isVisible());
    QTest::keyClick(&window, Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!explorer->isVisible());
    QTest::keyClick(&window, Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(explorer->isVisible());
    // Help › Keyboard Shortcuts lists them all.
    QTest::keyClick(&window, Qt::Key_Slash, Qt::ControlModifier);
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    QVERIFY(dialog && dialog->isVisible());
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r)
        rows.append(table->item(r, 0)->text() + QStringLiteral(" = ") + table->item(r, 1)->text());
    const QString all = rows.join(QLatin1Char('\n'));
    for (const QString &expected : QStringList {
             QStringLiteral("Go › Next Candidate = ") + QKeySequence(Qt::ALT | Qt::Key_Down).toString(QKeySequence::NativeText),
          QStringLiteral("Go › Previous Candidate = ") + QKeySequence(Qt::ALT | Qt::Key_Up).toString(QKeySequence::NativeText),
          QStringLiteral("Go › Round Winner = ") + QKeySequence(Qt::CTRL | Qt::Key_J).toString(QKeySequence::NativeText),
          QStringLiteral("Go › Candidate's Profile = "), QStringLiteral("Go › Next Round = "),
          QStringLiteral("Diff › Next Change = F8"), QStringLiteral("Diff › Previous Change = ")})
        QVERIFY2(all.contains(expected), qPrintable(expected + QStringLiteral("\n") + all));
}

namespace {

// The context menu a right click at `pos` opens on `widget`.
QMenu *contextMenu(QWidget *widget, const QPoint &pos)
{
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
    QMenu *menu = nullptr;
    const bool shown
        = QTest::qWaitFor([&menu] { return (menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr; });
    return shown ? menu : nullptr;
}

QStringList actionTexts(QMenu *menu)
{
    QStringList texts;
    for (QAction *action : menu->actions())
        texts.append(action->text());
    return texts;
}

} // namespace

void TestMainWindow::notesFromContextMenus()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    DocumentView *view = window.currentView();
    QTableView *records = view->recordsView()->table();
    const QModelIndex row = records->model()->index(3, 0);
    const QString candidate = row.data(RecordsModel::CandidateRole).toString();
    const int recordLine = row.data(RecordsModel::LineRole).toInt();
    QMenu *menu = contextMenu(records->viewport(), records->visualRect(row).center());
    QVERIFY(menu);
    QCOMPARE(actionTexts(menu),
             (QStringList {QStringLiteral("Add Note on Record Line %1…").arg(recordLine),
                           QStringLiteral("Add Note on Candidate %1…").arg(candidate)}));
    // The second entry, by keyboard; the editor takes the text.
    QTimer::singleShot(0, this, [] {
        auto *editor = qobject_cast<NoteEditor *>(QApplication::activeModalWidget());
        QVERIFY(editor);
        QTest::keyClicks(editor->ui()->textPlainTextEdit, QStringLiteral("check the tail keys"));
        QPushButton *ok = editor->ui()->buttonBox->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);
    });
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
    QTRY_COMPARE(f.database.notes(window.snapshot()->runKey()).size(), 1);
    const ReviewNote note = f.database.notes(window.snapshot()->runKey()).first();
    QCOMPARE(note.target, ReviewNote::Target::Candidate);
    QCOMPARE(note.candidateId, candidate);
    QCOMPARE(note.text, QStringLiteral("check the tail keys"));
    // Listed in the Review Notes dock, marked in the lineage.
    QCOMPARE(window.notesDock()->model()->rowCount(), 1);
    QTRY_VERIFY(view->lineageModel()->indexForCandidate(candidate).data(Qt::DecorationRole).isValid());
    QVERIFY(view->lineageModel()->indexForCandidate(candidate).data(Qt::ToolTipRole).toString().contains(
        QLatin1String("1 review note")));

    // A log line: the menu names the source line under the pointer.
    view->showPage(DocumentView::LogPage);
    QVERIFY(view->logView()->showLine(118)); // "### Iteration Winner" of round 1
    const QRect cursor = view->logView()->cursorRect();
    QMenu *logMenu = contextMenu(view->logView()->viewport(), cursor.center());
    QVERIFY(logMenu);
    QVERIFY2(actionTexts(logMenu).contains(QStringLiteral("Add Note on Log Line 118…")),
             qPrintable(actionTexts(logMenu).join(QLatin1Char('|'))));
    logMenu->close();

    // A kernel line.
    QVERIFY(view->showFile(window.snapshot()->layout.finalKernel));
    QMenu *kernelMenu = contextMenu(view->kernelView()->viewport(), QPoint(40, 5));
    QVERIFY(kernelMenu);
    QVERIFY2(actionTexts(kernelMenu).last().startsWith(QStringLiteral("Add Note on rms_norm.py:1")),
             qPrintable(actionTexts(kernelMenu).join(QLatin1Char('|'))));
    kernelMenu->close();
}

namespace {

// Answers the NoteEditor that the next note request opens with `text`.
void writeNextNote(QObject *context, const QString &text)
{
    QTimer::singleShot(0, context, [text] {
        NoteEditor *editor = nullptr;
        QTRY_VERIFY((editor = qobject_cast<NoteEditor *>(QApplication::activeModalWidget())) != nullptr);
        QTest::keyClicks(editor->ui()->textPlainTextEdit, text);
        QTest::mouseClick(editor->ui()->buttonBox->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
}

} // namespace

void TestMainWindow::notesFromChartAndDiffAreMarked()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    DocumentView *view = window.currentView();
    const QString runKey = window.snapshot()->runKey();

    // A Task Duration chart point: the note is on the point's candidate, and the records mark it.
    view->showPage(DocumentView::ChartPage);
    TaskDurationChart *chart = view->chartView()->grid()->ensureChart(QStringLiteral("short_row / fp16_4096x1024"));
    QVERIFY(chart);
    QTRY_VERIFY(chart->isVisible());
    int point = -1;
    for (int i = 0; i < chart->plotted().size() && point < 0; ++i)
        if (chart->series().points.at(chart->plotted().at(i).pointIndex).candidateId == QLatin1String("v1_pipe"))
            point = i;
    QVERIFY(point >= 0);
    QTimer::singleShot(0, this, [this] {
        QMenu *menu = nullptr;
        QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr);
        QAction *note = menu->actions().value(0);
        QCOMPARE(note->text(), QStringLiteral("Add Note on Candidate v1_pipe…"));
        writeNextNote(this, QStringLiteral("why does pipe win only here?"));
        menu->setActiveAction(note);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    const QPoint at = chart->viewportPosition(point);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, chart->viewport()->mapToGlobal(at));
    QApplication::sendEvent(chart->viewport(), &event);
    QTRY_COMPARE(f.database.notes(runKey).size(), 1);
    const ReviewNote onPoint = f.database.notes(runKey).first();
    QCOMPARE(onPoint.target, ReviewNote::Target::Candidate);
    QCOMPARE(onPoint.candidateId, QStringLiteral("v1_pipe"));
    QTableView *records = view->recordsView()->table();
    int marked = 0;
    for (int row = 0; row < records->model()->rowCount(); ++row) {
        const QModelIndex index = records->model()->index(row, RecordsModel::CandidateColumn);
        const bool pipe = index.data(RecordsModel::CandidateRole).toString() == QLatin1String("v1_pipe");
        QCOMPARE(index.data(Qt::DecorationRole).isValid(), pipe);
        marked += pipe;
    }
    QVERIFY(marked > 0);

    // A line of the diff's right side: a kernel-line note on that file, marked in its gutter.
    view->showPage(DocumentView::DiffPage);
    DiffView *diff = view->diffView();
    QTRY_VERIFY(!diff->isBusy() && diff->pair().isValid());
    DiffEditor *right = diff->panes()->rightEditor();
    QTRY_VERIFY(right->isVisible());
    int block = -1;
    for (int b = right->firstVisibleBlockNumber(); b <= right->lastVisibleBlockNumber() && block < 0; ++b)
        if (right->foldAt(b) < 0 && right->sourceLine(b).line > 0)
            block = b;
    QVERIFY(block >= 0);
    const int line = right->sourceLine(block).line;
    QVERIFY(!right->hasNoteMark(block));
    QMenu *menu = contextMenu(right->viewport(), QPoint(40, right->blockTop(block) + right->lineHeight() / 2));
    QVERIFY(menu);
    QAction *note = menu->actions().last();
    QCOMPARE(note->text(),
             QStringLiteral("Add Note on %1:%2…").arg(QFileInfo(diff->pair().right.relativePath).fileName()).arg(line));
    writeNextNote(this, QStringLiteral("unroll by two?"));
    menu->setActiveAction(note);
    QTest::keyClick(menu, Qt::Key_Return);
    QTRY_COMPARE(f.database.notes(runKey).size(), 2);
    ReviewNote onLine;
    for (const ReviewNote &n : f.database.notes(runKey))
        if (n.target == ReviewNote::Target::VariantLine)
            onLine = n;
    QCOMPARE(onLine.file, diff->pair().right.relativePath);
    QCOMPARE(onLine.line, line);
    QTRY_VERIFY(right->hasNoteMark(block));

    // A log line's note is marked in the log's margin.
    QVERIFY(view->logView()->noteMarkSpans().isEmpty());
    writeNextNote(this, QStringLiteral("stated before the A/B"));
    QVERIFY(
        window.notesDock()->addNote(ReviewNote::forLogLine(runKey, window.snapshot()->optLogFile.displayPath, 118)));
    QTRY_COMPARE(view->logView()->notedLines(), QList<int> {118});
    QCOMPARE(view->logView()->noteMarkSpans().size(), 1);
}

void TestMainWindow::screenshotRunsAreNotRemembered()
{
    Fixture f;
    f.settings.clearRecentRuns();
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.setRemembersRuns(false);
    window.show();
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QVERIFY(f.settings.recentRuns().isEmpty());
    QVERIFY(f.database.runPaths().isEmpty());
}

void TestMainWindow::roundStepsFollowCampaigns()
{
    // Two campaigns whose numbering restarts: the steps visit every round of the log once, campaign
    // by campaign, and back again (numbers alone would jump between campaigns).
    Fixture f;
    QTemporaryDir run;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_TEST_DATA_DIR "/optlog/structure/two_campaigns_restart.md"),
                        run.filePath(QStringLiteral("opt_log.md"))));
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, run.path()));
    CandidateSelection *selection = window.currentView()->document()->selection();
    selection->clear();
    QList<int> lines;
    for (int i = 0; i < 6; ++i) {
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
        lines.append(selection->state().logLine);
    }
    QCOMPARE(lines, (QList<int> {3, 5, 7, 15, 17, 19}));
    QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier); // stays at the last round
    QCOMPARE(selection->state().logLine, 19);
    QTest::keyClick(&window, Qt::Key_BracketLeft, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_BracketLeft, Qt::ControlModifier);
    QCOMPARE(selection->state().logLine, 15);
    QCOMPARE(selection->round(), 0); // campaign 2's baseline
}

void TestMainWindow::switchingLanguageRetranslates()
{
    Fixture f;
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    const QString english = window.menuBar()->actions().first()->text();
    QCOMPARE(english, QStringLiteral("&File"));
    f.settings.setLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(window.menuBar()->actions().first()->text() != english);
    QVERIFY(window.menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
    f.settings.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(window.menuBar()->actions().first()->text(), english);
}

void TestMainWindow::runDirectoryNeverChanges()
{
    Fixture f;
    QTemporaryDir runs;
    const QString run = copySample(runs, QStringLiteral("rms_norm"));
    const QByteArray before = treeHash(run);
    {
        MainWindow window(&f.settings, &m_repository, &f.database);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, run));
        // A session of use: records, rounds, log, files, profiles, gate profiles, reload.
        DocumentView *view = window.currentView();
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
        view->showRecordProfile(13);
        view->showPage(DocumentView::ChartPage);
        window.gateProfileBox()->setCurrentIndex(1);
        window.gateProfileBox()->setCurrentIndex(0);
        QTest::keyClick(&window, Qt::Key_F5);
        QSignalSpy loaded(view->document(), &RunDocument::loaded);
        QVERIFY(loaded.wait(15000));
    }
    QCOMPARE(treeHash(run), before);
}

// Issue 15: a hostile copy (links out of the run, a link loop, booby-trapped Python files) browsed
// through every page: nothing in it changes (links included), nothing outside shows, nothing runs.
void TestMainWindow::hostileRunNeverChangesNorRuns()
{
    Fixture f;
    QTemporaryDir runs(RunCopy::tempTemplate());
    QTemporaryDir outside(RunCopy::tempTemplate());
    const QString run = copySample(runs, QStringLiteral("rms_norm"));
    const QString perfOpt = run + QStringLiteral("/perf_opt");
    const QString mark = outside.filePath(QStringLiteral("EXECUTED"));
    const QByteArray trap = "import os\nos.system('touch " + mark.toUtf8() + "')\n";
    for (const QString &name : {QStringLiteral("sitecustomize.py"), QStringLiteral("__init__.py")}) {
        QFile file(perfOpt + QLatin1Char('/') + name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(trap);
    }
    {
        QFile file(perfOpt + QStringLiteral("/rms_norm.py"));
        QVERIFY(file.open(QIODevice::Append));
        file.write("\n" + trap);
    }
    {
        QFile secret(outside.filePath(QStringLiteral("secret.py")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("SECRET_OUTSIDE = 1\n");
    }
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("secret.py")), perfOpt + QStringLiteral("/rms_norm_opt_v9_evil.py")));
    QVERIFY(QFile::link(outside.path(), perfOpt + QStringLiteral("/profiles/round9")));
    QVERIFY(QFile::link(perfOpt, perfOpt + QStringLiteral("/loop")));
    auto links = [&] {
        QStringList out;
        QDirIterator it(run, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo info = it.nextFileInfo();
            if (info.isSymLink())
                out.append(info.filePath() + QStringLiteral(" -> ") + info.symLinkTarget());
        }
        out.sort();
        return out;
    };
    const QByteArray before = treeHash(run);
    const QStringList linksBefore = links();
    {
        MainWindow window(&f.settings, &m_repository, &f.database);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, run));
        DocumentView *view = window.currentView();
        for (int page = 0; page < DocumentView::PageCount; ++page) {
            view->showPage(DocumentView::Page(page));
            QTest::qWait(50);
        }
        QTest::keyClick(&window, Qt::Key_BracketRight, Qt::ControlModifier);
        view->showRecordProfile(13);
        window.gateProfileBox()->setCurrentIndex(1);
        window.gateProfileBox()->setCurrentIndex(0);
        QTest::keyClick(&window, Qt::Key_F5);
        QSignalSpy loaded(view->document(), &RunDocument::loaded);
        QVERIFY(loaded.wait(15000));
        QVERIFY(!window.kernelView()->toPlainText().contains(QLatin1String("SECRET_OUTSIDE")));
    }
    QCOMPARE(treeHash(run), before);
    QCOMPARE(links(), linksBefore);
    QVERIFY(!QFileInfo::exists(mark));
}

// A workspace database that cannot be opened (a torn file): runs still open, the window says so.
// A rewritten perf_records.jsonl fails REVIEW-APPEND-ONLY on every check; File > Accept takes the
// file as it is now (after asking), and the failure goes with the next report.
void TestMainWindow::acceptRecordsFromTheFileMenu()
{
    Fixture f;
    QTemporaryDir runs;
    const QString run = runs.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    MainWindow window(&f.settings, &m_repository, &f.database);
    window.show();
    QVERIFY(openAndWait(window, run));
    auto *accept = window.findChild<QAction *>(QStringLiteral("acceptRecordsAction"));
    QVERIFY(accept);
    RunDocument *document = window.currentView()->document();
    const auto failsAppendOnly = [document] {
        const QList<GateResult> &results = document->gateReport().results;
        return std::any_of(results.cbegin(), results.cend(),
                           [](const GateResult &r) { return r.ruleId == QLatin1String("REVIEW-APPEND-ONLY"); });
    };
    QTRY_VERIFY_WITH_TIMEOUT(!document->isChecking() && !document->gateReport().results.isEmpty(), 20000);
    QVERIFY(!failsAppendOnly());
    QVERIFY(!accept->isEnabled());

    QVERIFY(RunCopy::editFile(run + QStringLiteral("/perf_opt/perf_records.jsonl"),
                              {{QStringLiteral("\"duration_us\": 31.42"), QStringLiteral("\"duration_us\": 30.42")}}));
    document->reload();
    QTRY_VERIFY_WITH_TIMEOUT(accept->isEnabled(), 20000);

    MessageBox::clearAnswers();
    MessageBox::setNextAnswer(QMessageBox::Cancel); // asked first: nothing changes
    accept->trigger();
    QCOMPARE(MessageBox::askedCount(), 1);
    QVERIFY(MessageBox::lastText().contains(QStringLiteral("restarted on purpose")));
    QVERIFY(accept->isEnabled());

    MessageBox::setNextAnswer(QMessageBox::Yes);
    accept->trigger();
    QVERIFY(!accept->isEnabled()); // at once: no second accept while the first is under way
    QTRY_VERIFY_WITH_TIMEOUT(!document->isChecking() && !failsAppendOnly(), 20000);
    QVERIFY(!accept->isEnabled());
    const QList<QLabel *> labels = window.statusBar()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
        return label->text().startsWith(QStringLiteral("perf_records.jsonl accepted"));
    }));
    MessageBox::clearAnswers();
}

void TestMainWindow::damagedWorkspaceStillOpensRuns()
{
    QTemporaryDir home;
    Settings settings(home.filePath(QStringLiteral("settings.ini")));
    const QString path = home.filePath(QStringLiteral("workspace.sqlite"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, 'x'));
    }
    WorkspaceDatabase database;
    QVERIFY(!database.open(path));
    MainWindow window(&settings, &m_repository, &database);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *label = window.findChild<QLabel *>(QStringLiteral("workspaceUnavailableLabel"));
    QVERIFY(label);
    QVERIFY(!label->text().isEmpty());
    QVERIFY(openAndWait(window, QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QVERIFY(window.currentView());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
