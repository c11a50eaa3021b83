// SPDX-License-Identifier: MIT
#pragma once

#include "run/kernelvariant.h"
#include "run/projectsnapshot.h"

#include <QList>
#include <QString>

// Which reference a candidate is compared with.
enum class DiffPairKind { Parent, Baseline, RoundBest, Final, Custom };

// One side of a comparison: a kernel file of the run and, when known, the candidate it is.
struct DiffSide
{
    QString relativePath; // relative to the operator directory, as RunLayout::absolute() takes it
    QString displayPath; // relative to perf_opt/, e.g. "../rms_norm.py", "rms_norm_opt_v1_pipe.py"
    QString candidateId; // empty when no record names this file
    KernelVariant::Kind kind = KernelVariant::Kind::Branch;
    int round = -1;

    bool isValid() const { return !relativePath.isEmpty(); }
    QString label() const; // "v1_pipe — rms_norm_opt_v1_pipe.py"
    bool operator==(const DiffSide &other) const { return relativePath == other.relativePath; }
};

// Left is the reference, right the candidate under review (the side an edit changes).
struct DiffPair
{
    DiffPairKind kind = DiffPairKind::Custom;
    DiffSide left;
    DiffSide right;
    QString note; // why the pair is unavailable, or how the reference was chosen

    bool isValid() const { return left.isValid() && right.isValid(); }
    DiffPair swapped() const;
};

// Pairs of kernel files from a run's lineage: a candidate against its parent, the baseline
// (../{op}.py), the current best of its round, or the final {op}.py; and any two files by name.
class DiffPairResolver
{
public:
    explicit DiffPairResolver(ProjectSnapshotPtr snapshot);

    // Every kernel file of the run, baseline and final first, then branches and history versions.
    QList<DiffSide> sides() const;
    DiffSide sideForPath(const QString &relativePath) const;
    DiffSide sideForCandidate(const QString &candidateId) const;

    QString parentOf(const QString &candidateId) const;
    int roundOf(const QString &candidateId) const;
    // The current best the round ended with: the log's "new current best"/winner, else the
    // fastest L0-passing candidate of the round (geometric mean over shared workloads).
    QString roundBestOf(const QString &candidateId) const;

    DiffPair pair(DiffPairKind kind, const QString &candidateId) const;
    DiffPair pair(DiffPairKind kind, const DiffSide &candidate) const;

    // A candidate id, "baseline"/"final", or a path (relative to perf_opt/, the operator directory
    // or the working directory) of a file inside the run.
    DiffSide resolve(const QString &spec, QString *error = nullptr) const;

    static QString kindName(DiffPairKind kind);

private:
    QString candidateForVariant(int index) const;
    DiffSide sideForVariant(int index) const;
    int variantForCandidate(const QString &candidateId) const;
    QString roundBestFromRecords(int round) const;

    ProjectSnapshotPtr m_snapshot;
};
