// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/profilecomparison.h"

#include <QAbstractTableModel>

// One view of a ProfileComparison as a table. Summary mode: one row per figure (Task Duration,
// pipe ratios, load balance, L2, memory, conflicts) with A, B, B − A, B / A and the change. Table
// mode: a metric file aligned row by row (block / sub-block) — per value column present on both
// sides four columns A, B, Δ and B/A; a column only one side has is one column marked as such.
// Changes beyond the noise threshold carry a colour: for times and cycles green when lower, red
// when higher; for everything else amber (more is not better or worse by itself).
class ProfileCompareModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Mode { Summary, Table };
    enum class Part { Key, A, B, Delta, Ratio, OnlyA, OnlyB };
    enum SummaryColumn {
        SectionColumn,
        FigureColumn,
        AColumn,
        BColumn,
        DeltaColumn,
        RatioColumn,
        ChangeColumn,
        SummaryColumnCount
    };
    enum Role {
        ChangeRole = Qt::UserRole + 1, // int(CsvAlignment::Change)
        SideRole, // int(CsvAlignment::Side) of the row (table mode)
        SortRole, // double for numbers, else the text
        PartRole, // int(Part) (horizontal headerData)
        AlignedColumnRole, // index into CsvAlignment::columns (horizontal headerData)
    };

    explicit ProfileCompareModel(QObject *parent = nullptr);

    void setSummary(const QList<ProfileComparison::Row> &rows);
    void setTable(const CsvAlignment &table);
    void clear();
    Mode mode() const { return m_mode; }
    const CsvAlignment &table() const { return m_table; }
    int alignedColumn(int column) const; // table mode; -1 in summary mode
    Part part(int column) const;
    // A cell of the row changed beyond noise (any column); for "changed only".
    bool rowChanged(int row) const;
    bool columnChanged(int column) const; // the aligned column of this model column has a change

    static QColor changeColor(CsvAlignment::Change change, MsprofCsv::Unit unit);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct ColumnRef
    {
        int aligned;
        Part part;
    };
    QVariant summaryData(const QModelIndex &index, int role) const;
    QVariant tableData(const QModelIndex &index, int role) const;

    Mode m_mode = Mode::Summary;
    QList<ProfileComparison::Row> m_rows;
    CsvAlignment m_table;
    QList<ColumnRef> m_columns;
};
