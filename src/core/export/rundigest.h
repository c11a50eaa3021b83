// SPDX-License-Identifier: MIT
#pragma once

#include "export/finalresults.h"
#include "gates/runprogress.h"

#include <QStringList>

struct ProjectSnapshot;

// What a digest of a run says, read only from opt_log.md and perf_records.jsonl, each statement
// with the line it comes from: the exports (Optimize.md, Stage Result, review report) format this.
struct RunDigest
{
    // A piece of the log quoted as written, with its line.
    struct Quote
    {
        QString text;
        int line = 0;
    };
    struct Optimization
    {
        int round = 0;
        QString winner; // the candidate that became current best
        int winnerLine = 0;
        Quote change; // the branch's main change, as the log states it
        QString key; // the workload key `before`/`after` are measured on
        SourcedValue before; // current best before the round
        SourcedValue after; // the new current best
        // Against the best before, beyond the noise threshold on each workload (as the Stage
        // Result's count of rounds without gain): a log may adopt a best that gains within noise
        // only, or that is slower on some workload.
        using Gain = RunProgress::Gain;
        Gain gain = Gain::Improved;
        QString slowerOn; // Slower: the first workload key it is slower on
    };
    struct Issue
    {
        // FinalKernel: perf_opt/{op}.py is missing (`key` empty), or is `key`'s file byte for byte
        // while the log's last current best is `logBest`.
        enum class Kind { NoWinner, Blocked, L0Failure, FinalKernel };
        Kind kind = Kind::NoWinner;
        QString subject; // round heading, candidate, or the final kernel's path
        Quote quote; // the log's words (empty for record-only issues)
        int recordLine = 0;
        QString key; // L0 failures: the workload key
        SourcedValue duration; // L0 failures: the record's duration
        QString logBest; // FinalKernel
    };
    struct RetrospectiveRow
    {
        QString area; // flow issues: area; proposals: title
        QString text; // flow issues: issue; proposals: target_doc
        QString vpType;
        int line = 0;
    };

    QString operatorName;
    QString finalKernelPath; // perf_opt/{op}.py relative to the operator directory, present or not; empty without an operator name
    bool finalKernelExists = false;
    QString optLogPath; // relative to the operator directory
    QString recordsPath;
    FinalResults results;
    QList<Optimization> optimizations;
    Quote stopReason; // the whole "stop_reason: …" value
    QStringList stopReasons; // normalised names: success, plateau, …
    QList<Issue> issues;
    QList<RetrospectiveRow> flowIssues; // rows that name an issue
    QList<RetrospectiveRow> proposals;
    SourcedValue statedFinalLatency; // Gen A: the final_latency the workflow's gate reads
    QString statedFinalLatencyWorkload;
    int statedFinalLatencyRow = -1; // the row of `results` whose workload the claim names (the first when it names none)
    SourcedValue statedGeomean; // the log's geometric mean closest to the records'
    bool statedGeomeanPercent = false; // stated only as a percentage ("几何平均提速 +9.7%")
    QString statedGeomeanWritten; // its number as the log writes it ("1.90")
    int iterations = 0; // rounds with experiment branches
    // The last of `optimizations` that improved the run: beyond the noise threshold on some workload,
    // slower beyond it on none (or not measured: the log's word); -1 when none did. The experimented
    // rounds since it.
    int lastImprovement = -1;
    int consecutiveNoImprovement = 0;
    QStringList skillsConsulted; // workflow documents the log names

    static RunDigest fromSnapshot(const ProjectSnapshot &snapshot);
    static QString stopReasonName(int reason); // OptLogStopReason::Reason as the workflow spells it
};
