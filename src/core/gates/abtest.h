// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"

#include <QJsonObject>
#include <QList>
#include <QString>

// The workflow's interleaved A/B protocol (ab_test.py, workflow-formats.md §b): per-run medians of
// Task Duration, merged medians, an exact two-sided sign test over the pair differences and the
// direction-consistency rule. Given the same per-run medians it yields the same fields and values.
struct AbTestResult {
    QList<double> aMediansUs;
    QList<double> bMediansUs;
    double aMergedMedianUs = 0;
    double bMergedMedianUs = 0;
    double bRelChange = 0; // −rel: negative = B faster
    QList<double> pairDiffsUs; // B − A per pair
    double signTestP = 1;
    bool directionConsistent = false;
    double noiseThreshold = 0.03;
    int launchCount = 0;
    QString verdict; // tie | B_better | A_better | inconclusive

    QJsonObject toJson() const; // the field names and rounding of ab_test.py
};

struct AbWorkdir {
    QString path;
    QList<QList<double>> aRuns; // per pair: every Task Duration row of run A
    QList<QList<double>> bRuns;
    QList<int> pairNumbers; // of aRuns/bRuns: pair<i>'s i
    // Pairs (1-based, up to the highest present) without rows for A or B, or absent: ab_test.py
    // stops with an error at such a failed run, so a verdict over the rest is not the protocol's.
    QList<int> incompletePairs;
    // Task Duration rows of the largest single msprof run (one OPPROF_ folder): its --launch-count.
    // A run re-measured into the same pair folder adds rows to the pair, not to this.
    int launchCount = 0;
    Diagnostics diagnostics;

    static AbWorkdir read(const QString &workdir);
};

class AbTest
{
public:
    // The literal ab_test.py prints (grandliu/tilelang-mlir-ascend 8a3ca6e, .agents/tools/ab_test.py).
    static constexpr const char *Protocol = "interleaved A/B multi-run (BP_run_state_bimodality)";

    static double median(QList<double> values); // Python statistics.median
    static double signTestP(const QList<double> &differences);
    static AbTestResult evaluate(const QList<double> &aMedians, const QList<double> &bMedians, double noise,
                                 int launchCount = 0);
    // Python's round(x, digits) (half-even on the exact binary value).
    static double pythonRound(double value, int digits);
};
