// SPDX-License-Identifier: MIT
#include "diff/diffresult.h"

#include <algorithm>

QString DiffHunk::header() const
{
    auto range = [](int start, int count) -> QString {
        if (count == 1)
            return QString::number(start);
        return QString::number(start) + u',' + QString::number(count);
    };
    return QStringLiteral("@@ -") + range(leftStart, leftCount) + QStringLiteral(" +") + range(rightStart, rightCount)
        + QStringLiteral(" @@");
}

int DiffResult::removedLines() const
{
    int n = 0;
    for (const DiffChunk &c : chunks)
        n += c.leftCount;
    return n;
}

int DiffResult::addedLines() const
{
    int n = 0;
    for (const DiffChunk &c : chunks)
        n += c.rightCount;
    return n;
}

int DiffResult::chunkAtOrAfter(int line, bool leftSide) const
{
    const auto it = std::lower_bound(chunks.cbegin(), chunks.cend(), line, [leftSide](const DiffChunk &c, int l) {
        const int end = leftSide ? c.leftEnd() : c.rightEnd();
        const int start = leftSide ? c.leftStart : c.rightStart;
        return std::max(end, start + 1) <= l;
    });
    return it == chunks.cend() ? -1 : int(it - chunks.cbegin());
}

double DiffResult::mapLine(double line, bool fromLeft) const
{
    double delta = 0;
    for (const DiffChunk &c : chunks) {
        const int fromStart = fromLeft ? c.leftStart : c.rightStart;
        const int fromCount = fromLeft ? c.leftCount : c.rightCount;
        const int toStart = fromLeft ? c.rightStart : c.leftStart;
        const int toCount = fromLeft ? c.rightCount : c.leftCount;
        if (line < fromStart)
            break;
        if (line < fromStart + fromCount)
            return toStart + (line - fromStart) * toCount / fromCount;
        delta = (toStart + toCount) - (fromStart + fromCount);
    }
    return line + delta;
}

bool DiffResult::isChanged(int line, bool leftSide) const
{
    const int i = chunkAtOrAfter(line, leftSide);
    if (i < 0)
        return false;
    const DiffChunk &c = chunks.at(i);
    return leftSide ? (line >= c.leftStart && line < c.leftEnd()) : (line >= c.rightStart && line < c.rightEnd());
}

QList<DiffRange> DiffResult::rangesFor(int line, bool leftSide) const
{
    const int i = chunkAtOrAfter(line, leftSide);
    if (i < 0)
        return {};
    for (const DiffLinePair &p : chunks.at(i).pairs)
        if ((leftSide ? p.left : p.right) == line)
            return leftSide ? p.leftRanges : p.rightRanges;
    return {};
}

QList<DiffHunk> DiffResult::hunks(int context) const
{
    // xdiff's grouping: two changes share a hunk when at most 2 * context lines separate them.
    QList<DiffHunk> out;
    const int n = int(chunks.size());
    int i = 0;
    while (i < n) {
        int j = i;
        while (j + 1 < n && chunks.at(j + 1).leftStart - chunks.at(j).leftEnd() <= 2 * context)
            ++j;
        const DiffChunk &first = chunks.at(i);
        const DiffChunk &last = chunks.at(j);
        const int before = std::min(context, first.leftStart);
        const int leftBegin = first.leftStart - before;
        const int rightBegin = first.rightStart - before;
        const int after = std::min(context, left.lineCount() - last.leftEnd());
        DiffHunk h;
        h.leftCount = last.leftEnd() + after - leftBegin;
        h.rightCount = last.rightEnd() + after - rightBegin;
        h.leftStart = h.leftCount == 0 ? leftBegin : leftBegin + 1;
        h.rightStart = h.rightCount == 0 ? rightBegin : rightBegin + 1;
        h.firstChunk = i;
        h.lastChunk = j;
        out.append(h);
        i = j + 1;
    }
    return out;
}

QList<DiffRow> DiffResult::sideBySideRows() const
{
    QList<DiffRow> rows;
    rows.reserve(std::max(left.lineCount(), right.lineCount()) + 16);
    int l = 0, r = 0;
    auto equalUntil = [&](int leftStop) {
        while (l < leftStop)
            rows.append({DiffRow::Kind::Equal, l++, r++, -1});
    };
    for (int ci = 0; ci < chunks.size(); ++ci) {
        const DiffChunk &c = chunks.at(ci);
        equalUntil(c.leftStart);
        r = c.rightStart;
        for (const DiffLinePair &p : c.pairs) {
            while (l < p.left)
                rows.append({DiffRow::Kind::Removed, l++, -1, ci});
            while (r < p.right)
                rows.append({DiffRow::Kind::Added, -1, r++, ci});
            rows.append({DiffRow::Kind::Changed, l++, r++, ci});
        }
        while (l < c.leftEnd())
            rows.append({DiffRow::Kind::Removed, l++, -1, ci});
        while (r < c.rightEnd())
            rows.append({DiffRow::Kind::Added, -1, r++, ci});
    }
    equalUntil(left.lineCount());
    return rows;
}

QList<DiffRow> DiffResult::unifiedRows() const
{
    QList<DiffRow> rows;
    rows.reserve(left.lineCount() + addedLines() + 16);
    int l = 0, r = 0;
    for (int ci = 0; ci < chunks.size(); ++ci) {
        const DiffChunk &c = chunks.at(ci);
        while (l < c.leftStart)
            rows.append({DiffRow::Kind::Equal, l++, r++, -1});
        for (; l < c.leftEnd(); ++l)
            rows.append({DiffRow::Kind::Removed, l, -1, ci});
        for (r = c.rightStart; r < c.rightEnd(); ++r)
            rows.append({DiffRow::Kind::Added, -1, r, ci});
    }
    while (l < left.lineCount())
        rows.append({DiffRow::Kind::Equal, l++, r++, -1});
    return rows;
}

QList<DiffFold> DiffResult::folds(int context, int minimum) const
{
    QList<DiffFold> out;
    if (chunks.isEmpty())
        return out;
    context = std::max(0, context);
    auto add = [&](int leftStart, int rightStart, int count) {
        if (count >= std::max(1, minimum))
            out.append({leftStart, rightStart, count});
    };
    const DiffChunk &first = chunks.first();
    add(0, 0, first.leftStart - context);
    for (int i = 0; i + 1 < chunks.size(); ++i) {
        const DiffChunk &a = chunks.at(i);
        const DiffChunk &b = chunks.at(i + 1);
        add(a.leftEnd() + context, a.rightEnd() + context, b.leftStart - a.leftEnd() - 2 * context);
    }
    const DiffChunk &last = chunks.last();
    add(last.leftEnd() + context, last.rightEnd() + context, left.lineCount() - last.leftEnd() - context);
    return out;
}
