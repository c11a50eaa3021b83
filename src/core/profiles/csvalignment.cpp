// SPDX-License-Identifier: MIT
#include "profiles/csvalignment.h"

#include <QHash>
#include <algorithm>

namespace {

using Kind = MsprofCsv::FileKind;
using Unit = MsprofCsv::Unit;

// Spellings of the same column in different generations (§5: msprof renamed Block Dim → Block Num).
const char *const aliasPairs[][2] = {
    {"Block Dim", "Block Num"},
    {"Mix Block Dim", "Mix Block Num"},
    {"Device Id", "Device_id"},
};

int findColumn(const MsprofCsv &csv, const QString &name)
{
    if (const int exact = csv.columnIndex(name); exact >= 0)
        return exact;
    for (const auto &pair : aliasPairs) {
        const QString first = QLatin1StringView(pair[0]);
        const QString second = QLatin1StringView(pair[1]);
        if (name.compare(first, Qt::CaseInsensitive) == 0)
            return csv.columnIndex(second);
        if (name.compare(second, Qt::CaseInsensitive) == 0)
            return csv.columnIndex(first);
    }
    return -1;
}

// The columns that name a row, by file kind; empty = match rows by position.
QStringList keyColumns(Kind kind)
{
    switch (kind) {
    case Kind::OpSummary:
        return {QStringLiteral("Op Name")};
    case Kind::OpStatistic:
        return {QStringLiteral("OP Type"), QStringLiteral("Core Type")};
    case Kind::TaskTime:
        return {QStringLiteral("kernel_name")};
    case Kind::ApiStatistic:
        return {QStringLiteral("Level"), QStringLiteral("API Name")};
    case Kind::SimulatorInstructions:
        return {QStringLiteral("instr"), QStringLiteral("pipe")};
    case Kind::SimulatorCode:
        return {QStringLiteral("code")};
    default:
        return {};
    }
}

struct RowKey
{
    QString text;
    int block = -1;
    int order = 0; // position in its file, for files without block ids
};

QList<RowKey> rowKeys(const MsprofCsv &csv, const QList<int> &keys, bool blocks)
{
    QList<RowKey> result;
    result.reserve(csv.rowCount());
    QHash<QString, int> seen;
    for (qsizetype row = 0; row < csv.rowCount(); ++row) {
        RowKey key;
        key.order = int(row);
        if (keys.isEmpty()) {
            key.text = QStringLiteral("#%1").arg(row + 1);
        } else {
            QStringList parts;
            for (int column : keys)
                parts.append(csv.text(row, column));
            key.text = parts.join(QLatin1Char(' '));
            if (blocks) {
                const double id = csv.number(row, keys.first());
                key.block = std::isfinite(id) ? int(id) : -1;
            }
            // The same key twice (an op launched again): number the repeats.
            if (const int n = seen[key.text]++; n > 0)
                key.text += QStringLiteral(" #%1").arg(n + 1);
        }
        result.append(key);
    }
    return result;
}

MsprofCsv::Value missing()
{
    return {};
}

} // namespace

