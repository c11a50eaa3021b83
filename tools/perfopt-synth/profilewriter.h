// SPDX-License-Identifier: MIT
#pragma once

#include "outputtree.h"
#include "synthmodel.h"

namespace Synth {

// Writes the planned msprof op runs (msprof-formats.md §7): OPPROF_<14 digits>_<16 A-Z>/ with
// OpBasicInfo.csv and PipeUtilization.csv (CANN 8.x header, mix 1:2 rows, trailing commas, NA,
// float32 values printed with 6 decimals). A multi-launch run uses the nested layout
// <kernel>/<n>/<Metric>_<17 digits>.csv, and the median of its launches equals the record.
class ProfileWriter
{
public:
    explicit ProfileWriter(const RunModel &model);

    // Returns the number of OPPROF directories written, -1 on a write error.
    int write(OutputTree &tree) const;

    static QByteArray opBasicInfo(double taskDurationUs, int blockDim, int pid);
    static QByteArray pipeUtilization(double taskDurationUs, int blockDim, quint32 seed, quint32 salt);

private:
    const RunModel &m;
};

} // namespace Synth
