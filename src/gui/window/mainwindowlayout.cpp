// SPDX-License-Identifier: MIT
// Building the main window: the welcome page, the docks, the actions and menus, and their texts.
#include "window/mainwindow.h"

#include "base/rundocument.h"
#include "base/settings.h"
#include "charts/recordschartview.h"
#include "review/exportactions.h"
#include "review/notesdock.h"
#include "window/documentview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/outlinemodel.h"
#include "window/runfilesmodel.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

namespace {

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
    m_dashboardButton = new QToolButton;
    m_dashboardButton->setObjectName(QStringLiteral("openDashboardToolButton"));
    m_dashboardButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_dashboardButton, &QToolButton::clicked, this, &MainWindow::showDashboard);
    m_emptyRecent = new QWidget;
    new QVBoxLayout(m_emptyRecent);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_sampleButton);
    buttons->addWidget(m_dashboardButton);
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
    add(m_fileMenu, QStringLiteral("runsDashboardAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
        &MainWindow::showDashboard);
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
    m_dashboardButton->setText(tr("Runs Dashboard…"));
    text("runsDashboardAction", tr("Runs &Dashboard"));
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
