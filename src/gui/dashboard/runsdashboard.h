// SPDX-License-Identifier: MIT
#pragma once

#include "index/runindexer.h"

#include <QFutureWatcher>
#include <QWidget>
#include <atomic>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;
class RunIndexModel;
class WorkspaceDatabase;
class WorkspaceWatcher;

// The Runs dashboard: every run `perfopt index` (or "Index a Folder…" here) stored in the workspace,
// as a sortable, filterable table with a speedup distribution chart. Double-click opens a run. It
// follows the workspace: on PostgreSQL through LISTEN/NOTIFY (WorkspaceWatcher), on SQLite when
// the application regains focus.
class RunsDashboard : public QWidget
{
    Q_OBJECT

public:
    explicit RunsDashboard(WorkspaceDatabase *database, QWidget *parent = nullptr);
    ~RunsDashboard() override;

    void reload();
    void indexFolder(const QString &root); // off the GUI thread, with progress and cancel
    void chooseFolder();
    void retranslate();
    bool isIndexing() const { return m_indexing.isRunning(); }
    bool isLive() const;
    WorkspaceWatcher *watcher() const { return m_watcher; } // the one LISTEN of this connection

    RunIndexModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QComboBox *reviewBox() const { return m_review; }
    QChartView *chartView() const { return m_chart; }
    QLabel *statusLabel() const { return m_status; }
    QList<int> histogram() const { return m_histogram; } // runs per speedup bin, as charted
    static QStringList binLabels();

Q_SIGNALS:
    void openRunRequested(const QString &path);
    void closeRequested();
    void indexFinished();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void updateChart();
    void updateStatus();

    WorkspaceDatabase *m_database;
    WorkspaceWatcher *m_watcher;
    RunIndexModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_title;
    QLineEdit *m_filter;
    QComboBox *m_review;
    QToolButton *m_indexButton;
    QToolButton *m_refreshButton;
    QToolButton *m_cancelButton;
    QToolButton *m_closeButton;
    QTableView *m_view;
    QChartView *m_chart;
    QLabel *m_status;
    QTimer *m_reloadTimer;
    QFutureWatcher<RunIndexer::Result> m_indexing;
    std::atomic<bool> m_cancel{false};
    std::atomic<int> m_done{0};
    std::atomic<int> m_total{0};
    QTimer *m_progressTimer;
    QList<int> m_histogram;
    QString m_lastMessage;
};
