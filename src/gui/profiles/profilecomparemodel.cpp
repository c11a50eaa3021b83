// SPDX-License-Identifier: MIT
#include "profiles/profilecomparemodel.h"

#include "profiles/msprofcsvmodel.h"

#include <QBrush>
#include <QColor>

namespace {

using Change = CsvAlignment::Change;
using Side = CsvAlignment::Side;
using Unit = MsprofCsv::Unit;

QString formatNumber(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', 6) : QString();
}

QString formatRatio(double value)
{
    return std::isfinite(value) ? QString::number(value, 'f', 3) : QString();
}

QString summaryValue(double value, Unit unit)
{
    if (!std::isfinite(value))
        return QString();
    if (unit == Unit::Fraction)
        return QString::number(value * 100, 'f', 2) + QLatin1Char('%');
    if (unit == Unit::Count || unit == Unit::Megahertz || unit == Unit::Cycles)
        return QString::number(qint64(value));
    return QString::number(value, 'f', 3);
}

QString changeText(Change change)
{
    switch (change) {
    case Change::Noise:
        return ProfileCompareModel::tr("within noise");
    case Change::Higher:
        return ProfileCompareModel::tr("higher");
    case Change::Lower:
        return ProfileCompareModel::tr("lower");
    case Change::Unknown:
        break;
    }
    return QString();
}

QString sectionLabel(const QString &section)
{
    if (section == QLatin1String("task_duration"))
        return ProfileCompareModel::tr("Task Duration");
    if (section == QLatin1String("basic_info"))
        return ProfileCompareModel::tr("OpBasicInfo");
    if (section == QLatin1String("pipes"))
        return ProfileCompareModel::tr("Pipes");
    if (section == QLatin1String("load_balance"))
        return ProfileCompareModel::tr("Load balance");
    if (section == QLatin1String("l2_cache"))
        return ProfileCompareModel::tr("L2 cache");
    if (section == QLatin1String("memory"))
        return ProfileCompareModel::tr("Memory");
    if (section == QLatin1String("conflicts"))
        return ProfileCompareModel::tr("Conflicts");
    return section;
}

QColor oneSided()
{
    return QColor(128, 128, 128, 48);
}

} // namespace

ProfileCompareModel::ProfileCompareModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

QColor ProfileCompareModel::changeColor(Change change, Unit unit)
{
    if (change != Change::Higher && change != Change::Lower)
        return QColor();
    if (CsvAlignment::lowerIsBetter(unit))
        return change == Change::Lower ? QColor(0x2e, 0xa0, 0x43, 90) : QColor(0xd0, 0x30, 0x30, 90);
    return QColor(0xf0, 0xa0, 0x20, 90);
}

void ProfileCompareModel::clear()
{
    beginResetModel();
    m_mode = Mode::Summary;
    m_rows.clear();
    m_table = CsvAlignment();
    m_columns.clear();
    endResetModel();
}

void ProfileCompareModel::setSummary(const QList<ProfileComparison::Row> &rows)
{
    beginResetModel();
    m_mode = Mode::Summary;
    m_rows = rows;
    m_table = CsvAlignment();
    m_columns.clear();
    endResetModel();
}

void ProfileCompareModel::setTable(const CsvAlignment &table)
{
    beginResetModel();
    m_mode = Mode::Table;
    m_rows.clear();
    m_table = table;
    m_columns.clear();
    for (int i = 0; i < table.columns.size(); ++i) {
        const CsvAlignment::Column &column = table.columns.at(i);
        if (column.isKey)
            m_columns.append({i, Part::Key});
        else if (column.side == Side::OnlyA)
            m_columns.append({i, Part::OnlyA});
        else if (column.side == Side::OnlyB)
            m_columns.append({i, Part::OnlyB});
        else
            m_columns += {{i, Part::A}, {i, Part::B}, {i, Part::Delta}, {i, Part::Ratio}};
    }
    endResetModel();
}

int ProfileCompareModel::alignedColumn(int column) const
{
    return m_mode == Mode::Table && column >= 0 && column < m_columns.size() ? m_columns.at(column).aligned : -1;
}

ProfileCompareModel::Part ProfileCompareModel::part(int column) const
{
    return m_mode == Mode::Table && column >= 0 && column < m_columns.size() ? m_columns.at(column).part : Part::Key;
}

