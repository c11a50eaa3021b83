// SPDX-License-Identifier: MIT
#include "export/finalresults.h"

#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QHash>

using namespace Qt::StringLiterals;

QString SourcedValue::ref() const
{
    if (recordLine > 0)
        return u"r"_s + QString::number(recordLine);
    if (logLine > 0)
        return u"L"_s + QString::number(logLine);
    return QString();
}

QString FinalResultRow::speedupRef() const
{
    return baseline.ref() + u'/' + final.ref();
}

QString FinalResults::geomeanRef() const
{
    QStringList parts;
    for (const FinalResultRow &row : rows)
        if (row.hasSpeedup())
            parts.append(row.speedupRef());
    return u"gm "_s + parts.join(u' ');
}

const FinalResultRow *FinalResults::row(const QString &key) const
{
    for (const FinalResultRow &r : rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

namespace {

SourcedValue sourced(const SeriesPoint &p)
{
    return {p.durationUs, p.recordLine, p.recordLine > 0 ? 0 : p.logLine};
}

// The number a value cell of the gate's Final table states ("41.362", "**19.08**"), else NaN.
double statedNumber(const QString &cell)
{
    QString text = cell;
    text.remove(u'*');
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

// Of several records of one key (a baseline measured twice, a winner re-measured), the one the log
// states when it states one (within the workflow gate's 1 %), so the digest's numbers are the log's;
// else `fallback`.
const SeriesPoint *pick(const QList<const SeriesPoint *> &points, double stated, const SeriesPoint *fallback)
{
    if (!std::isfinite(stated) || points.size() < 2)
        return fallback;
    const SeriesPoint *closest = nullptr;
    for (const SeriesPoint *p : points)
        if (std::abs(p->durationUs - stated) <= 0.01 * std::abs(stated)
            && (!closest || std::abs(p->durationUs - stated) < std::abs(closest->durationUs - stated)))
            closest = p;
    return closest ? closest : fallback;
}

// Rows go in the order their workloads' baselines were first measured.
int order(const WorkloadSeries &w)
{
    for (const SeriesPoint &p : w.points)
        if (p.isBaseline) {
            const int line = p.recordLine > 0 ? p.recordLine : p.logLine;
            return line > 0 ? line : std::numeric_limits<int>::max();
        }
    return std::numeric_limits<int>::max();
}

} // namespace

FinalResults FinalResults::fromSnapshot(const ProjectSnapshot &snapshot)
{
    FinalResults out;
    const DerivedSeries series = snapshot.derivedSeries(0.03);
    out.source = series.source == DerivedSeries::Source::Records ? Source::Records
        : series.source == DerivedSeries::Source::LogTables      ? Source::LogTables
                                                                 : Source::None;
    out.finalCandidateId = snapshot.finalCandidateId();
    // What the log states per key: the final_latency claims (each for the key it names best) and,
    // Gen B, the gate's Final table (kernel_id | workload_id | baseline_us | final_us | …).
    QHash<QString, std::pair<double, double>> stated; // key -> (baseline, final)
    const auto statedOf = [&stated](const QString &key) -> std::pair<double, double> & {
        auto it = stated.find(key);
        if (it == stated.end())
            it = stated.insert(key, {qQNaN(), qQNaN()});
        return it.value();
    };
    // A claim that names no workload is about the first one measured, as the exports show it.
    const auto first = std::min_element(series.series.cbegin(), series.series.cend(),
                                        [](const WorkloadSeries &a, const WorkloadSeries &b) { return order(a) < order(b); });
    for (const OptLogFinalLatency &claim : snapshot.optLog.finalLatencies) {
        if (!std::isfinite(claim.value) || !(claim.inLatestFinalSummary || claim.first))
            continue;
        int best = 0;
        QString named = claim.workloadMatch(claim.workload) == 0 && first != series.series.cend() ? first->key : QString();
        for (const WorkloadSeries &w : series.series)
            if (const int grade = claim.workloadMatch(w.key); grade > best) {
                best = grade;
                named = w.key;
            }
        if (!named.isEmpty())
            statedOf(named).second = claim.microseconds();
    }
    if (snapshot.generation == Generation::B)
        for (const OptLogGateFinalRow &r : snapshot.optLog.gateFinalRows)
            if (r.cells.size() >= 4)
                for (const WorkloadSeries &w : series.series)
                    if (w.group == r.cells.at(0) && w.workload == r.cells.at(1))
                        statedOf(w.key) = {statedNumber(r.cells.at(2)), statedNumber(r.cells.at(3))};
    QList<double> speedups;
    QList<std::pair<int, FinalResultRow>> ordered;
    for (const WorkloadSeries &w : series.series) {
        FinalResultRow row;
        row.key = w.key;
        row.group = w.group;
        row.workload = w.workload;
        QList<const SeriesPoint *> baselines, finals;
        for (const SeriesPoint &p : w.points) {
            if (p.isBaseline)
                baselines.append(&p);
            if (p.isFinal)
                finals.append(&p);
        }
        const auto [statedBaseline, statedFinal] = stated.value(w.key, {qQNaN(), qQNaN()});
        // By default the first baseline and the last final, as in DerivedSeries.
        if (const SeriesPoint *p = pick(baselines, statedBaseline, baselines.value(0)))
            row.baseline = sourced(*p);
        if (const SeriesPoint *p = pick(finals, statedFinal, finals.isEmpty() ? nullptr : finals.last())) {
            row.final = sourced(*p);
            row.finalCandidateId = p->candidateId;
        }
        if (!row.final.isValid() && !w.bestSoFar.isEmpty()) {
            // No final record: the best-so-far point of the last round with data.
            const BestStep &best = w.bestSoFar.last();
            for (const SeriesPoint &p : w.points)
                if (p.candidateId == best.candidateId && p.durationUs == best.durationUs && !p.isBaseline) {
                    row.final = sourced(p);
                    row.finalCandidateId = p.candidateId;
                }
        }
        if (row.hasSpeedup())
            speedups.append(row.speedup());
        ordered.append({order(w), row});
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &entry : ordered)
        out.rows.append(std::move(entry.second));
    out.geomean = DerivedSeries::geometricMean(speedups);
    return out;
}
