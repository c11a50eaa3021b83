// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/msprofcsv.h"

#include <QAbstractTableModel>
#include <functional>
#include <memory>
#include <vector>

// Any msprof CSV as a table: one column per header (with its unit), cells decoded from the file's
// bytes when shown. NA cells are empty and grey. The file stays one byte array with an offset per
// row (MsprofCsv), so a 100 MB file costs little more than its size; sort keys (5 bytes a row) are
// built per column on the first sort by it, by MsprofCsvView on a worker thread for large files.
class MsprofCsvModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        NumberRole = Qt::UserRole + 1, // double, NaN unless the cell is a number
        CellKindRole, // int(MsprofCsv::Value::Kind)
        LineRole, // 1-based line of the row in the file
        HeaderNameRole, // header text as written (horizontal headerData)
        UnitRole, // int(MsprofCsv::Unit) (horizontal headerData)
    };

    explicit MsprofCsvModel(QObject *parent = nullptr);

    // Shows the file's first `firstRows` rows (-1: all of them); showMoreRows() appends the rest.
    // MsprofCsvView hands a large file to the table in steps that way: a reset or insert of
    // n rows costs the proxy and the headers O(n) on the GUI thread, too long in one go for 10^5+.
    void setCsv(const std::shared_ptr<const MsprofCsv> &csv, qsizetype firstRows = -1);
    const std::shared_ptr<const MsprofCsv> &csv() const { return m_csv; }
    void showMoreRows(qsizetype count);
    bool showsAllRows() const { return m_shownRows == rowsInFile(); }

    // The order of every row by one column, computed once: numbers, then text (case-insensitive);
    // NA and empty cells last in either order. Rows with equal values share a position.
    struct SortKeys
    {
        std::vector<quint8> kind; // 0 number, 1 text, 2 NA/empty
        std::vector<int> position; // dense rank among rows of the same kind
    };
    using SortKeysPtr = std::shared_ptr<const SortKeys>;
    // Pure function of the file: safe to run on a worker thread for large files. Returns null when
    // cancelled (checked between phases and every few thousand rows).
    static SortKeysPtr buildSortKeys(const MsprofCsv &csv, int column, const std::function<bool()> &cancelled = {});
    bool hasSortKeys(int column) const;
    void setSortKeys(int column, const SortKeysPtr &keys);

    // Order of two source rows by a column, as QSortFilterProxyModel wants ("left sorts before
    // right" in ascending terms; the proxy reverses it for descending, so blanks are handled
    // here). Builds the column's keys on first use when nobody built them beforehand.
    bool lessThan(int leftRow, int rightRow, int column, Qt::SortOrder order = Qt::AscendingOrder) const;
    // Header text with its unit for display: "aiv_time (us)"; fractions say "(0–1)".
    static QString columnTitle(const MsprofCsv::Column &column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const SortKeys &sortKeys(int column) const;
    int rowsInFile() const; // as many as an int counts

    std::shared_ptr<const MsprofCsv> m_csv;
    int m_shownRows = 0; // the first rows of the file the table has (QAbstractItemModel counts in int)
    mutable std::vector<SortKeysPtr> m_sortKeys;
};
