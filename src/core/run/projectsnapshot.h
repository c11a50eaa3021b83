// SPDX-License-Identifier: MIT
#pragma once

#include "base/textfile.h"
#include "optlog/optlog.h"
#include "profiles/profileindex.h"
#include "records/derivedseries.h"
#include "records/perfrecordsfile.h"
#include "run/kernelvariant.h"
#include "run/logsindex.h"
#include "run/runlayout.h"
#include "run/variantlineage.h"
#include "run/workloadinventory.h"

#include <QDateTime>
#include <QHash>
#include <array>
#include <memory>

// Everything read from one run, immutable once built. Views hold a shared pointer and swap in a
// new snapshot after a reload; nothing edits one in place.
struct ProjectSnapshot {
    QString openedPath;
    RunLayout layout;
    Generation generation = Generation::Unknown;
    QStringList generationEvidence;
    PerfRecordsFile records;
    TextFile optLogFile;
    OptLog optLog; // parsed from optLogFile
    TextFile perfFeedbackFile;
    TextFile finalKernelFile;
    WorkloadInventory inventory;
    QList<KernelVariant> variants;
    VariantLineage lineage;
    ProfileIndex profiles; // perf_opt/profiles and the ab_* workdirs
    LogsIndex logs;
    QHash<int, QStringList> recordRuns; // records line -> profile runs (relative dirs) its msprof_raw_path names
    Diagnostics profileLinkDiagnostics; // msprof_raw_path problems, at the record's line
    Diagnostics recordDiagnostics; // what only the run's layout tells about a record (artifact_path leaving it)
    Diagnostics readDiagnostics; // files RunRead refused (link, outside, not regular) or cut
    // False for the first, quick snapshot the workbench shows before the profiles and logs are
    // indexed (ProjectLoader::Scope::WithoutProfiles); profiles, logs and recordRuns are empty then.
    bool profilesIndexed = false;
    // The whole file tree (RunLayout::entries) was asked for and is listed with the profiles.
    bool treePending = false;
    // Loaded for the workbench (ProjectLoader::FileTree::Whole): its profile browser shows file sizes.
    bool forBrowsing = false;
    QDateTime loadedAt;

    QString operatorName() const { return layout.operatorName; }
    // The candidate the run ended with: Gen B's final records, else the log's final winner.
    QString finalCandidateId() const;
    // Per-key Task Duration series: the records when the run has a plottable record, else the
    // Task Duration values the log's tables state.
    DerivedSeries derivedSeries(double noiseThreshold) const;
    // The records' series alone (empty without records). Of duplicate baseline or final records of a
    // key, both take the one the log states (final_latency, Gen B's Final table), as the gate does.
    DerivedSeries recordSeries(double noiseThreshold) const;
    // Stable identity of the run for the workspace database: its path plus a hash of the log's
    // first lines, so that notes and snapshots survive a moved folder.
    QString runKey() const;
    // Every diagnostic of every part, in a stable order (layout, records, inventory, lineage, …).
    Diagnostics diagnostics() const;
    // The same, part by part, without gathering a copy (a large run has tens of thousands).
    template<typename Visit> void forEachDiagnostic(Visit &&visit) const
    {
        for (const Diagnostics *part : diagnosticParts())
            for (const Diagnostic &d : *part)
                visit(d);
    }
    qsizetype diagnosticCount() const;

private:
    std::array<const Diagnostics *, 10> diagnosticParts() const;
};

using ProjectSnapshotPtr = std::shared_ptr<const ProjectSnapshot>;
