// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"

#include <QAbstractTableModel>

// Beside the summary chart: per workload key its baseline, final and speedup, then the geometric
// mean per dispatch path (when grouped and there are several) and across every key.
class WorkloadSpeedupModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        GroupColumn,
        WorkloadColumn,
        SpeedupColumn,
        BaselineColumn,
        FinalColumn,
        FinalCandidateColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole + 1, // the workload key of a key row, empty otherwise
        ValueRole, // the number behind a numeric cell (double), else null
        RowKindRole, // RowKind as int
    };
    enum class RowKind { Key, GroupGeomean, Geomean };

    explicit WorkloadSpeedupModel(QObject *parent = nullptr);

    // Same rows as before: dataChanged only (a live run keeps the table's selection and scroll).
    void setSeries(const DerivedSeries &series, bool groupByPath, Generation generation);
    int rowOfKey(const QString &key) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString formatUs(double value);
    static QString formatSpeedup(double value);

private:
    struct Row
    {
        RowKind kind = RowKind::Key;
        QString key;
        QString group;
        QString workload;
        QString finalCandidate;
        double baselineUs = std::numeric_limits<double>::quiet_NaN();
        double finalUs = std::numeric_limits<double>::quiet_NaN();
        double speedup = std::numeric_limits<double>::quiet_NaN();
    };
    QList<Row> m_rows;
    Generation m_generation = Generation::Unknown;
};
