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
    for (const PerfRecord &r : m_snapshot.records.records) {
        if (!r.valid || !r.round || *r.round < 1 || r.isBaseline())
            continue;
        if (r.contract == Generation::B && r.phase != "candidate"_L1)
            continue; // merged and final records descend from the winner, not from the round's base
        parents[*r.round][r.parentId.value_or(u"null"_s)].append(r.line);
    }
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
    QMap<qint64, QList<int>> merged; // round -> merged record lines
    for (const PerfRecord &r : m_snapshot.records.records)
        if (r.valid && r.round && r.phase == "merged"_L1)
            merged[*r.round].append(r.line);
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogRound &round : m_snapshot.optLog.rounds) {
        const OptLogDecision *best = round.newCurrentBest();
        if (!best || best->candidate.isEmpty())
            best = round.winner();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest || round.number < 1)
            continue;
        if (merged.contains(round.number)) {
            for (int line : merged.value(round.number))
                pass.append(recordLine(line));
        } else {
            ChecklistEvidence e = logLine(best->line);
            e.text = tr("round %1: %2 has no phase=merged record").arg(round.number).arg(best->candidate);
            fail.append(e);
        }
    }
    if (!fail.isEmpty())
        return verdict(item, Status::Fail, tr("%n winner(s) without a merged re-measurement", "", fail.size()), fail);
    if (pass.isEmpty())
        return verdict(item, Status::Manual, tr("The log names no winner to merge"));
    return verdict(item, Status::Pass, tr("%n merged record(s)", "", pass.size()), pass);
}

ChecklistVerdict ChecklistQueries::decisions(const ChecklistItem &item) const
{
    QList<ChecklistEvidence> pass, fail;
    for (const OptLogRound &round : m_snapshot.optLog.rounds) {
        if (round.number < 1 || (round.branches.isEmpty() && round.comparisonTables.isEmpty()))
            continue;
        const OptLogDecision *stated = round.winner();
        // A winner only marked in the branch table ("improved (winner)") is no stated decision.
        if (!stated || stated->fromTable) {
            if (const OptLogDecision *best = round.newCurrentBest())
                stated = best;
        }
        if (stated && stated->fromTable)
            fail.append({m_snapshot.optLogFile.displayPath, stated->line,
                         tr("%1: the winner is only marked in a table, not stated").arg(round.heading)});
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
    return verdict(item, Status::Pass, tr("Stop reason: %1").arg(stated->raw), evidence);
}