bool ProfileCompareModel::rowChanged(int row) const
{
    if (m_mode == Mode::Summary) {
        const Change c = row >= 0 && row < m_rows.size() ? m_rows.at(row).change : Change::Unknown;
        return c == Change::Higher || c == Change::Lower;
    }
    for (int c = 0; c < m_table.columns.size(); ++c) {
        const Change change = m_table.change(row, c);
        if (change == Change::Higher || change == Change::Lower)
            return true;
    }
    return false;
}

bool ProfileCompareModel::columnChanged(int column) const
{
    const int aligned = alignedColumn(column);
    if (aligned < 0)
        return true;
    if (m_columns.at(column).part == Part::Key)
        return true;
    return m_table.changedCount(aligned) > 0;
}

int ProfileCompareModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_mode == Mode::Summary ? int(m_rows.size()) : int(m_table.rows.size());
}

int ProfileCompareModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_mode == Mode::Summary ? SummaryColumnCount : int(m_columns.size());
}

QVariant ProfileCompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    return m_mode == Mode::Summary ? summaryData(index, role) : tableData(index, role);
}

QVariant ProfileCompareModel::summaryData(const QModelIndex &index, int role) const
{
    const ProfileComparison::Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SectionColumn:
            return sectionLabel(row.section);
        case FigureColumn: {
            const QString unit = MsprofCsv::unitSymbol(row.unit);
            return unit.isEmpty() || row.label.contains(QLatin1Char('(') + unit + QLatin1Char(')'))
                ? row.label
                : QString(row.label + QStringLiteral(" (") + unit + QLatin1Char(')'));
        }
        case AColumn:
            return summaryValue(row.a, row.unit);
        case BColumn:
            return summaryValue(row.b, row.unit);
        case DeltaColumn:
            return summaryValue(row.delta(), row.unit);
        case RatioColumn:
            return formatRatio(row.ratio());
        case ChangeColumn:
            return changeText(row.change);
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case SectionColumn:
            return row.section;
        case FigureColumn:
            return row.label;
        case AColumn:
            return row.a;
        case BColumn:
            return row.b;
        case DeltaColumn:
            return row.delta();
        case RatioColumn:
            return row.ratio();
        case ChangeColumn:
            return int(row.change);
        }
        return {};
    case Qt::BackgroundRole:
        if (index.column() >= BColumn) {
            const QColor color = changeColor(row.change, row.unit);
            if (color.isValid())
                return QBrush(color);
        }
        if ((index.column() == AColumn && !std::isfinite(row.a))
            || (index.column() == BColumn && !std::isfinite(row.b)))
            return QBrush(oneSided());
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= AColumn && index.column() <= RatioColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                          : QVariant();
    case Qt::ToolTipRole:
        return row.key;
    case ChangeRole:
        return int(row.change);
    default:
        return {};
    }
}

