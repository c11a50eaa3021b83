// SPDX-License-Identifier: MIT
#include "base/textlines.h"

#include <algorithm>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace {

bool isBreak(QChar c)
{
    return c == u'\n' || c == u'\r';
}

char16_t codeOf(char c)
{
    return char16_t(uchar(c));
}

char16_t codeOf(QChar c)
{
    return c.unicode();
}

// Whether a line ends at i: "\n", or "\r" not followed by "\n" (that "\n" ends it).
template<typename Text> bool endsLineAt(const Text &text, qsizetype i)
{
    const char16_t c = codeOf(text[i]);
    return c == u'\n' || (c == u'\r' && (i + 1 >= text.size() || codeOf(text[i + 1]) != u'\n'));
}

// The first index from i on whose unit is '\r' or below (or size): sixteen bytes at a time.
qsizetype skipToControl(QByteArrayView text, qsizetype i)
{
#ifdef __SSE2__
    const __m128i cr = _mm_set1_epi8('\r');
    for (; text.size() - i >= 16; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + i));
        // A byte at or below '\r' saturates to zero.
        if (const int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_subs_epu8(bytes, cr), _mm_setzero_si128())))
            return i + __builtin_ctz(unsigned(mask));
    }
#endif
    while (i < text.size() && codeOf(text[i]) > u'\r')
        ++i;
    return i;
}

qsizetype skipToControl(QStringView text, qsizetype i)
{
#ifdef __SSE2__
    const __m128i cr = _mm_set1_epi16('\r');
    for (; text.size() - i >= 8; i += 8) {
        const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.utf16() + i));
        if (const int mask = _mm_movemask_epi8(_mm_cmpeq_epi16(_mm_subs_epu16(units, cr), _mm_setzero_si128())))
            return i + __builtin_ctz(unsigned(mask)) / 2;
    }
#endif
    while (i < text.size() && codeOf(text[i]) > u'\r')
        ++i;
    return i;
}

// One loop for the bytes md4c walks and the decoded text the claims read.
template<typename Text> std::vector<qsizetype> startsOf(Text text)
{
    std::vector<qsizetype> starts {0};
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        i = skipToControl(text, i); // nearly every character is none
        if (i >= size)
            break;
        if (endsLineAt(text, i))
            starts.push_back(i + 1);
    }
    return starts;
}

} // namespace

QStringList TextLines::split(QStringView text)
{
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!isBreak(text[i]))
            continue;
        lines.append(text.sliced(start, i - start).toString());
        if (text[i] == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
            ++i;
        start = i + 1;
    }
    lines.append(text.sliced(start).toString());
    return lines;
}

QStringList TextLines::splitUtf8(QByteArrayView utf8)
{
    // A line end is one byte of its own in UTF-8 (never part of a longer sequence), so a sequence
    // cut by it is replaced on its line as it is in the whole text.
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        if (utf8[i] != '\n' && utf8[i] != '\r')
            continue;
        lines.append(decoded(utf8, start, i));
        if (utf8[i] == '\r' && i + 1 < utf8.size() && utf8[i + 1] == '\n')
            ++i;
        start = i + 1;
    }
    lines.append(decoded(utf8, start, utf8.size()));
    return lines;
}

QString TextLines::decoded(QByteArrayView utf8, qsizetype start, qsizetype end)
{
    // fromUtf8 skips a byte order mark that starts its input: the text's, not one that starts a
    // later line (files joined with their marks).
    const QByteArrayView part = utf8.sliced(start, end - start);
    QString text = QString::fromUtf8(part);
    if (start > 0 && part.startsWith("\xEF\xBB\xBF"))
        text.prepend(QChar(0xFEFF));
    return text;
}

std::vector<qsizetype> TextLines::starts(QByteArrayView utf8)
{
    return startsOf(utf8);
}

std::vector<qsizetype> TextLines::starts(QStringView text)
{
    return startsOf(text);
}

qsizetype TextLines::indexOfLetter(QStringView text, qsizetype from, char16_t lower)
{
    qsizetype i = std::max<qsizetype>(from, 0);
#ifdef __SSE2__
    // Setting bit 0x20 maps the capital to the small letter (and nothing else onto it).
    const __m128i caseBit = _mm_set1_epi16(0x20);
    const __m128i letter = _mm_set1_epi16(short(lower));
    for (; text.size() - i >= 8; i += 8) {
        const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.utf16() + i));
        if (const int mask = _mm_movemask_epi8(_mm_cmpeq_epi16(_mm_or_si128(units, caseBit), letter)))
            return i + __builtin_ctz(unsigned(mask)) / 2;
    }
#endif
    for (; i < text.size(); ++i)
        if ((text[i].unicode() | 0x20) == lower)
            return i;
    return -1;
}

int TextLines::lineOf(QByteArrayView utf8, qsizetype offset)
{
    const QByteArrayView before = utf8.first(std::clamp<qsizetype>(offset, 0, utf8.size()));
    const char *p = before.data();
    const qsizetype n = before.size();
    if (n == 0)
        return 1; // (and no null pointer for memchr)
    qsizetype i = 0;
    int line = 1;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n');
    for (; n - i >= 16; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        for (unsigned mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline))); mask; mask &= mask - 1)
            ++line;
    }
#endif
    for (; i < n; ++i)
        line += p[i] == '\n';
    // A "\r" ends a line too, unless a "\n" follows it (then that one counted).
    for (const char *r = static_cast<const char *>(std::memchr(p, '\r', size_t(n))); r;
         r = static_cast<const char *>(std::memchr(r + 1, '\r', size_t(p + n - r - 1)))) {
        const qsizetype next = r - p + 1;
        if (next >= utf8.size() || utf8[next] != '\n')
            ++line;
    }
    return line;
}

int TextLines::countUnit(QStringView text, char16_t unit)
{
    qsizetype i = 0;
    int count = 0;
#ifdef __SSE2__
    const __m128i wanted = _mm_set1_epi16(short(unit));
    for (; text.size() - i >= 8; i += 8) {
        const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.utf16() + i));
        // Two mask bits per match; matches are sparse, so clear them one by one (popcount without
        // -mpopcnt is a call into libgcc).
        for (unsigned mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi16(units, wanted))); mask; mask &= mask - 1)
            ++count;
    }
#endif
    count /= 2;
    for (; i < text.size(); ++i)
        count += text[i].unicode() == unit;
    return count;
}
