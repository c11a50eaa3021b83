// SPDX-License-Identifier: MIT
#include "charts/taskdurationplot.h"

#include <QHash>
#include <algorithm>

double TaskDurationPlot::spreadX(int round, int order, int countInRound)
{
    if (countInRound <= 1)
        return round;
    // Evenly over RoundWidth, but no wider apart than 0.12 so a few points stay together.
    const double step = std::min(RoundWidth / (countInRound - 1), 0.12);
    return round + (order - (countInRound - 1) / 2.0) * step;
}

double TaskDurationPlot::value(double durationUs, double baselineUs, ChartValueMode mode)
{
    if (mode == ChartValueMode::Speedup)
        return baselineUs > 0 && durationUs > 0 ? baselineUs / durationUs : std::numeric_limits<double>::quiet_NaN();
    return durationUs;
}

QList<PlottedPoint> TaskDurationPlot::points(const WorkloadSeries &series, ChartValueMode mode)
{
    QHash<int, int> perRound;
    for (const SeriesPoint &p : series.points)
        ++perRound[p.round];
    const int finalIndex = finalPointIndex(series);
    QList<PlottedPoint> out;
    out.reserve(series.points.size());
    for (int i = 0; i < series.points.size(); ++i) {
        const SeriesPoint &p = series.points.at(i);
        const double y = value(p.durationUs, series.baselineUs, mode);
        if (!std::isfinite(y))
            continue;
        PlottedPoint plotted;
        plotted.kind = p.isBaseline ? PlottedPoint::Kind::Baseline
            : p.l0Pass              ? PlottedPoint::Kind::Candidate
                                    : PlottedPoint::Kind::Failed;
        plotted.pointIndex = i;
        plotted.x = spreadX(p.round, p.orderInRound, perRound.value(p.round));
        plotted.y = y;
        plotted.winner = p.isRoundWinner;
        plotted.final = i == finalIndex;
        out.append(plotted);
    }
    return out;
}

namespace {

// x of each change of the best so far, with the new best.
QList<QPair<double, double>> bestChanges(const WorkloadSeries &series)
{
    QHash<int, int> perRound;
    for (const SeriesPoint &p : series.points)
        ++perRound[p.round];
    QList<QPair<double, double>> out;
    for (const BestStep &step : series.bestSoFar) {
        if (!out.isEmpty() && out.last().second == step.durationUs)
            continue;
        double x = step.round;
        for (const SeriesPoint &p : series.points)
            if (p.round == step.round && p.l0Pass && p.candidateId == step.candidateId
                && p.durationUs == step.durationUs) {
                x = TaskDurationPlot::spreadX(p.round, p.orderInRound, perRound.value(p.round));
                break;
            }
        out.append({x, step.durationUs});
    }
    return out;
}

} // namespace

QList<QPointF> TaskDurationPlot::bestSoFarLine(const WorkloadSeries &series, ChartValueMode mode, double xEnd)
{
    return noiseBandEdge(series, mode, 0, xEnd, 0);
}

QList<QPointF> TaskDurationPlot::noiseBandEdge(const WorkloadSeries &series, ChartValueMode mode, double threshold,
                                               double xEnd, int sign)
{
    const double factor = 1.0 + sign * threshold;
    QList<QPointF> line;
    double previous = std::numeric_limits<double>::quiet_NaN();
    for (const auto &[x, best] : bestChanges(series)) {
        const double y = value(best * factor, series.baselineUs, mode);
        if (!std::isfinite(y))
            continue;
        if (std::isfinite(previous))
            line.append({x, previous});
        line.append({x, y});
        previous = y;
    }
    if (!line.isEmpty() && line.last().x() < xEnd)
        line.append({xEnd, previous});
    return line;
}

int TaskDurationPlot::finalPointIndex(const WorkloadSeries &series)
{
    // The point the series took as its final (L0-passing, the one the log states), else a flagged one.
    if (series.finalPoint >= 0 && series.finalPoint < series.points.size())
        return series.finalPoint;
    int flagged = -1, named = -1;
    for (int i = 0; i < series.points.size(); ++i) {
        const SeriesPoint &p = series.points.at(i);
        if (p.isFinal && p.l0Pass) // an L0 failure is no final
            flagged = i;
        if (named < 0 && !series.finalCandidateId.isEmpty() && p.candidateId == series.finalCandidateId
            && p.durationUs == series.finalUs)
            named = i;
    }
    return flagged >= 0 ? flagged : named;
}

double TaskDurationPlot::currentBestBefore(const WorkloadSeries &series, int round)
{
    return series.comparedAgainst(round);
}

double TaskDurationPlot::deltaVsBest(const WorkloadSeries &series, const SeriesPoint &point)
{
    const double best = currentBestBefore(series, point.round);
    return best > 0 ? (point.durationUs - best) / best : std::numeric_limits<double>::quiet_NaN();
}

double TaskDurationPlot::deltaVsBaseline(const WorkloadSeries &series, const SeriesPoint &point)
{
    return series.baselineUs > 0 ? (point.durationUs - series.baselineUs) / series.baselineUs
                                 : std::numeric_limits<double>::quiet_NaN();
}

QStringList TaskDurationPlot::groups(const DerivedSeries &derived)
{
    QStringList out;
    for (const WorkloadSeries &s : derived.series)
        if (!out.contains(s.group))
            out.append(s.group);
    return out;
}

QList<double> TaskDurationPlot::groupGeomeanPerRound(const DerivedSeries &derived, const QString &group)
{
    QList<double> out;
    for (int round : derived.rounds) {
        QList<double> speedups;
        for (const WorkloadSeries &s : derived.series)
            if (s.group == group && s.tuned) // as the overall geometric mean
                speedups.append(s.baselineUs / s.bestAtRound(round));
        out.append(DerivedSeries::geometricMean(speedups));
    }
    return out;
}

QList<double> TaskDurationPlot::totalBestUsPerRound(const DerivedSeries &derived)
{
    QList<double> out;
    for (int round : derived.rounds) {
        double total = 0;
        for (const WorkloadSeries &s : derived.series) {
            const double best = s.bestAtRound(round);
            if (!std::isfinite(best)) {
                total = std::numeric_limits<double>::quiet_NaN();
                break;
            }
            total += best;
        }
        out.append(total);
    }
    return out;
}

QList<int> TaskDurationPlot::keyOrder(const DerivedSeries &derived, bool groupByPath)
{
    QList<int> order;
    for (int i = 0; i < derived.series.size(); ++i)
        order.append(i);
    if (groupByPath) {
        const QStringList groupOrder = groups(derived);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return groupOrder.indexOf(derived.series.at(a).group) < groupOrder.indexOf(derived.series.at(b).group);
        });
    } else {
        // The same workload on different paths side by side.
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return derived.series.at(a).workload < derived.series.at(b).workload; });
    }
    return order;
}

QString TaskDurationPlot::unitSymbol(ChartValueMode mode)
{
    return mode == ChartValueMode::Speedup ? QStringLiteral("x") : QStringLiteral("us");
}
