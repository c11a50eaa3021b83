// SPDX-License-Identifier: MIT
#include "profiles/msprofcsvmodel.h"

#include <QBrush>
#include <QColor>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace {

using Kind = MsprofCsv::Value::Kind;

// NA and empty cells: a grey that reads on light and dark palettes alike.
QColor notAvailableBackground()
{
    return QColor(128, 128, 128, 48);
}

QString unitDescription(MsprofCsv::Unit unit)
{
    switch (unit) {
    case MsprofCsv::Unit::Microseconds:
        return MsprofCsvModel::tr("microseconds");
    case MsprofCsv::Unit::GigabytesPerSecond:
        return MsprofCsvModel::tr("gigabytes per second");
    case MsprofCsv::Unit::Kilobytes:
        return MsprofCsvModel::tr("kilobytes");
    case MsprofCsv::Unit::Percent:
        return MsprofCsvModel::tr("percent, 0 to 100");
    case MsprofCsv::Unit::Fraction:
        return MsprofCsvModel::tr("fraction, 0 to 1 (not percent)");
    case MsprofCsv::Unit::Megahertz:
        return MsprofCsvModel::tr("megahertz");
    case MsprofCsv::Unit::Cycles:
        return MsprofCsvModel::tr("cycles");
    case MsprofCsv::Unit::Count:
        return MsprofCsvModel::tr("count");
    case MsprofCsv::Unit::None:
        break;
    }
    return QString();
}

} // namespace

MsprofCsvModel::MsprofCsvModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void MsprofCsvModel::setCsv(const std::shared_ptr<const MsprofCsv> &csv, qsizetype firstRows)
{
    beginResetModel();
    m_csv = csv;
    m_sortKeys.clear();
    m_shownRows = 0;
    if (m_csv) {
        m_sortKeys.resize(size_t(m_csv->columnCount()));
        m_shownRows = firstRows < 0 ? rowsInFile() : int(std::min<qsizetype>(firstRows, rowsInFile()));
    }
    endResetModel();
}

void MsprofCsvModel::showMoreRows(qsizetype count)
{
    if (!m_csv || count <= 0)
        return;
    const int last = int(std::min<qsizetype>(rowsInFile(), qsizetype(m_shownRows) + count)) - 1;
    if (last < m_shownRows)
        return;
    beginInsertRows(QModelIndex(), m_shownRows, last);
    m_shownRows = last + 1;
    endInsertRows();
}

int MsprofCsvModel::rowsInFile() const
{
    return m_csv ? int(std::min<qsizetype>(m_csv->rowCount(), std::numeric_limits<int>::max())) : 0;
}

QString MsprofCsvModel::columnTitle(const MsprofCsv::Column &column)
{
    QString symbol = MsprofCsv::unitSymbol(column.unit);
    if (column.unit == MsprofCsv::Unit::Fraction)
        symbol = QStringLiteral("0–1");
    if (column.unit == MsprofCsv::Unit::Cycles || column.unit == MsprofCsv::Unit::Count)
        symbol.clear(); // the name says it: aic_total_cycles, *_instructions
    QString title = column.key.isEmpty() ? column.name : column.key;
    if (!symbol.isEmpty())
        title += QStringLiteral(" (") + symbol + QLatin1Char(')');
    if (column.estimate)
        title += QLatin1Char(' ') + tr("(estimate)");
    return title;
}

int MsprofCsvModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_shownRows;
}

int MsprofCsvModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_csv ? 0 : m_csv->columnCount();
}

QVariant MsprofCsvModel::data(const QModelIndex &index, int role) const
{
    if (!m_csv || !index.isValid() || index.row() >= m_csv->rowCount() || index.column() >= m_csv->columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        const MsprofCsv::Value value = m_csv->value(index.row(), index.column());
        return value.kind == Kind::NotAvailable ? QString() : value.text;
    }
    case Qt::ToolTipRole: {
        const MsprofCsv::Value value = m_csv->value(index.row(), index.column());
        if (value.kind == Kind::NotAvailable)
            return tr("%1: not applicable to this row (written as %2)")
                .arg(m_csv->columns().at(index.column()).name, value.text);
        return QVariant();
    }
    case Qt::BackgroundRole: {
        const Kind kind = m_csv->cellKind(index.row(), index.column());
        return kind == Kind::NotAvailable || kind == Kind::Empty ? QBrush(notAvailableBackground()) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return m_csv->columns().at(index.column()).isNumeric() ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                               : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case NumberRole:
        return m_csv->number(index.row(), index.column());
    case CellKindRole:
        return int(m_csv->cellKind(index.row(), index.column()));
    case LineRole:
        return m_csv->line(index.row());
    default:
        return {};
    }
}

