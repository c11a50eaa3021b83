// SPDX-License-Identifier: MIT
#include "records/derivedseries.h"

#include "records/perfrecordsfile.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

double WorkloadSeries::bestAtRound(int round) const
{
    double best = std::numeric_limits<double>::quiet_NaN();
    for (const BestStep &step : bestSoFar) {
        if (step.round > round)
            break;
        best = step.durationUs;
    }
    return best;
}

double WorkloadSeries::currentBestAtRound(int round) const
{
    // Nothing before the baseline's round (round 0).
    const bool baselineMeasured = std::any_of(points.cbegin(), points.cend(),
                                              [round](const SeriesPoint &p) { return p.isBaseline && p.round <= round; });
    double current = baselineMeasured ? baselineUs : std::numeric_limits<double>::quiet_NaN();
    int at = std::numeric_limits<int>::min();
    for (const SeriesPoint &p : points)
        if (p.isRoundWinner && p.round <= round && p.round > at) {
            current = p.durationUs;
            at = p.round;
        }
    return current;
}

double WorkloadSeries::comparedAgainst(int round) const
{
    const auto known = comparedUs.constFind(round);
    if (known != comparedUs.cend())
        return *known;
    return currentBestAtRound(round - 1);
}

int WorkloadSeries::figureOf(const QString &candidate, int round) const
{
    int figure = -1;
    for (int i = 0; i < points.size(); ++i) {
        const SeriesPoint &p = points.at(i);
        if (p.candidateId != candidate || !p.l0Pass || p.round > round)
            continue;
        if (figure >= 0 && p.round < points.at(figure).round)
            continue;
        // The final's record stays the figure of its round; a later round's measurement replaces it.
        if (figure < 0 || p.round > points.at(figure).round || figure != finalPoint)
            figure = i;
    }
    return figure;
}

int WorkloadSeries::firstBaselineLine() const
{
    for (const SeriesPoint &p : points)
        if (p.isBaseline) {
            const int line = p.recordLine > 0 ? p.recordLine : p.logLine;
            return line > 0 ? line : std::numeric_limits<int>::max();
        }
    return std::numeric_limits<int>::max();
}

namespace {

// Of the points `candidates` (indexes into points), the one nearest `stated` within 1 %, else
// `fallback`. One point is that point whatever the log states: a claim never replaces a record.
int pickStated(const QList<SeriesPoint> &points, const QList<int> &candidates, double stated, int fallback)
{
    if (!std::isfinite(stated) || candidates.size() < 2)
        return fallback;
    int closest = -1;
    for (int i : candidates) {
        const double off = std::abs(points[i].durationUs - stated);
        if (off <= 0.01 * std::abs(stated) && (closest < 0 || off < std::abs(points[closest].durationUs - stated)))
            closest = i;
    }
    return closest >= 0 ? closest : fallback;
}

} // namespace

const WorkloadSeries *DerivedSeries::find(const QString &key) const
{
    for (const WorkloadSeries &s : series)
        if (s.key == key)
            return &s;
    return nullptr;
}

int DerivedSeries::pointCount() const
{
    int count = 0;
    for (const WorkloadSeries &s : series)
        count += int(s.points.size());
    return count;
}

NoiseClass DerivedSeries::classify(double before, double after, double threshold)
{
    if (!(before > 0) || !std::isfinite(after))
        return NoiseClass::Unknown;
    const double change = (before - after) / before; // > 0 = faster
    // "More than the threshold": a change of exactly 3 % is noise whichever way binary rounding
    // leaves it (48.52 → 47.0644 computes as 0.03000…03, 47.88 → 46.4436 as 0.02999…97).
    constexpr double Rounding = 1e-9;
    if (change > threshold + Rounding)
        return NoiseClass::Improved;
    if (change < -threshold - Rounding)
        return NoiseClass::Regressed;
    return NoiseClass::Noise;
}

QString DerivedSeries::noiseClassName(NoiseClass c)
{
    switch (c) {
    case NoiseClass::Improved: return QStringLiteral("improved");
    case NoiseClass::Noise: return QStringLiteral("noise");
    case NoiseClass::Regressed: return QStringLiteral("regressed");
    case NoiseClass::Unknown: break;
    }
    return QStringLiteral("unknown");
}

