// SPDX-License-Identifier: MIT
#pragma once

#include "base/generation.h"

#include <QList>
#include <QString>

struct RunLayout;

// One kernel file of a run: the baseline, the final kernel, an experiment branch or a history
// version, with what its name says about round and opt_id.
struct KernelVariant {
    enum class Kind { Baseline, Final, Branch, History };

    Kind kind = Kind::Branch;
    QString relativePath; // relative to the operator directory
    QString fileName;
    int iteration = -1; // v{iter} / round{iter}; -1 when the name has none
    QString optId; // part after the iteration ("bs256"), or after "_opt_" for non-v names ("r6a_notdone")
    Generation naming = Generation::Unknown; // which generation's naming rule matched

    static QString kindName(Kind kind);
    // Every kernel file of the layout, baseline and final first, branches by (iteration, name).
    static QList<KernelVariant> collect(const RunLayout &layout);
    // Parses a file name against {op}; returns false when it is not a branch of {op}.
    static bool parseBranchName(const QString &fileName, const QString &op, KernelVariant &out);
};
