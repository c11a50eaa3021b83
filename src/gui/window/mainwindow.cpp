// SPDX-License-Identifier: MIT
#include "window/mainwindow.h"

#include "base/localization.h"
#include "base/rundocument.h"
#include "base/settings.h"
#include "charts/recordschartview.h"
#include "review/exportactions.h"
#include "review/notesdock.h"
#include "review/reviewwizard.h"
#include "review/workspacedatabase.h"
#include "window/documentview.h"
#include "window/kernelview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/outlinemodel.h"
#include "window/problemsmodel.h"
#include "window/recordsview.h"
#include "window/runfilesmodel.h"
#include "window/settingsdialog.h"
#include "window/theme.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

namespace {

QString samplePath()
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

QTreeView *makeTree(const QString &name)
{
    auto *view = new QTreeView;
    view->setObjectName(name);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(false);
    view->header()->setStretchLastSection(false);
    return view;
}

} // namespace

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
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_emptyPage);
    m_stack->addWidget(m_documents);
    setCentralWidget(m_stack);

    createDocks();
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

void MainWindow::createEmptyPage()
{
    m_emptyPage = new QWidget;
    m_emptyPage->setObjectName(QStringLiteral("emptyPage"));
    m_emptyTitle = new QLabel;
    QFont title = m_emptyTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.8);
    title.setBold(true);
    m_emptyTitle->setFont(title);
    m_emptyHint = new QLabel;
    m_emptyHint->setWordWrap(true);
    m_openButton = new QToolButton;
    m_openButton->setObjectName(QStringLiteral("openRunToolButton"));
    m_openButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_sampleButton = new QToolButton;
    m_sampleButton->setObjectName(QStringLiteral("openSampleToolButton"));
    m_sampleButton->setEnabled(!samplePath().isEmpty());
    connect(m_openButton, &QToolButton::clicked, this, &MainWindow::chooseRun);
    connect(m_sampleButton, &QToolButton::clicked, this, &MainWindow::openSample);
    m_emptyRecent = new QWidget;
    new QVBoxLayout(m_emptyRecent);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_sampleButton);
    buttons->addStretch();
    auto *column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(m_emptyTitle);
    column->addWidget(m_emptyHint);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addSpacing(12);
    column->addWidget(m_emptyRecent);
    column->addStretch(2);
    auto *outer = new QHBoxLayout(m_emptyPage);
    outer->addStretch(1);
    outer->addLayout(column, 3);
    outer->addStretch(1);
}

