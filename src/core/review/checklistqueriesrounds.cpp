// SPDX-License-Identifier: MIT
// The checklist's Phase 2 questions: the rounds (same base, branch changes, L0, merge, decisions).
#include "review/checklistqueries.h"
#include "review/checklistqueries_p.h"
#include "run/projectsnapshot.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;
using namespace ChecklistQueriesPrivate;

ChecklistVerdict ChecklistQueries::sameBase(const ChecklistItem &item) const
{
    // round -> parent -> record lines
    QMap<qint64, QMap<QString, QList<int>>> parents;
    int withoutParent = 0; // Gen A may leave parent_id out: such a record says nothing of its base
    for (const PerfRecord &r : m_snapshot.records.records) {
        if (!r.valid || !r.round || *r.round < 1 || r.isBaseline())
            continue;
        if (r.contract == Generation::B && r.phase != "candidate"_L1)
            continue; // merged and final records descend from the winner, not from the round's base
        // An explicit null is a parent (none); a record without the key says nothing.
        if (!r.parentId && !r.raw.contains("\"parent_id\"")) {
            ++withoutParent;
            continue;
        }
        parents[*r.round][r.parentId.value_or(u"null"_s)].append(r.line);
    }
    if (parents.isEmpty() && withoutParent > 0)
        return verdict(item, Status::Manual,
                       tr("No branch record states its parent_id: compare each round's branches with its base in the log"));
    if (parents.isEmpty())
        return verdict(item, Status::NotApplicable, tr("No branch records"));
    QList<ChecklistEvidence> pass, fail;
    QStringList mixed;
    for (auto round = parents.cbegin(); round != parents.cend(); ++round) {
        if (round.value().size() == 1) {
            ChecklistEvidence e = recordLine(round.value().first().first());
            e.text = tr("round %1: every branch from %2").arg(round.key()).arg(round.value().firstKey());
            pass.append(e);
            continue;
        }
        mixed.append(QString::number(round.key()));
        // The most common parent is the round's base; the others are the odd ones out.
        QString base;
        for (auto p = round.value().cbegin(); p != round.value().cend(); ++p)
            if (base.isEmpty() || p.value().size() > round.value().value(base).size())
                base = p.key();
        for (auto p = round.value().cbegin(); p != round.value().cend(); ++p)
            if (p.key() != base)
                for (int line : p.value()) {
                    ChecklistEvidence e = recordLine(line);
                    e.text = tr("round %1: parent %2, the round's base is %3").arg(round.key()).arg(p.key(), base);
                    fail.append(e);
                }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail,
                       tr("Branches of round %1 derive from different candidates").arg(mixed.join(u", "_s)), fail);
    return verdict(item, Status::Pass, tr("Each of %n round(s) derives its branches from one base", "", pass.size()),
                   pass);
}

ChecklistVerdict ChecklistQueries::branchChanges(const ChecklistItem &item) const
{
    QList<ChecklistEvidence> evidence;
    for (const OptLogRound &round : m_snapshot.optLog.rounds)
        for (const OptLogBranch &branch : round.branches) {
            ChecklistEvidence e = logLine(branch.line);
            if (!branch.change.isEmpty())
                e.text = branch.id + u": "_s + branch.change;
            evidence.append(e);
        }
    return verdict(item, Status::Manual, tr("Read the main change of %n branch(es)", "", evidence.size()), evidence);
}

ChecklistVerdict ChecklistQueries::l0(const ChecklistItem &item) const
{
    const QStringList won = winners() + QStringList {m_snapshot.finalCandidateId()};
    int branches = 0;
    QList<ChecklistEvidence> failures, winnerFailures, winnerUnknown;
    for (const PerfRecord &r : m_snapshot.records.records) {
        if (!r.parsed || r.isBaseline())
            continue;
        ++branches;
        if (r.l0Pass.value_or(false))
            continue;
        const bool winner
            = std::any_of(won.cbegin(), won.cend(), [&](const QString &w) { return sameCandidate(w, r.candidateId); });
        if (!r.l0Pass.has_value()) {
            if (winner) // a winner needs its L0 result on record, not its absence read as a pass
                winnerUnknown.append(recordLine(r.line));
            continue;
        }
        (winner ? winnerFailures : failures).append(recordLine(r.line));
    }
    if (!winnerFailures.isEmpty())
        return verdict(item, Status::Fail, tr("%n record(s) of a winner failed L0", "", winnerFailures.size()),
                       winnerFailures + failures);
    if (!winnerUnknown.isEmpty())
        return verdict(item, Status::Fail,
                       tr("%n record(s) of a winner state no L0 result", "", winnerUnknown.size()), winnerUnknown);
    if (branches == 0)
        return verdict(item, Status::NotApplicable, tr("No branch records"));
    return verdict(
        item, Status::Pass,
        tr("%1 branch record(s), %2 L0 failure(s), none of them a winner").arg(branches).arg(failures.size()),
        failures);
}

