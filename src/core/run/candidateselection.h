// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

// What the reviewer is looking at in one document: a candidate, maybe one of its records, a
// round, a workload. Every view of the document follows it and sets it; `source` lets a view
// ignore the echo of its own change.
class CandidateSelection : public QObject
{
    Q_OBJECT
public:
    struct State {
        QString candidateId;
        int recordLine = 0; // a line of perf_records.jsonl, 0 = none
        int round = -1;
        QString workloadKey;
        int logLine = 0; // a line of opt_log.md to show, 0 = none
        bool operator==(const State &) const = default;
    };

    using QObject::QObject;

    const State &state() const { return m_state; }
    QString candidateId() const { return m_state.candidateId; }
    int round() const { return m_state.round; }

    void select(const State &state, QObject *source = nullptr);
    void selectCandidate(const QString &candidateId, QObject *source = nullptr);
    void clear();

Q_SIGNALS:
    void changed(const CandidateSelection::State &state, QObject *source);

private:
    State m_state;
};
