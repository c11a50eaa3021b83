// SPDX-License-Identifier: MIT
#pragma once

#include "synthmodel.h"

#include <QByteArray>
#include <QString>

namespace Synth {

// A small TileLang-NPUIR kernel file in the shape Stage 4 expects (jit with target "npuir",
// @T.prim_func, golden, run_L0/L1/L2/boundary, --level), so that a textual Stage-4 kernel lint
// passes. Variants differ only in their module constants and the docstring line naming them.
class KernelSource
{
public:
    static QByteArray render(const QString &op, const KernelParams &params, const QString &variantLine);
    static QByteArray sha256Hex(const QByteArray &data);
};

} // namespace Synth
