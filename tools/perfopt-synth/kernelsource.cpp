// SPDX-License-Identifier: MIT
#include "kernelsource.h"

#include <QCryptographicHash>

namespace Synth {

QByteArray KernelSource::render(const QString &op, const KernelParams &params, const QString &variantLine)
{
    const QByteArray name = op.toUtf8();
    QByteArray text;
    text.reserve(2400);
    text += "\"\"\"" + name + " forward on Ascend (TileLang-NPUIR, Developer mode).\n";
    text += variantLine.toUtf8() + "\n\n";
    text += "    y = (x - mean(x)) * rsqrt(var(x) + eps) * w        x: (M, N), w: (1, N), y: (M, N)\n\n"
            "Written by perfopt-synth: plausible structure, not a working kernel.\n"
            "\"\"\"\n"
            "import argparse\n\n"
            "import torch\n"
            "import torch_npu  # noqa: F401\n\n"
            "import tilelang\n"
            "import tilelang.language as T\n\n";
    text += "BLOCK_SIZE = " + QByteArray::number(params.blockSize) + "  # elements per UB tile\n";
    text += "NUM_CORES = " + QByteArray::number(params.numCores) + "  # persistent grid, one block per AI core\n";
    text += "NUM_STAGES = " + QByteArray::number(params.numStages) + "  # T.Pipelined depth (1 = T.serial)\n";
    text += "UNROLL = " + QByteArray::number(params.unroll) + "  # tiles per loop trip\n";
    text += QByteArray("FP32_ACC = ") + (params.fp32Acc ? "True" : "False") + "  # accumulate statistics in fp32\n";
    text += "EPS = 1e-6\n\n\n";
    text += "@tilelang.jit(out_idx=[2], target=\"npuir\")\n"
            "def "
        + name
        + "(M, N, dtype=\"float16\"):\n"
          "    accum_dtype = \"float32\" if FP32_ACC else dtype\n"
          "    num_tasks = M * ((N + BLOCK_SIZE - 1) // BLOCK_SIZE)\n"
          "    tasks_per_core = (num_tasks + NUM_CORES - 1) // NUM_CORES\n\n"
          "    @T.prim_func\n"
          "    def main(\n"
          "        X: T.Tensor((M, N), dtype),\n"
          "        W: T.Tensor((1, N), dtype),\n"
          "        Y: T.Tensor((M, N), dtype),\n"
          "    ):\n"
          "        with T.Kernel(NUM_CORES, is_npu=True) as (cid, _):\n"
          "            x_ub = T.alloc_ub((BLOCK_SIZE,), accum_dtype)\n"
          "            w_ub = T.alloc_ub((BLOCK_SIZE,), accum_dtype)\n"
          "            for i in T.Pipelined(tasks_per_core // UNROLL, num_stages=NUM_STAGES):\n"
          "                task = cid + i * NUM_CORES\n"
          "                if task < num_tasks:\n"
          "                    T.copy(X[task, 0], x_ub)\n"
          "                    T.copy(W[0, 0], w_ub)\n"
          "                    T.vmul(x_ub, w_ub, x_ub)\n"
          "                    T.copy(x_ub, Y[task, 0])\n\n"
          "    return main\n\n\n"
          "def golden(x, w, eps=EPS):\n"
          "    xf = x.float()\n"
          "    y = (xf - xf.mean(-1, keepdim=True)) * torch.rsqrt(xf.var(-1, unbiased=False, keepdim=True) + eps)\n"
          "    return (y * w.float()).to(x.dtype)\n\n\n"
          "def _check(M, N, dtype):\n"
          "    x = torch.randn(M, N, dtype=getattr(torch, dtype)).npu()\n"
          "    w = torch.randn(1, N, dtype=getattr(torch, dtype)).npu()\n"
          "    y = "
        + name
        + "(M, N, dtype)(x, w)\n"
          "    torch.testing.assert_close(y.cpu(), golden(x, w).cpu(), atol=2e-2, rtol=2e-2)\n\n\n"
          "def run_L0():\n"
          "    _check(64, 1024, \"float16\")\n\n\n"
          "def run_L1():\n"
          "    for dtype in (\"float16\", \"bfloat16\", \"float32\"):\n"
          "        _check(256, 4096, dtype)\n\n\n"
          "def run_L2():\n"
          "    _check(4096, 8192, \"float16\")\n\n\n"
          "def run_boundary():\n"
          "    _check(1, BLOCK_SIZE + 1, \"float16\")\n\n\n"
          "if __name__ == \"__main__\":\n"
          "    parser = argparse.ArgumentParser()\n"
          "    parser.add_argument(\"--level\", default=\"L0\", choices=[\"L0\", \"L1\", \"L2\", \"boundary\", "
          "\"all\"])\n"
          "    level = parser.parse_args().level\n"
          "    for name, run in ((\"L0\", run_L0), (\"L1\", run_L1), (\"L2\", run_L2), (\"boundary\", "
          "run_boundary)):\n"
          "        if level in (name, \"all\"):\n"
          "            run()\n"
          "            print(f\"{name} PASS\")\n";
    return text;
}

QByteArray KernelSource::sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

} // namespace Synth