double DerivedSeries::geometricMean(const QList<double> &values)
{
    double logSum = 0;
    int n = 0;
    for (double v : values) {
        if (!(v > 0) || !std::isfinite(v))
            continue;
        logSum += std::log(v);
        ++n;
    }
    return n == 0 ? std::numeric_limits<double>::quiet_NaN() : std::exp(logSum / n);
}

DerivedSeries DerivedSeries::fromRecords(const PerfRecordsFile &records, double noiseThreshold,
                                         const QString &finalCandidate)
{
    DerivedSeries out;
    out.noiseThreshold = noiseThreshold;
    QMap<QString, int> indexOfKey; // sorted keys give a stable order
    QList<const PerfRecord *> usable;
    for (const PerfRecord &record : records.records)
        if (record.valid && record.round && record.hasDuration())
            usable.append(&record);
    if (usable.isEmpty())
        return out;
    out.source = Source::Records;
    out.namedFinalCandidate = finalCandidate;
    // Each record's key once (workloadKey() builds a string), then each series' size, so that the
    // points are appended without a reallocation.
    QList<QString> keys;
    keys.reserve(usable.size());
    for (const PerfRecord *record : std::as_const(usable)) {
        keys.append(record->workloadKey());
        indexOfKey.insert(keys.last(), 0);
    }
    int i = 0;
    for (auto it = indexOfKey.begin(); it != indexOfKey.end(); ++it)
        it.value() = i++;
    out.series.resize(indexOfKey.size());
    QList<int> seriesOfRecord;
    seriesOfRecord.reserve(usable.size());
    QList<qsizetype> sizes(out.series.size(), 0);
    for (const QString &key : std::as_const(keys)) {
        seriesOfRecord.append(indexOfKey.value(key));
        ++sizes[seriesOfRecord.last()];
    }
    for (qsizetype s = 0; s < out.series.size(); ++s)
        out.series[s].points.reserve(sizes.at(s));

    // Gen B's finals are its phase=final records; a run that has none yet (still tuning) has the
    // candidate the run names final, as Gen A has.
    const bool anyPhaseFinal = std::any_of(usable.cbegin(), usable.cend(), [](const PerfRecord *record) {
        return record->contract == Generation::B && record->phase == QLatin1String("final");
    });
    QHash<std::pair<int, int>, int> orderCounter; // (series, round) -> next order
    for (qsizetype r = 0; r < usable.size(); ++r) {
        const PerfRecord *record = usable.at(r);
        WorkloadSeries &s = out.series[seriesOfRecord.at(r)];
        if (s.key.isEmpty()) {
            s.key = keys.at(r);
            s.group = record->groupKey();
            s.workload = record->contract == Generation::B ? record->workloadId : record->workload;
        }
        SeriesPoint p;
        p.round = int(*record->round);
        p.orderInRound = orderCounter[{seriesOfRecord.at(r), p.round}]++;
        p.candidateId = record->candidateId;
        p.parentId = record->parentId.value_or(QString());
        p.durationUs = record->durationUs;
        p.l0Pass = record->l0Pass.value_or(false);
        p.recordLine = record->line;
        p.msprofRawPath = record->msprofRawPath;
        p.isBaseline = record->isBaseline();
        p.isMerged = record->contract == Generation::B && record->phase == QLatin1String("merged");
        if (record->contract == Generation::B && anyPhaseFinal)
            p.isFinal = record->phase == QLatin1String("final");
        else
            p.isFinal = !finalCandidate.isEmpty() && record->candidateId == finalCandidate;
        s.points.append(p);
    }
    out.computeTrajectories();
    return out;
}

