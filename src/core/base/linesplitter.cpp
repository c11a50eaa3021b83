// SPDX-License-Identifier: MIT
#include "base/linesplitter.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace {

// Bytes that may start a break, per mode (0 none, 1 a one-byte break, 2 the lead of a multi-byte one).
constexpr std::array<quint8, 256> startTable(bool universal, bool python)
{
    std::array<quint8, 256> t {};
    t['\n'] = 1;
    if (universal || python)
        t['\r'] = 1;
    if (python) {
        t[0x0b] = t[0x0c] = t[0x1c] = t[0x1d] = t[0x1e] = 1;
        t[0xc2] = 2; // U+0085 = C2 85
        t[0xe2] = 2; // U+2028 = E2 80 A8, U+2029 = E2 80 A9
    }
    return t;
}

constexpr auto universalStarts = startTable(true, false);
constexpr auto pythonStarts = startTable(false, true);

// Whether one of the eight bytes of `word` is at/above 0x80, or strictly between `low` and `high`
// (both at most 0x80), without a branch per byte ("hasbetween", Bit Twiddling Hacks).
constexpr quint64 bytesBetween(quint64 word, quint64 low, quint64 high)
{
    constexpr quint64 ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL, low7 = 0x7f * ones;
    return (ones * (127 + high) - (word & low7)) & ~word & ((word & low7) + ones * (127 - low)) & highs;
}

// False only when none of the eight bytes can start a break in any mode: none in 0x0a-0x0d (\n \v
// \f \r), none in 0x1c-0x1e, none at/above 0x80 (U+0085 and U+2028/9 lead with C2 and E2).
constexpr bool mayHoldBreak(quint64 word)
{
    return ((word & 0x8080808080808080ULL) | bytesBetween(word, 0x09, 0x0e) | bytesBetween(word, 0x1b, 0x1f)) != 0;
}

} // namespace

LineSplitter::LineSplitter(Breaks breaks, qsizetype maxLineBytes, LineSink onLine, PieceSink onOverlongPiece)
    : m_breaks(breaks)
    , m_maxLineBytes(maxLineBytes)
    , m_onLine(std::move(onLine))
    , m_onPiece(std::move(onOverlongPiece))
{ }

qsizetype LineSplitter::findBreak(QByteArrayView data, qsizetype from, qsizetype *length, qsizetype *undecided) const
{
    *undecided = data.size();
    const char *begin = data.data();
    const qsizetype size = data.size();
    if (m_breaks == Breaks::LineFeed) {
        const void *at = std::memchr(begin + from, '\n', size_t(size - from));
        *length = 1;
        return at ? static_cast<const char *>(at) - begin : -1;
    }
    const auto &starts = m_breaks == Breaks::Universal ? universalStarts : pythonStarts;
    for (qsizetype i = from; i < size; ++i) {
        // Eight bytes at a time past text that cannot hold a break: every break starts with a
        // byte in 0x0a-0x0d, in 0x1c-0x1e, or at/above 0x80, so tabs, NULs and other control bytes
        // (a file of NULs, a log's tabs) are passed over as fast as letters.
        while (size - i >= 8) {
            quint64 word;
            std::memcpy(&word, begin + i, 8);
            if (mayHoldBreak(word))
                break;
            i += 8;
        }
        if (i >= size)
            break;
        const auto c = static_cast<quint8>(begin[i]);
        const quint8 kind = starts[c];
        if (kind == 0)
            continue;
        if (kind == 1) {
            *length = c == '\r' && i + 1 < size && begin[i + 1] == '\n' ? 2 : 1;
            return i;
        }
        const auto at = [&](qsizetype k) {
            return static_cast<quint8>(begin[k]);
        };
        if (c == 0xc2) {
            if (i + 1 >= size) {
                *undecided = i;
                return -1;
            }
            if (at(i + 1) == 0x85) {
                *length = 2;
                return i;
            }
            continue;
        }
        // 0xe2
        if (i + 1 < size && at(i + 1) != 0x80)
            continue;
        if (i + 2 >= size) {
            *undecided = i;
            return -1;
        }
        if (at(i + 2) == 0xa8 || at(i + 2) == 0xa9) {
            *length = 3;
            return i;
        }
    }
    return -1;
}

void LineSplitter::append(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    m_size += bytes.size();
    if (m_overlong) {
        if (m_onPiece)
            m_onPiece(bytes);
        return;
    }
    if (m_pending.size() + bytes.size() <= m_maxLineBytes) {
        m_pending.append(bytes);
        return;
    }
    // Over the limit: what was kept and what follows stream by.
    m_overlong = true;
    if (m_onPiece) {
        if (!m_pending.isEmpty())
            m_onPiece(m_pending);
        m_onPiece(bytes);
    }
    m_pending.resize(0);
}

bool LineSplitter::endLine(bool ended, const QByteArrayView *whole)
{
    Line line;
    line.size = m_size;
    line.overlong = m_overlong;
    line.ended = ended;
    if (!m_overlong)
        line.bytes = whole ? *whole : QByteArrayView(m_pending);
    m_stopped = !m_onLine(line);
    m_pending.resize(0);
    m_size = 0;
    m_overlong = false;
    return !m_stopped;
}

bool LineSplitter::feed(QByteArrayView chunk)
{
    if (m_stopped)
        return false;
    QByteArray joined;
    if (!m_undecided.isEmpty()) {
        joined = m_undecided + chunk;
        m_undecided.clear();
        chunk = joined;
    }
    qsizetype pos = 0;
    if (m_afterCr && !chunk.isEmpty()) {
        m_afterCr = false;
        if (chunk.front() == '\n')
            pos = 1;
    }
    while (pos < chunk.size()) {
        qsizetype length = 0, undecided = 0;
        const qsizetype at = findBreak(chunk, pos, &length, &undecided);
        if (at < 0) {
            append(chunk.sliced(pos, undecided - pos));
            m_undecided = chunk.sliced(undecided).toByteArray();
            return true;
        }
        const bool lastIsCr = chunk[at + length - 1] == '\r';
        const QByteArrayView content = chunk.sliced(pos, at - pos);
        pos = at + length;
        // A whole line inside this chunk is handed on as a view, without a copy.
        if (m_pending.isEmpty() && !m_overlong && content.size() <= m_maxLineBytes) {
            m_size = content.size();
            if (!endLine(true, &content))
                return false;
        } else {
            append(content);
            if (!endLine(true))
                return false;
        }
        m_afterCr = lastIsCr && pos == chunk.size();
    }
    return true;
}

bool LineSplitter::finish()
{
    if (m_stopped)
        return false;
    if (!m_undecided.isEmpty()) {
        append(m_undecided);
        m_undecided.clear();
    }
    if (m_size == 0)
        return true;
    return endLine(false);
}
