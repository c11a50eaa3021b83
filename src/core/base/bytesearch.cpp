// SPDX-License-Identifier: MIT
#include "base/bytesearch.h"

#include <cstring>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace ByteSearch {

bool contains(QByteArrayView haystack, QByteArrayView needle)
{
    const qsizetype n = haystack.size();
    const qsizetype k = needle.size();
    if (k == 0)
        return true;
    if (k > n)
        return false;
    qsizetype i = 0;
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
                    return true;
                mask &= mask - 1;
            }
        }
    }
#endif
    const std::string_view rest(haystack.data() + i, size_t(n - i));
    return rest.find(std::string_view(needle.data(), size_t(k))) != std::string_view::npos;
}

} // namespace ByteSearch
