// SPDX-License-Identifier: MIT
#pragma once

#include "run/projectsnapshot.h"

#include <QList>
#include <QString>

struct OptLogRound;

// The rounds of a run as the workbench walks and tabulates them: the log's rounds in log order
// (so a supplement campaign's "Round 2" follows the first campaign's rounds instead of merging
// with them), and the rounds only the records measured (the baseline round 0, usually) in number
// order among them. The only place the GUI reads the log's round structure for navigation and for
// the Rounds page: when the log model gains campaigns and ordinals, this adapter changes, its
// users do not.
class RoundIndex
{
public:
    struct Round
    {
        int ordinal = 0; // position in this index: stable for a snapshot
        int number = -1; // the workflow round number records carry (-1 unknown)
        int session = 0; // the log's session (campaign), 0 when the records alone know the round
        QString sessionTitle;
        QString heading; // the log's heading, empty for a records-only round
        int line = 0; // where the log discusses the round (the baseline section for round 0); 0 = nowhere
        int endLine = 0;
        const OptLogRound *logRound = nullptr; // into the snapshot's log; nullptr for records-only rounds
    };

    RoundIndex() = default;
    explicit RoundIndex(const ProjectSnapshotPtr &snapshot);

    const QList<Round> &rounds() const { return m_rounds; }
    bool isEmpty() const { return m_rounds.isEmpty(); }
    bool hasSessions() const { return m_sessionCount > 1; }
    // "Round 3", "Round 0 (baseline)", "Round 2 · campaign 2" when the log has several campaigns.
    QString label(const Round &round) const;

    // The round a selection points at: the round whose log range holds logLine, else the first
    // with that number; -1 when none.
    int indexOf(int number, int logLine = 0) const;
    // The neighbour in direction (+1 / -1), or -1 past either end (navigation stops there).
    int step(int from, int direction) const;
    // The candidate a jump to the round selects: the stated new current best, else a winner that
    // does not keep the old best, else the round's only measured candidate; empty otherwise.
    QString focusCandidate(int index) const;

private:
    ProjectSnapshotPtr m_snapshot;
    QList<Round> m_rounds;
    int m_sessionCount = 0;
};
