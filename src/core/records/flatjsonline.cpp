// SPDX-License-Identifier: MIT
#include "records/flatjsonline.h"

#include <charconv>
#include <cmath>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

// Python's json skips only these four.
inline void skipJsonSpace(const char *&p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        ++p;
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// A string without escapes or control characters; `asciiOnly` also refuses bytes >= 0x80.
bool scanString(const char *&p, const char *end, QByteArrayView &out, bool asciiOnly)
{
    const char *begin = ++p;
#ifdef __SSE2__
    // Sixteen bytes at a time up to the first one the loop below must look at (a quote, a
    // backslash, a control character, or a byte >= 0x80 when asciiOnly): most of a record line.
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i lastControl = _mm_set1_epi8(0x1F);
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i control = _mm_cmpeq_epi8(_mm_max_epu8(bytes, lastControl), lastControl);
        const __m128i stop
            = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)), control);
        const int mask = _mm_movemask_epi8(stop) | (asciiOnly ? _mm_movemask_epi8(bytes) : 0);
        if (mask != 0) {
            p += __builtin_ctz(unsigned(mask));
            break;
        }
        p += 16;
    }
#endif
    while (p < end) {
        const unsigned char c = static_cast<unsigned char>(*p);
        if (c == '"') {
            out = QByteArrayView(begin, p - begin);
            ++p;
            return true;
        }
        if (c == '\\' || c < 0x20 || (asciiOnly && c >= 0x80))
            return false;
        ++p;
    }
    return false;
}

bool scanNumber(const char *&p, const char *end, FlatJsonLine::Field &field)
{
    const char *begin = p;
    if (p < end && *p == '-')
        ++p;
    if (p >= end || !isDigit(*p))
        return false;
    if (*p == '0')
        ++p;
    else
        while (p < end && isDigit(*p))
            ++p;
    bool isFloat = false;
    if (p + 1 < end && *p == '.' && isDigit(p[1])) {
        isFloat = true;
        ++p;
        while (p < end && isDigit(*p))
            ++p;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        const char *q = p + 1;
        if (q < end && (*q == '+' || *q == '-'))
            ++q;
        if (q < end && isDigit(*q)) {
            isFloat = true;
            while (q < end && isDigit(*q))
                ++q;
            p = q;
        }
    }
    field.text = QByteArrayView(begin, p - begin);
    if (isFloat) {
        const auto [at, ec] = std::from_chars(begin, p, field.number);
        if (ec != std::errc() || at != p || !std::isfinite(field.number))
            return false; // overflow and underflow: let the slow path decide as it always has
        field.kind = FlatJsonLine::Kind::Float;
        return true;
    }
    const auto [at, ec] = std::from_chars(begin, p, field.integer);
    if (ec != std::errc() || at != p)
        return false; // beyond 64 bits: the slow path keeps it as a double and says so
    field.kind = FlatJsonLine::Kind::Integer;
    field.number = double(field.integer);
    return true;
}

bool startsWith(const char *p, const char *end, const char *literal, qsizetype n)
{
    return end - p >= n && std::equal(literal, literal + n, p);
}

} // namespace

QByteArrayView FlatJson::stripAscii(QByteArrayView line, Spaces spaces, bool *exact)
{
    qsizetype b = 0, e = line.size();
    while (b < e && isAsciiSpace(line[b], spaces))
        ++b;
    while (e > b && isAsciiSpace(line[e - 1], spaces))
        --e;
    *exact = b == e || (static_cast<unsigned char>(line[b]) < 0x80 && static_cast<unsigned char>(line[e - 1]) < 0x80);
    return line.sliced(b, e - b);
}

bool FlatJsonLine::parse(QByteArrayView line)
{
    m_fields.clear();
    const char *p = line.data();
    const char *end = p + line.size();
    if (p >= end || *p != '{')
        return false;
    ++p;
    skipJsonSpace(p, end);
    if (p < end && *p == '}')
        return p + 1 == end;
    while (true) {
        skipJsonSpace(p, end);
        if (p >= end || *p != '"')
            return false;
        Field field;
        if (!scanString(p, end, field.key, true))
            return false;
        skipJsonSpace(p, end);
        if (p >= end || *p != ':')
            return false;
        ++p;
        skipJsonSpace(p, end);
        if (p >= end)
            return false;
        switch (*p) {
        case '"':
            field.kind = Kind::String;
            if (!scanString(p, end, field.text, false))
                return false;
            break;
        case 't':
            if (!startsWith(p, end, "true", 4))
                return false;
            field.kind = Kind::Bool;
            field.boolean = true;
            p += 4;
            break;
        case 'f':
            if (!startsWith(p, end, "false", 5))
                return false;
            field.kind = Kind::Bool;
            p += 5;
            break;
        case 'n':
            if (!startsWith(p, end, "null", 4))
                return false;
            field.kind = Kind::Null;
            p += 4;
            break;
        default:
            if (!scanNumber(p, end, field))
                return false;
        }
        if (contains(field.key))
            return false; // duplicate keys: the slow path reports them
        m_fields.append(field);
        skipJsonSpace(p, end);
        if (p >= end)
            return false;
        if (*p == ',') {
            ++p;
            continue;
        }
        if (*p == '}')
            return p + 1 == end;
        return false;
    }
}
