// SPDX-License-Identifier: MIT
#include "diff/parameterdiffmodel.h"

#include <QColor>

ParameterDiffModel::ParameterDiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ParameterDiffModel::setChanges(const QList<ParameterChange> &changes)
{
    beginResetModel();
    m_changes = changes;
    endResetModel();
}

void ParameterDiffModel::setSideLabels(const QString &left, const QString &right)
{
    m_leftLabel = left;
    m_rightLabel = right;
    Q_EMIT headerDataChanged(Qt::Horizontal, LeftColumn, RightColumn);
}

int ParameterDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_changes.size());
}

int ParameterDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParameterDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const ParameterChange &c = m_changes.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case ParameterColumn:
            return c.label;
        case KindColumn:
            return KernelParameter::kindName(c.kind);
        case LeftColumn:
            return c.leftLine ? c.leftValue : QStringLiteral("—");
        case RightColumn:
            return c.rightLine ? c.rightValue : QStringLiteral("—");
        case ColumnCount:
            break;
        }
        break;
    case Qt::ToolTipRole: {
        QString where;
        if (c.leftLine)
            where += tr("left line %1").arg(c.leftLine);
        if (c.rightLine)
            where += (where.isEmpty() ? QString() : QStringLiteral(", ")) + tr("right line %1").arg(c.rightLine);
        return QString(ParameterChange::statusName(c.status) + QStringLiteral(": ") + where);
    }
    case Qt::BackgroundRole:
        // Translucent so that light and dark palettes both show through.
        switch (c.status) {
        case ParameterChange::Status::Added:
            return QColor(46, 160, 67, 60);
        case ParameterChange::Status::Removed:
            return QColor(248, 81, 73, 60);
        case ParameterChange::Status::Changed:
            return index.column() >= LeftColumn ? QColor(210, 153, 34, 60) : QVariant();
        case ParameterChange::Status::Unchanged:
            break;
        }
        break;
    case StatusRole:
        return int(c.status);
    case LeftLineRole:
        return c.leftLine;
    case RightLineRole:
        return c.rightLine;
    default:
        break;
    }
    return QVariant();
}

QVariant ParameterDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case ParameterColumn:
        return tr("Parameter");
    case KindColumn:
        return tr("Kind");
    case LeftColumn:
        return m_leftLabel.isEmpty() ? tr("Left") : m_leftLabel;
    case RightColumn:
        return m_rightLabel.isEmpty() ? tr("Right") : m_rightLabel;
    case ColumnCount:
        break;
    }
    return QVariant();
}
