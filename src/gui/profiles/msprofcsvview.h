// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "profiles/msprofcsv.h"

#include <QFutureWatcher>
#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>

class CsvStatisticsModel;
class MsprofCsvModel;
class MsprofCsvProxy;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTableView;
class QTimer;
class QToolButton;

// The table of one msprof CSV: header-driven columns with units, NA as empty grey cells, sort,
// a row filter, a column chooser, a statistics footer (mean, min, max of the shown rows) and copy
// as TSV or Markdown. Files are read off the GUI thread with progress and cancel; problems in the
// file (file:line) are listed above the table while every readable row still shows.
class MsprofCsvView : public QWidget
{
    Q_OBJECT
public:
    enum class CopyFormat { Tsv, Markdown };
    using CsvPtr = std::shared_ptr<const MsprofCsv>;

    explicit MsprofCsvView(QWidget *parent = nullptr);
    ~MsprofCsvView() override;

    // Reads the file in the background; a load still running is cancelled first.
    void open(const QString &absolutePath, const QString &displayPath);
    // An already read file. A large one reaches the table in steps of rowsPerStep rows, one per
    // turn of the event loop; isShowingRows() says when steps remain (sorting or copying shows
    // them all first).
    void setCsv(const CsvPtr &csv);
    bool isShowingRows() const;
    // The proxy's mapping and the row header's sections grow with the rows on the GUI thread:
    // ~1.5 ms a step, up to ~15 ms while the memory is fresh. All 350,000 rows of a 100 MB file
    // in one reset took 7-33 ms, before the first paint.
    static constexpr int rowsPerStep = 50000;
    void cancel();
    void clear();
    bool isLoading() const; // reading the file, or still handing its rows to the table

    QString displayPath() const { return m_displayPath; }
    CsvPtr csv() const;
    const Diagnostics &diagnostics() const { return m_diagnostics; }

    // Sorts the rows by a column (-1: file order), as a click on its header does. For a large
    // file the column's order is computed in the background first; sorted() says when it shows.
    void sortByColumn(int column, Qt::SortOrder order);
    bool isSorting() const { return m_sortingColumn >= 0; }

    void setRowFilter(const QString &text, int column = -1);
    void setColumnVisible(int column, bool visible);
    bool isColumnVisible(int column) const;
    // The selected cells (their bounding rows × visible columns), or every shown row when nothing
    // is selected (at most 100,000), with the header. While rows are still handed to the table
    // (isShowingRows()), only those already in it; copy() shows them all first.
    QString copyText(CopyFormat format) const;
    void copy(CopyFormat format);

    QTableView *table() const { return m_table; }
    QTableView *footer() const { return m_footer; }
    MsprofCsvModel *model() const { return m_model; }
    MsprofCsvProxy *proxy() const { return m_proxy; }
    CsvStatisticsModel *statisticsModel() const { return m_statistics; }
    QLineEdit *filterEdit() const { return m_filter; }
    QComboBox *filterColumnCombo() const { return m_filterColumn; }
    QToolButton *columnsButton() const { return m_columnsButton; }
    QToolButton *copyButton() const { return m_copyButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QToolButton *cancelButton() const { return m_cancelButton; }
    QLabel *diagnosticsLabel() const { return m_diagnosticsLabel; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void loaded(const QString &displayPath);
    void loadCancelled(const QString &displayPath);
    void diagnosticsChanged(const Diagnostics &diagnostics);
    void statisticsUpdated();
    void statusMessage(const QString &message);
    void sorted(int column, Qt::SortOrder order);

private:
    void loadFinished();
    void showMoreRows(); // one step
    void showAllRows(); // every step left, at once (sort, copy, select all)
    void rowsShown(); // the status, and at the last row the footer and loaded()
    void cancelSort();
    void applyFilter();
    void rebuildColumnMenu();
    void fitColumnWidths();
    void updateStatistics();
    void updateStatus();
    void showDiagnostics();
    void syncFooterGeometry();

    MsprofCsvModel *m_model;
    MsprofCsvProxy *m_proxy;
    CsvStatisticsModel *m_statistics;
    QTableView *m_table;
    QTableView *m_footer;
    QLineEdit *m_filter;
    QComboBox *m_filterColumn;
    QToolButton *m_columnsButton;
    QToolButton *m_copyButton;
    QProgressBar *m_progress;
    QToolButton *m_cancelButton;
    QLabel *m_diagnosticsLabel;
    QLabel *m_status;
    QFutureWatcher<CsvPtr> m_loader;
    QString m_displayPath;
    QString m_loadingPath;
    QTimer *m_rowFeeder; // hands a large file's rows to the table step by step
    // The file open() read, whose loaded() is emitted once every row is in the table.
    std::optional<QString> m_loadedPathToAnnounce;
    Diagnostics m_diagnostics;
    std::shared_ptr<std::atomic<quint64>> m_statisticsGeneration = std::make_shared<std::atomic<quint64>>(0);
    // A background sort: its generation (a newer request or a new file makes it stale) and column.
    std::shared_ptr<std::atomic<quint64>> m_sortGeneration = std::make_shared<std::atomic<quint64>>(0);
    int m_sortingColumn = -1;
};
