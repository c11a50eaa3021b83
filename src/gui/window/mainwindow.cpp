// SPDX-License-Identifier: MIT
// The main window: its open runs (tabs), loading, problems, drag and drop.
#include "window/mainwindow.h"

#include "base/localization.h"
#include "base/messagebox.h"
#include "base/rundocument.h"
#include "base/settings.h"
#include "charts/recordschartview.h"
#include "dashboard/runsdashboard.h"
#include "review/exportactions.h"
#include "review/notesdock.h"
#include "review/reviewnotesmodel.h"
#include "review/reviewwizard.h"
#include "review/workspacedatabase.h"
#include "review/workspacewatcher.h"
#include "window/documentview.h"
#include "window/kernelview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/outlinemodel.h"
#include "window/problemsmodel.h"
#include "window/runfilesmodel.h"
#include "window/settingsdialog.h"
#include "window/theme.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeView>

QString MainWindow::samplePath()
{
    // Installed next to the binary's share/ directory, or in the source tree during development.
    const QStringList candidates{
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/perfopt-workbench/samples/demo/rms_norm")),
        QStringLiteral(PERFOPT_SOURCE_DIR "/resources/samples/demo/rms_norm"),
    };
    for (const QString &candidate : candidates)
        if (QFileInfo(candidate).isDir())
            return QDir::cleanPath(candidate);
    return QString();
}

MainWindow::MainWindow(Settings *settings, KSyntaxHighlighting::Repository *repository, WorkspaceDatabase *database,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_repository(repository)
    , m_database(database)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/perfopt-workbench.svg")));
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    m_documents = new QTabWidget;
    m_documents->setObjectName(QStringLiteral("documentsTabWidget"));
    m_documents->setTabsClosable(true);
    m_documents->setMovable(true);
    m_documents->setDocumentMode(true);
    connect(m_documents, &QTabWidget::tabCloseRequested, this, &MainWindow::closeDocument);
    connect(m_documents, &QTabWidget::currentChanged, this, &MainWindow::currentDocumentChanged);

    createEmptyPage();
    createFailedPage();
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_emptyPage);
    m_stack->addWidget(m_documents);
    m_dashboard = new RunsDashboard(m_database, this);
    m_stack->addWidget(m_dashboard);
    connect(m_dashboard, &RunsDashboard::openRunRequested, this, &MainWindow::openRun);
    connect(m_dashboard, &RunsDashboard::closeRequested, this, &MainWindow::closeDashboard);
    createDocks();
    // Another reviewer's notes appear live (PostgreSQL) or when the window is back in front (SQLite).
    connect(m_dashboard->watcher(), &WorkspaceWatcher::changed, this, [this](const QString &runKey) {
        if (runKey == m_notesDock->runKey())
            m_notesDock->model()->reload();
    });
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && !m_notesDock->runKey().isEmpty())
            m_notesDock->model()->reload();
    });
    m_stack->addWidget(m_failedPage);
    setCentralWidget(m_stack);

    createActions();

    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    m_cancelButton = new QToolButton;
    m_cancelButton->setObjectName(QStringLiteral("cancelLoadToolButton"));
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QToolButton::clicked, this, [this] {
        for (int i = 0; i < m_documents->count(); ++i)
            viewAt(i)->document()->cancel();
    });
    m_statusLabel = new QLabel;
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    if (m_database && !m_database->isOpen()) {
        // A damaged or locked workspace never stops the review of runs; it only says so.
        auto *unavailable = new QLabel(tr("Workspace unavailable: notes and review state are not saved"));
        unavailable->setObjectName(QStringLiteral("workspaceUnavailableLabel"));
        unavailable->setToolTip(m_database->errorString());
        statusBar()->addPermanentWidget(unavailable);
    }

    connect(m_settings, &Settings::recentRunsChanged, this, &MainWindow::rebuildRecentMenu);
    connect(m_settings, &Settings::languageChanged, this, [this] {
        Localization::install(m_settings->language());
    });
    connect(m_settings, &Settings::themeChanged, this, [this] { Theme::apply(m_settings->theme()); });
    connect(m_settings, &Settings::noiseThresholdChanged, this, [this] {
        for (int i = 0; i < m_documents->count(); ++i)
            viewAt(i)->document()->setNoiseThreshold(m_settings->noiseThreshold());
    });
    retranslate();
    rebuildRecentMenu();
    updateTitle();
    resize(1400, 860);
}

