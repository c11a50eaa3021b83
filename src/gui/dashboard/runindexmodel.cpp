// SPDX-License-Identifier: MIT
#include "dashboard/runindexmodel.h"

#include <QDir>
#include <QGuiApplication>
#include <QPalette>
#include <cmath>

RunIndexModel::RunIndexModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunIndexModel::setRows(const QList<RunIndexRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int RunIndexModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunIndexModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunIndexModel::reviewText(RunIndexRow::ReviewStatus status)
{
    switch (status) {
    case RunIndexRow::ReviewStatus::Unreviewed:
        return tr("unreviewed");
    case RunIndexRow::ReviewStatus::InReview:
        return tr("in review");
    case RunIndexRow::ReviewStatus::SignedOff:
        return tr("signed off");
    }
    return QString();
}

namespace {

QString gateText(const QString &verdict)
{
    if (verdict == QLatin1String("pass"))
        return RunIndexModel::tr("pass");
    if (verdict == QLatin1String("fail"))
        return RunIndexModel::tr("fail");
    return QStringLiteral("–");
}

} // namespace

QVariant RunIndexModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const RunIndexRow &row = m_rows.at(index.row());
    if (role == PathRole)
        return row.path;
    const bool sort = role == SortRole;
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case RoundsColumn:
        case RecordsColumn:
        case GeomeanColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole) {
        const QString verdict = index.column() == WorkflowGateColumn ? row.gates.value(QStringLiteral("workflow"))
            : index.column() == StrictGateColumn                      ? row.gates.value(QStringLiteral("strict"))
                                                                      : QString();
        if (verdict == QLatin1String("fail"))
            return QColor(0xc0, 0x39, 0x2b);
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == GeomeanColumn) {
        QStringList lines;
        for (auto it = row.speedups.begin(); it != row.speedups.end(); ++it)
            lines << QStringLiteral("%1: %2×").arg(it.key(), QString::number(it.value(), 'f', 3));
        return lines.join(QLatin1Char('\n'));
    }
    if (role == Qt::ToolTipRole && index.column() == ReviewColumn && !row.reviewedBy.isEmpty())
        return tr("Last written by %1").arg(row.reviewedBy);
    if (role != Qt::DisplayRole && !sort)
        return {};
    switch (index.column()) {
    case OperatorColumn:
        return row.operatorName;
    case GenerationColumn:
        return row.generation;
    case RoundsColumn:
        return row.rounds;
    case RecordsColumn:
        return row.records;
    case FinalColumn:
        return row.finalCandidate;
    case GeomeanColumn:
        if (sort)
            return std::isfinite(row.geomeanSpeedup) ? row.geomeanSpeedup : -1.0;
        return std::isfinite(row.geomeanSpeedup) ? QString::number(row.geomeanSpeedup, 'f', 3) + QStringLiteral("×")
                                                 : QStringLiteral("–");
    case WorkflowGateColumn:
        return gateText(row.gates.value(QStringLiteral("workflow")));
    case StrictGateColumn:
        return gateText(row.gates.value(QStringLiteral("strict")));
    case ReviewColumn:
        return sort ? QVariant(int(row.review)) : QVariant(reviewText(row.review));
    case LastChangeColumn:
        return sort ? row.lastChange : QString(row.lastChange).replace(QLatin1Char('T'), QLatin1Char(' '));
    case PathColumn:
        return QDir::toNativeSeparators(row.path);
    }
    return {};
}

QVariant RunIndexModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OperatorColumn:
        return tr("Operator");
    case GenerationColumn:
        return tr("Gen");
    case RoundsColumn:
        return tr("Rounds");
    case RecordsColumn:
        return tr("Records");
    case FinalColumn:
        return tr("Final candidate");
    case GeomeanColumn:
        return tr("Geomean speedup");
    case WorkflowGateColumn:
        return tr("Workflow gate");
    case StrictGateColumn:
        return tr("Strict gate");
    case ReviewColumn:
        return tr("Review");
    case LastChangeColumn:
        return tr("Last change");
    case PathColumn:
        return tr("Path");
    }
    return {};
}
