// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "records/perfrecord.h"
#include "run/kernelvariant.h"

#include <QHash>
#include <QList>
#include <QString>

struct RunLayout;

// How a recorded candidate_id was tied to a kernel file.
enum class VariantMatch {
    None,
    Exact, // the opt_id, v{iter}_{opt_id} or round + opt_id equals the candidate id
    Artifact, // Gen B artifact_path names the file
    Guess, // a partial name match; shown as a guess
};

struct LineageNode {
    QString candidateId;
    std::optional<QString> parentId;
    bool parentKnown = true; // false when parent_id names no recorded candidate
    int firstRound = -1;
    QList<int> recordLines; // lines in perf_records.jsonl
    int variantIndex = -1; // index into the snapshot's variants; -1 = no file
    VariantMatch match = VariantMatch::None;
    QString matchNote;
    QList<int> children; // node indexes
    bool anyL0Failure = false;
};

// The candidates of a run as a graph from parent_id, tied to their kernel files. Unknown parents,
// cycles, duplicate ids and candidates without a file become diagnostics; nothing here throws.
struct VariantLineage {
    QList<LineageNode> nodes;
    QHash<QString, int> indexOf; // candidate id -> node
    QList<int> roots;
    QList<int> unmeasuredVariants; // branch files no record cites
    QString finalCandidateId; // the recorded candidate whose file is byte-identical to the final kernel (a branch's, else the baseline's)
    Diagnostics diagnostics;

    const LineageNode *node(const QString &candidateId) const;
    static QString matchName(VariantMatch match);
    static VariantLineage build(const QList<PerfRecord> &records, const QList<KernelVariant> &variants,
                                const RunLayout &layout, const QString &recordsDisplayPath,
                                const QHash<QString, QByteArray> &fileDigests = {});
};