QVariant ProfileCompareModel::tableData(const QModelIndex &index, int role) const
{
    const ColumnRef ref = m_columns.at(index.column());
    const CsvAlignment::Row &row = m_table.rows.at(index.row());
    const CsvAlignment::Column &column = m_table.columns.at(ref.aligned);
    const int r = index.row();
    const int c = ref.aligned;
    const Change change = m_table.change(r, c);
    switch (role) {
    case Qt::DisplayRole:
        switch (ref.part) {
        case Part::Key: {
            const MsprofCsv::Value value = row.a >= 0 ? m_table.valueA(r, c) : m_table.valueB(r, c);
            return value.text;
        }
        case Part::A:
        case Part::OnlyA: {
            const MsprofCsv::Value value = m_table.valueA(r, c);
            return value.kind == MsprofCsv::Value::Kind::NotAvailable ? QString() : value.text;
        }
        case Part::B:
        case Part::OnlyB: {
            const MsprofCsv::Value value = m_table.valueB(r, c);
            return value.kind == MsprofCsv::Value::Kind::NotAvailable ? QString() : value.text;
        }
        case Part::Delta:
            return formatNumber(m_table.delta(r, c));
        case Part::Ratio:
            return formatRatio(m_table.ratio(r, c));
        }
        return {};
    case SortRole:
        switch (ref.part) {
        case Part::Key: {
            const double n = row.a >= 0 ? m_table.numberA(r, c) : m_table.numberB(r, c);
            return std::isfinite(n) ? QVariant(n) : QVariant(data(index, Qt::DisplayRole));
        }
        case Part::A:
        case Part::OnlyA:
            return m_table.numberA(r, c);
        case Part::B:
        case Part::OnlyB:
            return m_table.numberB(r, c);
        case Part::Delta:
            return m_table.delta(r, c);
        case Part::Ratio:
            return m_table.ratio(r, c);
        }
        return {};
    case Qt::BackgroundRole:
        if (row.side != Side::Both || ref.part == Part::OnlyA || ref.part == Part::OnlyB)
            return QBrush(oneSided());
        if (ref.part == Part::B || ref.part == Part::Delta || ref.part == Part::Ratio) {
            const QColor color = changeColor(change, column.unit);
            if (color.isValid())
                return QBrush(color);
        }
        return {};
    case Qt::TextAlignmentRole:
        return ref.part == Part::Key ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (row.side == Side::OnlyA)
            return tr("Row %1 is only in A").arg(row.key);
        if (row.side == Side::OnlyB)
            return tr("Row %1 is only in B").arg(row.key);
        if (ref.part == Part::OnlyA || ref.part == Part::OnlyB)
            return tr("%1 is only in %2: the msprof versions differ")
                .arg(column.name, ref.part == Part::OnlyA ? QStringLiteral("A") : QStringLiteral("B"));
        if (ref.part != Part::Key)
            return tr("%1, row %2: A %3, B %4, %5")
                .arg(column.name, row.key, m_table.valueA(r, c).text, m_table.valueB(r, c).text, changeText(change));
        return {};
    case ChangeRole:
        return int(change);
    case SideRole:
        return int(row.side);
    default:
        return {};
    }
}

QVariant ProfileCompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (m_mode == Mode::Table && role == Qt::DisplayRole && section >= 0 && section < m_table.rows.size())
            return m_table.rows.at(section).key;
        return {};
    }
    if (m_mode == Mode::Summary) {
        if (role != Qt::DisplayRole)
            return {};
        switch (section) {
        case SectionColumn:
            return tr("Section");
        case FigureColumn:
            return tr("Figure");
        case AColumn:
            return tr("A");
        case BColumn:
            return tr("B");
        case DeltaColumn:
            return tr("B − A");
        case RatioColumn:
            return tr("B / A");
        case ChangeColumn:
            return tr("Change");
        }
        return {};
    }
    if (section < 0 || section >= m_columns.size())
        return {};
    const ColumnRef ref = m_columns.at(section);
    const CsvAlignment::Column &column = m_table.columns.at(ref.aligned);
    MsprofCsv::Column shown;
    shown.name = column.name;
    shown.unit = MsprofCsv::unitForHeader(column.name, &shown.key, &shown.estimate);
    const QString title = MsprofCsvModel::columnTitle(shown);
    switch (role) {
    case Qt::DisplayRole:
        switch (ref.part) {
        case Part::Key:
            return title;
        case Part::A:
            return QString(title + QStringLiteral("\nA"));
        case Part::B:
            return QString(title + QStringLiteral("\nB"));
        case Part::Delta:
            return QString(title + QStringLiteral("\nB − A"));
        case Part::Ratio:
            return QString(title + QStringLiteral("\nB / A"));
        case Part::OnlyA:
            return QString(title + QLatin1Char('\n') + tr("only in A"));
        case Part::OnlyB:
            return QString(title + QLatin1Char('\n') + tr("only in B"));
        }
        return {};
    case Qt::ToolTipRole:
        if (!column.nameB.isEmpty())
            return tr("A calls it %1, B calls it %2").arg(column.name, column.nameB);
        if (ref.part == Part::OnlyA || ref.part == Part::OnlyB)
            return tr("Only one run's file has this column: the msprof versions differ (A %1, B %2)")
                .arg(m_table.a ? MsprofCsv::headerVersionName(m_table.a->headerVersion()) : QString(),
                     m_table.b ? MsprofCsv::headerVersionName(m_table.b->headerVersion()) : QString());
        return column.name;
    case PartRole:
        return int(ref.part);
    case AlignedColumnRole:
        return ref.aligned;
    default:
        return {};
    }
}