// With no final record and no final candidate named, the final is still one candidate for every
// key (§f: every final row comes from the same final candidate; each key's own fastest branch
// would be a stitch): the one the run adopted last, as the workflow adopts. Round by round from the
// baseline, a candidate is adopted when it beats the current best beyond the noise threshold on
// some key and regresses none beyond it (a noise-level gain is never adopted, and one that costs
// another key 76 % must not become the final); of several in a round, the larger geometric gain.
// Its figures are its last L0-passing measurement of each key. Without a baseline to start from,
// the candidate most keys ended their best-so-far on (a tie: the later to become best, then the
// name). Where the log states its final figures, the candidate that measured them comes first (see
// below). A final named but never measured stays unmeasured: no other candidate stands in for it.
void DerivedSeries::assignUnnamedFinal()
{
    const bool anyFinal = std::any_of(series.cbegin(), series.cend(),
                                      [](const WorkloadSeries &s) { return !s.finalCandidateId.isEmpty(); });
    if (anyFinal || !namedFinalCandidate.isEmpty())
        return;
    const auto assign = [this](const QString &chosen) {
        bool any = false;
        for (WorkloadSeries &s : series) {
            // Its last measurement of the key; of several, the one the log states (within the
            // gate's 1 %), as for a named final.
            QList<int> measured;
            for (int i = 0; i < s.points.size(); ++i)
                if (s.points[i].candidateId == chosen && s.points[i].l0Pass && std::isfinite(s.points[i].durationUs)
                    && s.points[i].durationUs > 0)
                    measured.append(i);
            if (measured.isEmpty())
                continue;
            s.finalPoint = pickStated(s.points, measured, m_stated.value(s.key).finalUs, measured.constLast());
            s.finalUs = s.points[s.finalPoint].durationUs;
            s.finalCandidateId = chosen;
            any = true;
        }
        return any;
    };
    // The log's own final figures (final_latency, a Gen B Final table) name the candidate when the
    // adoption chain's pick does not say them (within the gate's 1 % on every stated key): the one
    // whose L0-passing measurement of every stated key is the closest to them; of equally close
    // ones, the later round.
    const QString adopted = adoptedLast();
    if (const QString stated = statedFinal(adopted); !stated.isEmpty() && stated != adopted && assign(stated))
        return;
    // Adopted, but never measured passing L0 (a baseline that failed it): the vote below.
    if (!adopted.isEmpty() && assign(adopted))
        return;
    QString chosen;
    {
        QHash<QString, std::pair<int, int>> votes; // candidate -> (keys, latest round it became best)
        for (const WorkloadSeries &s : std::as_const(series)) {
            if (s.bestSoFar.isEmpty())
                continue;
            const BestStep &last = s.bestSoFar.constLast();
            auto &vote = votes[last.candidateId];
            ++vote.first;
            vote.second = std::max(vote.second, last.round);
        }
        std::pair<int, int> chosenVote {0, 0};
        for (auto it = votes.cbegin(); it != votes.cend(); ++it)
            if (chosen.isEmpty() || it.value() > chosenVote || (it.value() == chosenVote && it.key() < chosen)) {
                chosen = it.key();
                chosenVote = it.value();
            }
    }
    if (!chosen.isEmpty())
        assign(chosen);
}

QString DerivedSeries::statedFinal(const QString &adopted) const
{
    // candidate -> (largest relative distance over the stated keys, keys matched, latest round)
    struct Fit
    {
        double distance = 0;
        int keys = 0;
        int round = -1;
    };
    QHash<QString, Fit> fits;
    int statedKeys = 0;
    for (const WorkloadSeries &s : series) {
        const double stated = m_stated.value(s.key).finalUs;
        if (!std::isfinite(stated) || stated <= 0)
            continue;
        ++statedKeys;
        QHash<QString, std::pair<double, int>> closest; // candidate -> (distance, round) on this key
        for (const SeriesPoint &p : s.points) {
            if (!p.l0Pass || !std::isfinite(p.durationUs) || p.durationUs <= 0)
                continue;
            const double distance = std::abs(p.durationUs - stated) / stated;
            auto it = closest.find(p.candidateId);
            if (it == closest.end())
                closest.insert(p.candidateId, {distance, p.round});
            else
                *it = {std::min(it->first, distance), std::max(it->second, p.round)};
        }
        for (auto it = closest.cbegin(); it != closest.cend(); ++it) {
            Fit &fit = fits[it.key()];
            fit.distance = std::max(fit.distance, it->first);
            ++fit.keys;
            fit.round = std::max(fit.round, it->second);
        }
    }
    constexpr double GateTolerance = 0.01; // the workflow gate reconciles a claim within 1 %
    const auto says = [statedKeys](const Fit &f) { return f.keys == statedKeys && f.distance <= GateTolerance; };
    // The adopted candidate stands wherever it says the stated figures: a rounded claim within 1 % of
    // two candidates is no reason to swap a candidate that regressed other keys in for it.
    if (const auto it = fits.constFind(adopted); it != fits.cend() && says(*it))
        return adopted;
    QString chosen;
    Fit chosenFit;
    for (auto it = fits.cbegin(); it != fits.cend(); ++it) {
        const Fit &fit = it.value();
        if (!says(fit))
            continue;
        const auto rank = [](const Fit &f) { return std::make_pair(-f.distance, f.round); };
        if (chosen.isEmpty() || rank(fit) > rank(chosenFit) || (rank(fit) == rank(chosenFit) && it.key() < chosen)) {
            chosen = it.key();
            chosenFit = fit;
        }
    }
    return chosen;
}