MainWindow::~MainWindow() = default;

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
    // The empty page lists the same runs as links.
    QLayout *layout = m_emptyRecent->layout();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!runs.isEmpty()) {
        auto *heading = new QLabel(tr("Recent runs"));
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        layout->addWidget(heading);
    }
    for (const QString &run : runs.mid(0, 6)) {
        auto *button = new QToolButton;
        button->setText(QDir::toNativeSeparators(run));
        button->setAutoRaise(true);
        connect(button, &QToolButton::clicked, this, [this, run] { openRun(run); });
        layout->addWidget(button);
    }
}

void MainWindow::chooseRun()
{
    const QString start = snapshot() ? snapshot()->layout.operatorDir : QDir::homePath();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a Tuning Run (operator directory or perf_opt/)"), start);
    if (!dir.isEmpty())
        openRun(dir);
}

void MainWindow::openSample()
{
    const QString sample = samplePath();
    if (!sample.isEmpty())
        openRun(sample);
}

int MainWindow::documentCount() const
{
    return m_documents->count();
}

DocumentView *MainWindow::viewAt(int index) const
{
    return qobject_cast<DocumentView *>(m_documents->widget(index));
}

DocumentView *MainWindow::currentView() const
{
    return qobject_cast<DocumentView *>(m_documents->currentWidget());
}

ProjectSnapshotPtr MainWindow::snapshot() const
{
    DocumentView *view = currentView();
    return view ? view->document()->snapshot() : nullptr;
}

KernelView *MainWindow::kernelView() const
{
    DocumentView *view = currentView();
    return view ? view->kernelView() : nullptr;
}

RecordsChartView *MainWindow::chartView() const
{
    DocumentView *view = currentView();
    return view ? view->chartView() : nullptr;
}

bool MainWindow::isLoading() const
{
    for (int i = 0; i < m_documents->count(); ++i)
        if (viewAt(i)->document()->isLoading())
            return true;
    return false;
}

int MainWindow::indexOf(RunDocument *document) const
{
    for (int i = 0; i < m_documents->count(); ++i)
        if (viewAt(i)->document() == document)
            return i;
    return -1;
}

void MainWindow::openRun(const QString &path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    for (int i = 0; i < m_documents->count(); ++i) {
        if (viewAt(i)->document()->path() == clean) {
            m_documents->setCurrentIndex(i);
            viewAt(i)->document()->reload();
            return;
        }
    }
    auto *document = new RunDocument(clean, this);
    document->setNoiseThreshold(m_settings->noiseThreshold());
    document->setWorkspace(m_database);
    document->setGateProfile(m_gateProfileBox->currentData().toString() == QLatin1String("workflow") ? GateProfile::Workflow
                                                                                                      : GateProfile::Strict);
    connect(document, &RunDocument::loaded, this, [this, document](bool first) { documentLoaded(document, first); });
    connect(document, &RunDocument::profilesIndexed, this, [this, document] { documentIndexed(document); });
    connect(document, &RunDocument::failed, this, [this, document](const QString &m) { documentFailed(document, m); });
    connect(document, &RunDocument::progress, this,
            [this, document](const QString &text, int value, int max) { documentProgress(document, text, value, max); });
    connect(document, &RunDocument::checkingStarted, this, &MainWindow::updateProblemsTitle);
    connect(document, &RunDocument::gateReportChanged, this, [this, document] {
        updateProblemsTitle();
        if (currentView() && currentView()->document() == document)
            m_exports->setRun(document->snapshot(), document->gateReport());
    });
    document->load();
}

void MainWindow::documentProgress(RunDocument *, const QString &text, int value, int maximum)
{
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_progress->setRange(0, maximum);
    m_progress->setValue(value);
    m_statusLabel->setText(text);
}

