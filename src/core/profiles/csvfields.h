// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

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

// Walks the fields of one line [p, end) (no line terminator). Quoted fields are handed over without
// their quotes, with "" still doubled. The callback returns false to stop early.
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
