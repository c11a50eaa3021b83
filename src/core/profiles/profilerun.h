// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

// Plain values describing msprof output found under a project (shared/docs/msprof-formats.md §1).
// Every path is relative to the operator directory, with '/' separators.

// One CSV next to an OpBasicInfo file (or under simulator/). Read on demand with MsprofCsv.
struct MetricFile
{
    QString name; // file name on disk: "PipeUtilization_20260730130344937.csv"
    QString metric; // without timestamp and extension: "PipeUtilization"
    QString relativePath;
    qint64 size = 0;
};

// The single data row of OpBasicInfo.csv, plus the SoC from dump/op_basic_info.txt.
struct OpBasicInfo
{
    bool present = false; // a readable OpBasicInfo CSV with a data row
    QString file; // relative path of the CSV that was read
    QString opName;
    QString opType; // vector | cube | mix | AiCore
    double taskDurationUs = std::numeric_limits<double>::quiet_NaN();
    int blockDim = -1; // -1: not given
    int mixBlockDim = -1; // -1: NA (not a mix op) or no such column
    bool hasMixBlockDimColumn = false; // 8-column headers (310P, 8.0-era docs) lack it
    int deviceId = -1;
    qint64 pid = -1; // -1: NA (sanitised runs)
    int currentFreqMHz = -1;
    int ratedFreqMHz = -1;
    QString socVersion; // "Ascend910_9362"; empty without dump/op_basic_info.txt

    bool hasTaskDuration() const { return std::isfinite(taskDurationUs); }
};

// Summary of the Task Duration of several launches. The workflow's metric is the median.
struct TaskDurationStats
{
    int count = 0;
    double median = std::numeric_limits<double>::quiet_NaN();
    double min = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
    double mean = std::numeric_limits<double>::quiet_NaN();

    // NaN values are ignored; an even count takes the mean of the middle two, like Python's
    // statistics.median that the workflow's runner and ab_test.py use.
    static TaskDurationStats of(QList<double> values)
    {
        values.removeIf([](double v) { return !std::isfinite(v); });
        TaskDurationStats stats;
        stats.count = int(values.size());
        if (values.isEmpty())
            return stats;
        std::sort(values.begin(), values.end());
        const qsizetype mid = values.size() / 2;
        stats.median = values.size() % 2 ? values.at(mid) : (values.at(mid - 1) + values.at(mid)) / 2.0;
        stats.min = values.first();
        stats.max = values.last();
        double sum = 0;
        for (double v : std::as_const(values))
            sum += v;
        stats.mean = sum / double(values.size());
        return stats;
    }
};

// One kernel launch: the OPPROF root of a flat run, a <kernel>/<n> folder of a nested run, or a
// simulator result.
struct ProfileLaunch
{
    QString relativeDir;
    QString kernelName; // <kernel> folder; for a flat run the Op Name
    int index = 0; // <n>
    int deviceId = -1; // from a device<id>/ level (multi-device runs), else -1
    OpBasicInfo basicInfo;
    QList<MetricFile> metricFiles; // every CSV but OpBasicInfo; simulator CSVs by core
    QStringList simulatorCores; // "core0.veccore0", …
    bool hasVisualizeData = false;
    bool hasTrace = false;
    // trace.json and visualize_data.bin (simulator: per core too), listed for an external viewer;
    // never parsed here.
    QList<MetricFile> viewerFiles;
};

// One msprof output directory: an OPPROF_* run, or an app-level PROF_* run.
struct ProfileRun
{
    enum class Kind {
        Flat, // one launch, files at the root (§1.2)
        Nested, // <kernel>/<n>/ launches, optionally under device<id>/ (§1.3)
        Simulator, // simulator/core*/ (§1.4)
        AppSummary, // PROF_*/mindstudio_profiler_output/op_summary_*.csv (§5)
    };

    Kind kind = Kind::Flat;
    QString relativeDir; // "perf_opt/profiles/round2/v2op1/OPPROF_20260730130344_ABCDEFGHIJKLMNOP"
    QString name; // the directory name
    QString timestamp; // "20260730130344" from a canonical name, else empty
    QString abWorkdir; // "perf_opt/ab_round2" when found in an A/B workdir
    int abPair = 0; // pair<i><arm> folder of ab_test.py, 0 when not
    QChar abArm; // 'A' or 'B'
    QList<ProfileLaunch> launches;
    // Flat: the launch's values. Nested: the first launch's, with Task Duration replaced by the
    // median over launches. AppSummary: from the op_summary rows of the most launched op.
    OpBasicInfo basicInfo;
    QList<double> taskDurationsUs; // one per launch (per op_summary row for AppSummary)
    TaskDurationStats durations;

    double taskDurationUs() const { return durations.median; }
    // The tuned kernel's launches: its launch folders, or an app run's op_summary rows of that op
    // (those without a Task Duration included; `durations.count` is the measured ones).
    int launchCount() const { return kind == Kind::AppSummary ? int(taskDurationsUs.size()) : int(launches.size()); }
    QList<MetricFile> metricFiles() const
    {
        QList<MetricFile> files;
        for (const ProfileLaunch &launch : launches)
            files += launch.metricFiles;
        return files;
    }
    // Distinct metric names over all launches, sorted.
    QStringList metricNames() const
    {
        QStringList names;
        for (const ProfileLaunch &launch : launches) {
            for (const MetricFile &file : launch.metricFiles)
                names.append(file.metric);
        }
        names.sort();
        names.removeDuplicates();
        return names;
    }

    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Kind::Flat:
            return QStringLiteral("flat");
        case Kind::Nested:
            return QStringLiteral("nested");
        case Kind::Simulator:
            return QStringLiteral("simulator");
        case Kind::AppSummary:
            return QStringLiteral("app_summary");
        }
        return QString();
    }
};