void MainWindow::documentFailed(RunDocument *document, const QString &message)
{
    m_progress->setVisible(isLoading());
    m_cancelButton->setVisible(isLoading());
    m_statusLabel->setText(message);
    if (indexOf(document) < 0) {
        // Never shown: a failed first load. Say what was expected and what is there instead.
        showOpenFailed(document->path(), message);
        document->deleteLater();
    }
    Q_EMIT runFailed(message);
}

void MainWindow::documentLoaded(RunDocument *document, bool first)
{
    m_progress->setVisible(isLoading());
    m_cancelButton->setVisible(isLoading());
    const ProjectSnapshotPtr loaded = document->snapshot();
    if (first) {
        auto *view = new DocumentView(document, m_repository);
        connect(view, &DocumentView::statusMessage, m_statusLabel, &QLabel::setText);
        // The outline follows the reader's scrolling through the log.
        connect(view, &DocumentView::logScrolledToLine, this, [this, view](int line) {
            if (currentView() != view)
                return;
            const QModelIndex o = view->outlineModel()->indexForLine(line);
            if (o.isValid() && o != m_outlineView->currentIndex()) {
                m_outlineView->setCurrentIndex(o);
                m_outlineView->scrollTo(o);
            }
        });
        connect(view, &DocumentView::noteRequested, m_notesDock, [this](const ReviewNote &target) {
            m_notesDock->addNote(target);
        });
        // The docks follow the document's selection while it is the current one.
        connect(document->selection(), &CandidateSelection::changed, view,
                [this, view](const CandidateSelection::State &state, QObject *source) {
                    if (currentView() != view)
                        return;
                    if (source != m_lineageView) {
                        const QModelIndex i = view->lineageModel()->indexForCandidate(state.candidateId);
                        if (i.isValid()) {
                            m_lineageView->setCurrentIndex(i);
                            m_lineageView->scrollTo(i);
                        }
                    }
                    if (source != m_outlineView && state.logLine > 0) {
                        const QModelIndex o = view->outlineModel()->indexForLine(state.logLine);
                        if (o.isValid())
                            m_outlineView->setCurrentIndex(o);
                    }
                });

        // The view connected after the first load: give it the snapshot it missed.
        view->snapshotLoaded(true);
        const int index = m_documents->addTab(view, document->displayName());
        m_documents->setTabToolTip(index, loaded->layout.perfOptDir);
        updateTabNames();
        m_documents->setCurrentIndex(index);
        m_stack->setCurrentWidget(m_documents);
        if (m_remembersRuns)
            m_settings->addRecentRun(document->path());
        if (m_remembersRuns && m_database && m_database->isOpen())
            m_database->touchRun(loaded->runKey(), loaded->layout.perfOptDir, loaded->operatorName());
    }
    currentDocumentChanged();
    showLoadedStatus(document);
    if (loaded->profilesIndexed) {
        viewAt(indexOf(document))->fillDocks();
        Q_EMIT runLoaded(document->path());
    }
}

void MainWindow::documentIndexed(RunDocument *document)
{
    m_progress->setVisible(isLoading());
    m_cancelButton->setVisible(isLoading());
    if (indexOf(document) < 0 || !document->snapshot())
        return;
    showLoadedStatus(document);
    viewAt(indexOf(document))->fillDocks();
    Q_EMIT runLoaded(document->path()); // whole now: what --screenshot and the tests wait for
}

void MainWindow::showLoadedStatus(RunDocument *document)
{
    const ProjectSnapshotPtr loaded = document->snapshot();
    m_statusLabel->setText(tr("%1: Gen %2, %n record(s), %3 diagnostic(s)", nullptr, int(loaded->records.records.size()))
                               .arg(document->displayName(), generationName(loaded->generation),
                                    QString::number(loaded->diagnostics().size())));
}

void MainWindow::showDashboard()
{
    m_stack->setCurrentWidget(m_dashboard);
}

void MainWindow::closeDashboard()
{
    m_stack->setCurrentWidget(m_documents->count() > 0 ? static_cast<QWidget *>(m_documents) : m_emptyPage);
}

