// SPDX-License-Identifier: MIT
#pragma once

#include "run/projectsnapshot.h"

#include <QFuture>
#include <QPromise>

// Reads a run off the calling thread: QtConcurrent with a QPromise for progress text and cancel.
// The result is one immutable snapshot; a cancelled load yields no result.
class ProjectLoader
{
public:
    using Promise = QPromise<ProjectSnapshotPtr>;

    // What to read. WorkflowGate reads exactly what the workflow's gate reads (the records, the
    // log, perf_feedback.md, the final kernel and the inventory) and leaves the log unparsed and
    // the kernel variants, lineage, profiles and logs unread.
    // WithoutProfiles reads everything but the profile and log indexes and the whole file tree (the
    // slow part of a run with many msprof folders): what the workbench paints first;
    // indexProfiles() completes it (ProjectSnapshot::treePending says the tree is still to come).
    enum class Scope { Everything, WorkflowGate, WithoutProfiles };

    // Whether the layout lists every file below perf_opt/ (RunLayout::entries, the workbench's file
    // browser; thousands of profile folders) or only its top level (what every command needs).
    enum class FileTree { TopLevel, Whole };

    static QFuture<ProjectSnapshotPtr> loadAsync(const QString &path, Scope scope = Scope::Everything,
                                                 FileTree tree = FileTree::TopLevel);
    // Synchronous form for the CLI and tests; `promise` may be null.
    static ProjectSnapshotPtr load(const QString &path, Promise *promise = nullptr, Scope scope = Scope::Everything,
                                   FileTree tree = FileTree::TopLevel);

    // A copy of `partial` (loaded WithoutProfiles) with its profiles and logs indexed and every
    // record tied to its profile runs: the same snapshot load(Everything) would have built.
    static ProjectSnapshotPtr indexProfiles(const ProjectSnapshotPtr &partial, Promise *promise = nullptr);
    static QFuture<ProjectSnapshotPtr> indexProfilesAsync(const ProjectSnapshotPtr &partial);

    static constexpr int ProgressSteps = 7;
    // Records whose msprof_raw_path does not exist, listed one by one; the rest are counted in one
    // diagnostic (a run shared without profiles/ names thousands, one identical warning each).
    static constexpr int MaxMissingRawPathDiagnostics = 100;
    // A log this large or larger is parsed on a pool thread while the records are read.
    static constexpr qsizetype ParseLogAlongsideBytes = 64 * 1024;

private:
    // Step 4 of a load: profiles, logs, records <-> profile runs. False when cancelled.
    static bool indexProfilesInto(ProjectSnapshot &snapshot, Promise *promise);
};
