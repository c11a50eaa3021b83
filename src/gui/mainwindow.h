// SPDX-License-Identifier: MIT
#pragma once

#include "projectsnapshot.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <memory>

class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;
class QTreeView;
class KernelView;
class RecordsChartView;
class RunFilesModel;
class Settings;
class WorkspaceDatabase;

namespace KSyntaxHighlighting {
class Repository;
}

// The workbench window: one run at a time for now; loading happens off the GUI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(Settings *settings, KSyntaxHighlighting::Repository *repository, WorkspaceDatabase *database,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    void openRun(const QString &path);
    ProjectSnapshotPtr snapshot() const { return m_snapshot; }
    bool isLoading() const;

    KernelView *kernelView() const { return m_kernelView; }
    RecordsChartView *chartView() const { return m_chartView; }
    QTreeView *filesView() const { return m_filesView; }
    QMenu *recentMenu() const { return m_recentMenu; }

Q_SIGNALS:
    void runLoaded(const QString &path);
    void runFailed(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void rebuildRecentMenu();
    void chooseRun();
    void cancelLoad();
    void loadFinished();
    void showSnapshot(const ProjectSnapshotPtr &snapshot);
    void showFile(const QModelIndex &index);
    void updateTitle();

    Settings *m_settings;
    KSyntaxHighlighting::Repository *m_repository;
    WorkspaceDatabase *m_database;
    ProjectSnapshotPtr m_snapshot;
    QString m_loadingPath;
    QFutureWatcher<ProjectSnapshotPtr> m_watcher;

    QTreeView *m_filesView = nullptr;
    RunFilesModel *m_filesModel = nullptr;
    QTabWidget *m_tabs = nullptr;
    KernelView *m_kernelView = nullptr;
    RecordsChartView *m_chartView = nullptr;
    QMenu *m_recentMenu = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_statusLabel = nullptr;
};