void MainWindow::updateTabNames()
{
    // Two runs of the same operator: the tabs add the folder above the operator directory.
    for (int i = 0; i < m_documents->count(); ++i) {
        const QString name = viewAt(i)->document()->displayName();
        bool twin = false;
        for (int j = 0; j < m_documents->count() && !twin; ++j)
            twin = j != i && viewAt(j)->document()->displayName() == name;
        const ProjectSnapshotPtr s = viewAt(i)->document()->snapshot();
        const QString parent = s ? QFileInfo(s->layout.operatorDir).dir().dirName() : QString();
        m_documents->setTabText(i, twin && !parent.isEmpty() ? parent + QStringLiteral("/") + name : name);
    }
}

QWidget *MainWindow::currentPage() const
{
    return m_stack->currentWidget();
}

void MainWindow::showOpenFailed(const QString &path, const QString &message)
{
    const QFileInfo info(path);
    QString found;
    if (!info.exists()) {
        found = tr("nothing: the path does not exist.");
    } else if (!info.isDir()) {
        found = tr("a file, not a directory.");
    } else {
        const QFileInfoList entries
            = QDir(path).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::DirsFirst | QDir::Name);
        if (entries.isEmpty()) {
            found = tr("an empty directory.");
        } else {
            QStringList names;
            for (const QFileInfo &entry : entries.mid(0, 12))
                names.append(entry.fileName() + (entry.isDir() ? QStringLiteral("/") : QString()));
            if (entries.size() > 12)
                names.append(QStringLiteral("…"));
            found = tr("%n entries, none of them a run: %1", nullptr, int(entries.size()))
                        .arg(names.join(QStringLiteral(", ")));
        }
    }
    m_failedTitle->setText(tr("This is not a tuning run"));
    m_failedText->setText(
        QStringLiteral("<p><b>%1</b> %2</p><p><b>%3</b> %4</p><p><b>%5</b> %6</p><p>%7</p>")
            .arg(tr("Opened:"), QDir::toNativeSeparators(path).toHtmlEscaped(), tr("Expected:"),
                 tr("a perf_opt/ directory holding opt_log.md or perf_records.jsonl, or the operator directory "
                    "that contains perf_opt/.")
                     .toHtmlEscaped(),
                 tr("Found:"), found.toHtmlEscaped(), message.toHtmlEscaped()));
    m_stack->setCurrentWidget(m_failedPage);
}

void MainWindow::closeDocument(int index)
{
    DocumentView *view = viewAt(index);
    if (!view)
        return;
    m_documents->removeTab(index);
    updateTabNames();
    RunDocument *document = view->document();
    view->deleteLater();
    document->deleteLater();
    if (m_documents->count() == 0)
        m_stack->setCurrentWidget(m_emptyPage);
    currentDocumentChanged();
}

void MainWindow::currentDocumentChanged()
{
    DocumentView *view = currentView();
    m_filesView->setModel(view ? view->filesModel() : nullptr);
    m_lineageView->setModel(view ? view->lineageModel() : nullptr);
    m_outlineView->setModel(view ? view->outlineModel() : nullptr);
    m_problemsView->setModel(view ? view->problemsModel() : nullptr);
    if (view) {
        m_filesView->expandToDepth(0);
        disconnect(m_filesResetConnection);
        m_filesResetConnection = connect(view->filesModel(), &QAbstractItemModel::modelReset, m_filesView, [this] {
            m_filesView->expandToDepth(0);
            fitExplorerWidth();
        });
        disconnect(m_lineageResetConnection);
        m_lineageResetConnection = connect(view->lineageModel(), &QAbstractItemModel::modelReset, m_lineageView,
                                           [this] { m_lineageView->expandAll(); });
        // Names whole (branch files differ only at their end), and the dock wide enough for the
        // kind and the size beside them (a long name scrolled the size out of sight).
        m_filesView->header()->setSectionResizeMode(RunFilesModel::NameColumn, QHeaderView::ResizeToContents);
        m_filesView->header()->setSectionResizeMode(RunFilesModel::RoleColumn, QHeaderView::ResizeToContents);
        m_filesView->header()->setSectionResizeMode(RunFilesModel::SizeColumn, QHeaderView::ResizeToContents);
        fitExplorerWidth();
        m_lineageView->expandAll();
        m_lineageView->header()->setSectionResizeMode(LineageModel::CandidateColumn, QHeaderView::ResizeToContents);
        m_outlineView->expandToDepth(0);
        m_outlineView->header()->setSectionResizeMode(0, QHeaderView::Stretch);
        m_outlineView->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        // The gates finish after the view shows: fit the short columns and count the rows whenever
        // this document's problems arrive (one connection, to the model shown now). The title
        // counts the rows the model holds, never a report the model has not taken yet.
        disconnect(m_problemsResetConnection);
        m_problemsResetConnection = connect(view->problemsModel(), &QAbstractItemModel::modelReset, this, [this] {
            fitProblemColumns();
            updateProblemsTitle();
        });
        fitProblemColumns();
        const int profileIndex = view->document()->gateProfile() == GateProfile::Workflow ? 1 : 0;
        QSignalBlocker block(m_gateProfileBox);
        m_gateProfileBox->setCurrentIndex(profileIndex);
    }
    m_notesDock->setRun(view ? view->document()->snapshot() : nullptr);
    m_exports->setRun(view ? view->document()->snapshot() : nullptr,
                      view ? view->document()->gateReport() : GateReport{});
    updateProblemsTitle();
    updateTitle();
}

