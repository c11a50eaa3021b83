// SPDX-License-Identifier: MIT
#include "documentview.h"
#include "kernelview.h"
#include "mainwindow.h"
#include "projectloader.h"
#include "recordschartview.h"
#include "runfilesmodel.h"
#include "settings.h"
#include "workspacedatabase.h"

#include <KSyntaxHighlighting/Repository>

#include <QAbstractItemModelTester>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTreeView>

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void opensSampleRun_data();
    void opensSampleRun();
    void reportsNonRun();
    void filesModelPassesTester();

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
    const QModelIndex branch = static_cast<RunFilesModel *>(model)->indexForPath(snapshot->variants.last().relativePath);
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

void TestMainWindow::filesModelPassesTester()
{
    RunFilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(ProjectLoader::load(QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")));
    QVERIFY(model.rowCount() > 0);
    const QModelIndex logs = model.indexForPath(QStringLiteral("perf_opt/logs"));
    QVERIFY(logs.isValid());
    QVERIFY(model.rowCount(logs) > 0); // round folders
    QCOMPARE(logs.data(RunFilesModel::FileRoleRole).toInt(), int(RunFileRole::LogsDir));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
