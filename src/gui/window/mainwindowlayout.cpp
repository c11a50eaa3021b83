// SPDX-License-Identifier: MIT
// Building the main window: the welcome page, the docks, the actions and menus, and their texts.
#include "window/mainwindow.h"

#include "base/rundocument.h"
#include "base/settings.h"
#include "charts/recordschartview.h"
#include "review/exportactions.h"
#include "review/notesdock.h"
#include "review/reviewnotesmodel.h"
#include "window/documentview.h"
#include "window/lineagemodel.h"
#include "window/logview.h"
#include "window/outlinemodel.h"
#include "window/runfilesmodel.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QHeaderView>
#include <QTableView>
#include <QTableWidget>
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
    // Columns that fit their contents measure the rows on screen and a few hundred around them,
    // not every file, candidate or heading of a long run (each resize would measure them again).
    view->header()->setResizeContentsPrecision(200);
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

void MainWindow::createFailedPage()
{
    // What was opened, what a run looks like, and what the path holds instead.
    m_failedPage = new QWidget;
    m_failedPage->setObjectName(QStringLiteral("openFailedPage"));
    m_failedTitle = new QLabel;
    m_failedTitle->setObjectName(QStringLiteral("openFailedTitleLabel"));
    QFont title = m_failedTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.5);
    title.setBold(true);
    m_failedTitle->setFont(title);
    m_failedText = new QLabel;
    m_failedText->setObjectName(QStringLiteral("openFailedTextLabel"));
    m_failedText->setWordWrap(true);
    m_failedText->setTextFormat(Qt::RichText);
    m_failedText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_failedOpenButton = new QToolButton;
    m_failedOpenButton->setObjectName(QStringLiteral("openFailedOpenToolButton"));
    m_failedBackButton = new QToolButton;
    m_failedBackButton->setObjectName(QStringLiteral("openFailedBackToolButton"));
    connect(m_failedOpenButton, &QToolButton::clicked, this, &MainWindow::chooseRun);
    connect(m_failedBackButton, &QToolButton::clicked, this,
            [this] { m_stack->setCurrentWidget(m_documents->count() > 0 ? static_cast<QWidget *>(m_documents) : m_emptyPage); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_failedOpenButton);
    buttons->addWidget(m_failedBackButton);
    buttons->addStretch();
    auto *column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(m_failedTitle);
    column->addWidget(m_failedText);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addStretch(2);
    auto *outer = new QHBoxLayout(m_failedPage);
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
    connect(m_explorerTabs, &QTabWidget::currentChanged, this, &MainWindow::fitExplorerWidth);
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
    m_problemsView->horizontalHeader()->setResizeContentsPrecision(200); // thousands of findings
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
    resizeDocks({m_explorerDock}, {380}, Qt::Horizontal); // then as wide as its files (fitExplorerWidth)
    resizeDocks({m_problemsDock}, {120}, Qt::Vertical);
    // Notes are marked where they are: candidates in the lineage and the records, lines in the
    // log's and the diff's margins.
    const auto markNotes = [this] {
        if (DocumentView *view = currentView())
            view->setNotes(m_notesDock->model()->notes());
    };
    connect(m_notesDock->model(), &QAbstractItemModel::modelReset, this, markNotes);
    connect(m_notesDock->model(), &QAbstractItemModel::rowsInserted, this, markNotes);
    connect(m_notesDock->model(), &QAbstractItemModel::rowsRemoved, this, markNotes);
    connect(m_notesDock->model(), &QAbstractItemModel::dataChanged, this, markNotes);
    // A note on a candidate from the lineage.
    m_lineageView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_lineageView, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QString candidate = m_lineageView->indexAt(pos).data(LineageModel::CandidateRole).toString();
        if (candidate.isEmpty() || !currentView())
            return;
        auto *menu = new QMenu(m_lineageView);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(tr("Add Note on Candidate %1…").arg(candidate), this,
                        [this, candidate] { m_notesDock->addNote(ReviewNote::forCandidate(QString(), candidate)); });
        menu->popup(m_lineageView->viewport()->mapToGlobal(pos));
    });

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
    add(m_fileMenu, QStringLiteral("acceptRecordsAction"), QKeySequence(), &MainWindow::acceptRecords)
        ->setEnabled(false);
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
                                                              {QStringLiteral("roundsPageAction"), DocumentView::RoundsPage},
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
    // The page alone: docks and toolbar away (the diff editors, the charts get the window), and back.
    add(m_viewMenu, QStringLiteral("maximisePageAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), [this] {
        const bool maximise = m_explorerDock->isVisible() || m_problemsDock->isVisible() || m_notesDock->isVisible();
        if (maximise) {
            m_hiddenByMaximise.clear();
            for (QDockWidget *dock : {m_explorerDock, static_cast<QDockWidget *>(m_problemsDock),
                                      static_cast<QDockWidget *>(m_notesDock)})
                if (dock->isVisible()) {
                    m_hiddenByMaximise.append(dock);
                    dock->hide();
                }
        } else {
            for (QDockWidget *dock : std::as_const(m_hiddenByMaximise))
                dock->show();
            if (m_hiddenByMaximise.isEmpty())
                m_explorerDock->show();
            m_hiddenByMaximise.clear();
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
    add(m_goMenu, QStringLiteral("roundWinnerAction"), QKeySequence(Qt::CTRL | Qt::Key_J), [this] {
        if (DocumentView *view = currentView())
            view->showRoundWinner();
    });
    m_goMenu->addSeparator();
    add(m_goMenu, QStringLiteral("nextCandidateAction"), QKeySequence(Qt::ALT | Qt::Key_Down), [this] {
        if (DocumentView *view = currentView())
            view->stepCandidate(+1);
    });
    add(m_goMenu, QStringLiteral("previousCandidateAction"), QKeySequence(Qt::ALT | Qt::Key_Up), [this] {
        if (DocumentView *view = currentView())
            view->stepCandidate(-1);
    });
    add(m_goMenu, QStringLiteral("candidateProfileAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] {
        if (DocumentView *view = currentView())
            view->showCandidateProfile();
    });
    m_goMenu->addSeparator();
    add(m_goMenu, QStringLiteral("nextDocumentAction"), QKeySequence::NextChild, [this] {
        if (m_documents->count() > 1)
            m_documents->setCurrentIndex((m_documents->currentIndex() + 1) % m_documents->count());
    });

    m_settingsMenu = menuBar()->addMenu(QString());
    add(m_settingsMenu, QStringLiteral("settingsAction"), QKeySequence::Preferences, &MainWindow::showSettings);
    m_helpMenu = menuBar()->addMenu(QString());
    add(m_helpMenu, QStringLiteral("shortcutsAction"), QKeySequence(Qt::CTRL | Qt::Key_Slash),
        &MainWindow::showShortcuts);
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
            else
                m_statusLabel->setText(tr("%1 of %2: %3")
                                           .arg(view->logView()->matchPosition().first)
                                           .arg(view->logView()->matchPosition().second)
                                           .arg(m_findEdit->text()));
        }
    });
}

