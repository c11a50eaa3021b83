// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>
#include <utility>

struct ProjectSnapshot;

// A number an export states and the line it was read from: perf_records.jsonl (`[r12]`) or,
// for runs without records, opt_log.md (`[L256]`).
struct SourcedValue
{
    double value = std::numeric_limits<double>::quiet_NaN();
    int recordLine = 0;
    int logLine = 0;

    bool isValid() const { return std::isfinite(value); }
    QString ref() const; // "r12", "L256", "" when unsourced
};

// Baseline and final Task Duration of one workload key, each with its source.
struct FinalResultRow
{
    QString key; // "short_row / fp16_4096x1024", "kernel_id / workload_id"
    QString seriesKey; // the records' key of the figures: key, or a Gen B kernel written otherwise
    QString group;
    QString workload;
    SourcedValue baseline;
    SourcedValue final;
    QString finalCandidateId;
    // The final candidate's other L0-passing records of the key (measured again): `final` is the one
    // the log states, else the last.
    QList<SourcedValue> otherFinalRecords;

    bool hasSpeedup() const { return baseline.isValid() && final.isValid() && final.value > 0; }
    double speedup() const { return baseline.value / final.value; } // > 1 = faster
    double improvementPercent() const { return (baseline.value - final.value) / baseline.value * 100.0; }
    QString speedupRef() const; // "r1/r25"
};

// The run's outcome per workload, as every export states it: from the records when there are any
// (Gen B: the phase=final records; Gen A: the final candidate's records), else from the log's tables.
struct FinalResults
{
    enum class Source { Records, LogTables, None };

    Source source = Source::None;
    QString finalCandidateId;
    QList<FinalResultRow> rows; // in the order the baselines were measured
    double geomean = std::numeric_limits<double>::quiet_NaN();
    // Gen B: records keys that are no tune item's. One that names the same workload and the same
    // kernel file written otherwise is that item's row (records' key, inventory's key); any other
    // is no row at all.
    QList<std::pair<QString, QString>> respelledKeys;
    QStringList keysOutsideInventory;

    QString geomeanRef() const; // "gm r1/r25 r2/r26 …"
    qsizetype geomeanCount() const; // the rows with a speedup: the ones the geometric mean is over
    const FinalResultRow *row(const QString &key) const;
    static FinalResults fromSnapshot(const ProjectSnapshot &snapshot);
};
