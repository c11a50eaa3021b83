// SPDX-License-Identifier: MIT
// One perf_records.jsonl line: the Python-compatible JSON parser and the record typing.
#include "records/perfrecordsfile.h"
#include "records/pythonjson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const PythonJson::Result json = PythonJson::parse(QString::fromUtf8(bytes));
    if (json.ok)
        (void)PythonJson::isNumber(json.value);
    const PerfRecordsFile file = PerfRecordsReader::parse(bytes + '\n', QStringLiteral("perf_records.jsonl"));
    (void)file.validRecords();
    return 0;
}
