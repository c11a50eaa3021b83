// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffpairresolver.h"
#include "records/derivedseries.h"

#include <QList>
#include <QString>
#include <limits>
#include <optional>

// One side of a compared pair as the run measured and logged it.
struct DiffCandidateInfo
{
    QString candidateId;
    int round = -1;
    QString optId; // the log's opt_id, else the file name's
    QString change; // the log's major change for the branch
    QString status; // the log's result / status cell
    int logLine = 0; // the branch row in opt_log.md, 0 = not in a branch table
    bool measured = false; // at least one record with a duration
};

// One workload of the pair: Task Duration of each side, the change and what it means.
struct DiffWorkloadRow
{
    QString workloadKey;
    double leftUs = std::numeric_limits<double>::quiet_NaN();
    double rightUs = std::numeric_limits<double>::quiet_NaN();
    int leftRecordLine = 0;
    int rightRecordLine = 0;
    std::optional<bool> leftL0;
    std::optional<bool> rightL0;
    double deltaPercent = std::numeric_limits<double>::quiet_NaN(); // (right − left) / left × 100
    NoiseClass noise = NoiseClass::Unknown;
    QString leftRunDir; // first profile run the record's msprof_raw_path names, relative; may be empty
    QString rightRunDir;

    // A side that failed L0 produced wrong results, so its speed is no win or loss: such a row
    // keeps its Δ % for reading but has no noise class and stays out of the geometric mean.
    bool l0Failed() const { return leftL0 == false || rightL0 == false; }
    bool comparable() const;
};

// The numbers shown with a diff: per workload, each side's last recorded Task Duration, the
// relative change classified against the noise threshold, L0 of each side, and the log's
// round, opt_id and main change for each side.
struct DiffMeasurements
{
    DiffCandidateInfo left;
    DiffCandidateInfo right;
    QList<DiffWorkloadRow> workloads; // keys in record order
    double noiseThreshold = 0.03;

    bool isEmpty() const { return workloads.isEmpty(); }
    // Geometric mean of right / left over comparable workloads (measured on both sides, neither
    // failing L0); NaN when none.
    double geomeanRatio() const;
    int comparedWorkloads() const; // comparable workloads

    static DiffMeasurements compute(const ProjectSnapshot &snapshot, const DiffSide &left, const DiffSide &right,
                                    double noiseThreshold = 0.03);
};
