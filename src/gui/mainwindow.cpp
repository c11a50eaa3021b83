// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "kernelview.h"
#include "projectloader.h"
#include "recordschartview.h"
#include "runfilesmodel.h"
#include "settings.h"
#include "workspacedatabase.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>

MainWindow::MainWindow(Settings *settings, KSyntaxHighlighting::Repository *repository, WorkspaceDatabase *database,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_repository(repository)
    , m_database(database)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/perfopt-workbench.svg")));

    m_filesModel = new RunFilesModel(this);
    m_filesView = new QTreeView;
    m_filesView->setObjectName(QStringLiteral("filesTreeView"));
    m_filesView->setModel(m_filesModel);
    m_filesView->setUniformRowHeights(true);
    m_filesView->header()->setStretchLastSection(false);
    m_filesView->header()->setSectionResizeMode(RunFilesModel::NameColumn, QHeaderView::ResizeToContents);
    m_filesView->header()->setSectionResizeMode(RunFilesModel::RoleColumn, QHeaderView::ResizeToContents);
    m_filesView->header()->setSectionResizeMode(RunFilesModel::SizeColumn, QHeaderView::ResizeToContents);
    connect(m_filesView, &QTreeView::activated, this, &MainWindow::showFile);
    auto *filesDock = new QDockWidget(tr("Run Files"), this);
    filesDock->setObjectName(QStringLiteral("filesDockWidget"));
    filesDock->setWidget(m_filesView);
    addDockWidget(Qt::LeftDockWidgetArea, filesDock);

    m_kernelView = new KernelView(m_repository);
    m_kernelView->setObjectName(QStringLiteral("kernelView"));
    m_chartView = new RecordsChartView;
    m_chartView->setObjectName(QStringLiteral("recordsChartView"));
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("viewsTabWidget"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_kernelView, tr("Kernel"));

    // Kernel and chart side by side: the first two things a reviewer looks at.
    auto *chartDock = new QDockWidget(tr("Task Duration"), this);
    chartDock->setObjectName(QStringLiteral("chartDockWidget"));
    chartDock->setWidget(m_chartView);
    addDockWidget(Qt::RightDockWidgetArea, chartDock);
    setCentralWidget(m_tabs);
    resizeDocks({filesDock, chartDock}, {400, 560}, Qt::Horizontal);

    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(200);
    m_progress->setVisible(false);
    m_cancelButton = new QToolButton;
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QToolButton::clicked, this, &MainWindow::cancelLoad);
    m_statusLabel = new QLabel;
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);

    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::progressTextChanged, m_statusLabel, &QLabel::setText);
    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::progressRangeChanged, m_progress, &QProgressBar::setRange);
    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::progressValueChanged, m_progress, &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcher<ProjectSnapshotPtr>::finished, this, &MainWindow::loadFinished);

    createActions();
    updateTitle();
    resize(1400, 860);
}

MainWindow::~MainWindow()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Run…"), this, &MainWindow::chooseRun);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    QAction *reload = file->addAction(tr("Re&load"), this, [this] {
        if (m_snapshot)
            openRun(m_snapshot->openedPath);
    });
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About PerfOpt Workbench"), this, [this] {
        QMessageBox::about(this, tr("About PerfOpt Workbench"),
                           tr("<h3>PerfOpt Workbench %1</h3><p>Review TileLang kernel tuning runs: kernel variants, "
                              "msprof op Task Duration per round, raw profiles and the workflow's gate checks.</p>")
                               .arg(QStringLiteral(PERFOPT_VERSION)));
    });
    connect(m_settings, &Settings::recentRunsChanged, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList runs = m_settings->recentRuns();
    for (const QString &run : runs)
        m_recentMenu->addAction(QDir::toNativeSeparators(run), this, [this, run] { openRun(run); });
    if (runs.isEmpty()) {
        m_recentMenu->addAction(tr("No recent runs"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), m_settings, &Settings::clearRecentRuns);
    }
}

