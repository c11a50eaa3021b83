// SPDX-License-Identifier: MIT
#pragma once

#include "run/projectsnapshot.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;
class QTreeView;
class RunsDashboard;
class DocumentView;
class ExportActions;
class NotesDock;
class KernelView;
class RecordsChartView;
class RunDocument;
class Settings;
class WorkspaceDatabase;

namespace KSyntaxHighlighting {
class Repository;
}

// The workbench: runs open as documents in tabs; the Explorer (files, lineage, log outline) and
// Problems docks show the current document. Nothing here writes into a run.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(Settings *settings, KSyntaxHighlighting::Repository *repository, WorkspaceDatabase *database,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    void openRun(const QString &path);
    void showDashboard(); // the Runs dashboard page (File menu, welcome page)
    void closeDashboard();
    RunsDashboard *dashboard() const { return m_dashboard; }
    // Off for --screenshot: opened runs join neither Recent runs nor the workspace's run list.
    void setRemembersRuns(bool remember) { m_remembersRuns = remember; }
    int documentCount() const;
    DocumentView *currentView() const;
    DocumentView *viewAt(int index) const;
    ProjectSnapshotPtr snapshot() const; // of the current document
    bool isLoading() const;

    KernelView *kernelView() const;
    RecordsChartView *chartView() const;
    QTreeView *filesView() const { return m_filesView; }
    QTreeView *lineageView() const { return m_lineageView; }
    QTreeView *outlineView() const { return m_outlineView; }
    QTableView *problemsView() const { return m_problemsView; }
    QComboBox *gateProfileBox() const { return m_gateProfileBox; }
    QTabWidget *documentTabs() const { return m_documents; }
    QMenu *recentMenu() const { return m_recentMenu; }
    NotesDock *notesDock() const { return m_notesDock; }
    ExportActions *exportActions() const { return m_exports; }
    QWidget *openFailedPage() const { return m_failedPage; }
    QWidget *currentPage() const; // the central stack's page: welcome, documents or open-failed

Q_SIGNALS:
    void runLoaded(const QString &path);
    void runFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The bundled sample run: next to the installed binary, or in the source tree.
    static QString samplePath();
    void createDocks();
    void createActions();
    void createEmptyPage();
    void createFailedPage();
    void showOpenFailed(const QString &path, const QString &message);
    void retranslate();
    void rebuildRecentMenu();
    void chooseRun();
    void openSample();
    void closeDocument(int index);
    void currentDocumentChanged();
    void documentLoaded(RunDocument *document, bool first);
    void documentIndexed(RunDocument *document);
    void showLoadedStatus(RunDocument *document);
    void documentFailed(RunDocument *document, const QString &message);
    void documentProgress(RunDocument *document, const QString &text, int value, int maximum);
    void activateProblem(const QModelIndex &index);
    void showSettings();
    void showShortcuts(); // Help › Keyboard Shortcuts
    void openReviewWizard();
    void showEvidence(const QString &file, int line);
    void updateTitle();
    void updateTabNames();
    void updateProblemsTitle();
    void acceptRecords();
    void fitProblemColumns();
    void fitExplorerWidth();
    int indexOf(RunDocument *document) const;

    Settings *m_settings;
    KSyntaxHighlighting::Repository *m_repository;
    WorkspaceDatabase *m_database;

    QStackedWidget *m_stack = nullptr;
    QWidget *m_emptyPage = nullptr;
    QLabel *m_emptyTitle = nullptr;
    QLabel *m_emptyHint = nullptr;
    QToolButton *m_openButton = nullptr;
    QToolButton *m_sampleButton = nullptr;
    QToolButton *m_dashboardButton = nullptr;
    RunsDashboard *m_dashboard = nullptr;
    QWidget *m_emptyRecent = nullptr;
    QWidget *m_failedPage = nullptr;
    QLabel *m_failedTitle = nullptr;
    QLabel *m_failedText = nullptr;
    QToolButton *m_failedOpenButton = nullptr;
    QToolButton *m_failedBackButton = nullptr;
    bool m_remembersRuns = true;
    bool m_explorerFitted = false; // once per window: a width the user then chooses stays
    QTabWidget *m_documents = nullptr;
    QDockWidget *m_explorerDock = nullptr;
    QTabWidget *m_explorerTabs = nullptr;
    QTreeView *m_filesView = nullptr;
    QTreeView *m_lineageView = nullptr;
    QTreeView *m_outlineView = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    NotesDock *m_notesDock = nullptr;
    ExportActions *m_exports = nullptr;
    QMenu *m_exportMenu = nullptr;
    QTableView *m_problemsView = nullptr;
    QMetaObject::Connection m_problemsResetConnection;
    QMetaObject::Connection m_filesResetConnection; // the current document's docks fill after it
    QMetaObject::Connection m_lineageResetConnection; // is painted: open their trees then
    QComboBox *m_gateProfileBox = nullptr;
    QLineEdit *m_findEdit = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_statusLabel = nullptr;
    QHash<QString, QAction *> m_actions;
    QList<QDockWidget *> m_hiddenByMaximise;
};