void MainWindow::createDocks()
{
    m_filesView = makeTree(QStringLiteral("filesTreeView"));
    m_lineageView = makeTree(QStringLiteral("lineageTreeView"));
    m_outlineView = makeTree(QStringLiteral("outlineTreeView"));
    m_explorerTabs = new QTabWidget;
    m_explorerTabs->setObjectName(QStringLiteral("explorerTabWidget"));
    m_explorerTabs->setDocumentMode(true);
    m_explorerTabs->addTab(m_filesView, QString());
    m_explorerTabs->addTab(m_lineageView, QString());
    m_explorerTabs->addTab(m_outlineView, QString());
    m_explorerDock = new QDockWidget(this);
    m_explorerDock->setObjectName(QStringLiteral("explorerDockWidget"));
    m_explorerDock->setWidget(m_explorerTabs);
    addDockWidget(Qt::LeftDockWidgetArea, m_explorerDock);

    m_problemsView = new QTableView;
    m_problemsView->setObjectName(QStringLiteral("problemsTableView"));
    m_problemsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsView->setWordWrap(false);
    m_problemsView->verticalHeader()->hide();
    m_problemsView->verticalHeader()->setDefaultSectionSize(m_problemsView->fontMetrics().height() + 8);
    m_problemsView->horizontalHeader()->setStretchLastSection(true);
    m_gateProfileBox = new QComboBox;
    m_gateProfileBox->setObjectName(QStringLiteral("gateProfileComboBox"));
    m_gateProfileBox->addItem(QString(), QStringLiteral("strict"));
    m_gateProfileBox->addItem(QString(), QStringLiteral("workflow"));
    m_gateProfileBox->setCurrentIndex(std::max(0, m_gateProfileBox->findData(m_settings->gateProfile())));
    auto *problems = new QWidget;
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_gateProfileBox);
    bar->addStretch();
    auto *layout = new QVBoxLayout(problems);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_problemsView);
    m_problemsDock = new QDockWidget(this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDockWidget"));
    m_problemsDock->setWidget(problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    m_notesDock = new NotesDock(m_database, this);
    m_notesDock->setObjectName(QStringLiteral("notesDockWidget"));
    addDockWidget(Qt::BottomDockWidgetArea, m_notesDock);
    tabifyDockWidget(m_problemsDock, m_notesDock);
    m_problemsDock->raise();
    connect(m_notesDock, &NotesDock::showEvidence, this, &MainWindow::showEvidence);
    resizeDocks({m_explorerDock}, {380}, Qt::Horizontal);
    resizeDocks({m_problemsDock}, {170}, Qt::Vertical);

    connect(m_gateProfileBox, &QComboBox::currentIndexChanged, this, [this] {
        const GateProfile profile = m_gateProfileBox->currentData().toString() == QLatin1String("workflow")
            ? GateProfile::Workflow
            : GateProfile::Strict;
        if (DocumentView *view = currentView())
            view->document()->setGateProfile(profile);
    });
    connect(m_problemsView, &QTableView::activated, this, &MainWindow::activateProblem);
    connect(m_filesView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (DocumentView *view = currentView(); view && !index.data(RunFilesModel::IsDirRole).toBool())
            view->showFile(index.data(RunFilesModel::RelativePathRole).toString());
    });
    connect(m_lineageView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (DocumentView *view = currentView())
            view->document()->selection()->selectCandidate(index.data(LineageModel::CandidateRole).toString(),
                                                           m_lineageView);
    });
    connect(m_outlineView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        DocumentView *view = currentView();
        if (!view)
            return;
        CandidateSelection::State state;
        const QModelIndex first = index.siblingAtColumn(0);
        state.logLine = first.data(OutlineModel::LineRole).toInt();
        state.round = first.data(OutlineModel::RoundRole).toInt();
        state.candidateId = first.data(OutlineModel::CandidateRole).toString();
        view->document()->selection()->select(state, m_outlineView);
        view->showLogLine(state.logLine);
        view->showPage(DocumentView::LogPage);
    });
}

