// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "profiles/profilerun.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <functional>
#include <utility>

// The msprof runs of one operator directory: perf_opt/profiles/ (and, when asked, the A/B
// workdirs perf_opt/ab_*). A scan only lists directories and reads the one-row OpBasicInfo of each
// launch, because Task Duration is shown everywhere; metric CSVs are read on demand with MsprofCsv.
// Symbolic links and ".." never lead outside the operator directory: such a path is reported,
// not followed.
class ProfileIndex
{
    Q_DECLARE_TR_FUNCTIONS(ProfileIndex)

public:
    // Called once per directory visited; return false to cancel.
    using Progress = std::function<bool(qint64 directoriesVisited, qint64 runsFound)>;

    struct Options
    {
        bool includeAbWorkdirs = false; // also <perf_opt>/ab_*/
        Progress progress;
        int maxDepth = 16; // below the profiles directory
        // The sizes of the CSVs (MetricFile::size: the profile browser's column, a comparison's
        // progress). Off, a file costs no stat: a command's check of 1,500 runs saves ~4k calls.
        bool fileSizes = true;
    };

    // What a record's msprof_raw_path points at.
    struct Resolution
    {
        QString relativeDir; // normalised, relative to the operator directory; empty if rejected
        QList<ProfileRun> runs;
        // Findings about the path itself: file = the raw path as written, and the message names it.
        // The walk under it (a broken link, …) names its own file. Callers add the record's line.
        Diagnostics diagnostics;
    };

    static ProfileIndex scan(const QString &operatorDir,
                             const QString &profilesRelDir = QStringLiteral("perf_opt/profiles"));
    static ProfileIndex scan(const QString &operatorDir, const QString &profilesRelDir, const Options &options);

    // Maps msprof_raw_path to runs: with or without the perf_opt/ prefix, with or without a
    // trailing slash, naming a run, a folder inside a run, or a folder holding runs. A path that
    // is absolute, climbs out with "..", or leaves through a symlink gives a diagnostic and no runs.
    // Folders the scan did not cover (an ab_* workdir) are listed on demand.
    // describeMissing = false: a path that does not exist gets its diagnostic without a message
    // (for a caller that only counts them past a limit; 13.5k such paths cost a message each).
    Resolution resolveRawPath(const QString &msprofRawPath, bool describeMissing = true) const;

    QString operatorDir() const { return m_operatorDir; }
    QString profilesRelDir() const { return m_profilesRelDir; }
    bool profilesDirExists() const { return m_profilesDirExists; }
    bool wasCancelled() const { return m_cancelled; }
    const QList<ProfileRun> &runs() const { return m_runs; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    const ProfileRun *runAt(const QString &relativeDir) const;
    QString absolutePath(const QString &relativePath) const;

private:
    class Scanner;
    // What the scan saw of a name in a folder it listed; Unknown when it did not list the folder.
    enum class Seen : quint8 { Unknown, Missing, Dir, File, Other };
    // Listed folder -> its entries, sorted by name (DirEntries' order): a binary search, where a
    // hash per folder cost an insertion per entry of thousands of folders.
    using Tree = QHash<QString, QList<std::pair<QString, Seen>>>;

    QList<ProfileRun> runsAlong(const QString &dirRel) const;
    Seen seen(const QString &relativePath) const;

    QString m_operatorDir; // absolute
    QString m_canonicalRoot;
    QString m_profilesRelDir;
    QString m_perfOptRelDir; // the folder above m_profilesRelDir, which msprof_raw_paths are relative to
    bool m_profilesDirExists = false;
    bool m_cancelled = false;
    QList<ProfileRun> m_runs;
    Diagnostics m_diagnostics;
    // The folders the scan listed, so thousands of records' raw paths resolve without a system
    // call each (most name runs that were never captured).
    Tree m_tree;
};
