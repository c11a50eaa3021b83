// SPDX-License-Identifier: MIT
#pragma once

#include "base/generation.h"

#include <QString>
#include <cmath>
#include <limits>
#include <optional>

// One line of perf_records.jsonl, typed for either contract, with its raw text.
struct PerfRecord {
    int line = 0; // 1-based physical line in the file
    // The line as written (without line terminator), as UTF-8 bytes: half the memory of UTF-16 and
    // no decoding for the many lines nobody displays. text() decodes it.
    QByteArray raw;
    // The parsed object itself is not kept (a map per line costs more than the rest of the record
    // together on a 15,000-line file); what needs more than the typed fields reads raw again.
    bool namesGenBFields = false; // the object has "phase" or "workload_id" (generation evidence)
    bool parsed = false; // the line is a JSON object
    bool valid = false; // every required field of its contract is present with the right type
    Generation contract = Generation::Unknown;

    std::optional<qint64> round;
    QString candidateId;
    std::optional<QString> parentId; // nullopt = null or absent
    QString dispatchPath; // Gen A
    QString workload; // Gen A
    QString kernelId; // Gen B
    QString workloadId; // Gen B
    QString phase; // Gen B: baseline | candidate | merged | final
    QString artifactPath; // Gen B
    QString artifactSha256; // Gen B
    double durationUs = std::numeric_limits<double>::quiet_NaN();
    std::optional<bool> l0Pass;
    QString msprofRawPath;
    QString timestamp;

    QString text() const { return QString::fromUtf8(raw); }
    // A measurement: 0 < duration_us < ∞, as the contract has it (a task's device time is never 0
    // or negative; such a record is warned about at its line and is in no series, median or table).
    bool hasDuration() const { return std::isfinite(durationUs) && durationUs > 0; }
    bool isBaseline() const;
    // Dispatch path + workload (Gen A) or kernel_id + workload_id (Gen B).
    QString workloadKey() const;
    // The grouping used to colour points: dispatch path (A) or kernel id (B).
    QString groupKey() const;
};

// Every member (QString, QByteArray, std::optional of those, numbers) may be moved by memcpy: the
// record list grows and shrinks by realloc instead of moving 15,000 records one by one.
Q_DECLARE_TYPEINFO(PerfRecord, Q_RELOCATABLE_TYPE);
