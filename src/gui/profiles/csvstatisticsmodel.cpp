// SPDX-License-Identifier: MIT
#include "profiles/csvstatisticsmodel.h"

#include <QLocale>

CsvStatisticsModel::CsvStatisticsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

CsvStatisticsModel::Stats CsvStatisticsModel::compute(const MsprofCsv &csv, const QList<int> &rows, bool allRows,
                                                      const std::function<bool()> &cancelled)
{
    Stats stats(csv.columnCount());
    const qsizetype count = allRows ? csv.rowCount() : rows.size();
    for (qsizetype i = 0; i < count; ++i) {
        if (cancelled && i % 4096 == 0 && cancelled())
            return {};
        const QList<double> numbers = csv.rowNumbers(allRows ? i : rows.at(i));
        for (qsizetype c = 0; c < numbers.size() && c < stats.size(); ++c)
            stats[c].add(numbers.at(c));
    }
    for (ProfileSummary::Stat &stat : stats)
        stat.finish();
    return stats;
}

void CsvStatisticsModel::setStatistics(const Stats &stats, int rowsCounted)
{
    const bool sameShape = stats.size() == m_stats.size();
    if (!sameShape)
        beginResetModel();
    m_stats = stats;
    m_rowsCounted = rowsCounted;
    if (!sameShape)
        endResetModel();
    else if (!m_stats.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, int(m_stats.size()) - 1));
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
}

void CsvStatisticsModel::clear(int columns)
{
    setStatistics(Stats(columns), 0);
}

QString CsvStatisticsModel::format(double value)
{
    if (!std::isfinite(value))
        return QString();
    // Six significant digits, as msprof's own 6-decimal floats read.
    return QString::number(value, 'g', std::abs(value) >= 1e6 ? 10 : 6);
}

int CsvStatisticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_stats.isEmpty() ? 0 : RowCount;
}

int CsvStatisticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_stats.size());
}

QVariant CsvStatisticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= RowCount || index.column() >= m_stats.size())
        return {};
    const ProfileSummary::Stat &stat = m_stats.at(index.column());
    const double value = index.row() == MeanRow ? stat.mean : index.row() == MinRow ? stat.min : stat.max;
    switch (role) {
    case Qt::DisplayRole:
        return format(value);
    case ValueRole:
        return value;
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return stat.count > 0 ? tr("%1 numbers in %2 rows").arg(stat.count).arg(m_rowsCounted) : QVariant();
    default:
        return {};
    }
}

QVariant CsvStatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Vertical || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MeanRow:
        return tr("mean");
    case MinRow:
        return tr("min");
    case MaxRow:
        return tr("max");
    default:
        return {};
    }
}