QVariant MsprofCsvModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_csv)
        return {};
    if (orientation == Qt::Vertical) {
        // The file's own line numbers, so a row matches a diagnostic's file:line.
        if (role == Qt::DisplayRole || role == LineRole)
            return m_csv->line(section);
        return {};
    }
    if (section < 0 || section >= m_csv->columnCount())
        return {};
    const MsprofCsv::Column &column = m_csv->columns().at(section);
    switch (role) {
    case Qt::DisplayRole:
        return columnTitle(column);
    case Qt::ToolTipRole: {
        QString tip = column.name;
        if (const QString unit = unitDescription(column.unit); !unit.isEmpty())
            tip += QLatin1Char('\n') + tr("Unit: %1").arg(unit);
        tip += QLatin1Char('\n')
            + tr("%1 numbers, %2 NA, %3 text, %4 empty")
                  .arg(column.numberCount)
                  .arg(column.notAvailableCount)
                  .arg(column.textCount)
                  .arg(column.emptyCount);
        return tip;
    }
    case HeaderNameRole:
        return column.name;
    case UnitRole:
        return int(column.unit);
    default:
        return {};
    }
}

MsprofCsvModel::SortKeysPtr MsprofCsvModel::buildSortKeys(const MsprofCsv &csv, int column,
                                                          const std::function<bool()> &cancelled)
{
    const auto stop = [&cancelled] {
        return cancelled && cancelled();
    };
    auto keys = std::make_shared<SortKeys>();
    const qsizetype rows = csv.rowCount();
    keys->kind.resize(size_t(rows));
    keys->position.assign(size_t(rows), 0);
    std::vector<double> numbers(static_cast<size_t>(rows));
    QStringList texts; // only for columns with text cells
    const bool anyText = csv.columns().at(column).textCount > 0;
    if (anyText)
        texts.resize(rows);
    for (qsizetype row = 0; row < rows; ++row) {
        if ((row & 0xfff) == 0 && stop())
            return nullptr;
        const MsprofCsv::Value value = csv.value(row, column);
        // A number that is not one (NaN) sorts with the blanks: it would break the ordering.
        const quint8 kind = value.kind == Kind::Number ? (std::isnan(value.number) ? 2 : 0)
            : value.kind == Kind::Text                 ? 1
                                                       : 2;
        keys->kind[size_t(row)] = kind;
        if (kind == 0)
            numbers[size_t(row)] = value.number;
        else if (kind == 1 && anyText)
            texts[row] = value.text;
    }
    if (stop())
        return nullptr;
    // Positions: sort each kind's rows by value, then number equal values alike.
    std::vector<int> order(static_cast<size_t>(rows));
    std::iota(order.begin(), order.end(), 0);
    const auto byKindThenValue = [&](int a, int b) {
        const quint8 ka = keys->kind[size_t(a)];
        const quint8 kb = keys->kind[size_t(b)];
        if (ka != kb)
            return ka < kb;
        if (ka == 0)
            return numbers[size_t(a)] < numbers[size_t(b)];
        if (ka == 1)
            return QString::compare(texts.at(a), texts.at(b), Qt::CaseInsensitive) < 0;
        return false;
    };
    std::stable_sort(order.begin(), order.end(), byKindThenValue);
    if (stop())
        return nullptr;
    int position = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && byKindThenValue(order[i - 1], order[i]))
            ++position;
        keys->position[size_t(order[i])] = position;
    }
    return keys;
}

bool MsprofCsvModel::hasSortKeys(int column) const
{
    return column >= 0 && size_t(column) < m_sortKeys.size() && m_sortKeys[size_t(column)];
}

void MsprofCsvModel::setSortKeys(int column, const SortKeysPtr &keys)
{
    if (column >= 0 && size_t(column) < m_sortKeys.size() && keys && m_csv
        && keys->kind.size() == size_t(m_csv->rowCount()))
        m_sortKeys[size_t(column)] = keys;
}

const MsprofCsvModel::SortKeys &MsprofCsvModel::sortKeys(int column) const
{
    SortKeysPtr &keys = m_sortKeys[size_t(column)];
    if (!keys)
        keys = buildSortKeys(*m_csv, column);
    return *keys;
}

bool MsprofCsvModel::lessThan(int leftRow, int rightRow, int column, Qt::SortOrder order) const
{
    if (!m_csv || column < 0 || column >= m_csv->columnCount())
        return leftRow < rightRow;
    const SortKeys &keys = sortKeys(column);
    const quint8 left = keys.kind[size_t(leftRow)];
    const quint8 right = keys.kind[size_t(rightRow)];
    if (left != right) // the proxy reverses the answer for descending order: blanks stay last
        return order == Qt::AscendingOrder ? left < right : left > right;
    const int a = keys.position[size_t(leftRow)];
    const int b = keys.position[size_t(rightRow)];
    if (a != b)
        return a < b;
    return leftRow < rightRow; // stable: file order among equals
}