void MainWindow::openReviewWizard()
{
    DocumentView *view = currentView();
    if (!view)
        return;
    if (ReviewWizard *wizard = ReviewWizard::open(view->document(), m_database, this))
        connect(wizard, &ReviewWizard::showEvidence, this, &MainWindow::showEvidence);
}

void MainWindow::showEvidence(const QString &file, int line)
{
    DocumentView *view = currentView();
    if (!view || !view->document()->snapshot())
        return;
    const ProjectSnapshotPtr s = view->document()->snapshot();
    if (file == s->records.displayPath) {
        CandidateSelection::State state;
        state.recordLine = line;
        for (const PerfRecord &r : s->records.records)
            if (r.line == line)
                state.candidateId = r.candidateId;
        view->document()->selection()->select(state, this);
        view->showPage(DocumentView::RecordsPage);
    } else if (file == s->optLogFile.displayPath || file.isEmpty()) {
        view->showPage(DocumentView::LogPage);
        view->showLogLine(line);
    } else if (view->showFile(file) && line > 0) {
        QTextCursor cursor(view->kernelView()->document()->findBlockByNumber(line - 1));
        view->kernelView()->setTextCursor(cursor);
        view->kernelView()->centerCursor();
    }
}

void MainWindow::activateProblem(const QModelIndex &index)
{
    showEvidence(index.data(ProblemsModel::FileRole).toString(), index.data(ProblemsModel::LineRole).toInt());
}

void MainWindow::fitExplorerWidth()
{
    // Measured only where the Files tab shows (a tab behind another keeps a stale width); tried
    // again when it comes to the front.
    if (m_explorerFitted || !m_filesView->model() || m_filesView->model()->rowCount() == 0
        || !m_explorerDock->isVisible() || m_explorerDock->isFloating() || !m_filesView->isVisible())
        return;
    const int chrome = m_explorerDock->width() - m_filesView->viewport()->width();
    if (chrome <= 0)
        return; // not laid out yet
    int columns = 0;
    for (int column = 0; column < m_filesView->header()->count(); ++column) {
        m_filesView->resizeColumnToContents(column); // its rows measured now, not at the next layout
        columns += m_filesView->header()->sectionSize(column);
    }
    // Room for a vertical scroll bar that is not there yet (the tree grows as folders fill in).
    const int scrollBar = m_filesView->verticalScrollBar()->isVisible()
        ? 0
        : m_filesView->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_filesView->verticalScrollBar());
    // Wider only, and never past a third of the window: the document is what is read.
    const int wanted = std::min(chrome + columns + scrollBar + 4, width() / 3);
    if (wanted > m_explorerDock->width())
        resizeDocks({m_explorerDock}, {wanted}, Qt::Horizontal);
    // The first paint lists perf_opt/'s top level without sizes: fitted again (wider only) when the
    // whole tree with its sizes arrives, then left to the user.
    const auto *files = qobject_cast<const RunFilesModel *>(m_filesView->model());
    m_explorerFitted = !files || !files->showsPendingTree();
}

