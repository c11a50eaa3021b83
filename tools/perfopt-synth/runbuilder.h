// SPDX-License-Identifier: MIT
#pragma once

#include "synthmodel.h"

#include <QRandomGenerator>

namespace Synth {

// Decides everything about a run before anything is written: workloads, branches and their
// lineage, every record's duration and time, which records get a profile, and the defects that
// live in the data rather than in one file's bytes.
//
// Every random draw comes from a generator seeded with (seed, stream, a, b), never from one shared
// stream, so a defect that changes one number leaves every other number of the run unchanged.
class RunBuilder
{
public:
    static RunModel build(const SynthOptions &options);

    // Gen B runner: chars outside [A-Za-z0-9_.-] become '_', '._' stripped from both ends, cut to
    // 64, then '_' and the first 8 hex digits of SHA-256 (workflow-formats §c).
    static QString safeName(const QString &text);

private:
    explicit RunBuilder(const SynthOptions &options);
    QRandomGenerator random(quint32 stream, quint32 a = 0, quint32 b = 0) const;
    void makeWorkloads();
    void makeBaseline();
    void makeRounds();
    void makeFinals();
    void applyLineageDefects();
    void planProfiles();
    bool roundHasWinner(int round) const;
    QList<int> candidatesPerRound(int &partialWorkloads) const;
    Candidate makeCandidate(int round, int index, const KernelParams &parent, const QString &parentId) const;
    int addRecord(Record record);
    void tick(quint32 stream, quint32 a, int minSeconds, int maxSeconds);
    QString rawPathFor(Phase phase, int round, const QString &candidateId, const Workload &workload) const;

    RunModel m;
    qint64 m_clock = 0;
};

} // namespace Synth
