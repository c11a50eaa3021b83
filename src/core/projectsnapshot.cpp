// SPDX-License-Identifier: MIT
#include "projectsnapshot.h"

Diagnostics ProjectSnapshot::diagnostics() const
{
    Diagnostics all = layout.diagnostics;
    all += records.diagnostics;
    all += inventory.diagnostics;
    all += lineage.diagnostics;
    all += profiles.diagnostics();
    all += profileLinkDiagnostics;
    all += logs.diagnostics();
    return all;
}

QString ProjectSnapshot::finalCandidateId() const
{
    for (const PerfRecord &record : records.records)
        if (record.valid && record.contract == Generation::B && record.phase == QLatin1String("final"))
            return record.candidateId;
    return lineage.finalCandidateId;
}
