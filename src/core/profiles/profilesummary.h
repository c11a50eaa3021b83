// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "profiles/msprofcsv.h"
#include "profiles/profilerun.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>
#include <memory>

// What one msprof run says at a glance, computed from its CSVs (shared/docs/msprof-formats.md §3):
// the OpBasicInfo card, pipe utilisation per core type averaged over blocks, per-block core time
// (load imbalance), L2 hit rates, memory bandwidth, resource conflicts, and for multi-launch runs the
// Task Duration distribution. Every column is found by header name, so 8.x and 26.x files both work;
// what a file lacks is simply absent. Per-block values come from one launch: the one asked for, else
// the launch whose Task Duration is closest to the median (the workflow's metric).
struct ProfileSummary
{
    Q_DECLARE_TR_FUNCTIONS(ProfileSummary)

public:
    enum class Core { Aic, Aiv }; // cube core (AIC) and vector core (AIV)
    enum class Pipe { Cube, Vector, Scalar, Mte1, Mte2, Mte3, Fixpipe };

    struct Stat
    {
        int count = 0;
        double mean = std::numeric_limits<double>::quiet_NaN();
        double min = std::numeric_limits<double>::quiet_NaN();
        double max = std::numeric_limits<double>::quiet_NaN();
        double sum = 0;

        bool isValid() const { return count > 0; }
        void add(double value); // NaN is ignored
        void finish();
    };

    // One pipe of one core type: busy fraction (0..1) and busy time over the blocks that have it.
    struct PipeUse
    {
        Core core = Core::Aiv;
        Pipe pipe = Pipe::Vector;
        QString ratioColumn; // "aiv_vec_ratio"
        QString source; // metric file it came from: "PipeUtilization"
        Stat ratio;
        Stat timeUs;
    };

    // One (block, sub-block) row: the time its core was busy. Cube rows use aic_time, vector rows aiv_time.
    struct BlockTime
    {
        int blockId = -1;
        QString subBlock; // cube0, vector0, vector1; empty when the file has no sub_block_id
        Core core = Core::Aiv;
        double timeUs = std::numeric_limits<double>::quiet_NaN();
    };

    // How evenly one core type's blocks were loaded: imbalance = max / mean − 1.
    struct LoadBalance
    {
        Core core = Core::Aiv;
        Stat timeUs;
        int slowestBlock = -1;
        QString slowestSubBlock;
        int fastestBlock = -1;
        QString fastestSubBlock;

        double imbalance() const
        {
            return timeUs.mean > 0 ? timeUs.max / timeUs.mean - 1.0 : std::numeric_limits<double>::quiet_NaN();
        }
    };

    // A column of a metric file reduced over its rows. Totals (KB, counters) are in stat.sum.
    struct Metric
    {
        QString metric; // file: "L2Cache"
        QString column; // header as written: "aiv_total_hit_rate(%)"
        MsprofCsv::Unit unit = MsprofCsv::Unit::None;
        Stat stat;
        bool derived = false; // computed here (e.g. hit rate from counters), not a column of the file
    };

    struct LaunchDuration
    {
        QString label; // "main_kernel/0", "device1/main_kernel/2"; the run name for a flat run
        QString relativeDir;
        double taskDurationUs = std::numeric_limits<double>::quiet_NaN();
    };

    // msprof op simulator: one core's instructions by pipe (from <core>_instr_exe.csv).
    struct SimulatorCore
    {
        QString name; // core0.veccore0
        QString file;
        qint64 instructions = 0; // rows (distinct instruction PCs)
        qint64 calls = 0;
        qint64 cycles = 0;
        double runningTimeUs = 0;
        QList<QPair<QString, qint64>> pipeCycles; // pipe -> cycles, most cycles first
    };

    struct Options
    {
        int launch = -1; // index into ProfileRun::launches; -1 = the median launch
        // Bytes done / total over every file read; return false to cancel.
        MsprofCsv::Progress progress;
        // Files the caller already read, by relative path: used instead of reading them again.
        const QHash<QString, std::shared_ptr<const MsprofCsv>> *parsed = nullptr;
    };

    QString runDir;
    QString runName;
    ProfileRun::Kind kind = ProfileRun::Kind::Flat;
    OpBasicInfo basicInfo; // of the run (Nested: Task Duration is the median over launches)
    OpBasicInfo launchInfo; // of the launch the per-block values come from
    TaskDurationStats durations;
    QList<LaunchDuration> launches;
    int launchIndex = -1;
    QString launchDir;
    QStringList files; // every CSV of the launch, OpBasicInfo first: what a table can show
    QStringList metricFiles; // relative paths of the files read for this summary
    QString pipeHeaderVersion; // "cann8", "cann9" or "unknown"
    QList<PipeUse> pipes;
    QList<BlockTime> blocks;
    QList<LoadBalance> balance;
    QList<Metric> l2Cache;
    QList<Metric> memory;
    QList<Metric> conflicts;
    QList<SimulatorCore> simulatorCores;
    Diagnostics diagnostics;
    bool cancelled = false;

    // (max − min) / median of Task Duration over launches; NaN with fewer than two launches.
    double spread() const;
    const PipeUse *pipe(Core core, Pipe pipe) const;
    const LoadBalance *loadBalance(Core core) const;
    const Metric *metric(const QString &column) const; // in l2Cache, memory or conflicts

    // Paths in the run are relative to baseDir (the operator directory of a ProfileIndex).
    static ProfileSummary compute(const ProfileRun &run, const QString &baseDir);
    static ProfileSummary compute(const ProfileRun &run, const QString &baseDir, const Options &options);
    // Index of the launch whose Task Duration is closest to the median; -1 without launches.
    static int medianLaunch(const ProfileRun &run);

    static QString coreName(Core core); // "aic", "aiv"
    static QString pipeName(Pipe pipe); // "cube", "vector", "scalar", "mte1", …
    static QString pipeLabel(Pipe pipe); // translated: "Cube", "Vector", "MTE2"…
    static QString coreLabel(Core core); // translated: "AI Cube core", "AI Vector core"
    static QString launchLabel(const ProfileRun &run, int launch);
};