QString DerivedSeries::adoptedLast() const
{
    // The current best of each key, from its baseline; none without any baseline.
    QList<double> current;
    QString adopted; // the baseline's own id first ("baseline", a Gen B run's own)
    for (const WorkloadSeries &s : series) {
        current.append(s.baselineUs);
        if (adopted.isEmpty() && s.baselinePoint >= 0)
            adopted = s.points.at(s.baselinePoint).candidateId;
    }
    if (adopted.isEmpty())
        return QString();
    // Whether any candidate of any round was measured on every key that has a baseline: then an
    // adopted one must be (a run whose branches each serve one dispatch path has none).
    QHash<std::pair<int, QString>, qsizetype> keysMeasured; // (round, candidate) -> keys
    for (qsizetype k = 0; k < series.size(); ++k) {
        if (!std::isfinite(current.at(k)))
            continue;
        QSet<std::pair<int, QString>> seen;
        for (const SeriesPoint &p : series.at(k).points)
            if (!p.isBaseline && p.l0Pass && !seen.contains({p.round, p.candidateId})) {
                seen.insert({p.round, p.candidateId});
                ++keysMeasured[{p.round, p.candidateId}];
            }
    }
    const qsizetype withBaseline = std::count_if(current.cbegin(), current.cend(), [](double us) { return std::isfinite(us); });
    const bool fullCoverageSeen = std::any_of(keysMeasured.cbegin(), keysMeasured.cend(),
                                              [withBaseline](qsizetype n) { return n == withBaseline; });
    for (const int round : rounds) {
        // Each candidate's fastest L0-passing measurement of each key in this round.
        // Keys in order (a QMap: the gains sum the same way in every process).
        QMap<QString, QMap<qsizetype, double>> measured;
        QSet<QString> failed; // a candidate that failed L0 on any key is adopted nowhere
        for (qsizetype k = 0; k < series.size(); ++k)
            for (const SeriesPoint &p : series.at(k).points) {
                if (p.round != round || p.isBaseline)
                    continue;
                if (!p.l0Pass) {
                    failed.insert(p.candidateId);
                } else if (std::isfinite(p.durationUs) && p.durationUs > 0) {
                    auto &us = measured[p.candidateId];
                    us[k] = us.contains(k) ? std::min(us.value(k), p.durationUs) : p.durationUs;
                }
            }
        QString best;
        double bestGain = 0;
        for (auto it = measured.cbegin(); it != measured.cend(); ++it) {
            if (failed.contains(it.key()))
                continue;
            // Every key with a current best measured: a candidate measured on one key alone would
            // leave the others without a final.
            bool everyKey = true;
            for (qsizetype k = 0; k < current.size() && everyKey && fullCoverageSeen; ++k)
                everyKey = !std::isfinite(current.at(k)) || it.value().contains(k);
            if (!everyKey)
                continue;
            bool gains = false, regresses = false;
            double logGain = 0;
            for (auto key = it.value().cbegin(); key != it.value().cend(); ++key) {
                const double before = current.at(key.key());
                const NoiseClass c = classify(before, key.value(), noiseThreshold);
                gains = gains || c == NoiseClass::Improved;
                regresses = regresses || c == NoiseClass::Regressed;
                if (std::isfinite(before) && before > 0)
                    logGain += std::log(before / key.value());
            }
            if (gains && !regresses && (best.isEmpty() || logGain > bestGain)) {
                best = it.key();
                bestGain = logGain;
            }
        }
        if (best.isEmpty())
            continue;
        adopted = best;
        for (auto key = measured.value(best).cbegin(); key != measured.value(best).cend(); ++key)
            current[key.key()] = key.value();
    }
    return adopted;
}

