// SPDX-License-Identifier: MIT
#pragma once

#include "msprofcsv.h"

#include <QAbstractTableModel>
#include <memory>
#include <vector>

// Any msprof CSV as a table: one column per header (with its unit), cells decoded from the file's
// bytes when shown. NA cells are empty and grey. The file stays one byte array with an offset per
// row (MsprofCsv), so a 100 MB file costs little more than its size; sort keys are built per column
// on the first sort by it.
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

    void setCsv(const std::shared_ptr<const MsprofCsv> &csv);
    const std::shared_ptr<const MsprofCsv> &csv() const { return m_csv; }

    // Order of two source rows by a column: numbers, then text; NA and empty cells last in either
    // order. Returns "left sorts before right" in ascending terms, as QSortFilterProxyModel wants.
    bool lessThan(int leftRow, int rightRow, int column, Qt::SortOrder order = Qt::AscendingOrder) const;
    // Header text with its unit for display: "aiv_time (us)"; fractions say "(0–1)".
    static QString columnTitle(const MsprofCsv::Column &column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct SortKeys
    {
        std::vector<double> numbers; // numeric columns
        QStringList texts; // other columns
        std::vector<quint8> rank; // 0 number, 1 text, 2 NA/empty
    };
    const SortKeys &sortKeys(int column) const;

    std::shared_ptr<const MsprofCsv> m_csv;
    mutable std::vector<std::unique_ptr<SortKeys>> m_sortKeys;
};