ChecklistVerdict ChecklistQueries::merge(const ChecklistItem &item) const
{
    const ProjectSnapshot &s = m_snapshot;
    // A winner is re-measured on every tune workload of its kernel: the inventory's tune items (only
    // they may have records, §a.2), else the workloads the baseline measured. kernel_id -> key -> workload_id.
    QMap<QString, QMap<QString, QString>> tune;
    if (s.inventory.readable)
        for (const InventoryItem *i : s.inventory.tuneItems())
            tune[i->kernelId].insert(i->workloadKey(), i->workloadId);
    QMap<qint64, QList<const PerfRecord *>> merged; // round -> merged records
    for (const PerfRecord &r : s.records.records) {
        if (r.valid && r.isBaseline() && !s.inventory.readable)
            tune[r.kernelId].insert(r.workloadKey(), r.workloadId);
        if (r.valid && r.round && r.phase == "merged"_L1)
            merged[*r.round].append(&r);
    }
    QList<ChecklistEvidence> pass, fail;
    int unmeasured = 0, partly = 0; // winners without a merged record; re-measured on some tune workloads only
    for (const OptLogRound &round : s.optLog.rounds) {
        const OptLogDecision *best = round.newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round.winner();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest || round.number < 1)
            continue;
        // The winner's merged records name it as candidate or parent ("merged_r1_a_chain" from
        // "round1_a_chain"); a log naming it otherwise leaves the round's merged records.
        QStringList names {best->candidate};
        if (const OptLogDecision *winner = round.winner(); winner && !winner->candidate.isEmpty())
            names.append(winner->candidate);
        const QList<const PerfRecord *> inRound = merged.value(round.number);
        QList<const PerfRecord *> ofWinner;
        for (const PerfRecord *r : inRound)
            if (std::any_of(names.cbegin(), names.cend(), [&](const QString &name) {
                    return sameCandidate(name, r->candidateId) || sameCandidate(name, r->parentId.value_or(QString()));
                }))
                ofWinner.append(r);
        if (ofWinner.isEmpty())
            ofWinner = inRound;
        if (ofWinner.isEmpty()) {
            ChecklistEvidence e = logLine(best->line);
            e.text = tr("round %1: %2 has no phase=merged record").arg(round.number).arg(best->candidate);
            fail.append(e);
            ++unmeasured;
            continue;
        }
        QMap<QString, QString> required;
        for (const PerfRecord *r : std::as_const(ofWinner))
            required.insert(tune.value(r->kernelId));
        QStringList missing;
        for (auto key = required.cbegin(); key != required.cend(); ++key)
            if (std::none_of(ofWinner.cbegin(), ofWinner.cend(),
                             [&](const PerfRecord *r) { return r->workloadKey() == key.key(); }))
                missing.append(key.value());
        if (!missing.isEmpty()) {
            ChecklistEvidence e = logLine(best->line);
            e.text = tr("round %1: %2 has no phase=merged record on %3")
                         .arg(round.number)
                         .arg(best->candidate, missing.join(u", "_s));
            fail.append(e);
            ++partly;
            continue;
        }
        for (const PerfRecord *r : std::as_const(ofWinner))
            pass.append(recordLine(r->line));
    }
    if (!fail.isEmpty()) {
        QStringList summary;
        if (unmeasured > 0)
            summary.append(tr("%n winner(s) without a merged re-measurement", "", unmeasured));
        if (partly > 0)
            summary.append(tr("%n winner(s) not re-measured on every tune workload", "", partly));
        return verdict(item, Status::Fail, summary.join(tr("; ")), fail);
    }
    if (pass.isEmpty())
        return verdict(item, Status::Manual, tr("The log names no winner to merge"));
    return verdict(item, Status::Pass, tr("%n merged record(s)", "", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::decisions(const ChecklistItem &item) const
{
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogRound &round : m_snapshot.optLog.rounds) {
        if (!round.hasExperiments())
            continue;
        // The same reading as REVIEW-DECISION's: a winner only marked in the branch table
        // ("improved (winner)") or still a placeholder is no stated decision.
        const OptLogDecision *stated = round.statedConclusion();
        if (stated && stated->fromTable)
            fail.append({m_snapshot.optLogFile.displayPath, stated->line,
                         tr("%1: the winner is only marked in a table, not stated").arg(round.heading)});
        else if (stated && stated->undecided)
            fail.append({m_snapshot.optLogFile.displayPath, stated->line,
                         tr("%1: the winner is still a placeholder (%2)").arg(round.heading, stated->value)});
        else if (stated)
            pass.append(logLine(stated->line));
        else
            fail.append({m_snapshot.optLogFile.displayPath, round.line,
                         tr("%1: no winner or rollback stated").arg(round.heading)});
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, tr("%n round(s) state no conclusion", "", fail.size()), fail);
    if (pass.isEmpty())
        return verdict(item, Status::Fail, tr("The log has no rounds with experiment branches"));
    return verdict(item, Status::Pass, tr("%n round(s), each with its conclusion", "", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::termination(const ChecklistItem &item) const
{
    const OptLogStopReason *stated = nullptr;
    for (const OptLogStopReason &r : m_snapshot.optLog.stopReasons)
        if (!stated || r.inLatestFinalSummary || !stated->inLatestFinalSummary) // the latest summary's, else the last
            stated = &r;
    if (!stated)
        return verdict(item, Status::Fail, tr("The log states no stop reason"));
    QList<ChecklistEvidence> evidence {logLine(stated->line)};
    if (stated->reasons.isEmpty())
        return verdict(item, Status::Fail,
                       tr("Stop reason \"%1\" is none of success, budget_exhausted, plateau, blocked, user_stop, "
                          "precision_fixed")
                           .arg(stated->raw),
                       evidence);
    for (const GateResult &r : m_report.results)
        if (r.ruleId == "REVIEW-TERMINATION"_L1 && r.severity == Diagnostic::Severity::Info)
            evidence.append({r.file, r.line, r.message});
    if (stated->reasons.contains(OptLogStopReason::Reason::Success))
        if (const std::optional<ChecklistVerdict> missed = missedTarget(item, evidence))
            return *missed;
    return verdict(item, Status::Pass, tr("Stop reason: %1").arg(stated->raw), evidence);
}

// success is "达到用户指定性能目标": when the log states its target, a speedup ("几何平均加速 ≥ 2x") or
// a latency ("fp16_4096x1024 Task Duration ≤ 15 us"), the final has to reach it.
std::optional<ChecklistVerdict> ChecklistQueries::missedTarget(const ChecklistItem &item,
                                                               QList<ChecklistEvidence> evidence) const
{
    static const QRegularExpression keyword(u"目标|\\btarget\\b|\\bgoal\\b"_s, QRegularExpression::CaseInsensitiveOption);
    // A speedup's x is no shape's ("2048x4096").
    static const QRegularExpression comparison(
        u"(≥|>=|>|≤|<=|<|不低于|至少|不高于|不超过)\\s*(\\d+(?:\\.\\d+)?)\\s*(x|×|倍|%|us|µs|μs|微秒|ms)(?![A-Za-z0-9])"_s,
        QRegularExpression::CaseInsensitiveOption);
    // A target statement is about speed or latency; a target kernel, shape or noise floor is none.
    static const QRegularExpression performance(
        u"性能|加速|提速|时延|延迟|耗时|几何平均|performance|speed\\s*-?up|faster|latency|duration|geomean|geometric"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression notPerformance(
        u"(?:目标|\\btarget|\\bgoal)\\s*[:：]?\\s*(?:kernel|算子|op\\b)|形态|\\bshape|噪声|noise|地板|floor|smoke|阈值|threshold"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression geomean(u"几何|geomean|geometric"_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression clauseEnd(u"[；;。]"_s);
    // The first clause that states one, on a line naming a target (from the clause holding the word on).
    QRegularExpressionMatch m;
    QString clause;
    int line = 0;
    for (qsizetype i = 0; i < m_logLines.size() && line == 0; ++i) {
        const QString &text = m_logLines.at(i);
        const QRegularExpressionMatch k = keyword.match(text);
        if (!k.hasMatch())
            continue;
        const qsizetype from = text.lastIndexOf(clauseEnd, k.capturedStart()) + 1;
        for (const QString &c : text.mid(from).split(clauseEnd)) {
            if (m = comparison.match(c); m.hasMatch() && !notPerformance.match(c).hasMatch()) {
                clause = c;
                line = int(i + 1);
                break;
            }
        }
    }
    // success without a stated target: nothing the log says can confirm it was reached.
    if (line == 0)
        return verdict(item, Status::Manual,
                       tr("Stop reason success, but the log states no performance target: compare the final with "
                          "the target the user gave"),
                       evidence);
    // Without words of speed or latency it may be another kind of target: a miss is for the reviewer.
    const bool certain = performance.match(clause).hasMatch();
    const double bound = m.captured(2).toDouble();
    const QString unit = m.captured(3).toLower();
    const bool speedup = unit == "x"_L1 || unit == u"×"_s || unit == u"倍"_s;
    const bool atLeast = !QStringList {u"≤"_s, u"<="_s, u"<"_s, u"不高于"_s, u"不超过"_s}.contains(m.captured(1));
    const double boundUs = unit == "ms"_L1 ? bound * 1000 : bound;
    const QString stated = m.captured(1) + u' ' + m.captured(2) + (speedup || unit == "%"_L1 ? QString() : u" "_s)
        + m.captured(3);
    evidence.append(logLine(line));
    if (unit == "%"_L1)
        return verdict(item, Status::Manual,
                       tr("Stop reason success; the stated target (%1) is a percentage, which is not checked: "
                          "compare the final with it")
                           .arg(stated),
                       evidence);
    if (atLeast != speedup) // "latency ≥ 15 us", "speedup ≤ 2x": not a target's direction
        return verdict(item, Status::Manual,
                       tr("Stop reason success; the stated target (%1) bounds the wrong side: compare the final with it")
                           .arg(stated),
                       evidence);
    const DerivedSeries series = m_snapshot.derivedSeries(0.03);
    // The workloads the target names ("fp16_4096x1024 … ≤ 15 us"), else every one.
    QList<const WorkloadSeries *> measured, named;
    for (const WorkloadSeries &w : series.series) {
        if (!std::isfinite(w.finalUs) || (speedup && !std::isfinite(w.speedup())))
            continue;
        measured.append(&w);
        if (!w.workload.isEmpty() && clause.contains(w.workload))
            named.append(&w);
    }
    QStringList misses;
    if (speedup && geomean.match(clause).hasMatch()) {
        if (!std::isfinite(series.geomeanSpeedup))
            measured.clear();
        else if (series.geomeanSpeedup < bound - 0.005)
            misses.append(tr("geometric mean %1x").arg(series.geomeanSpeedup, 0, 'f', 2));
    } else {
        for (const WorkloadSeries *w : named.isEmpty() ? std::as_const(measured) : std::as_const(named)) {
            if (speedup && w->speedup() < bound - 0.005)
                misses.append(u"%1 %2x"_s.arg(w->key, QString::number(w->speedup(), 'f', 2)));
            else if (!speedup && w->finalUs > boundUs * 1.001)
                misses.append(u"%1 %2 µs"_s.arg(w->key, QString::number(w->finalUs)));
        }
    }
    if (measured.isEmpty())
        return verdict(item, Status::Manual,
                       tr("Stop reason success, but nothing measured to check it against the stated target (%1)")
                           .arg(stated),
                       evidence);
    if (misses.isEmpty())
        return std::nullopt;
    if (!certain)
        return verdict(item, Status::Manual,
                       tr("Stop reason success, but the final misses what may be the log's target (%1): %2; "
                          "check whether it is the performance target")
                           .arg(stated, misses.join(u", "_s)),
                       evidence);
    return verdict(item, Status::Fail,
                   tr("Stop reason success, but the final misses the stated target (%1): %2")
                       .arg(stated, misses.join(u", "_s)),
                   evidence);
}
