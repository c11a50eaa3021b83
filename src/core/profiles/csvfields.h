// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

// The byte-level scanning of one CSV line, shared by the parser (which indexes a file once) and the
// cell accessors (which decode a cell when asked): fields, quotes, blanks, NA and plain numbers.
// Inline on purpose: these run once per cell of a 100 MB file.
namespace CsvFields {

// What a cell holds, as far as the bytes tell.
enum class CellKind { Empty, Number, NotAvailable, Text };

enum class LineStatus { Ok, UnterminatedQuote, TextAfterQuote };

// memchr over [p, end); the explicit empty-range check also keeps GCC's -Wstringop-overread quiet.
inline const char *find(const char *p, const char *end, char c)
{
    if (p >= end)
        return nullptr;
    return static_cast<const char *>(std::memchr(p, c, size_t(end - p)));
}

inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

inline void trim(const char *&begin, const char *&end)
{
    while (begin < end && isBlank(*begin))
        ++begin;
    while (end > begin && isBlank(end[-1]))
        --end;
}

// Python's csv.field_size_limit(): the longest quoted field that may run over line ends.
inline constexpr qsizetype MaxQuotedFieldBytes = 128 * 1024;
// The longest row that may run over line ends (several such fields).
inline constexpr qsizetype MaxRowSpanBytes = 1024 * 1024;

enum class RowScan { Complete, NeedMore, Unterminated };

// Where the row that starts at `begin` ends, as Python's csv reads it: at the first line end outside
// a quoted field (a quote opens one only where a field starts). Complete sets *newline to that line
// end, or to null when the row runs to `end` (atEnd: the file ends there). NeedMore: the bytes end
// inside a quoted field, or on a quote that may be the first of "". Unterminated: a quoted field is
// still open at the end of the file or runs past MaxQuotedFieldBytes; the caller takes the physical
// line and says why.
inline RowScan scanRow(const char *begin, const char *end, bool atEnd, const char **newline)
{
    *newline = nullptr;
    bool fieldStart = true;
    for (const char *p = begin; p < end;) {
        if (*p == '"' && fieldStart) {
            const char *q = p + 1;
            for (;;) {
                q = find(q, end, '"');
                if (!q || q - p > MaxQuotedFieldBytes)
                    return q || atEnd || end - p > MaxQuotedFieldBytes ? RowScan::Unterminated : RowScan::NeedMore;
                if (q + 1 == end && !atEnd)
                    return RowScan::NeedMore;
                if (q + 1 == end || q[1] != '"')
                    break;
                q += 2;
            }
            p = q + 1;
            fieldStart = false;
            continue;
        }
        if (*p == '\n') {
            *newline = p;
            return RowScan::Complete;
        }
        fieldStart = *p == ',';
        ++p;
    }
    return atEnd ? RowScan::Complete : RowScan::NeedMore;
}

// Walks the fields of one row [p, end) (no final line terminator; a quoted field may hold line
// ends). Quoted fields are handed over without their quotes, with "" still doubled. The callback
// returns false to stop early.
template<typename Callback>
inline LineStatus forEachField(const char *p, const char *end, Callback &&callback, const char **errorAt)
{
    int index = 0;
    for (;;) {
        const char *fieldEnd = nullptr;
        if (p < end && *p == '"') {
            const char *q = p + 1;
            for (;;) {
                q = find(q, end, '"');
                if (!q) {
                    *errorAt = p;
                    return LineStatus::UnterminatedQuote;
                }
                if (q + 1 < end && q[1] == '"') {
                    q += 2;
                    continue;
                }
                break;
            }
            const char *contentBegin = p + 1;
            fieldEnd = q + 1;
            while (fieldEnd < end && isBlank(*fieldEnd))
                ++fieldEnd;
            if (fieldEnd < end && *fieldEnd != ',') {
                *errorAt = fieldEnd;
                return LineStatus::TextAfterQuote;
            }
            if (!callback(index++, contentBegin, q, true))
                return LineStatus::Ok;
        } else {
            const char *comma = find(p, end, ',');
            fieldEnd = comma ? comma : end;
            if (!callback(index++, p, fieldEnd, false))
                return LineStatus::Ok;
        }
        if (fieldEnd >= end)
            return LineStatus::Ok;
        p = fieldEnd + 1;
        if (p == end) { // a separator at the very end: msprof op's trailing comma
            callback(index++, p, p, false);
            return LineStatus::Ok;
        }
    }
}

inline QString unquote(const char *begin, const char *end)
{
    QByteArray bytes(begin, end - begin);
    bytes.replace("\"\"", "\"");
    return QString::fromUtf8(bytes);
}

inline bool isNotAvailable(const char *begin, const char *end)
{
    const auto length = end - begin;
    // msprof op writes NA; app-level msprof and some docs write N/A.
    return (length == 2 && begin[0] == 'N' && begin[1] == 'A')
        || (length == 3 && (begin[0] == 'N' || begin[0] == 'n') && begin[1] == '/'
            && (begin[2] == 'A' || begin[2] == 'a'));
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Plain decimal numbers only: "nan" or "inf" in a CSV are text, not numbers.
inline bool looksNumeric(const char *p, const char *end)
{
    if (p < end && (*p == '-' || *p == '+'))
        ++p;
    int digits = 0;
    while (p < end && isDigit(*p)) {
        ++p;
        ++digits;
    }
    if (p < end && *p == '.') {
        ++p;
        while (p < end && isDigit(*p)) {
            ++p;
            ++digits;
        }
    }
    if (digits == 0)
        return false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '-' || *p == '+'))
            ++p;
        if (p == end || !isDigit(*p))
            return false;
        while (p < end && isDigit(*p))
            ++p;
    }
    return p == end;
}

// The decimal order of a plain number's first significant digit (1e400 and 10e399: 400; 0.05: -2),
// 0 when every digit is 0. The exponent saturates far beyond a double's range. Tells a number too
// large for a double from one too small, which from_chars both refuse as out of range.
inline qint64 decimalOrder(const char *p, const char *end)
{
    if (p < end && (*p == '-' || *p == '+'))
        ++p;
    qint64 integerDigits = 0; // from the first significant one
    for (; p < end && isDigit(*p); ++p) {
        if (integerDigits > 0 || *p != '0')
            ++integerDigits;
    }
    bool significant = integerDigits > 0;
    qint64 order = integerDigits - 1;
    if (p < end && *p == '.') {
        qint64 place = 0;
        for (++p; p < end && isDigit(*p); ++p) {
            ++place;
            if (!significant && *p != '0') {
                significant = true;
                order = -place;
            }
        }
    }
    if (!significant)
        return 0;
    qint64 exponent = 0;
    bool negative = false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '-' || *p == '+'))
            negative = *p++ == '-';
        for (; p < end && isDigit(*p); ++p)
            exponent = std::min<qint64>(exponent * 10 + (*p - '0'), 1000000000);
    }
    return order + (negative ? -exponent : exponent);
}

inline double toNumber(const char *begin, const char *end)
{
    if (begin < end && *begin == '+')
        ++begin;
    double value = std::numeric_limits<double>::quiet_NaN();
    std::from_chars(begin, end, value);
    return value;
}

inline CellKind classify(const char *begin, const char *end, bool quoted)
{
    using Kind = CellKind;
    if (quoted)
        return Kind::Text;
    trim(begin, end);
    if (begin == end)
        return Kind::Empty;
    if (isNotAvailable(begin, end))
        return Kind::NotAvailable;
    return looksNumeric(begin, end) ? Kind::Number : Kind::Text;
}

} // namespace CsvFields
