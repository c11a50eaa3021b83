// SPDX-License-Identifier: MIT
#include "gates/runprogress.h"

#include "base/textlines.h"
#include "gates/candidaterecords.h"
#include "optlog/optlogstructure.h"
#include "records/derivedseries.h"
#include "run/projectsnapshot.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>
#include <optional>

using namespace Qt::StringLiterals;

bool RunProgress::sameCandidate(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.endsWith(u'_' + a) || a.endsWith(u'_' + b));
}

bool RunProgress::isConfirmation(const OptLogRound &round)
{
    // "Final Confirmation（round 5）", "## 最终确认（round 5）", "Round 6：终测复验", "Iteration 4（Final 验证 +
    // fp32 采纳项 A/B 复核）", "最终文件收敛确认": the final kernel re-measured beside the best it copies (its
    // table's rows are no branches tried); not "Round 5: final sweep of tile sizes".
    static const QRegularExpression confirms(
        QStringLiteral("\\bfinal\\s+(?:confirm\\w*|re-?measure\\w*|check|verification|validation)|\\bconfirmation\\b|"
                       "(?:最终|\\bfinal\\s*)(?:确认|复测|验证|复验|复核)|终测|复测|复验|复核|收敛确认|终版确认"),
        QRegularExpression::CaseInsensitiveOption);
    return confirms.match(round.heading).hasMatch();
}

namespace {

// The text of a decision outside its parentheses, else (a value all in parentheses) the whole value.
QString outsideParentheses(const QString &value)
{
    QString out;
    int depth = 0;
    for (const QChar c : value) {
        if (c == u'(' || c == u'（')
            ++depth;
        else if ((c == u')' || c == u'）') && depth > 0)
            --depth;
        else if (depth == 0)
            out.append(c);
    }
    return out.trimmed().isEmpty() ? value : out;
}

} // namespace

const OptLogDecision *RunProgress::unnamedAdoption(const OptLogRound &round)
{
    // "new_current_best: （参数级采纳，待最终文件落地）", "winner: baseline 结构 + fp32 默认 block_size 8192",
    // "new_current_best = 基准 kernel + 调优 bm 配置（smoke→4 / dit→8）": a configuration adopted without a
    // branch id of its own.
    static const QRegularExpression adopted(
        QStringLiteral("采纳|采用|\\badopt(?:ed|s)?\\b|^[\\s*`]*(?:baseline\\b|基准|基线)[^，,;；。]*\\+\\s*(?!nothing\\b|none\\b|无)\\S"),
        QRegularExpression::CaseInsensitiveOption);
    // Refused, pending or hedged ("不予采纳", "未被采纳", "无法采纳", "待采纳", "采纳前需复测", "是否采纳",
    // "adopt pending A/B", "never adopted", "nothing adopted"), or undone ("回退", "rollback").
    static const QRegularExpression notAdopted(
        QStringLiteral("(?:不|未|没有?|非|无法?|不予|未被|不能|不宜|不再|拒绝|暂不|待|是否)\\s*(?:被|予)?\\s*(?:采纳|采用)|"
                       "(?:采纳|采用)\\s*(?:前|条件|与否|待定)|"
                       "\\b(?:not|never|nothing|no|none|yet|pending|whether)\\b[^.;,，；。]{0,24}\\badopt|"
                       "\\badopt\\w*\\s+(?:pending|later|if|once|after|when)\\b|"
                       "回退|撤销|\\brollback\\b|\\brolled\\s+back\\b|\\brevert\\w*|\\breject\\w*"),
        QRegularExpression::CaseInsensitiveOption);
    // "winner: 无（…）", "none (…)": the round states it has no winner.
    static const QRegularExpression none(QStringLiteral("^[\\s*`]*(?:无(?![论法需])|没有|none\\b|n/a\\b|nothing\\b|no\\s+winner\\b)"),
                                         QRegularExpression::CaseInsensitiveOption);
    const OptLogDecision *stated = nullptr;
    bool adopts = false;
    for (const OptLogDecision &d : round.decisions) {
        if ((d.kind != OptLogDecision::Kind::Winner && d.kind != OptLogDecision::Kind::NewCurrentBest) || d.prose
            || d.undecided)
            continue;
        // A named one decides; a kept best, a stated "none", a refusal or an undoing adopted nothing.
        if (!d.candidate.isEmpty() || d.keepsCurrentBest || d.mergeCheckFailed || none.match(d.value).hasMatch()
            || notAdopted.match(outsideParentheses(d.value)).hasMatch())
            return nullptr;
        if (adopted.match(d.value).hasMatch())
            adopts = true;
        // The winner's words say what was adopted; new_current_best's, where there is no winner.
        if (!stated || (d.kind == OptLogDecision::Kind::Winner && stated->kind != OptLogDecision::Kind::Winner))
            stated = &d;
    }
    return adopts ? stated : nullptr;
}