CsvAlignment CsvAlignment::align(const std::shared_ptr<const MsprofCsv> &a, const std::shared_ptr<const MsprofCsv> &b,
                                 double noiseThreshold)
{
    CsvAlignment alignment;
    alignment.a = a;
    alignment.b = b;
    alignment.noiseThreshold = noiseThreshold;
    const MsprofCsv empty;
    const MsprofCsv &csvA = a ? *a : empty;
    const MsprofCsv &csvB = b ? *b : empty;
    const Kind kind = csvA.fileKind() != Kind::Unknown ? csvA.fileKind() : csvB.fileKind();
    alignment.metric = MsprofCsv::kindName(kind);

    // Key columns: block_id (+ sub_block_id) for every per-core file; they must exist on both sides.
    QStringList keyNames;
    bool blocks = false;
    if (findColumn(csvA, QStringLiteral("block_id")) >= 0 && findColumn(csvB, QStringLiteral("block_id")) >= 0) {
        blocks = true;
        keyNames = {QStringLiteral("block_id")};
        if (findColumn(csvA, QStringLiteral("sub_block_id")) >= 0
            && findColumn(csvB, QStringLiteral("sub_block_id")) >= 0)
            keyNames.append(QStringLiteral("sub_block_id"));
    } else {
        keyNames = keyColumns(kind);
        for (const QString &name : std::as_const(keyNames)) {
            if (findColumn(csvA, name) < 0 || findColumn(csvB, name) < 0) {
                keyNames.clear();
                break;
            }
        }
    }
    QList<int> keysA, keysB;
    for (const QString &name : std::as_const(keyNames)) {
        Column column;
        column.a = findColumn(csvA, name);
        column.b = findColumn(csvB, name);
        column.name = csvA.columns().at(column.a).name;
        column.isKey = true;
        alignment.columns.append(column);
        keysA.append(column.a);
        keysB.append(column.b);
    }

    // Value columns: A's order; a column only B has goes right after its neighbour in B, so the
    // scalar-detail columns of 26.x sit next to the scalar columns both generations have.
    for (int i = 0; i < csvA.columnCount(); ++i) {
        if (keysA.contains(i))
            continue;
        const MsprofCsv::Column &source = csvA.columns().at(i);
        Column column;
        column.name = source.name;
        column.unit = source.unit;
        column.a = i;
        column.b = findColumn(csvB, source.name);
        if (column.b >= 0 && csvB.columns().at(column.b).name != source.name)
            column.nameB = csvB.columns().at(column.b).name;
        column.side = column.b >= 0 ? Side::Both : Side::OnlyA;
        alignment.columns.append(column);
    }
    int last = int(keyNames.size()) - 1;
    for (int j = 0; j < csvB.columnCount(); ++j) {
        if (keysB.contains(j))
            continue;
        const auto matched = std::find_if(alignment.columns.cbegin(), alignment.columns.cend(),
                                          [j](const Column &c) { return !c.isKey && c.b == j; });
        if (matched != alignment.columns.cend()) {
            last = int(matched - alignment.columns.cbegin());
            continue;
        }
        const MsprofCsv::Column &source = csvB.columns().at(j);
        Column column;
        column.name = source.name;
        column.unit = source.unit;
        column.b = j;
        column.side = Side::OnlyB;
        alignment.columns.insert(++last, column);
    }

    // Rows: by key; per-block files in block order, others in A's order with B's extra rows after.
    const QList<RowKey> rowsA = rowKeys(csvA, keysA, blocks);
    const QList<RowKey> rowsB = rowKeys(csvB, keysB, blocks);
    QHash<QString, qsizetype> inB;
    for (qsizetype i = 0; i < rowsB.size(); ++i)
        inB.insert(rowsB.at(i).text, i);
    QList<std::pair<RowKey, Row>> rows;
    QList<bool> usedB(rowsB.size(), false);
    for (qsizetype i = 0; i < rowsA.size(); ++i) {
        Row row;
        row.key = rowsA.at(i).text;
        row.a = i;
        if (const auto it = inB.constFind(row.key); it != inB.cend()) {
            row.b = it.value();
            usedB[it.value()] = true;
        }
        row.side = row.b >= 0 ? Side::Both : Side::OnlyA;
        rows.append({rowsA.at(i), row});
    }
    for (qsizetype i = 0; i < rowsB.size(); ++i) {
        if (usedB.at(i))
            continue;
        Row row;
        row.key = rowsB.at(i).text;
        row.b = i;
        row.side = Side::OnlyB;
        RowKey key = rowsB.at(i);
        key.order += int(rowsA.size()); // after A's rows
        rows.append({key, row});
    }
    if (blocks) {
        // sub_block_id sorts as msprof writes it: cube0 < vector0 < vector1 (§2).
        std::stable_sort(rows.begin(), rows.end(), [](const auto &x, const auto &y) {
            if (x.first.block != y.first.block)
                return x.first.block < y.first.block;
            return x.first.text < y.first.text;
        });
    } else {
        std::stable_sort(rows.begin(), rows.end(),
                         [](const auto &x, const auto &y) { return x.first.order < y.first.order; });
    }
    for (const auto &entry : std::as_const(rows))
        alignment.rows.append(entry.second);
    return alignment;
}

int CsvAlignment::columnCount(Side side) const
{
    return int(std::count_if(columns.cbegin(), columns.cend(), [side](const Column &c) { return c.side == side; }));
}

int CsvAlignment::rowCount(Side side) const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [side](const Row &r) { return r.side == side; }));
}

int CsvAlignment::columnIndex(const QString &name) const
{
    for (int i = 0; i < columns.size(); ++i) {
        if (columns.at(i).name == name || (!columns.at(i).nameB.isEmpty() && columns.at(i).nameB == name))
            return i;
    }
    return -1;
}

MsprofCsv::Value CsvAlignment::valueA(int row, int column) const
{
    if (!a || row < 0 || row >= rows.size() || column < 0 || column >= columns.size())
        return missing();
    const qsizetype r = rows.at(row).a;
    const int c = columns.at(column).a;
    return r >= 0 && c >= 0 ? a->value(r, c) : missing();
}