void MainWindow::showShortcuts()
{
    // Every action of the menus with its keys, and the diff's own keys (they work in the diff).
    auto *dialog = findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    if (!dialog) {
        dialog = new QDialog(this);
        dialog->setObjectName(QStringLiteral("shortcutsDialog"));
        auto *table = new QTableWidget(dialog);
        table->setObjectName(QStringLiteral("shortcutsTable"));
        table->setColumnCount(2);
        table->verticalHeader()->hide();
        table->horizontalHeader()->setStretchLastSection(true);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        auto *layout = new QVBoxLayout(dialog);
        layout->addWidget(table);
        layout->addWidget(buttons);
        dialog->resize(560, 620);
    }
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    QList<std::pair<QString, QString>> rows;
    for (QMenu *menu : {m_fileMenu, m_viewMenu, m_goMenu, m_settingsMenu, m_helpMenu})
        for (QAction *action : menu->actions()) {
            QStringList keys;
            for (const QKeySequence &k : action->shortcuts())
                keys.append(k.toString(QKeySequence::NativeText));
            if (!keys.isEmpty())
                rows.append({menu->title().remove(QLatin1Char('&')) + QStringLiteral(" › ")
                                 + action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                             keys.join(QStringLiteral(", "))});
        }
    rows.append({tr("Diff › Next Change"), QKeySequence(Qt::Key_F8).toString(QKeySequence::NativeText)});
    rows.append({tr("Diff › Previous Change"),
                 QKeySequence(Qt::SHIFT | Qt::Key_F8).toString(QKeySequence::NativeText)});
    table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    table->resizeColumnToContents(0);
    dialog->show();
    dialog->raise();
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
    text("acceptRecordsAction", tr("&Accept perf_records.jsonl as It Is Now…"));
    text("closeAction", tr("&Close Run"));
    m_exportMenu->setTitle(tr("&Export"));
    text("exportChartAction", tr("Task Duration &Chart…"));
    text("reviewWizardAction", tr("Review &Wizard…"));
    m_exports->retranslate();
    m_notesDock->retranslate();
    text("quitAction", tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    text("recordsPageAction", tr("&Records"));
    text("roundsPageAction", tr("R&ounds"));
    text("logPageAction", tr("&Log"));
    text("kernelPageAction", tr("&Kernel"));
    text("chartPageAction", tr("&Task Duration Chart"));
    text("diffPageAction", tr("&Diff"));
    text("profilesPageAction", tr("&Profiles"));
    text("findAction", tr("&Find in Log…"));
    text("maximisePageAction", tr("&Maximise the Page"));
    m_goMenu->setTitle(tr("&Go"));
    text("nextRoundAction", tr("&Next Round"));
    text("previousRoundAction", tr("&Previous Round"));
    text("nextDocumentAction", tr("Next &Run"));
    text("roundWinnerAction", tr("Round &Winner"));
    text("nextCandidateAction", tr("Next &Candidate"));
    text("previousCandidateAction", tr("Previous C&andidate"));
    text("candidateProfileAction", tr("Candidate's &Profile"));
    text("shortcutsAction", tr("&Keyboard Shortcuts"));
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
    m_failedOpenButton->setText(tr("Open Another Run…"));
    m_failedBackButton->setText(tr("Back"));
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