void DerivedSeries::preferStated(const QHash<QString, StatedFigures> &stated)
{
    m_stated = stated;
    for (WorkloadSeries &s : series)
        if (s.baselinePoint >= 0)
            s.baselineUs = std::numeric_limits<double>::quiet_NaN(); // chosen from the points again
    computeTrajectories();
}

void DerivedSeries::computeTrajectories()
{
    QSet<int> roundSet;
    for (const WorkloadSeries &s : std::as_const(series))
        for (const SeriesPoint &p : s.points)
            roundSet.insert(p.round);
    rounds = QList<int>(roundSet.cbegin(), roundSet.cend());
    std::sort(rounds.begin(), rounds.end());

    for (WorkloadSeries &s : series) {
        s.bestSoFar.clear();
        const StatedFigures stated = m_stated.value(s.key);
        // The workflow's baseline is the first baseline point of the key (round 0), unless the log
        // states another of its baseline records.
        QList<int> baselines, finals;
        for (int p = 0; p < s.points.size(); ++p) {
            if (s.points[p].isBaseline)
                baselines.append(p);
            if (s.points[p].isFinal && s.points[p].l0Pass) // its last L0-passing measurement
                finals.append(p);
        }
        if (std::isnan(s.baselineUs)) {
            s.baselinePoint = pickStated(s.points, baselines, stated.baselineUs, baselines.value(0, -1));
            if (s.baselinePoint >= 0)
                s.baselineUs = s.points[s.baselinePoint].durationUs;
        }
        // Best so far over L0-passing points, round by round (points of one round all count).
        QMap<int, QList<int>> byRound;
        for (int p = 0; p < s.points.size(); ++p) {
            s.points[p].isRoundWinner = false;
            byRound[s.points[p].round].append(p);
        }
        double best = std::numeric_limits<double>::quiet_NaN();
        QString bestId;
        for (auto it = byRound.cbegin(); it != byRound.cend(); ++it) {
            for (int p : it.value()) {
                const SeriesPoint &point = s.points[p];
                if (point.l0Pass && (std::isnan(best) || point.durationUs < best)) {
                    best = point.durationUs;
                    bestId = point.candidateId;
                }
            }
            if (!std::isnan(best))
                s.bestSoFar.append({it.key(), best, bestId});
        }
        // Final: the named final candidate (or Gen B phase=final); of several, the one the log
        // states, else the last, as a re-measurement would.
        s.finalPoint = pickStated(s.points, finals, stated.finalUs, finals.isEmpty() ? -1 : finals.constLast());
        s.finalUs = s.finalPoint >= 0 ? s.points[s.finalPoint].durationUs : std::numeric_limits<double>::quiet_NaN();
        s.finalCandidateId = s.finalPoint >= 0 ? s.points[s.finalPoint].candidateId : QString();
    }
    assignUnnamedFinal();
    markRoundWinners(); // after the finals: a base measured twice in a round is the final's figure
    computeGeomeans();
}