MsprofCsv::Value CsvAlignment::valueB(int row, int column) const
{
    if (!b || row < 0 || row >= rows.size() || column < 0 || column >= columns.size())
        return missing();
    const qsizetype r = rows.at(row).b;
    const int c = columns.at(column).b;
    return r >= 0 && c >= 0 ? b->value(r, c) : missing();
}

double CsvAlignment::numberA(int row, int column) const
{
    if (!a || row < 0 || row >= rows.size() || column < 0 || column >= columns.size())
        return std::numeric_limits<double>::quiet_NaN();
    return a->number(rows.at(row).a, columns.at(column).a);
}

double CsvAlignment::numberB(int row, int column) const
{
    if (!b || row < 0 || row >= rows.size() || column < 0 || column >= columns.size())
        return std::numeric_limits<double>::quiet_NaN();
    return b->number(rows.at(row).b, columns.at(column).b);
}

double CsvAlignment::delta(int row, int column) const
{
    return numberB(row, column) - numberA(row, column);
}

double CsvAlignment::ratio(int row, int column) const
{
    const double before = numberA(row, column);
    const double after = numberB(row, column);
    return before != 0 ? after / before : std::numeric_limits<double>::quiet_NaN();
}

CsvAlignment::Change CsvAlignment::change(int row, int column) const
{
    if (column < 0 || column >= columns.size() || columns.at(column).isKey)
        return Change::Unknown;
    return classify(numberA(row, column), numberB(row, column), columns.at(column).unit, noiseThreshold);
}

int CsvAlignment::changedCount(int column) const
{
    int count = 0;
    for (int row = 0; row < rows.size(); ++row) {
        const Change c = change(row, column);
        count += c == Change::Higher || c == Change::Lower;
    }
    return count;
}

QString CsvAlignment::versionNote() const
{
    QStringList parts;
    const auto version = [](const std::shared_ptr<const MsprofCsv> &csv) {
        return csv ? MsprofCsv::headerVersionName(csv->headerVersion()) : QStringLiteral("-");
    };
    if (version(a) != version(b))
        parts.append(tr("header versions differ (A %1, B %2)").arg(version(a), version(b)));
    if (const int n = columnCount(Side::OnlyA))
        parts.append(tr("%n column(s) only in A", nullptr, n));
    if (const int n = columnCount(Side::OnlyB))
        parts.append(tr("%n column(s) only in B", nullptr, n));
    if (const int n = rowCount(Side::OnlyA))
        parts.append(tr("%n row(s) only in A", nullptr, n));
    if (const int n = rowCount(Side::OnlyB))
        parts.append(tr("%n row(s) only in B", nullptr, n));
    return parts.join(QStringLiteral("; "));
}

CsvAlignment::Change CsvAlignment::classify(double a, double b, MsprofCsv::Unit unit, double threshold)
{
    if (!std::isfinite(a) || !std::isfinite(b))
        return Change::Unknown;
    const double difference = b - a;
    if (std::abs(difference) <= absoluteFloor(unit))
        return Change::Noise;
    if (a == 0)
        return difference > 0 ? Change::Higher : Change::Lower;
    const double relative = difference / std::abs(a);
    // Exactly the threshold is noise, however binary rounding leaves it (as DerivedSeries::classify).
    constexpr double Rounding = 1e-9;
    if (relative > threshold + Rounding)
        return Change::Higher;
    if (relative < -threshold - Rounding)
        return Change::Lower;
    return Change::Noise;
}

double CsvAlignment::absoluteFloor(MsprofCsv::Unit unit)
{
    switch (unit) {
    case Unit::Fraction:
        return 0.001; // 0.1 percentage point
    case Unit::Percent:
        return 0.1;
    case Unit::Microseconds:
        return 0.01;
    case Unit::GigabytesPerSecond:
        return 0.01;
    case Unit::Cycles:
        return 10;
    default:
        return 0;
    }
}

bool CsvAlignment::lowerIsBetter(MsprofCsv::Unit unit)
{
    return unit == Unit::Microseconds || unit == Unit::Cycles;
}

QString CsvAlignment::sideName(Side side)
{
    switch (side) {
    case Side::Both:
        return QStringLiteral("both");
    case Side::OnlyA:
        return QStringLiteral("only_a");
    case Side::OnlyB:
        return QStringLiteral("only_b");
    }
    return QString();
}

QString CsvAlignment::changeName(Change change)
{
    switch (change) {
    case Change::Noise:
        return QStringLiteral("noise");
    case Change::Higher:
        return QStringLiteral("higher");
    case Change::Lower:
        return QStringLiteral("lower");
    case Change::Unknown:
        return QStringLiteral("unknown");
    }
    return QString();
}