RunProgress RunProgress::of(const ProjectSnapshot &s, const CandidateRecords *known)
{
    RunProgress progress;
    std::optional<CandidateRecords> built;
    if (!known)
        built.emplace(s.records.records, CandidateRecords::Kept::AllValid);
    const CandidateRecords &names = known ? *known : *built;
    const auto recordedName = [&](const QString &candidate) { // the first record that bears the name
        const QList<qsizetype> bearing = names.of(candidate);
        return bearing.isEmpty() ? candidate : s.records.records.at(bearing.first()).candidateId;
    };
    QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(s.optLog);
    rounds.removeIf([](const OptLogRound *round) { return round->baseline || round->number < 1; });
    QSet<qint64> confirmationRounds;
    QString previous = u"baseline"_s;
    QStringList held {previous}; // the current bests so far: a round naming one of them again went back
    // The operator's kernel by the names a log gives it (the folder's, the log title's, the final file's).
    const QString finalBase = QFileInfo(s.layout.finalKernel).completeBaseName();
    const auto isKernelFile = [&](const QString &candidate) {
        return !candidate.isEmpty()
            && (candidate == s.layout.operatorName || candidate == s.optLog.titleKernelName || candidate == finalBase);
    };
    // A round's lines state a Task Duration ("bm=7 = 24.86 µs vs bm=8 = 23.90 µs").
    // Split only when a round needs it: most rounds show branches or tables.
    std::optional<QStringList> splitLines;
    const auto measures = [&](const OptLogRound &round) {
        if (!splitLines)
            splitLines = TextLines::splitUtf8(s.optLog.utf8);
        const QStringList &logLines = *splitLines;
        static const QRegularExpression duration(QStringLiteral("\\d\\s*(?:us|µs|μs)\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
        for (int line = round.line; line <= std::min<int>(round.endLine, int(logLines.size())); ++line)
            if (line >= 1 && duration.match(logLines.at(line - 1)).hasMatch())
                return true;
        return false;
    };
    for (const OptLogRound *round : std::as_const(rounds)) {
        Round r;
        r.round = round;
        const bool confirmation = isConfirmation(*round);
        if (confirmation)
            confirmationRounds.insert(round->number);
        // "Iteration N" is the workflow's name for a round of experiments, whatever shape its
        // results take (a sweep table, measurements in a list), when it shows results at all.
        r.experimented = !confirmation
            && (!round->branches.isEmpty() || !round->comparisonTables.isEmpty()
                || (round->iteration >= 1 && (!round->tables.isEmpty() || measures(*round))));
        // "new_current_best: v3_bs4096（不变）", "维持 merged_r1_prevhoist" keeps the best, whatever the winner
        // line names ("round2_vbrchoist 与 round2_l0c2x 并列有效…移交 Round 3"). One that names the
        // operator's own kernel file ("`_ssd_chunk_scan_fwd_kernel.py`", Gen B's merge target) names no
        // candidate: the winner does.
        const OptLogDecision *stated = round->newCurrentBest();
        const bool kept = stated && stated->keepsCurrentBest;
        const OptLogDecision *best = stated;
        if (!best || best->candidate.isEmpty() || kept || isKernelFile(best->candidate))
            best = kept ? nullptr : round->winner();
        if (best && !best->candidate.isEmpty() && !best->keepsCurrentBest && !isKernelFile(best->candidate)) {
            const QString name = recordedName(best->candidate);
            if (!sameCandidate(name, previous)) {
                const bool heldBefore = std::any_of(held.cbegin(), held.cend(),
                                                    [&name](const QString &h) { return sameCandidate(name, h); });
                // Going back: the round states no winner of its own, or says it went back. A winner
                // named by an opt_id that an earlier round's candidate shares stays a win.
                static const QRegularExpression wentBack(
                    QStringLiteral("回退|退回|回滚|\\brollback\\b|\\brolled\\s+back\\b|\\brevert"),
                    QRegularExpression::CaseInsensitiveOption);
                const OptLogDecision *winner = round->winner();
                const bool ownWinner = winner && !winner->candidate.isEmpty() && !winner->keepsCurrentBest;
                if (heldBefore && (!ownWinner || wentBack.match(best->value).hasMatch())) {
                    r.rolledBackTo = name;
                } else {
                    r.won = true;
                    r.best = best;
                    r.winner = name;
                    held.append(name);
                }
                previous = name;
            }
        } else if (const OptLogDecision *adoption = kept ? nullptr : unnamedAdoption(*round)) {
            r.won = true;
            r.best = adoption;
            previous.clear(); // the adopted configuration has no id: the next named best is new
        }
        if (r.won)
            progress.consecutiveNoImprovement = 0;
        else if (r.experimented)
            ++progress.consecutiveNoImprovement;
        progress.rounds.append(r);
    }

    // Rounds that tried something: a record of a candidate not measured before (Gen B: phase=candidate),
    // not the final's re-measurement in a confirmation round.
    QSet<qint64> experimentRounds;
    QSet<QString> measured;
    for (const PerfRecord &r : s.records.records) {
        if (!r.valid || !r.round || *r.round < 1 || r.isBaseline())
            continue;
        const bool tried = r.contract == Generation::B ? r.phase == "candidate"_L1 : !measured.contains(r.candidateId);
        measured.insert(r.candidateId);
        if (tried && !confirmationRounds.contains(*r.round))
            experimentRounds.insert(*r.round);
    }
    progress.iterations = int(experimentRounds.size());
    if (progress.iterations == 0)
        for (const OptLogRound *round : std::as_const(rounds))
            if (!round->branches.isEmpty())
                ++progress.iterations;
    return progress;
}

int RunProgress::roundsWithoutGain(const DerivedSeries &series) const
{
    // A candidate's figure on a workload: its record of the round it won, else its latest before.
    const auto figure = [](const WorkloadSeries &w, const QString &candidate, int round) {
        const int at = w.figureOf(candidate, round < 0 ? std::numeric_limits<int>::max() : round);
        return at < 0 ? std::numeric_limits<double>::quiet_NaN() : w.points.at(at).durationUs;
    };
    return walkAdoptions([&](const QString &before, int beforeRound, const QString &after, int afterRound) {
        bool gains = false, loses = false, measured = false;
        if (!after.isEmpty())
            for (const WorkloadSeries &w : series.series) {
                if (!w.tuned)
                    continue;
                const double was = before == QLatin1String("baseline") ? w.baselineUs
                    : before.isEmpty()                                 ? std::numeric_limits<double>::quiet_NaN()
                                                                       : figure(w, before, beforeRound);
                const NoiseClass change
                    = DerivedSeries::classify(was, figure(w, after, afterRound), series.noiseThreshold);
                measured = measured || change != NoiseClass::Unknown;
                gains = gains || change == NoiseClass::Improved;
                loses = loses || change == NoiseClass::Regressed;
            }
        return !measured || (gains && !loses) ? Gain::Improved : loses ? Gain::Slower : Gain::WithinNoise;
    });
}

int RunProgress::walkAdoptions(const Judge &judge, const Visit &visit) const
{
    int quiet = 0;
    QString previous = QStringLiteral("baseline"); // empty after an unnamed adoption: nothing to compare with
    int previousRound = -1; // the round `previous` won
    QHash<QString, int> roundWon; // each best so far, by the round that made it one
    for (const Round &step : rounds) {
        if (!step.won) {
            if (step.experimented)
                ++quiet;
            if (visit)
                visit(step, previous, previousRound, std::nullopt);
            if (!step.rolledBackTo.isEmpty()) { // the next win is measured against the best it went back to
                previous = step.rolledBackTo;
                previousRound = roundWon.value(previous, -1);
            }
            continue;
        }
        const int round = step.round->number;
        const Gain gain = judge(previous, previousRound, step.winner, round);
        if (gain == Gain::Improved)
            quiet = 0;
        else if (step.experimented)
            ++quiet;
        if (visit)
            visit(step, previous, previousRound, gain);
        previous = step.winner;
        previousRound = round;
        if (!step.winner.isEmpty())
            roundWon.insert(step.winner, round);
    }
    return quiet;
}
