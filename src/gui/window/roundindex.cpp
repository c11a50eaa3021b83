// SPDX-License-Identifier: MIT
#include "window/roundindex.h"

#include "optlog/loglocator.h"
#include "optlog/optlog.h"
#include "optlog/optlogstructure.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

RoundIndex::RoundIndex(const ProjectSnapshotPtr &snapshot)
    : m_snapshot(snapshot)
{
    if (!snapshot)
        return;
    const OptLog &log = snapshot->optLog;
    // The log's structure model decides the order: campaign by campaign, round 0 (the campaign's
    // baseline) first, then by number; a supplement walks with the campaign it belongs to.
    QHash<int, int> campaignNumber; // session index of a campaign -> 1, 2, … in log order
    for (const OptLogSession &s : log.sessions)
        if (s.kind == OptLogSession::Kind::Campaign)
            campaignNumber.insert(s.index, int(campaignNumber.size()) + 1);
    QSet<int> campaigns;
    QSet<int> inLog;
    for (const OptLogRound *r : OptLogStructure::workflowOrder(log)) {
        Round round;
        round.number = r->number;
        const int campaign = OptLogStructure::campaignOf(log, r->session);
        round.session = campaignNumber.value(campaign, 1);
        campaigns.insert(round.session);
        for (const OptLogSession &s : log.sessions)
            if (s.index == campaign)
                round.sessionTitle = s.title;
        round.heading = r->heading;
        round.line = r->line;
        round.endLine = r->endLine;
        round.logRound = r;
        m_rounds.append(round);
        inLog.insert(r->number);
    }
    m_sessionCount = int(campaigns.size());
    // Rounds only the records know, in number order before the first log round with a higher
    // number (round 0 ahead of Round 1), else at the end.
    QList<int> measured;
    for (const PerfRecord &r : snapshot->records.records)
        if (r.valid && r.round && !inLog.contains(int(*r.round)) && !measured.contains(int(*r.round)))
            measured.append(int(*r.round));
    std::sort(measured.begin(), measured.end());
    for (int number : std::as_const(measured)) {
        Round round;
        round.number = number;
        if (number == 0) {
            // The baseline's data section stands for round 0.
            for (const OptLogSection &section : log.sections)
                if (section.kind == OptLogSectionKind::Baseline) {
                    round.line = section.line;
                    round.endLine = section.endLine;
                    round.session = section.session;
                    break;
                }
        }
        qsizetype at = m_rounds.size();
        for (qsizetype i = 0; i < m_rounds.size(); ++i)
            if (m_rounds.at(i).number > number) {
                at = i;
                break;
            }
        m_rounds.insert(at, round);
    }
    for (qsizetype i = 0; i < m_rounds.size(); ++i)
        m_rounds[i].ordinal = int(i);
}

QString RoundIndex::label(const Round &round) const
{
    QString text = round.number >= 0 ? QCoreApplication::translate("RoundIndex", "Round %1").arg(round.number)
                                     : QCoreApplication::translate("RoundIndex", "Round ?");
    if (round.number == 0 && (!round.logRound || round.logRound->baseline))
        text = QCoreApplication::translate("RoundIndex", "Round 0 (baseline)");
    if (hasSessions() && round.session > 0)
        text += QCoreApplication::translate("RoundIndex", " · campaign %1").arg(round.session);
    return text;
}

int RoundIndex::indexOf(int number, int logLine) const
{
    if (logLine > 0)
        for (const Round &round : m_rounds)
            if (round.logRound && round.line <= logLine && logLine <= round.endLine
                && (number < 0 || round.number == number))
                return round.ordinal;
    for (const Round &round : m_rounds)
        if (round.number == number && number >= 0)
            return round.ordinal;
    return -1;
}

int RoundIndex::step(int from, int direction) const
{
    if (m_rounds.isEmpty())
        return -1;
    if (from < 0 || from >= m_rounds.size())
        return direction > 0 ? 0 : int(m_rounds.size()) - 1;
    const int next = from + (direction > 0 ? 1 : -1);
    return next >= 0 && next < m_rounds.size() ? next : -1;
}

QString RoundIndex::focusCandidate(int index) const
{
    if (index < 0 || index >= m_rounds.size() || !m_snapshot)
        return {};
    const Round &round = m_rounds.at(index);
    if (round.logRound) {
        if (const OptLogDecision *best = round.logRound->newCurrentBest(); best && !best->candidate.isEmpty())
            return best->candidate;
        if (const OptLogDecision *winner = round.logRound->winner();
            winner && !winner->keepsCurrentBest && !winner->candidate.isEmpty())
            return winner->candidate;
    }
    QString only;
    for (const PerfRecord &r : m_snapshot->records.records) {
        if (!r.valid || !r.round || int(*r.round) != round.number)
            continue;
        if (!only.isEmpty() && only != r.candidateId)
            return {};
        only = r.candidateId;
    }
    return only;
}
