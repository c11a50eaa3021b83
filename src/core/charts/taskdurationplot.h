// SPDX-License-Identifier: MIT
#pragma once

#include "records/derivedseries.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

// What the y axis shows: msprof Task Duration, or the speedup over the key's baseline.
enum class ChartValueMode { Microseconds, Speedup };

// The view choices a chart (on screen, exported or headless) is drawn with.
struct ChartOptions
{
    ChartValueMode mode = ChartValueMode::Microseconds;
    bool logScale = false;
    bool groupByPath = true; // colour and order keys by dispatch path (A) / kernel id (B)
    QString key; // one workload key, empty = every key
};

// One measured candidate as a chart places it.
struct PlottedPoint
{
    enum class Kind { Baseline, Candidate, Failed }; // Failed = L0 failure, never on the best line
    Kind kind = Kind::Candidate;
    int pointIndex = 0; // into WorkloadSeries::points
    double x = 0; // round, spread by record order within the round
    double y = 0; // µs or ×, before any log scale
    bool winner = false; // became the round's new best beyond noise
    bool final = false; // the candidate the run ended with
};

// Where the points and lines of a Task Duration chart go: one place for the on-screen charts,
// the image export and the CSV export, so that what is exported is what is plotted.
class TaskDurationPlot
{
public:
    static constexpr double RoundWidth = 0.64; // the share of a round's slot its points spread over

    static double spreadX(int round, int order, int countInRound);
    static double value(double durationUs, double baselineUs, ChartValueMode mode);
    // Every point the mode can place (speedup needs a baseline), in record order.
    static QList<PlottedPoint> points(const WorkloadSeries &series, ChartValueMode mode);
    // The step line of the best so far, through the point that set each new best, held to `xEnd`.
    static QList<QPointF> bestSoFarLine(const WorkloadSeries &series, ChartValueMode mode, double xEnd);
    // An edge of the noise band around the best so far: `sign` +1 slower edge, -1 faster edge.
    static QList<QPointF> noiseBandEdge(const WorkloadSeries &series, ChartValueMode mode, double threshold,
                                        double xEnd, int sign);
    // The point the run ended with: the last one flagged final, else the final candidate's.
    static int finalPointIndex(const WorkloadSeries &series);

    // The best before the point's round (what it was compared with), and changes as fractions
    // (negative = faster); NaN when there is nothing to compare with.
    static double currentBestBefore(const WorkloadSeries &series, int round);
    static double deltaVsBest(const WorkloadSeries &series, const SeriesPoint &point);
    static double deltaVsBaseline(const WorkloadSeries &series, const SeriesPoint &point);

    // Groups (dispatch paths / kernel ids) in order of first appearance.
    static QStringList groups(const DerivedSeries &derived);
    // Aligned with derived.rounds: geomean speedup of one group's keys, and the sum over keys of
    // the best so far (NaN where a key has no best yet).
    static QList<double> groupGeomeanPerRound(const DerivedSeries &derived, const QString &group);
    static QList<double> totalBestUsPerRound(const DerivedSeries &derived);
    // Indices into derived.series in display order: by group (in order of appearance), or by
    // workload so that one workload measured on several paths sits side by side.
    static QList<int> keyOrder(const DerivedSeries &derived, bool groupByPath);

    static QString unitSymbol(ChartValueMode mode); // "us" or "x", for files
};
