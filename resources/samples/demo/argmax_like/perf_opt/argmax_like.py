"""Row-wise argmax with value on Ascend (TileLang-NPUIR, Developer mode, AIV-only launch).
perf_opt final (merged_r2_pipe): baseline + round1_a_chain + round2_pipe; tuned defaults below.

    val[m], idx[m] = max(x[m, :]), argmax(x[m, :])      first occurrence on ties (torch.max semantics)

A task is BLOCK_M rows; columns are walked in BLOCK_N tiles with a running (value, index)
pair per row. Comparisons run in fp32; the tail tile is padded with -inf.
"""
import argparse
import os

import torch
import torch_npu  # noqa: F401

import tilelang
import tilelang.language as T

os.environ.setdefault("TILELANG_ASCEND_MODE", "Developer")

BLOCK_M = 8  # rows per task (tuned default, wrapper pairs with it)
BLOCK_N = 1024  # columns per UB tile
NUM_BLOCKS = 32  # AIV blocks (pure vector kernel, no cube work)


@tilelang.jit(out_idx=[1, 2], target="npuir", pass_configs={"tl.ascend.enable_cv_combine": False})
def _argmax_kernel(M, N, dtype="float16"):
    assert dtype in ("float16", "bfloat16", "float32"), dtype
    assert M % BLOCK_M == 0, "IC-3: M must be a multiple of BLOCK_M"
    accum_dtype = "float32"
    NEED_CAST = dtype != accum_dtype
    num_tasks = M // BLOCK_M
    num_blocks = min(NUM_BLOCKS, num_tasks)
    tasks_per_block = (num_tasks + num_blocks - 1) // num_blocks
    n_tiles = (N + BLOCK_N - 1) // BLOCK_N

    @T.prim_func
    def main(
        X: T.Tensor((M, N), dtype),
        Val: T.Tensor((M, 1), accum_dtype),
        Idx: T.Tensor((M, 1), "int32"),
    ):
        with T.Kernel(num_blocks, is_npu=True) as (cid, _):
            x_ub = T.alloc_ub((BLOCK_M, BLOCK_N), dtype)
            x_f32 = T.alloc_ub((BLOCK_M, BLOCK_N), accum_dtype)
            tile_max = T.alloc_ub((BLOCK_M, 1), accum_dtype)
            best_val = T.alloc_ub((BLOCK_M, 1), accum_dtype)
            best_idx = T.alloc_ub((BLOCK_M, 1), accum_dtype)
            eq_mask = T.alloc_ub((BLOCK_M, BLOCK_N), "bool")
            col_base = T.alloc_ub((1, BLOCK_N), accum_dtype)
            col_idx = T.alloc_ub((BLOCK_M, BLOCK_N), accum_dtype)
            tile_arg = T.alloc_ub((BLOCK_M, 1), accum_dtype)
            gt_mask = T.alloc_ub((BLOCK_M, 1), "bool")
            idx_i32 = T.alloc_ub((BLOCK_M, 1), "int32")
            for j in T.serial(BLOCK_N):
                col_base[0, j] = T.cast(j, accum_dtype)

            for t in T.serial(tasks_per_block):
                task = t * num_blocks + cid
                if task < num_tasks:
                    row0 = task * BLOCK_M
                    T.vbrc(-T.infinity(accum_dtype), best_val)
                    T.vbrc(0, best_idx)
                    for k in T.Pipelined(n_tiles, num_stages=2):
                        col0 = k * BLOCK_N
                        width = T.min(BLOCK_N, N - col0)
                        T.vbrc(-T.infinity(dtype), x_ub)
                        T.copy(X[row0, col0], x_ub, size=[BLOCK_M, width])
                        if NEED_CAST:
                            T.vcast(x_ub, x_f32, round_mode="rint")
                        else:
                            T.copy(x_ub, x_f32)
                        T.reduce(x_f32, tile_max, dims=1, reduce_mode="max")
                        T.vcmp(x_f32, tile_max, eq_mask, "eq")  # first-occurrence chain
                        T.vadd(col_base, T.cast(col0, accum_dtype), col_idx)
                        T.vbrc(T.cast(N, accum_dtype), x_f32)
                        T.vselect(eq_mask, col_idx, x_f32, col_idx)
                        T.reduce(col_idx, tile_arg, dims=1, reduce_mode="min")
                        T.vcmp(tile_max, best_val, gt_mask, "gt")
                        T.vselect(gt_mask, tile_max, best_val, best_val)
                        T.vselect(gt_mask, tile_arg, best_idx, best_idx)
                    T.vcast(best_idx, idx_i32, round_mode="rint")
                    T.copy(best_val, Val[row0, 0])
                    T.copy(idx_i32, Idx[row0, 0])

    return main


def golden_argmax_like(x):
    val, idx = torch.max(x.float(), dim=-1, keepdim=True)
    return val, idx.to(torch.int32)


TORCH_DTYPE = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32}


def _check(M, N, dtype, ties=False, tag=""):
    torch.manual_seed(M + 7 * N)
    x = torch.randn(M, N)
    if ties:
        x = x.round()  # many equal maxima per row -> first-occurrence rule matters
    x = x.to(TORCH_DTYPE[dtype]).npu()
    val, idx = _argmax_kernel(M, N, dtype)(x)
    ref_val, ref_idx = golden_argmax_like(x.cpu())
    assert torch.equal(idx.cpu(), ref_idx), f"{tag}: index mismatch"
    torch.testing.assert_close(val.cpu(), ref_val, atol=0.0, rtol=0.0)
    print(f"[PASS] {tag} {dtype} ({M}x{N}) idx exact, val exact")


def run_L0():  # AC-2
    _check(64, 256, "float16", tag="L0-1")
    _check(64, 4096, "bfloat16", tag="L0-2")
    _check(16, 32000, "float32", tag="L0-3")
    _check(32, 3000, "float16", ties=True, tag="L0-4")


def run_L1():  # AC-3: benchmark shapes
    _check(2048, 4096, "float16", tag="L1-1")
    _check(512, 32000, "float32", tag="L1-2")
    _check(8192, 1024, "bfloat16", tag="L1-3")


def run_L2():  # AC-3: stress
    _check(4096, 50257, "float32", tag="L2-1")
    _check(65536, 512, "float16", ties=True, tag="L2-2")


def run_boundary():  # AC-4
    _check(8, 1, "float16", tag="B-1")
    _check(8, 1025, "bfloat16", ties=True, tag="B-2")
    _check(264, 1024, "float32", tag="B-3")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="L0", choices=["L0", "L1", "L2", "boundary", "all"])
    args = parser.parse_args()
    levels = ["L0", "L1", "L2", "boundary"] if args.level == "all" else [args.level]
    for level in levels:
        {"L0": run_L0, "L1": run_L1, "L2": run_L2, "boundary": run_boundary}[level]()
    print(f"argmax_like --level {args.level}: ALL PASS")
