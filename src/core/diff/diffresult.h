// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffoptions.h"
#include "diff/difftext.h"

#include <QList>
#include <QString>

// A changed span inside one line, in UTF-16 units of the line's text.
struct DiffRange
{
    int start = 0;
    int length = 0;
    bool operator==(const DiffRange &) const = default;
};

// Two lines of a change that correspond (one edited into the other), with what changed inside.
struct DiffLinePair
{
    int left = -1; // 0-based line
    int right = -1;
    QList<DiffRange> leftRanges;
    QList<DiffRange> rightRanges;
};

// One region of change: leftCount lines of the left replaced by rightCount lines of the right.
// Lines are 0-based; an insertion has leftCount 0 and leftStart = the left line it comes before.
struct DiffChunk
{
    int leftStart = 0;
    int leftCount = 0;
    int rightStart = 0;
    int rightCount = 0;
    QList<DiffLinePair> pairs; // in order; lines of the chunk not in a pair are only removed/added

    int leftEnd() const { return leftStart + leftCount; }
    int rightEnd() const { return rightStart + rightCount; }
};

// A unified-diff hunk: chunks close enough to share context, 1-based like "@@ -a,b +c,d @@".
struct DiffHunk
{
    int leftStart = 0;
    int leftCount = 0;
    int rightStart = 0;
    int rightCount = 0;
    int firstChunk = 0;
    int lastChunk = 0;
    QString header() const;
};

// One display row: side by side, a paired change is one Changed row; inline, it is a Removed row
// followed later by an Added row.
struct DiffRow
{
    enum class Kind { Equal, Changed, Removed, Added };
    Kind kind = Kind::Equal;
    int left = -1;
    int right = -1;
    int chunk = -1;
};

// Unchanged lines hidden by folding: the same count on both sides.
struct DiffFold
{
    int leftStart = 0;
    int rightStart = 0;
    int count = 0;
};

// The comparison of two texts: chunks of changed lines with their intra-line ranges.
struct DiffResult
{
    DiffOptions options;
    DiffText left;
    DiffText right;
    QList<DiffChunk> chunks; // ordered, non-overlapping
    QString error; // libgit2's message when the diff could not be computed
    qint64 elapsedUs = 0;

    bool identical() const { return chunks.isEmpty() && error.isEmpty(); }
    int removedLines() const;
    int addedLines() const;

    // The chunk touching or following a line, for navigation: -1 when none.
    int chunkAtOrAfter(int line, bool leftSide) const;
    // Where a line of one side lies on the other, proportionally inside a chunk (scroll sync).
    double mapLine(double line, bool fromLeft) const;
    // The intra-line ranges of a line, empty when it is unchanged or unpaired.
    QList<DiffRange> rangesFor(int line, bool leftSide) const;
    // Whether a line is in a chunk.
    bool isChanged(int line, bool leftSide) const;

    QList<DiffHunk> hunks(int context) const;
    QList<DiffRow> sideBySideRows() const;
    QList<DiffRow> unifiedRows() const;
    // Unchanged runs with `context` lines kept next to each change; runs shorter than minimum stay.
    QList<DiffFold> folds(int context, int minimum = 3) const;
};
