// SPDX-License-Identifier: MIT
#include "run/projectsnapshot.h"

#include "optlog/optlogmeasurements.h"
#include "optlog/optlogstructure.h"
#include "run/runkey.h"

#include <QFileInfo>

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
    // The log's word: the new current best of the last round that names one, in the workflow's order
    // (a log that writes round 2 before round 1 ends with round 2's).
    const QList<const OptLogRound *> rounds = OptLogStructure::workflowOrder(optLog);
    for (qsizetype i = rounds.size() - 1; i >= 0; --i) {
        const OptLogRound &round = *rounds.at(i);
        if (const OptLogDecision *best = round.newCurrentBest(); best && !best->candidate.isEmpty())
            return best->candidate;
        if (const OptLogDecision *winner = round.winner(); winner && !winner->candidate.isEmpty() && !winner->keepsCurrentBest)
            return winner->candidate;
    }
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
