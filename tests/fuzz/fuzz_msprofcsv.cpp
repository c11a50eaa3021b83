// SPDX-License-Identifier: MIT
// An msprof CSV of each kind: the first byte picks the file name (hence the schema), the rest is
// the file. Also op_basic_info.txt-like text through the same reader.
#include "profiles/msprofcsv.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[] = {
        "OpBasicInfo.csv", "PipeUtilization.csv", "ArithmeticUtilization.csv", "Memory.csv", "MemoryL0.csv",
        "MemoryUB.csv", "L2Cache.csv", "ResourceConflictRatio.csv", "op_summary_20260101000000.csv",
        "op_statistic_20260101000000.csv", "task_time_20260101000000.csv", "core0.veccore0_instr_exe.csv",
        "unknown.csv"};
    if (size == 0)
        return 0;
    const QString name = QString::fromLatin1(names[data[0] % (sizeof(names) / sizeof(names[0]))]);
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const MsprofCsv csv = MsprofCsv::parse(bytes, name);
    for (qsizetype row = 0; row < csv.rowCount() && row < 64; ++row)
        for (int column = 0; column < csv.columnCount() && column < 64; ++column)
            (void)csv.value(row, column);
    (void)csv.diagnostics();
    return 0;
}
