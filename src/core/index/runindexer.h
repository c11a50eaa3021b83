// SPDX-License-Identifier: MIT
#pragma once

#include "review/runindexrow.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <atomic>
#include <functional>

class WorkspaceDatabase;

// Walks a repository (or any folder) for run directories, loads the ones whose files changed since
// the last index (ProjectLoader, in parallel on a bounded pool), runs both gate profiles, and
// stores one RunIndexRow per run in the workspace database. Unchanged runs are not read again:
// their fingerprint (every file's size and modification time) matches the stored one.
class RunIndexer
{
public:
    struct Options {
        int jobs = 0; // threads; 0 = one per core
        double noiseThreshold = 0.03;
        // Called from worker threads (serialise yourself): runs done, runs to read, current path.
        std::function<void(int done, int total, const QString &path)> progress;
        const std::atomic<bool> *cancel = nullptr;
    };
    struct Result {
        int found = 0; // run directories under the root
        int read = 0; // loaded because new or changed
        int unchanged = 0;
        QStringList errors; // "path: message" for runs that could not be loaded or stored
        QList<RunIndexRow> rows; // every run under the root, as stored (review status included)
        bool cancelled = false;
    };

    // What a walk could not list: a name that is not valid UTF-8 cannot be reached through a
    // QString path, so it is reported, and the rows under its folder are never pruned.
    struct Unlisted {
        QStringList errors; // "folder: message naming the entry (undecodable bytes as \xHH)"
        QStringList folders; // folders whose listing is incomplete
    };
    // perf_opt/ directories under root (root itself when it is one), sorted; never inside .git or
    // another perf_opt/.
    static QStringList findRuns(const QString &root, Unlisted *unlisted = nullptr);
    static QString fingerprint(const QString &perfOptDir, QString *lastChange = nullptr);
    // Reads one run into a row (no database).
    static RunIndexRow summarize(const QString &perfOptDir, double noiseThreshold, QString *error = nullptr);
    static Result index(const QString &root, WorkspaceDatabase *database, const Options &options);
    static QJsonObject toJson(const RunIndexRow &row);
};
