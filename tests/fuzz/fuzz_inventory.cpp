// SPDX-License-Identifier: MIT
// workload_inventory.json: JSON, the item line scan, kinds and marks.
#include "run/workloadinventory.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const WorkloadInventory inventory = WorkloadInventory::parse(bytes, QStringLiteral("perf_opt/workload_inventory.json"));
    (void)inventory.tuneItems();
    return 0;
}
