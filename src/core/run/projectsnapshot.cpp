// SPDX-License-Identifier: MIT
#include "run/projectsnapshot.h"

#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "run/runkey.h"

#include <QFileInfo>

#include <array>

std::array<const Diagnostics *, 10> ProjectSnapshot::diagnosticParts() const
{
    return {&layout.diagnostics,     &readDiagnostics,       &optLog.diagnostics,  &records.diagnostics,
            &recordDiagnostics,      &inventory.diagnostics, &lineage.diagnostics, &profiles.diagnostics(),
            &profileLinkDiagnostics, &logs.diagnostics()};
}

Diagnostics ProjectSnapshot::diagnostics() const
{
    Diagnostics all;
    all.reserve(diagnosticCount());
    for (const Diagnostics *part : diagnosticParts())
        all += *part;
    return all;
}

qsizetype ProjectSnapshot::diagnosticCount() const
{
    qsizetype count = 0;
    for (const Diagnostics *part : diagnosticParts())
        count += part->size();
    return count;
}

QString ProjectSnapshot::finalCandidateId() const
{
    for (const PerfRecord &record : records.records)
        if (record.valid && record.contract == Generation::B && record.phase == QLatin1String("final"))
            return record.candidateId;
    if (!lineage.finalCandidateId.isEmpty())
        return lineage.finalCandidateId;
    // The log's word: the new current best (else the winner) of the last round that names one, in
    // the workflow's order: campaign by campaign, a supplement's rounds after its campaign's own
    // (an adoption-phase correction comes last), by number (a log that writes round 2 before round 1
    // ends with round 2), document order last. One pass: the lineage view asks for every row.
    const std::vector<int> campaignOfSession = OptLogStructure::campaignsBySession(optLog);
    const OptLogDecision *lastDecision = nullptr;
    std::array<int, 4> lastKey {};
    for (const OptLogRound &round : optLog.rounds) {
        const OptLogDecision *decision = round.newCurrentBest();
        if (!decision || decision->candidate.isEmpty()) {
            decision = round.winner();
            if (!decision || decision->candidate.isEmpty() || decision->keepsCurrentBest)
                continue;
        }
        const bool known = round.session >= 1 && round.session <= optLog.sessions.size();
        const bool supplement = known && optLog.sessions.at(round.session - 1).kind == OptLogSession::Kind::Supplement;
        const int campaign = known ? campaignOfSession[size_t(round.session)] : 1;
        const std::array<int, 4> key {campaign, supplement ? 1 : 0, round.number, round.ordinal};
        if (!lastDecision || key > lastKey) {
            lastDecision = decision;
            lastKey = key;
        }
    }
    if (lastDecision)
        return lastDecision->candidate;
    return QString();
}

QString ProjectSnapshot::runKey() const
{
    return RunKey::forRun(QFileInfo(layout.perfOptDir).canonicalFilePath(), optLogFile.bytes.left(4096));
}

DerivedSeries ProjectSnapshot::derivedSeries(double noiseThreshold) const
{
    DerivedSeries out = DerivedSeries::fromRecords(records, noiseThreshold, finalCandidateId());
    if (out.source == DerivedSeries::Source::None)
        out = OptLogMeasurements::series(optLog, noiseThreshold);
    return out;
}
