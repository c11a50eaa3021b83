// SPDX-License-Identifier: MIT
#include "records/perfrecord.h"

bool PerfRecord::isBaseline() const
{
    if (contract == Generation::B)
        return phase == QLatin1String("baseline");
    return candidateId == QLatin1String("baseline") || (round && *round == 0 && !parentId);
}

QString PerfRecord::workloadKey() const
{
    if (contract == Generation::B)
        return kernelId + QLatin1String(" / ") + workloadId;
    return dispatchPath + QLatin1String(" / ") + workload;
}

QString PerfRecord::groupKey() const
{
    return contract == Generation::B ? kernelId : dispatchPath;
}
