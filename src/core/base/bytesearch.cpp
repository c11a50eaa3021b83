// SPDX-License-Identifier: MIT
#include "base/bytesearch.h"

#include <algorithm>
#include <cstring>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace ByteSearch {

qsizetype indexOf(QByteArrayView haystack, QByteArrayView needle, qsizetype from)
{
    const qsizetype n = haystack.size();
    const qsizetype k = needle.size();
    qsizetype i = std::max<qsizetype>(from, 0);
    if (k == 0)
        return i <= n ? i : -1;
    if (i > n - k)
        return -1;
#ifdef __SSE2__
    if (k >= 2) {
        const char *h = haystack.data();
        const char *w = needle.data();
        const __m128i first = _mm_set1_epi8(w[0]);
        const __m128i last = _mm_set1_epi8(w[k - 1]);
        // Candidates start at i .. i + 15; their last bytes end at i + 15 + k - 1 < n.
        for (; i + 15 + k - 1 < n; i += 16) {
            const __m128i starts = _mm_loadu_si128(reinterpret_cast<const __m128i *>(h + i));
            const __m128i ends = _mm_loadu_si128(reinterpret_cast<const __m128i *>(h + i + k - 1));
            unsigned mask = unsigned(
                _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(starts, first), _mm_cmpeq_epi8(ends, last))));
            while (mask) {
                const int bit = __builtin_ctz(mask);
                if (std::memcmp(h + i + bit + 1, w + 1, size_t(k - 2)) == 0)
                    return i + bit;
                mask &= mask - 1;
            }
        }
    }
#endif
    const std::string_view rest(haystack.data() + i, size_t(n - i));
    const size_t at = rest.find(std::string_view(needle.data(), size_t(k)));
    return at == std::string_view::npos ? -1 : i + qsizetype(at);
}

bool contains(QByteArrayView haystack, QByteArrayView needle)
{
    return indexOf(haystack, needle) >= 0;
}

qsizetype indexOfLetter(QByteArrayView haystack, char lower, qsizetype from)
{
    const char *h = haystack.data();
    const qsizetype n = haystack.size();
    qsizetype i = std::max<qsizetype>(from, 0);
#ifdef __SSE2__
    // Setting bit 0x20 maps the capital onto the small letter, and no other byte onto it.
    const __m128i caseBit = _mm_set1_epi8(0x20);
    const __m128i letter = _mm_set1_epi8(lower);
    for (; n - i >= 16; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(h + i));
        if (const int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(bytes, caseBit), letter)))
            return i + __builtin_ctz(unsigned(mask));
    }
#endif
    for (; i < n; ++i)
        if ((h[i] | 0x20) == lower)
            return i;
    return -1;
}

bool containsEither(QByteArrayView haystack, QByteArrayView a, QByteArrayView b)
{
    const qsizetype n = haystack.size();
    const qsizetype ka = a.size();
    const qsizetype kb = b.size();
    if (ka < 2 || kb < 2)
        return contains(haystack, a) || contains(haystack, b);
    qsizetype i = 0;
#ifdef __SSE2__
    const char *h = haystack.data();
    const __m128i firstA = _mm_set1_epi8(a[0]), lastA = _mm_set1_epi8(a[ka - 1]);
    const __m128i firstB = _mm_set1_epi8(b[0]), lastB = _mm_set1_epi8(b[kb - 1]);
    const qsizetype longest = std::max(ka, kb);
    const auto load = [](const char *p) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    };
    // Candidates start at i .. i + 15; the longer needle's last bytes end before n.
    for (; i + 15 + longest - 1 < n; i += 16) {
        const __m128i starts = load(h + i);
        unsigned maskA = unsigned(_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(starts, firstA), _mm_cmpeq_epi8(load(h + i + ka - 1), lastA))));
        unsigned maskB = unsigned(_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(starts, firstB), _mm_cmpeq_epi8(load(h + i + kb - 1), lastB))));
        for (; maskA; maskA &= maskA - 1)
            if (std::memcmp(h + i + __builtin_ctz(maskA) + 1, a.data() + 1, size_t(ka - 2)) == 0)
                return true;
        for (; maskB; maskB &= maskB - 1)
            if (std::memcmp(h + i + __builtin_ctz(maskB) + 1, b.data() + 1, size_t(kb - 2)) == 0)
                return true;
    }
#endif
    const QByteArrayView rest = haystack.sliced(i);
    return contains(rest, a) || contains(rest, b);
}

} // namespace ByteSearch
