// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// The workflow changed its data contract once (see shared/docs/workflow-formats.md §0).
enum class Generation {
    Unknown,
    A, // dispatch_path / workload, final_latency line, {op}_opt_v{iter}_{opt_id}.py
    B, // workload inventory, 12-field records, {op}_round{iter}_{opt_id}.py
};

inline QString generationName(Generation generation)
{
    switch (generation) {
    case Generation::A:
        return QStringLiteral("A");
    case Generation::B:
        return QStringLiteral("B");
    case Generation::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}
