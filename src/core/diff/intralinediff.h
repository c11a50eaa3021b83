// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffoptions.h"
#include "diff/diffresult.h"

#include <QList>
#include <QStringView>
#include <utility>

// What changed inside a pair of lines, by words (identifier runs, single punctuation and
// whitespace characters; each CJK character is its own word) or by characters.
class IntraLineDiff
{
public:
    struct Result
    {
        QList<DiffRange> left;
        QList<DiffRange> right;
    };

    // Lines that share too little are reported without ranges: the whole line is the change.
    static constexpr double MinimumShared = 0.4;

    static Result compare(QStringView left, QStringView right, DiffOptions::IntraLine granularity,
                          bool ignoreWhitespace = false);
    // 0..1, how alike two lines are (Dice coefficient of character bigrams, whitespace trimmed).
    static double similarity(QStringView a, QStringView b);
    // Which lines of a chunk correspond: an order-keeping alignment maximising similarity.
    // Returns (left index, right index) pairs, indexes into the given lists.
    static QList<std::pair<int, int>> pairLines(const QList<QStringView> &left, const QList<QStringView> &right);
};
