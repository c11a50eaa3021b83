// SPDX-License-Identifier: MIT
#pragma once

#include "synthoptions.h"

#include <QByteArray>
#include <QList>
#include <QString>

// Plain value structs for one synthetic run. RunBuilder fills them; the writers only read them.
// Durations are kept in integer ticks of 0.02 us (the 50 MHz task scheduler clock of 910B), so
// the 2-decimal numbers in the log equal the records exactly.
namespace Synth {

constexpr int TicksPerUs = 50;
inline double ticksToUs(qint64 ticks)
{
    return static_cast<double>(ticks) / TicksPerUs;
}

struct KernelParams
{
    int blockSize = 2048;
    int numCores = 24;
    int numStages = 1;
    int unroll = 1;
    bool fp32Acc = true;
};

struct Workload
{
    QString id;
    QString dispatchPath; // Gen A
    QString dtype; // float16 / bfloat16 / float32
    int m = 0;
    int n = 0;
    int baselineTicks = 0;
    int blockDim = 8;
};

// A branch (or the final measurement in Gen B).
struct Candidate
{
    QString id;
    QString optId;
    QString parentId; // empty for none
    int round = 0;
    KernelParams params;
    QString change; // what the branch changes relative to its parent ("BLOCK_SIZE 2048 -> 4096")
    QString rationale; // why, in the log's words
    QString branchFile; // relative to perf_opt/
    QByteArray source;
    QByteArray sha256; // lowercase hex of source
    bool winner = false;
    QList<int> workloads; // measured workload indices
    QList<int> records; // record indices
};

enum class Phase { Baseline, Candidate, Final };

struct Record
{
    int round = 0;
    int candidate = -1; // index into candidates; -1 = baseline
    QString candidateId;
    QString parentId; // empty = null
    int workload = 0;
    Phase phase = Phase::Candidate;
    int ticks = 0;
    bool l0Pass = true;
    QString rawPath; // msprof_raw_path as written in the record
    QString profileDir; // where its OPPROF directory lives, relative to the operator dir
    QString artifactPath; // Gen B, relative to perf_opt/
    QByteArray artifactSha256;
    qint64 time = 0; // seconds since the Unix epoch (UTC)
};

struct RoundInfo
{
    int number = 0;
    QString bestBefore;
    QList<int> bestTicksBefore; // per workload
    QList<int> candidates;
    int winner = -1;
};

struct ProfilePlan
{
    int record = -1;
    int launches = 1; // 1 = flat layout, >1 = nested <kernel>/<n>/
    bool mismatch = false; // defect profile-mismatch
    bool missing = false; // defect profile-missing: planned but not written
};

struct RunModel
{
    SynthOptions options;
    QList<Workload> workloads;
    QList<Candidate> candidates;
    QList<Record> records;
    QList<RoundInfo> rounds; // rounds[0] is round 1
    QList<ProfilePlan> profiles;
    QByteArray baselineSource;
    QByteArray baselineSha256;
    QByteArray finalSource;
    QByteArray finalSha256;
    QString finalCandidateId; // Gen B
    QString bestId; // current best at the end
    QList<int> bestTicks; // per workload, the current best's records at the end
    QString stopReason;
    QString kernelId; // Gen B
    QList<int> loserRecords; // records of branches that did not win, in file order
    int unmeasuredBranch = -1; // defect unmeasured-branch: a candidate without records
    int missingBranchFile = -1; // defect missing-branch-file: a candidate whose file is not written

    bool isGenB() const { return options.isGenB(); }
    bool has(Defect defect) const { return options.has(defect); }
    // The record a defect plants itself in: the ordinal-th losing branch record, so that winners,
    // baselines and finals (and with them the gate's coverage rules) stay intact.
    int victimRecord(int ordinal) const
    {
        if (loserRecords.isEmpty())
            return int(records.size()) - 1;
        return loserRecords.at(ordinal % loserRecords.size());
    }
};

} // namespace Synth
