// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/csvalignment.h"
#include "profiles/profilesummary.h"
#include "records/derivedseries.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// Two msprof runs compared: a candidate against its parent or the baseline. The summaries are
// compared figure by figure (Task Duration median first: the workflow's metric, classified against
// the noise threshold like every other speed-up in the workbench), and every metric file the two
// launches hold is aligned row by row and column by column (CsvAlignment).
struct ProfileComparison
{
    Q_DECLARE_TR_FUNCTIONS(ProfileComparison)

public:
    struct Row
    {
        QString section; // "task_duration", "basic_info", "pipes", "load_balance", "l2_cache", "memory", "conflicts"
        QString key; // stable: "task_duration_median_us", "aiv_vec_ratio", "aiv_time_max_us"
        QString label; // translated
        MsprofCsv::Unit unit = MsprofCsv::Unit::None;
        double a = std::numeric_limits<double>::quiet_NaN();
        double b = std::numeric_limits<double>::quiet_NaN();
        CsvAlignment::Change change = CsvAlignment::Change::Unknown;

        double delta() const { return b - a; }
        double ratio() const { return a != 0 ? b / a : std::numeric_limits<double>::quiet_NaN(); }
    };

    struct Options
    {
        double noiseThreshold = 0.03;
        int launchA = -1; // -1: the median launch
        int launchB = -1;
        bool tables = true; // also align every metric file
        MsprofCsv::Progress progress; // bytes over all files of both runs; false cancels
    };

    ProfileSummary a;
    ProfileSummary b;
    double noiseThreshold = 0.03;
    NoiseClass taskDuration = NoiseClass::Unknown; // B against A, as DerivedSeries::classify
    QList<Row> rows;
    QList<CsvAlignment> tables; // OpBasicInfo first, then the metric files by name
    QStringList metricsOnlyA;
    QStringList metricsOnlyB;
    Diagnostics diagnostics; // of every file read, both runs
    bool cancelled = false;

    const CsvAlignment *table(const QString &metric) const;
    const Row *row(const QString &key) const;

    // Run paths are relative to their base directories (each run's ProfileIndex operator dir).
    static ProfileComparison compare(const ProfileRun &a, const QString &baseA, const ProfileRun &b,
                                     const QString &baseB, const Options &options);
    static ProfileComparison compare(const ProfileRun &a, const QString &baseA, const ProfileRun &b,
                                     const QString &baseB);
    // The figure-by-figure rows of two summaries (no file is read).
    static QList<Row> compareSummaries(const ProfileSummary &a, const ProfileSummary &b, double noiseThreshold);
};
