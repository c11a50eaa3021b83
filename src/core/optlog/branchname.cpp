// SPDX-License-Identifier: MIT
#include "optlog/branchname.h"

#include <algorithm>

namespace {

QStringView fileNameOf(QStringView word)
{
    while (!word.isEmpty() && word.front() == u'`')
        word = word.sliced(1);
    while (!word.isEmpty() && word.back() == u'`')
        word.chop(1);
    const qsizetype slash = std::max(word.lastIndexOf(u'/'), word.lastIndexOf(u'\\'));
    return slash >= 0 ? word.sliced(slash + 1) : word;
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

} // namespace

namespace BranchName {

bool isBranchFile(QStringView word)
{
    QStringView name = fileNameOf(word);
    if (!(name.size() > 3 && name.endsWith(u".py")))
        return false;
    name.chop(3);
    if (const qsizetype opt = name.lastIndexOf(u"_opt_"); opt >= 0 && opt + 5 < name.size())
        return true;
    for (qsizetype at = name.indexOf(u"_round"); at >= 0; at = name.indexOf(u"_round", at + 1)) {
        qsizetype end = at + 6;
        while (end < name.size() && isDigit(name.at(end)))
            ++end;
        if (end > at + 6 && end + 1 < name.size() && name.at(end) == u'_')
            return true;
    }
    return false;
}

QString idOf(QStringView word)
{
    QStringView name = fileNameOf(word);
    if (!(name.size() > 3 && name.endsWith(u".py")))
        return name.toString();
    name.chop(3);
    // The last "_opt_" that a version follows ("_opt_v2_"): an operator's own name may hold
    // "_opt_" too ("fused_opt_step_opt_v1_a"). Without one, the last "_opt_" ("…_opt_r6a_x").
    qsizetype versioned = -1;
    qsizetype any = -1;
    for (qsizetype at = name.indexOf(u"_opt_"); at >= 0; at = name.indexOf(u"_opt_", at + 1)) {
        const QStringView rest = name.sliced(at + 5);
        any = at;
        if (rest.size() >= 2 && rest.at(0) == u'v' && isDigit(rest.at(1))) {
            qsizetype digits = 1;
            while (digits < rest.size() && isDigit(rest.at(digits)))
                ++digits;
            if (digits + 1 < rest.size() && rest.at(digits) == u'_')
                versioned = at;
        }
    }
    const qsizetype at = versioned >= 0 ? versioned : any;
    if (at >= 0 && at + 5 < name.size())
        return name.sliced(at + 5).toString();
    return name.toString();
}

} // namespace BranchName