void MainWindow::fitProblemColumns()
{
    if (!m_problemsView->model())
        return;
    // The dock as tall as its rows, within 3 to 8 rows: one problem does not take a sixth of the window.
    const int rows = std::clamp(m_problemsView->model()->rowCount(), 1, 8);
    const int rowHeight = m_problemsView->verticalHeader()->defaultSectionSize();
    const int chrome = m_problemsDock->height() - m_problemsView->viewport()->height();
    if (m_problemsDock->isVisible() && !m_problemsDock->isFloating() && chrome > 0)
        resizeDocks({m_problemsDock}, {chrome + std::max(rows, 3) * rowHeight + 4}, Qt::Vertical);
    m_problemsView->resizeColumnToContents(ProblemsModel::SeverityColumn);
    m_problemsView->resizeColumnToContents(ProblemsModel::RuleColumn);
    m_problemsView->setColumnWidth(ProblemsModel::MessageColumn,
                                   std::max(640, m_problemsView->viewport()->width() / 2));
}

// A rewritten perf_records.jsonl fails the append-only rule on every later check until the
// reviewer, knowing the run was restarted on purpose, accepts the file as it is now.
void MainWindow::acceptRecords()
{
    DocumentView *view = currentView();
    if (!view || !view->document()->canAcceptRecords())
        return;
    RunDocument *document = view->document();
    const MessageBox::Button answer = MessageBox::question(
        this, tr("Accept perf_records.jsonl"),
        tr("perf_records.jsonl is append-only, and this file no longer starts with what the workspace saw of "
           "it before. Accept it as it is now only if the run was restarted on purpose: the workspace "
           "keeps this file as its snapshot, and later checks compare with it. Changes that git history "
           "shows are still reported."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel, {{QMessageBox::Yes, tr("Accept")}});
    if (answer != QMessageBox::Yes)
        return;
    connect(
        document, &RunDocument::recordsAccepted, this,
        [this](const QString &error) {
            m_statusLabel->setText(error.isEmpty()
                                       ? tr("perf_records.jsonl accepted: later checks compare with it as it is now.")
                                       : tr("perf_records.jsonl was not accepted: %1").arg(error));
        },
        Qt::SingleShotConnection);
    document->acceptRecords();
    updateProblemsTitle(); // the action is off until the report against the accepted file is in
}

void MainWindow::updateProblemsTitle()
{
    DocumentView *view = currentView();
    if (QAction *accept = m_actions.value(QStringLiteral("acceptRecordsAction")))
        accept->setEnabled(view && view->document()->canAcceptRecords());
    if (!view) {
        m_problemsDock->setWindowTitle(tr("Problems"));
        return;
    }
    if (view->document()->isChecking()) {
        m_problemsDock->setWindowTitle(tr("Problems — checking…"));
        return;
    }
    const ProblemsModel *model = view->problemsModel();
    m_problemsDock->setWindowTitle(tr("Problems — %1 error(s), %2 warning(s), %3 info")
                                       .arg(model->countOf(Diagnostic::Severity::Error))
                                       .arg(model->countOf(Diagnostic::Severity::Warning))
                                       .arg(model->countOf(Diagnostic::Severity::Info)));
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, this);
    dialog.exec();
}

void MainWindow::updateTitle()
{
    if (const ProjectSnapshotPtr s = snapshot())
        setWindowTitle(tr("%1 — %2 — PerfOpt Workbench")
                           .arg(currentView()->document()->displayName(), QDir::toNativeSeparators(s->layout.perfOptDir)));
    else
        setWindowTitle(tr("PerfOpt Workbench"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QStringList open;
    for (int i = 0; i < m_documents->count(); ++i) {
        viewAt(i)->document()->cancel();
        open.append(viewAt(i)->document()->path());
    }
    m_settings->setSessionRuns(open);
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir())
            openRun(url.toLocalFile());
}
