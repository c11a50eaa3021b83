// SPDX-License-Identifier: MIT
#pragma once

#include "review/runindexrow.h"

#include <QAbstractTableModel>

// The rows of `perfopt index` as a table: one run per row. Qt::DisplayRole is text; SortRole holds
// numbers for the numeric columns so that a proxy sorts 10 after 9.
class RunIndexModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        OperatorColumn,
        GenerationColumn,
        RoundsColumn,
        RecordsColumn,
        FinalColumn,
        GeomeanColumn,
        WorkflowGateColumn,
        StrictGateColumn,
        ReviewColumn,
        LastChangeColumn,
        PathColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int PathRole = Qt::UserRole + 2;

    explicit RunIndexModel(QObject *parent = nullptr);
    void setRows(const QList<RunIndexRow> &rows);
    const QList<RunIndexRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    static QString reviewText(RunIndexRow::ReviewStatus status); // translated

private:
    QList<RunIndexRow> m_rows;
};
