// SPDX-License-Identifier: MIT
#include "diff/parameterdiff.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

QString ParameterChange::statusName(Status status)
{
    switch (status) {
    case Status::Changed:
        return QCoreApplication::translate("ParameterChange", "changed");
    case Status::Added:
        return QCoreApplication::translate("ParameterChange", "added");
    case Status::Removed:
        return QCoreApplication::translate("ParameterChange", "removed");
    case Status::Unchanged:
        return QCoreApplication::translate("ParameterChange", "unchanged");
    }
    return QString();
}

QList<ParameterChange> ParameterDiff::compare(const KernelParameters &left, const KernelParameters &right,
                                              bool includeUnchanged)
{
    // Each key is built once per side (key() assembles a string; a kernel has hundreds).
    QList<QString> leftKeys;
    leftKeys.reserve(left.parameters.size());
    QHash<QString, int> leftIndex;
    for (int i = 0; i < left.parameters.size(); ++i) {
        leftKeys.append(left.parameters.at(i).key());
        leftIndex.insert(leftKeys.constLast(), i);
    }
    QList<QString> rightKeys;
    rightKeys.reserve(right.parameters.size());
    QSet<QString> rightKeySet;
    for (const KernelParameter &p : right.parameters) {
        rightKeys.append(p.key());
        rightKeySet.insert(rightKeys.constLast());
    }
    QList<bool> leftUsed(left.parameters.size(), false);
    QList<ParameterChange> out;
    int nextRemoved = 0; // left entries before this one are placed
    auto flushRemovedBefore = [&](int limit) {
        for (; nextRemoved < limit; ++nextRemoved) {
            if (leftUsed.at(nextRemoved))
                continue;
            const KernelParameter &p = left.parameters.at(nextRemoved);
            if (rightKeySet.contains(leftKeys.at(nextRemoved)))
                continue; // placed with its right-hand counterpart
            ParameterChange c;
            c.status = ParameterChange::Status::Removed;
            c.kind = p.kind;
            c.key = leftKeys.at(nextRemoved);
            c.label = p.label();
            c.leftValue = p.value;
            c.leftLine = p.line;
            out.append(c);
        }
    };
    for (int i = 0; i < right.parameters.size(); ++i) {
        const KernelParameter &p = right.parameters.at(i);
        const QString &key = rightKeys.at(i);
        ParameterChange c;
        c.kind = p.kind;
        c.key = key;
        c.label = p.label();
        c.rightValue = p.value;
        c.rightLine = p.line;
        const auto it = leftIndex.constFind(key);
        if (it == leftIndex.cend()) {
            c.status = ParameterChange::Status::Added;
        } else {
            flushRemovedBefore(it.value());
            leftUsed[it.value()] = true;
            const KernelParameter &l = left.parameters.at(it.value());
            c.leftValue = l.value;
            c.leftLine = l.line;
            c.status = l.value == p.value ? ParameterChange::Status::Unchanged : ParameterChange::Status::Changed;
        }
        if (includeUnchanged || c.status != ParameterChange::Status::Unchanged)
            out.append(c);
    }
    flushRemovedBefore(int(left.parameters.size()));
    return out;
}

QList<ParameterChange> ParameterDiff::compare(const QString &leftText, const QString &rightText, bool includeUnchanged)
{
    return compare(KernelParameters::scan(leftText), KernelParameters::scan(rightText), includeUnchanged);
}
