// SPDX-License-Identifier: MIT
// The strict profile: the chain of current bests, small wins and the stop reason.
#include "gates/strictchecks.h"
#include "gates/strictchecks_p.h"

#include "base/pythontext.h"
#include "base/textlines.h"
#include "gates/abtest.h"
#include "gates/runprogress.h"
#include "optlog/branchname.h"
#include "optlog/loglocator.h"
#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "records/recordshistory.h"
#include "run/projectsnapshot.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

using namespace StrictCheckParts;

namespace {

// A round that made a candidate the current best, as the log states it (its new_current_best, else
// its winner, unless that keeps the best), with the record ids of the best before and after it.
struct Adoption
{
    const OptLogRound *round = nullptr;
    const OptLogDecision *best = nullptr;
    QString previous; // "baseline" for the first
    QString next;
};

// The log's chain of current bests in the workflow's order. A round whose best no valid record
// measured, or that names the best it already had, adopts nothing.
// A Gen B log may name its new current best by the file winners are merged into
// ("new_current_best: `argmax_like.py`（= round1_a_chain 形态）", as ssd_chunk_scan@4fe74a6 writes it):
// the candidate the round's records measured in that file (their artifact_path), a merged one first.
QString mergedFileCandidate(const ProjectSnapshot &s, const OptLogRound &round, const OptLogDecision &d)
{
    const QString &op = s.layout.operatorName;
    if (op.isEmpty() || d.candidate != op)
        return QString();
    const QString file = op + QStringLiteral(".py");
    QString any, merged;
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid || r.round != round.number || r.artifactPath.isEmpty()
            || QStringView(r.artifactPath).sliced(r.artifactPath.lastIndexOf(u'/') + 1) != file)
            continue;
        any = r.candidateId;
        if (r.phase == QLatin1StringView("merged"))
            merged = r.candidateId;
    }
    return merged.isEmpty() ? any : merged;
}

// names: the records by candidate id (allValidCandidatesOf), one index, not a pass per round.
QList<Adoption> adoptionsOf(const ProjectSnapshot &s, const CandidateRecords &names)
{
    QList<Adoption> adoptions;
    QString previous = QStringLiteral("baseline");
    for (const OptLogRound *round : OptLogStructure::workflowOrder(s.optLog)) {
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round->winner();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest)
            continue;
        const QList<qsizetype> bearing = names.of(best->candidate); // the last record that bears it
        const QString next = !bearing.isEmpty() ? s.records.records.at(bearing.last()).candidateId
                                                : mergedFileCandidate(s, *round, *best);
        if (next.isEmpty() || next == previous)
            continue;
        adoptions.append({round, best, previous, next});
        previous = next;
    }
    return adoptions;
}

// A new current best must not be slower than the previous best beyond noise on any workload,
// and a candidate measured on another dispatch path cannot count as a win for this one. A best
// that no record measured cannot be checked at all.
class NonRegressionCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(NonRegressionCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-NON-REGRESSION"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const QString file = s.optLogFile.displayPath;
        QSet<QString> baselineKeys;
        bool measured = false; // a valid record with a duration
        for (const PerfRecord &r : s.records.records) {
            if (r.valid && r.isBaseline())
                baselineKeys.insert(r.workloadKey());
            measured = measured || (r.valid && r.hasDuration());
        }
        if (measured)
            unmeasuredBests(context, OptLogStructure::workflowOrder(s.optLog), results);
        for (const Adoption &adoption : adoptionsOf(s, allValidCandidatesOf(context))) {
            const OptLogRound *round = adoption.round;
            const OptLogDecision *best = adoption.best;
            const QString &previous = adoption.previous;
            const QString &next = adoption.next;
            QMap<QString, double> before, after; // sorted: findings come out in a stable order
            QMap<QString, int> failedL0; // key -> record line of the new best that failed L0
            // The two candidates' records (valid, with a duration), by index: not every record per adoption.
            for (const qsizetype i : candidatesOf(context).exactly(previous) + candidatesOf(context).exactly(next)) {
                const PerfRecord &r = s.records.records.at(i);
                if (!r.l0Pass.value_or(false)) {
                    if (r.candidateId == next)
                        failedL0.insert(r.workloadKey(), r.line);
                    continue;
                }
                if (r.candidateId == previous)
                    before[r.workloadKey()] = r.durationUs;
                if (r.candidateId == next)
                    after[r.workloadKey()] = r.durationUs;
            }
            // A current best must pass L0 everywhere it was measured (workflow-formats.md §f).
            for (auto it = failedL0.cbegin(); it != failedL0.cend(); ++it)
                if (!after.contains(it.key()))
                    results.append({id(), Error, file, best->line,
                                    tr("New current best %1 (round %2) failed L0 on %3 (%4 line %5)")
                                        .arg(next, QString::number(round->number), it.key(), s.records.displayPath,
                                             QString::number(it.value())),
                                    {}});
            for (auto it = before.cbegin(); it != before.cend(); ++it) {
                if (failedL0.contains(it.key()) && !after.contains(it.key()))
                    continue; // reported above
                if (!after.contains(it.key())) {
                    if (baselineKeys.contains(it.key()))
                        results.append({id(), Warning, file, best->line,
                                        tr("New current best %1 (round %2) was not measured on %3")
                                            .arg(next, QString::number(round->number), it.key()),
                                        {}});
                    continue;
                }
                if (DerivedSeries::classify(it.value(), after.value(it.key()), context.options.noiseThreshold) == NoiseClass::Regressed)
                    results.append({id(), Error, file, best->line,
                                    tr("New current best %1 (round %2) regresses %3: %4 → %5 µs, beyond the %6 % noise threshold")
                                        .arg(next, QString::number(round->number), it.key(),
                                             QString::number(it.value()), QString::number(after.value(it.key())),
                                             QString::number(context.options.noiseThreshold * 100)),
                                    {}});
            }
        }
    }

