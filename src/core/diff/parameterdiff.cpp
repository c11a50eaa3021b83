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
    QHash<QString, int> leftIndex;
    for (int i = 0; i < left.parameters.size(); ++i)
        leftIndex.insert(left.parameters.at(i).key(), i);
    QSet<QString> rightKeys;
    for (const KernelParameter &p : right.parameters)
        rightKeys.insert(p.key());
    QList<bool> leftUsed(left.parameters.size(), false);
    QList<ParameterChange> out;
    int nextRemoved = 0; // left entries before this one are placed
    auto flushRemovedBefore = [&](int limit) {
        for (; nextRemoved < limit; ++nextRemoved) {
            if (leftUsed.at(nextRemoved))
                continue;
            const KernelParameter &p = left.parameters.at(nextRemoved);
            if (rightKeys.contains(p.key()))
                continue; // placed with its right-hand counterpart
            ParameterChange c;
            c.status = ParameterChange::Status::Removed;
            c.kind = p.kind;
            c.key = p.key();
            c.label = p.label();
            c.leftValue = p.value;
            c.leftLine = p.line;
            out.append(c);
        }
    };
    for (const KernelParameter &p : right.parameters) {
        const QString key = p.key();
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
