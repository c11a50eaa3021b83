// SPDX-License-Identifier: MIT
#include "optlog/loglocator.h"

#include "base/textlines.h"
#include "optlog/branchname.h"

namespace LogLocator {

const OptLogRound *round(const OptLog &log, int number)
{
    if (number < 0)
        return nullptr; // "no round", not the first round whose heading has no iteration number
    // A later session's "Performance Test Data（Round 5 re-baseline）" shares its number with the
    // round that follows it: the round of experiments is meant.
    const OptLogRound *rebaseline = nullptr;
    for (const OptLogRound &r : log.rounds) {
        if (r.number != number)
            continue;
        if (!r.baseline || number == 0)
            return &r;
        if (!rebaseline)
            rebaseline = &r;
    }
    if (rebaseline)
        return rebaseline;
    for (const OptLogRound &r : log.rounds)
        if (r.iteration == number)
            return &r;
    return nullptr;
}

const OptLogRound *roundAtLine(const OptLog &log, int line)
{
    const OptLogRound *best = nullptr;
    for (const OptLogRound &r : log.rounds)
        if (r.line <= line && line <= r.endLine && (!best || r.line > best->line))
            best = &r;
    return best;
}

int lineForCandidate(const OptLog &log, const QString &candidateId, int roundNumber)
{
    if (candidateId.isEmpty())
        return 0;
    // Branch ids are often written without the round prefix ("pipe" for "v1_pipe"), or with it.
    auto names = [&candidateId](const QString &id) {
        return id == candidateId || id.endsWith(QLatin1Char('_') + candidateId) || candidateId.endsWith(QLatin1Char('_') + id);
    };
    QList<const OptLogRound *> order;
    if (const OptLogRound *preferred = round(log, roundNumber))
        order.append(preferred);
    for (const OptLogRound &r : log.rounds)
        if (!order.contains(&r))
            order.append(&r);
    for (const OptLogRound *r : std::as_const(order)) {
        for (const OptLogBranch &b : r->branches) {
            // The branch column usually names the branch file: "rms_norm_opt_v1_pipe.py" is v1_pipe.
            const QString id = BranchName::idOf(b.id);
            if (!id.isEmpty() && names(id))
                return b.line;
        }
        for (const OptLogDecision &d : r->decisions)
            if (!d.candidate.isEmpty() && names(d.candidate))
                return d.line;
    }
    for (const OptLogTable &t : log.tables)
        for (const OptLogTableRow &row : t.rows)
            if (!row.cells.isEmpty() && row.cells.first().text().contains(candidateId))
                return row.line;
    const QStringList lines = TextLines::splitUtf8(log.utf8);
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(candidateId))
            return i + 1;
    return 0;
}

} // namespace LogLocator
