// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"

#include <QList>
#include <QString>
#include <QStringList>

struct OptLog;

// One duration an opt_log table states for one candidate on one workload.
struct OptLogMeasurement
{
    QString group; // dispatch path (A) or kernel id (B), as the first table naming the workload wrote it
    QString workload;
    SeriesPoint point; // recordLine 0, logLine = the table row
};

// The Task Duration numbers a log's tables state, for runs without perf_records.jsonl: the
// baseline, experiment-branch, comparison, merge-check and final tables, in document order.
// A workload is written differently from table to table ("llama-prefill/fp16 (2048×4096)",
// "prefill/fp16", "lat130m" for "latency-130m-4k"); every name is matched to the ones the
// baseline, final and inventory tables use, and a name that matches none (or several) is left out
// and counted. A candidate restated in a later table (the "(current best)" rows) is kept once.
class OptLogMeasurements
{
public:
    QList<OptLogMeasurement> measurements;
    int unmatchedValues = 0; // numbers whose workload could not be told

    static OptLogMeasurements read(const OptLog &log);
    // A run without records (logs written before perf_records.jsonl existed): the durations the
    // log's baseline, branch, comparison, merge-check and final tables state, per workload
    // (DerivedSeries::Source::LogTables). Nothing checks them against a measurement, and `notes`
    // says so.
    static DerivedSeries series(const OptLog &log, double noiseThreshold);

    // The index in `known` of the workload `written` names, or -1 when none or several fit:
    // the same name (case, separators and parenthesised notes aside), else the one whose words
    // include every word of it (the one starting with the same word first), else the one it
    // abbreviates letter by letter.
    static int matchWorkload(const QString &written, const QStringList &known);
    // Markup, parenthesised notes ("（current best）", "(64×1152)") and blanks removed.
    static QString cleanName(const QString &text);
    // Whether two dispatch paths or kernel ids are one written shorter ("argmax_like::main" and
    // "perf_opt/argmax_like.py::_argmax_kernel::main"); an empty one fits any.
    static bool sameGroup(const QString &a, const QString &b);
};
