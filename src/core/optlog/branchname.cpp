// SPDX-License-Identifier: MIT
#include "optlog/branchname.h"

#include <algorithm>

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

QStringView unquoted(QStringView word)
{
    while (!word.isEmpty() && word.front() == u'`')
        word = word.sliced(1);
    while (!word.isEmpty() && word.back() == u'`')
        word.chop(1);
    return word;
}

bool isPythonFile(QStringView word)
{
    return word.size() > 3 && word.endsWith(u".py");
}

// A .py word's file name without its folders and ".py"; other words as they are.
QStringView stemOf(QStringView word)
{
    word = unquoted(word);
    if (!isPythonFile(word))
        return word;
    const qsizetype slash = std::max(word.lastIndexOf(u'/'), word.lastIndexOf(u'\\'));
    return (slash >= 0 ? word.sliced(slash + 1) : word).chopped(3);
}

// Where the id starts in a Gen A branch file's stem: after the last "_opt_" that a round tag
// follows, the workflow's "v2_" or a non-v tag such as "r6a_" ("…_opt_r6a_notdone"): up to two
// letters, digits, letters, '_', then the rest. -1 when there is none ("bench_opt_tool",
// "rms_norm_opt_"): an operator's own name may hold "_opt_" too ("fused_opt_step_opt_v1_a").
qsizetype optIdStart(QStringView stem)
{
    qsizetype found = -1;
    for (qsizetype at = stem.indexOf(u"_opt_"); at >= 0; at = stem.indexOf(u"_opt_", at + 1)) {
        const QStringView rest = stem.sliced(at + 5);
        qsizetype i = 0;
        while (i < rest.size() && i < 2 && isLetter(rest.at(i)))
            ++i;
        const qsizetype digits = i;
        while (i < rest.size() && isDigit(rest.at(i)))
            ++i;
        if (i == digits)
            continue;
        while (i < rest.size() && isLetter(rest.at(i)))
            ++i;
        if (i + 1 < rest.size() && rest.at(i) == u'_')
            found = at + 5;
    }
    return found;
}

// Gen B: "…_round<N>_<id>".
bool hasRoundTag(QStringView stem)
{
    for (qsizetype at = stem.indexOf(u"_round"); at >= 0; at = stem.indexOf(u"_round", at + 1)) {
        qsizetype end = at + 6;
        while (end < stem.size() && isDigit(stem.at(end)))
            ++end;
        if (end > at + 6 && end + 1 < stem.size() && stem.at(end) == u'_')
            return true;
    }
    return false;
}

} // namespace

namespace BranchName {

bool isBranchFile(QStringView word)
{
    const QStringView bare = unquoted(word);
    if (!isPythonFile(bare))
        return false;
    const QStringView stem = stemOf(bare);
    return optIdStart(stem) >= 0 || hasRoundTag(stem);
}

QString idOf(QStringView word)
{
    const QStringView stem = stemOf(word);
    if (!isPythonFile(unquoted(word)))
        return stem.toString();
    const qsizetype at = optIdStart(stem);
    return (at >= 0 ? stem.sliced(at) : stem).toString();
}

} // namespace BranchName
