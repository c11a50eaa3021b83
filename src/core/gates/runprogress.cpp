// SPDX-License-Identifier: MIT
#include "gates/runprogress.h"

#include "optlog/optlogstructure.h"
#include "run/projectsnapshot.h"

#include <QSet>

using namespace Qt::StringLiterals;

bool RunProgress::sameCandidate(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.endsWith(u'_' + a) || a.endsWith(u'_' + b));
}

namespace {

QString recordedName(const ProjectSnapshot &s, const QString &candidate)
{
    for (const PerfRecord &r : s.records.records)
        if (r.valid && RunProgress::sameCandidate(candidate, r.candidateId))
            return r.candidateId;
    return candidate;
}

} // namespace

RunProgress RunProgress::of(const ProjectSnapshot &s)
{
    RunProgress progress;
    QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(s.optLog);
    rounds.removeIf([](const OptLogRound *round) { return round->baseline || round->number < 1; });
    QString previous = u"baseline"_s;
    for (const OptLogRound *round : std::as_const(rounds)) {
        Round r;
        r.round = round;
        r.experimented = !round->branches.isEmpty() || !round->comparisonTables.isEmpty();
        const OptLogDecision *best = round->newCurrentBest();
        if (!best || best->candidate.isEmpty() || best->keepsCurrentBest)
            best = round->winner();
        // "new_current_best: v3_bs4096（不变）" names the kept best: no new one.
        if (best && !best->candidate.isEmpty() && !best->keepsCurrentBest) {
            const QString name = recordedName(s, best->candidate);
            if (!sameCandidate(name, previous)) {
                r.won = true;
                r.best = best;
                r.winner = name;
                previous = name;
            }
        }
        if (r.won)
            progress.consecutiveNoImprovement = 0;
        else if (r.experimented)
            ++progress.consecutiveNoImprovement;
        progress.rounds.append(r);
    }

    QSet<qint64> experimentRounds;
    for (const PerfRecord &r : s.records.records)
        if (r.valid && r.round && *r.round >= 1 && !r.isBaseline()
            && (r.contract != Generation::B || r.phase == "candidate"_L1))
            experimentRounds.insert(*r.round);
    progress.iterations = int(experimentRounds.size());
    if (progress.iterations == 0)
        for (const OptLogRound *round : std::as_const(rounds))
            if (!round->branches.isEmpty())
                ++progress.iterations;
    return progress;
}