private:
    // A winner or new current best no record measured: a typo, an invisible character that cut the
    // id, a branch never run. Nothing the round claims for it can be checked.
    void unmeasuredBests(GateContext &context, const QList<const OptLogRound *> &rounds,
                         QList<GateResult> &results) const
    {
        const ProjectSnapshot &s = context.snapshot;
        const CandidateRecords &measured = candidatesOf(context);
        for (const OptLogRound *round : rounds) {
            for (const OptLogDecision &d : round->decisions) {
                const bool winner = d.kind == OptLogDecision::Kind::Winner;
                if ((!winner && d.kind != OptLogDecision::Kind::NewCurrentBest) || d.candidate.isEmpty()
                    || d.keepsCurrentBest || !measured.of(d.candidate).isEmpty()
                    || !mergedFileCandidate(s, *round, d).isEmpty())
                    continue;
                // An id of the workflow's shape (v2_ubreuse, round1_bs8192, baseline) that nothing
                // measured is an error; another word the reader took for the id is only a warning.
                static const QRegularExpression branchShape(QStringLiteral("^(?:v\\d+|round\\d+)_|^baseline$"));
                const bool certain = !d.prose && !d.fromTable && branchShape.match(d.candidate).hasMatch();
                const QString message = winner ? tr("Round %1 names %2 as its winner, but no valid record of %3 "
                                                    "measured a candidate of that name, so nothing it claims can be "
                                                    "checked")
                                               : tr("Round %1 names %2 as its new current best, but no valid record of "
                                                    "%3 measured a candidate of that name, so nothing it claims can "
                                                    "be checked");
                results.append({id(),
                                certain ? Error : Warning,
                                s.optLogFile.displayPath,
                                d.line,
                                message.arg(round->number).arg(d.candidate, s.records.displayPath),
                                {}});
            }
        }
    }
};

