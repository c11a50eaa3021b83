// SPDX-License-Identifier: MIT
#include "charts/workloadspeedupmodel.h"

#include "charts/taskdurationplot.h"

WorkloadSpeedupModel::WorkloadSpeedupModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void WorkloadSpeedupModel::setSeries(const DerivedSeries &series, bool groupByPath, Generation generation)
{
    QList<Row> rows;
    for (int index : TaskDurationPlot::keyOrder(series, groupByPath)) {
        const WorkloadSeries &s = series.series.at(index);
        rows.append(
            {RowKind::Key, s.key, s.group, s.workload, s.finalCandidateId, s.baselineUs, s.finalUs, s.speedup()});
    }
    const QStringList groups = TaskDurationPlot::groups(series);
    if (groupByPath && groups.size() > 1) {
        for (const QString &group : groups) {
            QList<double> speedups;
            for (const WorkloadSeries &s : series.series)
                if (s.group == group && s.tuned) // as the overall geometric mean
                    speedups.append(s.speedup());
            Row row;
            row.kind = RowKind::GroupGeomean;
            row.group = group;
            row.speedup = DerivedSeries::geometricMean(speedups);
            rows.append(row);
        }
    }
    if (!series.series.isEmpty()) {
        Row row;
        row.kind = RowKind::Geomean;
        row.speedup = series.geomeanSpeedup;
        rows.append(row);
    }

    bool sameShape = rows.size() == m_rows.size() && generation == m_generation;
    for (qsizetype i = 0; sameShape && i < rows.size(); ++i)
        sameShape = rows.at(i).kind == m_rows.at(i).kind && rows.at(i).key == m_rows.at(i).key
            && rows.at(i).group == m_rows.at(i).group;
    if (sameShape) {
        m_rows = rows;
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = rows;
    m_generation = generation;
    endResetModel();
}

int WorkloadSpeedupModel::rowOfKey(const QString &key) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).kind == RowKind::Key && m_rows.at(i).key == key)
            return i;
    return -1;
}

int WorkloadSpeedupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WorkloadSpeedupModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WorkloadSpeedupModel::formatUs(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 6) : QStringLiteral("—");
}

QString WorkloadSpeedupModel::formatSpeedup(double value)
{
    return std::isfinite(value) ? QString::number(value, 'f', 2) + QStringLiteral("×") : QStringLiteral("—");
}

QVariant WorkloadSpeedupModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case GroupColumn:
            return row.kind == RowKind::Geomean ? tr("All keys") : row.group;
        case WorkloadColumn:
            return row.kind == RowKind::Key ? row.workload : tr("geometric mean");
        case BaselineColumn:
            return row.kind == RowKind::Key ? formatUs(row.baselineUs) : QString();
        case FinalColumn:
            return row.kind == RowKind::Key ? formatUs(row.finalUs) : QString();
        case FinalCandidateColumn:
            return row.finalCandidate;
        case SpeedupColumn:
            return formatSpeedup(row.speedup);
        }
        break;
    case Qt::ToolTipRole:
        if (row.kind == RowKind::Key)
            return row.key;
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == BaselineColumn || index.column() == FinalColumn || index.column() == SpeedupColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        break;
    case KeyRole:
        return row.key;
    case ValueRole:
        switch (index.column()) {
        case BaselineColumn:
            return row.kind == RowKind::Key ? QVariant(row.baselineUs) : QVariant();
        case FinalColumn:
            return row.kind == RowKind::Key ? QVariant(row.finalUs) : QVariant();
        case SpeedupColumn:
            return row.speedup;
        }
        break;
    case RowKindRole:
        return int(row.kind);
    }
    return {};
}

QVariant WorkloadSpeedupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case GroupColumn:
        return m_generation == Generation::B ? tr("Kernel") : tr("Dispatch path");
    case WorkloadColumn:
        return tr("Workload");
    case BaselineColumn:
        return tr("Baseline (µs)");
    case FinalColumn:
        return tr("Final (µs)");
    case FinalCandidateColumn:
        return tr("Final candidate");
    case SpeedupColumn:
        return tr("Speedup");
    }
    return {};
}
