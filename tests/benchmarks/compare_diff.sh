#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The diff engine (LineDiff: libgit2 + intra-line, in-process) against `git diff --no-index` timed as
# a whole process, as a user runs it, and Python's difflib.unified_diff, on 20,000-line pairs with
# ~1,000 scattered changes (edits, insertions, deletions). Prints the times and the two ratios the
# issue asks for: LineDiff <= 2 x git, and difflib >= 20 x LineDiff.
#
# Two pairs are generated:
#   kernel  the bundled sample kernels one after another (functions renamed per copy), the kind of
#           text the workbench compares: blank lines, `)` and `T.copy(...)` lines repeat.
#   unique  every line distinct: difflib's best case, reported for honesty.
#
#   tests/benchmarks/compare_diff.sh [path/to/bench_diff] [lines] [changes]
#
# Build the benchmark first: cmake --build <build dir> --target bench_diff. Use an optimised build
# (release preset) for numbers worth quoting.
set -euo pipefail

bench=${1:-build/release/bin/bench_diff}
lines=${2:-20000}
changes=${3:-1000}
runs=15
here=$(cd "$(dirname "$0")" && pwd)
samples="$here/../../resources/samples/demo"
if [[ ! -x "$bench" ]]; then
    echo "bench_diff not found at $bench" >&2
    exit 2
fi
command -v git >/dev/null || { echo "git is needed" >&2; exit 2; }

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT

generate() { # kind left right
    python3 - "$1" "$2" "$3" "$lines" "$changes" "$samples" <<'PY'
import glob, random, re, sys
kind, left_path, right_path, n, changes, samples = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
left = []
if kind == "kernel":
    kernels = [open(p, encoding="utf-8").read().split("\n") for p in sorted(glob.glob(samples + "/**/*.py", recursive=True))]
    copy = 0
    while len(left) < n:
        for line in kernels[copy % len(kernels)]:
            left.append(re.sub(r"\bdef (\w+)", lambda m: f"def {m.group(1)}_{copy}", line))
        copy += 1
    left = left[:n]
else:
    for i in range(n):
        if i % 50 == 0:
            left.append(f'def block_{i}(x, n={i % 7}, dtype="float16"):')
        elif i % 50 == 49:
            left.append("")
        else:
            left.append(f"    value_{i} = T.vmul(x_{i % 13}, y_{i % 17}, n)  # step {i}")
rnd = random.Random(20260930)
right = list(left)
for c in range(changes):
    at = rnd.randrange(len(right))
    k = rnd.randrange(4)
    if k == 0:
        right.insert(at, f"    extra_{c} = {rnd.randrange(1000)}")
    elif k == 1:
        del right[at]
    else:
        right[at] = right[at] + f"  # tuned {c}"
open(left_path, "w", encoding="utf-8").write("\n".join(left) + "\n")
open(right_path, "w", encoding="utf-8").write("\n".join(right) + "\n")
PY
}

for kind in kernel unique; do
    left="$workdir/${kind}_a.py"
    right="$workdir/${kind}_b.py"
    generate "$kind" "$left" "$right"
    echo "== $kind pair: $lines lines, $changes changes"

    git_ms=$(python3 - "$left" "$right" "$runs" <<'PY'
import os, subprocess, sys, time
left, right, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", HOME=os.path.dirname(left))
cmd = ["git", "diff", "--no-index", "--no-color", "--patience", left, right]
subprocess.run(cmd, stdout=subprocess.DEVNULL, env=env)  # warm the page cache
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, env=env)
    times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{times[len(times) // 2]:.2f}")
PY
)
    echo "git_diff_no_index_process_ms=$git_ms"

    difflib_ms=$(python3 - "$left" "$right" <<'PY'
import difflib, sys, time
a = open(sys.argv[1], encoding="utf-8").read().splitlines(keepends=True)
b = open(sys.argv[2], encoding="utf-8").read().splitlines(keepends=True)
times = []
for _ in range(3):
    start = time.perf_counter()
    out = list(difflib.unified_diff(a, b, "a", "b", n=3))
    times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{times[1]:.2f}")
PY
)
    echo "difflib_unified_diff_in_process_ms=$difflib_ms"

    "$bench" --left "$left" --right "$right" --iterations "$runs" | tee "$workdir/bench.txt"
    linediff_ms=$(sed -n 's/^linediff_patience_ms=//p' "$workdir/bench.txt")

    python3 - "$kind" "$linediff_ms" "$git_ms" "$difflib_ms" <<'PY'
import sys
kind = sys.argv[1]
ours, git, difflib = map(float, sys.argv[2:5])
over_git = ours / git
speedup = difflib / ours
print(f"{kind}: ratio_linediff_over_git={over_git:.2f} (target <= 2) {'OK' if over_git <= 2 else 'MISSED'}")
print(f"{kind}: ratio_difflib_over_linediff={speedup:.1f}x (target >= 20x) {'OK' if speedup >= 20 else 'MISSED'}")
PY
done