// A winner whose gain is under 5 % on a kernel under 20 µs must cite an A/B verdict.
class SmallWinCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(SmallWinCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-SMALL-WIN"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const DerivedSeries &series = seriesOf(context);
        // A verdict that adopts: "B_better" (ab_test.py's own word) or "B 更优" / "B is better", or a
        // verdict line that adopts ("A/B 裁决：采纳"). "verdict: inconclusive → 仍采纳", "tie" or
        // "未跑 A/B，直接采纳" cite none.
        static const QRegularExpression bBetter(QStringLiteral("\\bB_better\\b"));
        // Plainer words for it count only on a line that does not also call the test undecided
        // ("B wins 3/3 pairs but p=0.25, inconclusive").
        static const QRegularExpression bAhead(
            QStringLiteral("\\bB\\s*(?:is\\s+)?better\\b|\\bB\\s+wins?\\b|\\bB\\s*(?:更优|更快|胜出?)"),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        static const QRegularExpression verdictWord(QStringLiteral("verdict|裁决|判定"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression adopts(QStringLiteral("采纳|\\badopt"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression undecided(
            QStringLiteral("inconclusive|\\btie\\b|A_better|不采纳|未采纳|not adopted|未跑|没有跑|not run"),
            QRegularExpression::CaseInsensitiveOption);
        // B_better itself outweighs what else the line says ("首轮 inconclusive，补到 3 对后 B_better"),
        // unless it is what was not reached or not confirmed ("未得到 B_better", "未达 B_better",
        // "B_better 无法确认", "B_better could not be confirmed").
        static const QRegularExpression notBetter(
            QStringLiteral("(?:未|没有|不是|非|无法|未能|\\bnot|\\bno)\\s*(?:得到|达到|达|reach(?:ed)?|get|confirm(?:ed)?)?\\s*B_better|"
                           "B_better\\W{0,3}(?:无法|不能|未能|未|没有|尚未|待|cannot\\b|not\\b|"
                           "(?:could|can|did|was|is|has|have)(?:n't|\\s+not)\\b)"),
            QRegularExpression::CaseInsensitiveOption);
        const auto cites = [](const QString &line) {
            if (notBetter.match(line).hasMatch())
                return false;
            if (bBetter.match(line).hasMatch())
                return true;
            return !undecided.match(line).hasMatch()
                && (bAhead.match(line).hasMatch() || (verdictWord.match(line).hasMatch() && adopts.match(line).hasMatch()));
        };
        QStringList logLines; // split when a small win needs its round's text
        const auto citedIn = [&](const OptLogRound *round) {
            if (!round)
                return false;
            if (logLines.isEmpty())
                logLines = TextLines::splitUtf8(s.optLog.utf8);
            for (int l = round->line; l <= std::min(round->endLine, int(logLines.size())); ++l)
                if (cites(logLines[l - 1]))
                    return true;
            return false;
        };
        const auto warn = [&](const QString &candidate, int round, const QString &key, double gain, double before,
                              int recordLine) {
            results.append({id(), Warning, s.records.displayPath, recordLine,
                            tr("%1 wins round %2 on %3 by %4 % on a %5 µs kernel without an A/B verdict in the log")
                                .arg(candidate, QString::number(round), key, QString::number(gain * 100, 'f', 1),
                                     QString::number(before)),
                            {}});
        };
        // A win beyond noise (a flat result is no win) that is under 5 %, on a kernel under 20 µs.
        const double noise = context.options.noiseThreshold;
        const auto small = [noise](double before, double after) {
            return before < 20.0 && DerivedSeries::classify(before, after, noise) == NoiseClass::Improved
                && (before - after) / before < 0.05;
        };
        // The gain that needs the A/B protocol is the new current best's over the best it replaced
        // (ab_test.py's A is the current best's bench command), as the log's chain of bests says: a
        // branch measured faster but rolled back raises no bar for the next winner.
        const QList<Adoption> adoptions = adoptionsOf(s, allValidCandidatesOf(context));
        QList<qsizetype> baselineRecords; // valid, with a duration
        for (qsizetype i = 0; i < s.records.records.size(); ++i)
            if (const PerfRecord &r = s.records.records.at(i); r.valid && r.hasDuration() && r.isBaseline())
                baselineRecords.append(i);
        if (!adoptions.isEmpty()) {
            for (const Adoption &adoption : adoptions) {
                // The new best's first measurement on each workload (a later re-measure is not what
                // the round decided on), against the current best's last one before it, or, when the
                // current best was measured there only afterwards (a control run after the
                // candidate), its first one after.
                using Measure = std::pair<double, int>; // duration, record line
                QHash<QString, Measure> latestBefore, firstAfter;
                QMap<QString, Measure> candidate; // sorted: findings come out in a stable order
                // The records of the two bests in file order (an index per id, not a pass over every
                // record per adoption).
                QList<qsizetype> involved = candidatesOf(context).exactly(adoption.next);
                involved += candidatesOf(context).exactly(adoption.previous);
                if (adoption.previous == QLatin1String("baseline"))
                    involved += baselineRecords;
                std::sort(involved.begin(), involved.end());
                involved.erase(std::unique(involved.begin(), involved.end()), involved.end());
                for (const qsizetype i : std::as_const(involved)) {
                    const PerfRecord &r = s.records.records.at(i);
                    if (!r.l0Pass.value_or(false))
                        continue;
                    const QString key = r.workloadKey();
                    if (r.candidateId == adoption.next) {
                        if (!candidate.contains(key))
                            candidate.insert(key, {r.durationUs, r.line});
                    } else if (r.candidateId == adoption.previous
                               || (adoption.previous == QLatin1String("baseline") && r.isBaseline())) {
                        if (!candidate.contains(key))
                            latestBefore.insert(key, {r.durationUs, r.line});
                        else if (!firstAfter.contains(key))
                            firstAfter.insert(key, {r.durationUs, r.line});
                    }
                }
                struct Compared
                {
                    QString key;
                    double before;
                    Measure after;
                };
                QList<Compared> compared;
                bool decisive = false; // a clear win (>= 5 %) on some workload carries the adoption
                for (auto it = candidate.cbegin(); it != candidate.cend(); ++it) {
                    auto was = latestBefore.constFind(it.key());
                    if (was == latestBefore.cend())
                        was = firstAfter.constFind(it.key());
                    if (was == firstAfter.cend())
                        continue;
                    compared.append({it.key(), was->first, *it});
                    decisive = decisive || (was->first - it->first) / was->first >= 0.05;
                }
                // Beside a clear win elsewhere, only a small kernel's own claimed win (beyond noise)
                // needs the protocol; an adoption whose every gain is under 5 % rests on small
                // differences, so each small kernel it improved at all does.
                bool cited = false, asked = false;
                for (const Compared &c : std::as_const(compared)) {
                    const double gain = (c.before - c.after.first) / c.before;
                    if (!(c.before < 20.0) || gain >= 0.05 || gain <= 0
                        || (decisive && DerivedSeries::classify(c.before, c.after.first, noise) != NoiseClass::Improved))
                        continue;
                    if (!std::exchange(asked, true))
                        cited = citedIn(adoption.round);
                    if (!cited)
                        warn(adoption.next, adoption.round->number, c.key, gain, c.before, c.after.second);
                }
            }
            return;
        }
        // A log that states no best: the records' own fastest per round stands for it.
        for (const WorkloadSeries &w : series.series) {
            for (const SeriesPoint &p : w.points) {
                if (!p.isRoundWinner)
                    continue;
                const double before = w.comparedAgainst(p.round); // what it won against
                if (!small(before, p.durationUs))
                    continue;
                if (!citedIn(LogLocator::round(s.optLog, p.round)))
                    warn(p.candidateId, p.round, w.key, (before - p.durationUs) / before, before, p.recordLine);
            }
        }
    }
};

// The stated stop reason agrees with the data.
class TerminationCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(TerminationCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-TERMINATION"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        const OptLogStopReason *stated = nullptr;
        for (const OptLogStopReason &r : s.optLog.stopReasons)
            if (!stated || r.inLatestFinalSummary || !stated->inLatestFinalSummary) // the latest summary's, else the last
                stated = &r;
        const QString file = s.optLogFile.displayPath;
        const int latest = s.optLog.latestFinalSummary();
        if (!stated) {
            if (latest >= 0)
                results.append({id(), Warning, file, s.optLog.sections.at(latest).line,
                                tr("The Final Summary states no stop reason (success, budget_exhausted, plateau, "
                                   "blocked, user_stop, precision_fixed)"),
                                {}});
            return;
        }
        // A value that names none of the workflow's reasons ("converged") says nothing checkable.
        if (stated->reasons.isEmpty())
            results.append({id(), Warning, file, stated->line,
                            tr("Stop reason \"%1\" is none of the workflow's (success, budget_exhausted, plateau, "
                               "blocked, user_stop, precision_fixed)")
                                .arg(stated->raw),
                            {stated->raw}});
        // A later session's Final Summary without one: the earlier session's reason is no claim about it.
        if (latest >= 0 && !stated->inLatestFinalSummary && stated->line < s.optLog.sections.at(latest).line)
            results.append({id(), Warning, file, s.optLog.sections.at(latest).line,
                            tr("The latest Final Summary states no stop reason; the last one stated is an earlier "
                               "summary's (line %1: %2)")
                                .arg(stated->line)
                                .arg(stated->raw),
                            {stated->raw}});
        // precision_fixed ends a precision_fix dispatch (the agent contract's mode), never a full tuning.
        if (stated->reasons.contains(OptLogStopReason::Reason::PrecisionFixed))
            for (const OptLogField &f : s.optLog.stageResult)
                if (f.key.compare(QLatin1String("mode"), Qt::CaseInsensitive) == 0 && !f.value.isEmpty()
                    && !f.value.contains(QLatin1String("precision_fix")))
                    results.append({id(), Warning, file, stated->line,
                                    tr("Stop reason precision_fixed, but the Stage Result's mode is \"%1\" (line %2): "
                                       "precision_fixed ends a precision_fix dispatch")
                                        .arg(f.value, QString::number(f.line)),
                                    {stated->raw}});
        const DerivedSeries &series = seriesOf(context);
        if (series.rounds.isEmpty())
            return;
        const int lastRound = series.rounds.last();
        int experiments = 0;
        QSet<QString> candidates;
        for (const PerfRecord &r : s.records.records)
            if (r.valid && !r.isBaseline())
                candidates.insert(r.candidateId);
        experiments = int(candidates.size());
        // Rounds that improved some workload beyond the noise threshold.
        QSet<int> gainRounds;
        for (const WorkloadSeries &w : series.series)
            for (const SeriesPoint &p : w.points)
                if (p.isRoundWinner)
                    gainRounds.insert(p.round);
        for (OptLogStopReason::Reason reason : stated->reasons) {
            if (reason == OptLogStopReason::Reason::Plateau) {
                int quiet = 0;
                for (int r = lastRound; r >= 1 && !gainRounds.contains(r); --r)
                    ++quiet;
                if (quiet < 3)
                    results.append({id(), Warning, file, stated->line,
                                    tr("Stop reason plateau needs 3 rounds without a gain above the noise threshold; "
                                       "the records show %1 (round %2 gained)")
                                        .arg(quiet)
                                        .arg(lastRound - quiet),
                                    {stated->raw}});
            } else if (reason == OptLogStopReason::Reason::BudgetExhausted) {
                if (lastRound < context.options.maxRounds && experiments < context.options.maxExperiments)
                    results.append({id(), Info(), file, stated->line,
                                    tr("Stop reason budget_exhausted with %1 round(s) and %2 experiment(s): below the "
                                       "default budget of %3 rounds / %4 experiments (a task budget may be smaller)")
                                        .arg(lastRound)
                                        .arg(experiments)
                                        .arg(context.options.maxRounds)
                                        .arg(context.options.maxExperiments),
                                    {stated->raw}});
            }
        }
    }
    static Diagnostic::Severity Info() { return Diagnostic::Severity::Info; }
};

// Every round with experiments states its conclusion (Phase 2 steps 11–12: winner, or that there is
// none, or the new current best). Without one, which branch the next round builds on is the
// reader's guess, and every rule that follows the chain of bests reads it from the records alone.
class DecisionCheck : public GateCheck
{
    Q_DECLARE_TR_FUNCTIONS(DecisionCheck)

public:
    QString id() const override { return QStringLiteral("REVIEW-DECISION"); }
    void run(GateContext &context, QList<GateResult> &results) const override
    {
        const ProjectSnapshot &s = context.snapshot;
        for (const OptLogRound &round : s.optLog.rounds) {
            if (!round.hasExperiments())
                continue;
            const OptLogDecision *stated = round.statedConclusion();
            if (stated && stated->fromTable)
                results.append({id(),
                                Warning,
                                s.optLogFile.displayPath,
                                stated->line,
                                tr("%1 marks its winner %2 only in a table's result cell; the round states no "
                                   "conclusion (winner, reason, new current best)")
                                    .arg(round.heading, stated->candidate),
                                {}});
            else if (stated && stated->undecided)
                results.append({id(),
                                Warning,
                                s.optLogFile.displayPath,
                                stated->line,
                                tr("%1 states its winner as a placeholder (%2): the round was never concluded")
                                    .arg(round.heading, stated->value),
                                {}});
            else if (!stated)
                results.append({id(),
                                Warning,
                                s.optLogFile.displayPath,
                                round.line,
                                tr("%1 has experiments but states no conclusion: no winner (or that there is "
                                   "none) and no new current best")
                                    .arg(round.heading),
                                {}});
        }
    }
};

} // namespace

std::unique_ptr<GateCheck> StrictCheckParts::decisionCheck()
{
    return std::make_unique<DecisionCheck>();
}

std::unique_ptr<GateCheck> StrictCheckParts::nonRegressionCheck()
{
    return std::make_unique<NonRegressionCheck>();
}

std::unique_ptr<GateCheck> StrictCheckParts::smallWinCheck()
{
    return std::make_unique<SmallWinCheck>();
}

std::unique_ptr<GateCheck> StrictCheckParts::terminationCheck()
{
    return std::make_unique<TerminationCheck>();
}
