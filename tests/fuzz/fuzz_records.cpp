// SPDX-License-Identifier: MIT
// A whole perf_records.jsonl: line splitting, BOM/CRLF handling, truncated last lines, typing.
#include "records/derivedseries.h"
#include "records/perfrecordsfile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const PerfRecordsFile file = PerfRecordsReader::parse(bytes, QStringLiteral("perf_opt/perf_records.jsonl"));
    (void)file.validRecords();
    return 0;
}