void MainWindow::createActions()
{
    auto add = [this](QMenu *menu, const QString &key, const QKeySequence &shortcut, auto slot) {
        QAction *action = menu->addAction(QString());
        action->setObjectName(key);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        m_actions.insert(key, action);
        return action;
    };
    m_fileMenu = menuBar()->addMenu(QString());
    add(m_fileMenu, QStringLiteral("openAction"), QKeySequence::Open, &MainWindow::chooseRun);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    add(m_fileMenu, QStringLiteral("openSampleAction"), QKeySequence(), &MainWindow::openSample);
    add(m_fileMenu, QStringLiteral("reloadAction"), QKeySequence::Refresh, [this] {
        if (DocumentView *view = currentView())
            view->document()->reload();
    });
    m_fileMenu->addSeparator();
    m_exports = new ExportActions(this, m_database, this);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    m_exportMenu->addActions(m_exports->actions());
    m_exportMenu->addSeparator();
    add(m_exportMenu, QStringLiteral("exportChartAction"), QKeySequence(), [this] {
        if (DocumentView *view = currentView())
            view->chartView()->exportInteractively();
    });
    add(m_fileMenu, QStringLiteral("reviewWizardAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
        &MainWindow::openReviewWizard);
    m_fileMenu->addSeparator();
    add(m_fileMenu, QStringLiteral("closeAction"), QKeySequence(), [this] { closeDocument(m_documents->currentIndex()); })
        ->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::CTRL | Qt::Key_F4)});
    m_fileMenu->addSeparator();
    add(m_fileMenu, QStringLiteral("quitAction"), QKeySequence::Quit, &QWidget::close);

    m_viewMenu = menuBar()->addMenu(QString());
    const QList<std::pair<QString, DocumentView::Page>> pages{{QStringLiteral("recordsPageAction"), DocumentView::RecordsPage},
                                                              {QStringLiteral("logPageAction"), DocumentView::LogPage},
                                                              {QStringLiteral("kernelPageAction"), DocumentView::KernelPage},
                                                              {QStringLiteral("diffPageAction"), DocumentView::DiffPage},
                                                              {QStringLiteral("chartPageAction"), DocumentView::ChartPage},
                                                              {QStringLiteral("profilesPageAction"), DocumentView::ProfilesPage}};
    for (int i = 0; i < pages.size(); ++i) {
        const DocumentView::Page page = pages[i].second;
        add(m_viewMenu, pages[i].first, QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)), [this, page] {
            if (DocumentView *view = currentView())
                view->showPage(page);
        });
    }
    m_viewMenu->addSeparator();
    add(m_viewMenu, QStringLiteral("findAction"), QKeySequence::Find, [this] {
        if (DocumentView *view = currentView()) {
            view->showPage(DocumentView::LogPage);
            m_findEdit->setVisible(true);
            m_findEdit->setFocus();
            m_findEdit->selectAll();
        }
    });
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_explorerDock->toggleViewAction());
    m_viewMenu->addAction(m_problemsDock->toggleViewAction());
    m_viewMenu->addAction(m_notesDock->toggleViewAction());

    m_goMenu = menuBar()->addMenu(QString());
    add(m_goMenu, QStringLiteral("nextRoundAction"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight), [this] {
        if (DocumentView *view = currentView())
            view->stepRound(+1);
    });
    add(m_goMenu, QStringLiteral("previousRoundAction"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft), [this] {
        if (DocumentView *view = currentView())
            view->stepRound(-1);
    });
    add(m_goMenu, QStringLiteral("nextDocumentAction"), QKeySequence::NextChild, [this] {
        if (m_documents->count() > 1)
            m_documents->setCurrentIndex((m_documents->currentIndex() + 1) % m_documents->count());
    });

    m_settingsMenu = menuBar()->addMenu(QString());
    add(m_settingsMenu, QStringLiteral("settingsAction"), QKeySequence::Preferences, &MainWindow::showSettings);
    m_helpMenu = menuBar()->addMenu(QString());
    add(m_helpMenu, QStringLiteral("aboutAction"), QKeySequence(), [this] {
        QMessageBox::about(this, tr("About PerfOpt Workbench"),
                           tr("<h3>PerfOpt Workbench %1</h3><p>Review TileLang kernel tuning runs on Ascend NPUs: kernel "
                              "variants and their lineage, msprof op Task Duration per round, raw profiles and the "
                              "workflow's gate checks.</p><p>Runs are opened read-only; nothing in them is executed.</p>")
                               .arg(QStringLiteral(PERFOPT_VERSION)));
    });

    auto *toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setMovable(false);
    toolbar->addAction(m_actions.value(QStringLiteral("openAction")));
    toolbar->addAction(m_actions.value(QStringLiteral("reloadAction")));
    toolbar->addSeparator();
    toolbar->addAction(m_actions.value(QStringLiteral("previousRoundAction")));
    toolbar->addAction(m_actions.value(QStringLiteral("nextRoundAction")));
    toolbar->addSeparator();
    m_findEdit = new QLineEdit;
    m_findEdit->setObjectName(QStringLiteral("findLineEdit"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->setMaximumWidth(280);
    toolbar->addWidget(m_findEdit);
    connect(m_findEdit, &QLineEdit::returnPressed, this, [this] {
        if (DocumentView *view = currentView()) {
            view->showPage(DocumentView::LogPage);
            const bool backward = QApplication::keyboardModifiers() & Qt::ShiftModifier;
            if (!view->logView()->find(m_findEdit->text(), backward))
                m_statusLabel->setText(tr("Not found: %1").arg(m_findEdit->text()));
        }
    });
}

void MainWindow::retranslate()
{
    auto text = [this](const char *key, const QString &label) {
        if (QAction *action = m_actions.value(QLatin1String(key)))
            action->setText(label);
    };
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    text("openAction", tr("&Open Run…"));
    text("openSampleAction", tr("Open the &Sample Run"));
    text("reloadAction", tr("Re&load"));
    text("closeAction", tr("&Close Run"));
    m_exportMenu->setTitle(tr("&Export"));
    text("exportChartAction", tr("Task Duration &Chart…"));
    text("reviewWizardAction", tr("Review &Wizard…"));
    m_exports->retranslate();
    m_notesDock->retranslate();
    text("quitAction", tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    text("recordsPageAction", tr("&Records"));
    text("logPageAction", tr("&Log"));
    text("kernelPageAction", tr("&Kernel"));
    text("chartPageAction", tr("&Task Duration Chart"));
    text("diffPageAction", tr("&Diff"));
    text("profilesPageAction", tr("&Profiles"));
    text("findAction", tr("&Find in Log…"));
    m_goMenu->setTitle(tr("&Go"));
    text("nextRoundAction", tr("&Next Round"));
    text("previousRoundAction", tr("&Previous Round"));
    text("nextDocumentAction", tr("Next &Run"));
    m_settingsMenu->setTitle(tr("&Settings"));
    text("settingsAction", tr("&Configure PerfOpt Workbench…"));
    m_helpMenu->setTitle(tr("&Help"));
    text("aboutAction", tr("&About PerfOpt Workbench"));
    m_explorerDock->setWindowTitle(tr("Explorer"));
    m_explorerTabs->setTabText(0, tr("Files"));
    m_explorerTabs->setTabText(1, tr("Lineage"));
    m_explorerTabs->setTabText(2, tr("Rounds"));
    m_gateProfileBox->setItemText(0, tr("Strict review"));
    m_gateProfileBox->setItemText(1, tr("Workflow gate 4"));
    m_gateProfileBox->setToolTip(tr("Which gate rules to run on the run"));
    m_findEdit->setPlaceholderText(tr("Find in log (Ctrl+F)"));
    m_cancelButton->setText(tr("Cancel"));
    m_emptyTitle->setText(tr("PerfOpt Workbench"));
    m_emptyHint->setText(tr("Open a tuning run: an operator directory or its perf_opt/ folder. You can also drop a folder "
                            "on this window. Runs are opened read-only."));
    m_openButton->setText(tr("Open a Run…"));
    m_sampleButton->setText(tr("Open the Sample Run"));
    for (int i = 0; i < m_documents->count(); ++i)
        viewAt(i)->retranslate();
    rebuildRecentMenu();
    updateProblemsTitle();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
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
    connect(document, &RunDocument::failed, this, [this, document](const QString &m) { documentFailed(document, m); });
    connect(document, &RunDocument::progress, this,
            [this, document](const QString &text, int value, int max) { documentProgress(document, text, value, max); });
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
    if (indexOf(document) < 0)
        document->deleteLater(); // never shown: a failed first load
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
        m_documents->setCurrentIndex(index);
        m_stack->setCurrentWidget(m_documents);
        m_settings->addRecentRun(document->path());
        if (m_database && m_database->isOpen())
            m_database->touchRun(loaded->runKey(), loaded->layout.perfOptDir, loaded->operatorName());
    }
    currentDocumentChanged();
    m_statusLabel->setText(tr("%1: Gen %2, %n record(s), %3 diagnostic(s)", nullptr, int(loaded->records.records.size()))
                               .arg(document->displayName(), generationName(loaded->generation))
                               .arg(loaded->diagnostics().size()));
    Q_EMIT runLoaded(document->path());
}

void MainWindow::closeDocument(int index)
{
    DocumentView *view = viewAt(index);
    if (!view)
        return;
    m_documents->removeTab(index);
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
        m_filesView->header()->setSectionResizeMode(RunFilesModel::NameColumn, QHeaderView::ResizeToContents);
        m_filesView->header()->setSectionResizeMode(RunFilesModel::RoleColumn, QHeaderView::ResizeToContents);
        m_lineageView->expandAll();
        m_lineageView->header()->setSectionResizeMode(LineageModel::CandidateColumn, QHeaderView::ResizeToContents);
        m_outlineView->expandToDepth(0);
        m_outlineView->header()->setSectionResizeMode(0, QHeaderView::Stretch);
        m_outlineView->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        // The gates finish after the view shows: fit the short columns whenever this document's
        // problems arrive (one connection, to the model shown now).
        disconnect(m_problemsResetConnection);
        m_problemsResetConnection = connect(view->problemsModel(), &QAbstractItemModel::modelReset, this,
                                            &MainWindow::fitProblemColumns);
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

void MainWindow::fitProblemColumns()
{
    if (!m_problemsView->model())
        return;
    m_problemsView->resizeColumnToContents(ProblemsModel::SeverityColumn);
    m_problemsView->resizeColumnToContents(ProblemsModel::RuleColumn);
    m_problemsView->setColumnWidth(ProblemsModel::MessageColumn,
                                   std::max(640, m_problemsView->viewport()->width() / 2));
}

void MainWindow::updateProblemsTitle()
{
    DocumentView *view = currentView();
    if (!view) {
        m_problemsDock->setWindowTitle(tr("Problems"));
        return;
    }
    const ProblemsModel *model = view->problemsModel();
    m_problemsDock->setWindowTitle(tr("Problems — %1 error(s), %2 warning(s)")
                                       .arg(model->countOf(Diagnostic::Severity::Error))
                                       .arg(model->countOf(Diagnostic::Severity::Warning)));
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