// The workflow compares a round's branches with the current best (its "candidate vs current best"
// table): a winner beats that by more than the noise threshold, not the best-so-far (a noise-level
// point of an earlier round was never adopted and raises no bar), nor a best the log rolled back.
void DerivedSeries::markRoundWinners()
{
    roundBases.clear();
    constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
    // One pass over the points, then each round visits its own: linear in the records however many
    // rounds there are (a figure lookup walks the base's own measurements only).
    // A candidate's L0-passing points, chained through KeyState::nextPassing in record order (a
    // list per candidate cost an allocation per record), and the first round it was measured in
    // passing L0 not as a merge.
    struct Passing
    {
        int head = -1;
        int tail = -1;
        std::optional<int> firstBranchRound; // none: never measured but as a merge
    };
    struct KeyState
    {
        QMap<int, QList<int>> byRound; // point indexes of each round, record order
        QHash<QString, Passing> passing;
        QList<int> nextPassing; // per point: the next passing point of its candidate, or -1
        int firstBaselineRound = std::numeric_limits<int>::max();
        QString lastWinner; // the latest round winner so far, and its figure
        double lastWinnerUs = NaN;
    };
    // A round's parent votes: a merged re-measurement names the branch it measures again, not the
    // best the round built on, so it does not vote.
    QHash<int, QHash<QString, int>> votesByRound;
    QList<KeyState> states(series.size());
    for (qsizetype k = 0; k < series.size(); ++k) {
        WorkloadSeries &s = series[k];
        KeyState &state = states[k];
        s.comparedUs.clear();
        state.nextPassing.fill(-1, s.points.size());
        for (int i = 0; i < s.points.size(); ++i) {
            SeriesPoint &p = s.points[i];
            p.isRoundWinner = false;
            state.byRound[p.round].append(i);
            if (p.l0Pass) {
                Passing &chain = state.passing[p.candidateId];
                (chain.tail >= 0 ? state.nextPassing[chain.tail] : chain.head) = i;
                chain.tail = i;
                if (!p.isMerged)
                    chain.firstBranchRound = std::min(chain.firstBranchRound.value_or(p.round), p.round);
            }
            if (p.isBaseline)
                state.firstBaselineRound = std::min(state.firstBaselineRound, p.round);
            if (!p.parentId.isEmpty() && !p.isMerged)
                ++votesByRound[p.round][p.parentId];
        }
    }
    // Whether the candidate was measured passing L0, not as a merge, in this round or before.
    const auto measuredAsBranchBy = [](const KeyState &state, const QString &candidate, int round) {
        const auto chain = state.passing.constFind(candidate);
        return chain != state.passing.cend() && chain->firstBranchRound && *chain->firstBranchRound <= round;
    };
    // figureOf(candidate, round) over the candidate's own measurements.
    const auto figureOf = [](const WorkloadSeries &s, const KeyState &state, const QString &candidate, int round) {
        int figure = -1;
        const auto chain = state.passing.constFind(candidate);
        for (int i = chain != state.passing.cend() ? chain->head : -1; i >= 0; i = state.nextPassing.at(i)) {
            const SeriesPoint &p = s.points.at(i);
            if (p.round > round || (figure >= 0 && p.round < s.points.at(figure).round))
                continue;
            if (figure < 0 || p.round > s.points.at(figure).round || figure != s.finalPoint)
                figure = i;
        }
        return figure;
    };
    for (const int round : std::as_const(rounds)) {
        QString base;
        if (round > 0) {
            // The parent most of the round's branches name is the best they were derived from;
            // without parent ids (Gen A allows none), the best each key was left with.
            QHash<QString, int> votes = votesByRound.value(round);
            if (votes.isEmpty()) {
                for (qsizetype k = 0; k < series.size(); ++k) {
                    const WorkloadSeries &s = series.at(k);
                    const QString best = !states.at(k).lastWinner.isEmpty() ? states.at(k).lastWinner
                        : s.baselinePoint >= 0                              ? s.points.at(s.baselinePoint).candidateId
                                                                            : QString();
                    if (!best.isEmpty())
                        ++votes[best];
                }
            }
            for (auto it = votes.cbegin(); it != votes.cend(); ++it)
                if (base.isEmpty() || it.value() > votes.value(base)
                    || (it.value() == votes.value(base) && it.key() < base))
                    base = it.key();
            roundBases.insert(round, base);
        }
        for (qsizetype k = 0; k < series.size(); ++k) {
            WorkloadSeries &s = series[k];
            KeyState &state = states[k];
            const QList<int> here = state.byRound.value(round);
            // The base's figure before the round (the baseline's own figure when it is the base),
            // else the current best the earlier winners left.
            double before = s.baselineUs;
            if (round > 0) {
                const bool baseIsBaseline = s.baselinePoint >= 0 && base == s.points.at(s.baselinePoint).candidateId;
                const int figure = baseIsBaseline ? -1 : figureOf(s, state, base, round - 1);
                if (figure >= 0)
                    before = s.points.at(figure).durationUs;
                else if (!baseIsBaseline)
                    before = !std::isnan(state.lastWinnerUs)    ? state.lastWinnerUs
                        : state.firstBaselineRound <= round - 1 ? s.baselineUs
                                                                : NaN;
                s.comparedUs.insert(round, before); // the baseline's own round shows nothing before it
            }
            // A merged re-measurement of a branch measured before on this key confirms that branch,
            // it is no rival: the branch stays the winner on every key (not whichever of the two the
            // noise made faster on each).
            int winner = -1;
            for (const int i : here) {
                const SeriesPoint &p = s.points.at(i);
                if (!p.l0Pass || p.isBaseline || classify(before, p.durationUs, noiseThreshold) != NoiseClass::Improved
                    || (p.isMerged && measuredAsBranchBy(state, p.parentId, round)))
                    continue;
                if (winner < 0 || p.durationUs < s.points.at(winner).durationUs)
                    winner = i;
            }
            if (winner >= 0) {
                s.points[winner].isRoundWinner = true;
                state.lastWinner = s.points.at(winner).candidateId;
                state.lastWinnerUs = s.points.at(winner).durationUs;
            }
        }
    }
}

