// SPDX-License-Identifier: MIT
#include "gates/runprogress.h"

#include "gates/candidaterecords.h"
#include "optlog/optlogstructure.h"
#include "run/projectsnapshot.h"

#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

bool RunProgress::sameCandidate(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.endsWith(u'_' + a) || a.endsWith(u'_' + b));
}

bool RunProgress::isConfirmation(const OptLogRound &round)
{
    // "Final Confirmation（round 5）", "## 最终确认（round 5）", "Round 6：终测复验": the final kernel
    // re-measured beside the best it copies (its table's rows are no branches tried); not "Round 5:
    // final sweep of tile sizes".
    static const QRegularExpression confirms(
        QStringLiteral("\\bfinal\\s+(?:confirm\\w*|re-?measure\\w*|check|verification|validation)|\\bconfirmation\\b|"
                       "(?:最终|\\bfinal\\s*)(?:确认|复测|验证|复验)|终测|复测|复验"),
        QRegularExpression::CaseInsensitiveOption);
    return confirms.match(round.heading).hasMatch();
}

const OptLogDecision *RunProgress::unnamedAdoption(const OptLogRound &round)
{
    // "new_current_best: （参数级采纳，待最终文件落地）", "winner: baseline 结构 + fp32 默认 block_size 8192",
    // "new_current_best = 基准 kernel + 调优 bm 配置（smoke→4 / dit→8）":
    // a configuration adopted without a branch id of its own. Not "不采纳", "未采用", "not adopted".
    static const QRegularExpression adopted(
        QStringLiteral("(?<!不|未|没|非|无)(?:采纳|采用)|(?<!not\\s)(?<!n't\\s)\\badopt(?:ed|s)?\\b|^[\\s*`]*(?:baseline\\b|基准|基线)[^，,;；。]*\\+\\s*\\S"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression undone(
        QStringLiteral("回退|撤销|(?:不|未|没有?|非)(?:采纳|采用)|rollback|rolled\\s+back|revert|not\\s+adopted|rejected"),
        QRegularExpression::CaseInsensitiveOption);
    const OptLogDecision *stated = nullptr;
    bool adopts = false;
    for (const OptLogDecision &d : round.decisions) {
        if ((d.kind != OptLogDecision::Kind::Winner && d.kind != OptLogDecision::Kind::NewCurrentBest) || d.prose
            || d.undecided || d.keepsCurrentBest || d.mergeCheckFailed)
            continue;
        if (!d.candidate.isEmpty() || undone.match(d.value).hasMatch())
            return nullptr; // a named one decides; one undone or refused adopted nothing
        if (adopted.match(d.value).hasMatch())
            adopts = true;
        // The winner's words say what was adopted; new_current_best's, where there is no winner.
        if (!stated || (d.kind == OptLogDecision::Kind::Winner && stated->kind != OptLogDecision::Kind::Winner))
            stated = &d;
    }
    return adopts ? stated : nullptr;
}

RunProgress RunProgress::of(const ProjectSnapshot &s)
{
    RunProgress progress;
    const CandidateRecords names(s.records.records, CandidateRecords::Kept::AllValid);
    const auto recordedName = [&](const QString &candidate) { // the first record that bears the name
        const QList<qsizetype> bearing = names.of(candidate);
        return bearing.isEmpty() ? candidate : s.records.records.at(bearing.first()).candidateId;
    };
    QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(s.optLog);
    rounds.removeIf([](const OptLogRound *round) { return round->baseline || round->number < 1; });
    QSet<qint64> confirmationRounds;
    QString previous = u"baseline"_s;
    for (const OptLogRound *round : std::as_const(rounds)) {
        Round r;
        r.round = round;
        const bool confirmation = isConfirmation(*round);
        if (confirmation)
            confirmationRounds.insert(round->number);
        // "Iteration N" is the workflow's name for a round of experiments, whatever shape its
        // results take (a sweep table, measurements in a list).
        r.experimented = !confirmation
            && (!round->branches.isEmpty() || !round->comparisonTables.isEmpty() || round->iteration >= 1);
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest)
            best = round->winner();
        // "new_current_best: v3_bs4096（不变）" names the kept best: no new one.
        if (best && !best->candidate.isEmpty() && !best->keepsCurrentBest) {
            const QString name = recordedName(best->candidate);
            if (!sameCandidate(name, previous)) {
                r.won = true;
                r.best = best;
                r.winner = name;
                previous = name;
            }
        } else if (const OptLogDecision *adoption = unnamedAdoption(*round)) {
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
