// SPDX-License-Identifier: MIT
#include "run/candidateselection.h"

void CandidateSelection::select(const State &state, QObject *source)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT changed(m_state, source);
}

void CandidateSelection::selectCandidate(const QString &candidateId, QObject *source)
{
    State next;
    next.candidateId = candidateId;
    select(next, source);
}

void CandidateSelection::clear()
{
    select(State{});
}
