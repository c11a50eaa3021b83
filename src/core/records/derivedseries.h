// SPDX-License-Identifier: MIT
#pragma once

#include "base/generation.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>

struct PerfRecordsFile;

// How a change compares with the noise threshold (default 3 %, workflow-formats.md §f).
enum class NoiseClass { Improved, Noise, Regressed, Unknown };

// One measured candidate on one workload key.
struct SeriesPoint {
    int round = 0;
    int orderInRound = 0; // record order within the round, for spreading points
    QString candidateId;
    QString parentId;
    double durationUs = std::numeric_limits<double>::quiet_NaN();
    bool l0Pass = true;
    int recordLine = 0; // 0 when the point comes from a log table
    int logLine = 0; // the table row when it comes from the log
    QString msprofRawPath;
    bool isBaseline = false;
    bool isFinal = false;
    bool isMerged = false; // Gen B phase=merged: a winner measured again after its merge
    // It beat, by more than the noise, the current best its round was compared against (the base
    // its branches name; DerivedSeries::roundBases), the fastest of its round that did on its key.
    bool isRoundWinner = false;
};

struct BestStep {
    int round = 0;
    double durationUs = 0;
    QString candidateId;
};

// Everything measured on one workload key: Gen A dispatch_path + workload, Gen B kernel_id + workload_id.
struct WorkloadSeries {
    QString key;
    QString group; // dispatch path (A) or kernel id (B): colour group
    QString workload;
    QList<SeriesPoint> points; // record order
    QList<BestStep> bestSoFar; // one step per round that has data, L0-passing points only
    double baselineUs = std::numeric_limits<double>::quiet_NaN();
    double finalUs = std::numeric_limits<double>::quiet_NaN();
    QString finalCandidateId;
    int baselinePoint = -1; // the point baselineUs is, -1 when it came from elsewhere (a log table)
    int finalPoint = -1; // the point finalUs is, -1 when there is none
    // False for a Gen B workload the inventory lists as smoke or skip only: its records (which the
    // gate says should not exist) are drawn, but it has no part in the speedups' geometric means.
    bool tuned = true;

    int firstBaselineLine() const; // where its baseline was first measured (record, else log line); INT_MAX if never

    double speedup() const { return baselineUs / finalUs; } // > 1 = faster
    double bestAtRound(int round) const; // NaN before the first step
    // `candidate`'s figure up to `round`: its L0-passing measurements of the latest round it has
    // any in, and of several the final's (the one the log states, see preferStated), else the last;
    // -1 without any. Every view and export takes a candidate measured twice by this one rule.
    int figureOf(const QString &candidate, int round) const;
    // The current best after `round`: the baseline, then each round winner's duration (what the
    // workflow's "candidate vs current best" compares with); NaN without a baseline.
    double currentBestAtRound(int round) const;
    // What `round`'s branches on this key were compared against (the workflow's "candidate vs
    // current best"): its base's figure before the round (DerivedSeries::roundBases), so after a
    // rollback the best the log went back to; else the current best after the round before (NaN
    // before the baseline). Every view's "vs current best" is this.
    double comparedAgainst(int round) const;
    QHash<int, double> comparedUs; // per round, filled with the round winners
};

// What the log states for one key (NaN where it states nothing).
struct StatedFigures {
    double baselineUs = std::numeric_limits<double>::quiet_NaN();
    double finalUs = std::numeric_limits<double>::quiet_NaN();
};

// Per-key trajectories of a run and what they add up to.
struct DerivedSeries {
    enum class Source { Records, LogTables, None };

    Source source = Source::None;
    double noiseThreshold = 0.03;
    QList<WorkloadSeries> series;
    // Gen B records that write an inventory item's kernel otherwise (a runner's own path spelling):
    // (the records' key, the item's key). Their points joined the item's series (mergeSeries), so
    // one workload is one series everywhere (ProjectSnapshot::recordSeries).
    QList<std::pair<QString, QString>> respelled;
    QList<int> rounds; // every round with data, ascending
    QList<double> geomeanSpeedupPerRound; // aligned with rounds: geometric mean over keys of baseline/best
    double geomeanSpeedup = std::numeric_limits<double>::quiet_NaN(); // baseline/final across keys
    QStringList notes; // e.g. "from opt_log tables, not verified against records"
    QString namedFinalCandidate; // the final candidate the log names (Gen A), if any
    // Per round (from 1): the current best its branches were compared against, the parent most of
    // them name (a round after a rollback builds on the best it went back to); without parent ids,
    // the best the earlier rounds' winners left. Empty when there is none.
    QHash<int, QString> roundBases;

    const WorkloadSeries *find(const QString &key) const;
    int pointCount() const;

    static NoiseClass classify(double before, double after, double threshold);
    static QString noiseClassName(NoiseClass c);
    // `finalCandidate` is the candidate the log names as final (Gen A); Gen B uses phase=final.
    static DerivedSeries fromRecords(const PerfRecordsFile &records, double noiseThreshold,
                                     const QString &finalCandidate = QString());
    static double geometricMean(const QList<double> &values);

    // Fills rounds, every series' baseline (first baseline point, unless set), bestSoFar, round
    // winners and final, and the geomeans, from `series[].points`.
    void computeTrajectories();
    void assignUnnamedFinal();
    // Of several baseline or final records of one key (a baseline measured twice, a winner
    // re-measured), the one the log states within the workflow gate's 1 %, so every view and export
    // shows the log's numbers; without a statement, the first baseline and the last final.
    void preferStated(const QHash<QString, StatedFigures> &stated);
    // Marks the series of `keys` as not tuned and leaves them out of the geometric means.
    void leaveOutOfTuning(const QSet<QString> &keys);
    // Moves the points of series `from` into series `into`, in record order, drops `from` and
    // computes again: records that write one workload's kernel two ways measured one workload.
    void mergeSeries(const QString &from, const QString &into);
    // Every (from, into) at once: one sort per series joined and one computation, however many.
    void mergeSeries(const QList<std::pair<QString, QString>> &merges);

private:
    // The candidate the run adopted last, from the baselines (see assignUnnamedFinal); empty
    // without any baseline.
    QString adoptedLast() const;
    // The candidate whose measurements say the log's stated final figures (see assignUnnamedFinal):
    // `adopted` itself when it says them; empty when the log states none or no candidate says them all.
    QString statedFinal(const QString &adopted) const;

    void computeGeomeans();
    // isRoundWinner and roundBases, round by round (a round's base may be an earlier winner).
    void markRoundWinners();

    QHash<QString, StatedFigures> m_stated;
};
