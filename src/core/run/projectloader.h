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
    enum class Scope { Everything, WorkflowGate };

    static QFuture<ProjectSnapshotPtr> loadAsync(const QString &path);
    // Synchronous form for the CLI and tests; `promise` may be null.
    static ProjectSnapshotPtr load(const QString &path, Promise *promise = nullptr, Scope scope = Scope::Everything);

    static constexpr int ProgressSteps = 7;
};
