// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "optlog/optlog.h"
#include "records/perfrecordsfile.h"

// Records outrank the log: each round of the outline is matched to the round numbers of
// perf_records.jsonl. A log round without records, or records of a round the log never
// describes, is a warning that names both places (the log's heading and the records' line).
class OptLogRecordRounds
{
public:
    static Diagnostics check(const OptLog &log, const PerfRecordsFile &records);
};
