// SPDX-License-Identifier: MIT
#include "profiles/msprofcsv.h"

#include "profiles/csvfields.h"

using namespace CsvFields;

int MsprofCsv::line(qsizetype row) const
{
    return row >= 0 && row < rowCount() ? m_rows[size_t(row)].line : 0;
}

int MsprofCsv::columnIndex(const QString &name) const
{
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i).name == name)
            return i;
    }
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int MsprofCsv::columnIndex(const QStringList &aliases) const
{
    for (const QString &alias : aliases) {
        if (const int index = columnIndex(alias); index >= 0)
            return index;
    }
    return -1;
}

bool MsprofCsv::lineSpan(qsizetype row, const char **begin, const char **end) const
{
    if (row < 0 || row >= rowCount())
        return false;
    const RowRef &ref = m_rows[size_t(row)];
    *begin = m_bytes.constData() + ref.offset;
    *end = *begin + ref.length;
    return true;
}

bool MsprofCsv::cellSpan(qsizetype row, int column, const char **begin, const char **end, bool *quoted) const
{
    const char *lineBegin = nullptr;
    const char *lineEnd = nullptr;
    if (column < 0 || column >= columnCount() || !lineSpan(row, &lineBegin, &lineEnd))
        return false;
    bool found = false;
    const char *errorAt = nullptr;
    forEachField(
        lineBegin, lineEnd,
        [&](int index, const char *b, const char *e, bool q) {
            if (index != column)
                return true;
            *begin = b;
            *end = e;
            *quoted = q;
            found = true;
            return false;
        },
        &errorAt);
    return found;
}

MsprofCsv::Value MsprofCsv::value(qsizetype row, int column) const
{
    Value value;
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted))
        return value;
    value.kind = classify(begin, end, quoted);
    if (quoted) {
        value.text = unquote(begin, end);
        value.quoted = true;
        return value;
    }
    trim(begin, end);
    value.text = QString::fromUtf8(begin, end - begin);
    if (value.kind == Value::Kind::Number) {
        value.number = toNumber(begin, end);
        if (!std::isfinite(value.number))
            value.range = decimalOrder(begin, end) > 0 ? Value::Range::TooLarge : Value::Range::TooSmall;
    }
    return value;
}

MsprofCsv::Value::Kind MsprofCsv::cellKind(qsizetype row, int column) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted))
        return Value::Kind::Empty;
    return classify(begin, end, quoted);
}

double MsprofCsv::number(qsizetype row, int column) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool quoted = false;
    if (!cellSpan(row, column, &begin, &end, &quoted) || quoted)
        return std::numeric_limits<double>::quiet_NaN();
    trim(begin, end);
    return looksNumeric(begin, end) ? toNumber(begin, end) : std::numeric_limits<double>::quiet_NaN();
}

QList<double> MsprofCsv::rowNumbers(qsizetype row) const
{
    QList<double> result;
    const char *lineBegin = nullptr;
    const char *lineEnd = nullptr;
    if (!lineSpan(row, &lineBegin, &lineEnd))
        return result;
    result.fill(std::numeric_limits<double>::quiet_NaN(), columnCount());
    const char *errorAt = nullptr;
    forEachField(
        lineBegin, lineEnd,
        [&](int index, const char *b, const char *e, bool quoted) {
            if (index >= result.size())
                return false;
            trim(b, e);
            if (!quoted && looksNumeric(b, e))
                result[index] = toNumber(b, e);
            return true;
        },
        &errorAt);
    return result;
}

QByteArrayView MsprofCsv::rawLine(qsizetype row) const
{
    const char *begin = nullptr;
    const char *end = nullptr;
    if (!lineSpan(row, &begin, &end))
        return {};
    return QByteArrayView(begin, end - begin);
}

QString MsprofCsv::text(qsizetype row, int column) const
{
    return value(row, column).text;
}

QList<double> MsprofCsv::numbers(int column) const
{
    QList<double> result;
    if (column < 0 || column >= columnCount())
        return result;
    result.reserve(rowCount());
    for (qsizetype row = 0; row < rowCount(); ++row)
        result.append(number(row, column));
    return result;
}