void DerivedSeries::computeGeomeans()
{
    geomeanSpeedupPerRound.clear();
    for (int round : std::as_const(rounds)) {
        QList<double> speedups;
        for (const WorkloadSeries &s : std::as_const(series))
            if (s.tuned)
                speedups.append(s.baselineUs / s.bestAtRound(round));
        geomeanSpeedupPerRound.append(geometricMean(speedups));
    }
    QList<double> finals;
    for (const WorkloadSeries &s : std::as_const(series))
        if (s.tuned)
            finals.append(s.speedup());
    geomeanSpeedup = geometricMean(finals);
}

void DerivedSeries::leaveOutOfTuning(const QSet<QString> &keys)
{
    bool changed = false;
    for (WorkloadSeries &s : series)
        if (s.tuned && keys.contains(s.key)) {
            s.tuned = false;
            changed = true;
        }
    if (changed)
        computeGeomeans();
}

void DerivedSeries::mergeSeries(const QString &from, const QString &into)
{
    mergeSeries(QList<std::pair<QString, QString>> {{from, into}});
}

void DerivedSeries::mergeSeries(const QList<std::pair<QString, QString>> &merges)
{
    QHash<QString, qsizetype> indexOf;
    for (qsizetype i = 0; i < series.size(); ++i)
        indexOf.insert(series.at(i).key, i);
    QSet<qsizetype> joined, dropped;
    for (const auto &[from, into] : merges) {
        const qsizetype source = indexOf.value(from, -1);
        const qsizetype target = indexOf.value(into, -1);
        if (source < 0 || target < 0 || source == target || dropped.contains(source) || dropped.contains(target))
            continue;
        series[target].points += series.at(source).points;
        joined.insert(target);
        dropped.insert(source);
    }
    for (const qsizetype target : std::as_const(joined)) {
        WorkloadSeries &merged = series[target];
        std::stable_sort(merged.points.begin(), merged.points.end(),
                         [](const SeriesPoint &a, const SeriesPoint &b) { return a.recordLine < b.recordLine; });
        QHash<int, int> nextInRound;
        for (SeriesPoint &p : merged.points)
            p.orderInRound = nextInRound[p.round]++;
        // Chosen from the points again (a baseline written under the other spelling counts too).
        if (merged.baselinePoint >= 0) {
            merged.baselineUs = std::numeric_limits<double>::quiet_NaN();
            merged.baselinePoint = -1;
        }
    }
    if (dropped.isEmpty())
        return;
    QList<WorkloadSeries> kept;
    kept.reserve(series.size() - dropped.size());
    for (qsizetype i = 0; i < series.size(); ++i)
        if (!dropped.contains(i))
            kept.append(std::move(series[i]));
    series = std::move(kept);
    computeTrajectories();
}