void MainWindow::chooseRun()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open a Tuning Run (operator directory or perf_opt/)"),
        m_snapshot ? m_snapshot->layout.operatorDir : QDir::homePath());
    if (!dir.isEmpty())
        openRun(dir);
}

bool MainWindow::isLoading() const
{
    return m_watcher.isRunning();
}

void MainWindow::openRun(const QString &path)
{
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_loadingPath = path;
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_statusLabel->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(path)));
    m_watcher.setFuture(ProjectLoader::loadAsync(path));
}

void MainWindow::cancelLoad()
{
    m_watcher.cancel();
}

void MainWindow::loadFinished()
{
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    const QFuture<ProjectSnapshotPtr> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        m_statusLabel->setText(tr("Loading cancelled"));
        Q_EMIT runFailed(tr("Loading cancelled"));
        return;
    }
    const ProjectSnapshotPtr snapshot = future.result();
    if (!snapshot->layout.isValid()) {
        const QString message = snapshot->layout.diagnostics.isEmpty()
            ? tr("Not a tuning run: %1").arg(m_loadingPath)
            : snapshot->layout.diagnostics.first().message;
        m_statusLabel->setText(message);
        Q_EMIT runFailed(message);
        return;
    }
    showSnapshot(snapshot);
    m_settings->addRecentRun(m_loadingPath);
    if (m_database && m_database->isOpen()) {
        QByteArray head;
        QFile log(snapshot->layout.absolute(snapshot->layout.optLog));
        if (!snapshot->layout.optLog.isEmpty() && log.open(QIODevice::ReadOnly))
            head = log.read(4096);
        m_database->touchRun(WorkspaceDatabase::runKey(QFileInfo(snapshot->layout.perfOptDir).canonicalFilePath(), head),
                             snapshot->layout.perfOptDir, snapshot->operatorName());
    }
    Q_EMIT runLoaded(m_loadingPath);
}

void MainWindow::showSnapshot(const ProjectSnapshotPtr &snapshot)
{
    m_snapshot = snapshot;
    m_filesModel->setSnapshot(snapshot);
    m_filesView->expandToDepth(0);
    m_chartView->setSnapshot(snapshot);
    const RunLayout &layout = snapshot->layout;
    const QString kernel = !layout.finalKernel.isEmpty() ? layout.finalKernel : layout.baselineKernel;
    if (!kernel.isEmpty()) {
        m_kernelView->showFile(layout.absolute(kernel));
        m_tabs->setTabText(0, QFileInfo(kernel).fileName());
        m_filesView->setCurrentIndex(m_filesModel->indexForPath(kernel));
    }
    const int problems = int(snapshot->diagnostics().size());
    m_statusLabel->setText(tr("%1: Gen %2, %n record(s), %3 problem(s)", nullptr, int(snapshot->records.records.size()))
                               .arg(snapshot->operatorName(), generationName(snapshot->generation))
                               .arg(problems));
    updateTitle();
}

void MainWindow::showFile(const QModelIndex &index)
{
    if (!m_snapshot || index.data(RunFilesModel::IsDirRole).toBool())
        return;
    const QString rel = index.data(RunFilesModel::RelativePathRole).toString();
    const QFileInfo info(m_snapshot->layout.absolute(rel));
    // Only text the reviewer can read; profiles' binaries stay closed.
    if (info.size() > 8 * 1024 * 1024 || info.isSymLink())
        return;
    if (m_kernelView->showFile(info.absoluteFilePath())) {
        m_tabs->setTabText(0, info.fileName());
        m_tabs->setCurrentIndex(0);
    }
}

void MainWindow::updateTitle()
{
    if (m_snapshot)
        setWindowTitle(tr("%1 — %2 — PerfOpt Workbench")
                           .arg(m_snapshot->operatorName(), QDir::toNativeSeparators(m_snapshot->layout.perfOptDir)));
    else
        setWindowTitle(tr("PerfOpt Workbench"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_watcher.cancel();
    event->accept();
}
