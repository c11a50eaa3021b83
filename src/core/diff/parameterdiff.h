// SPDX-License-Identifier: MIT
#pragma once

#include "base/kernelparameters.h"

#include <QList>
#include <QString>

// One tunable compared between two kernel files.
struct ParameterChange
{
    enum class Status { Changed, Added, Removed, Unchanged };

    Status status = Status::Unchanged;
    KernelParameter::Kind kind = KernelParameter::Kind::Constant;
    QString key;
    QString label; // "rms_norm_kernel.main › for t"
    QString leftValue;
    QString rightValue;
    int leftLine = 0; // 0 = not on that side
    int rightLine = 0;

    static QString statusName(Status status);
};

// What changed in a kernel's tunables: entries matched by kind, scope, name and occurrence, in the
// order of the right file with removed entries where they stood on the left.
class ParameterDiff
{
public:
    static QList<ParameterChange> compare(const KernelParameters &left, const KernelParameters &right,
                                          bool includeUnchanged = false);
    static QList<ParameterChange> compare(const QString &leftText, const QString &rightText,
                                          bool includeUnchanged = false);
};
