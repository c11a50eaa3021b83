#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Times MsprofCsv against Python's csv module on the same synthetic msprof CSV and prints the ratio.
#
#   tests/benchmarks/compare_csv.sh [path/to/bench_csv] [size in MB] [path/to/bench_csvview]
#
# With bench_csvview, the same file is also opened in the profile browser's table (offscreen):
# seconds until shown, MB/s, and the longest event-loop stall meanwhile.
#
# Build the benchmark first: cmake --build <build dir> --target bench_csv. Use an optimised build
# (release preset) for numbers worth quoting; a Debug build is several times slower.
set -euo pipefail

bench=${1:-build/release/bin/bench_csv}
size_mb=${2:-100}
view_bench=${3:-}
if [[ ! -x "$bench" ]]; then
    echo "bench_csv not found at $bench" >&2
    exit 2
fi

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
csv_file="$workdir/PipeUtilization.csv"

echo "== MsprofCsv (bench_csv)"
"$bench" --size-mb "$size_mb" --keep "$csv_file" | tee "$workdir/bench.txt"
cpp_mb_s=$(sed -n 's/^parse_mb_per_s=//p' "$workdir/bench.txt")

echo "== python3 csv.reader (split only, no number conversion)"
py_mb_s=$(python3 -c '
import csv, os, sys, time
path = sys.argv[1]
start = time.perf_counter()
rows = 0
with open(path, newline="") as f:
    for _ in csv.reader(f):
        rows += 1
seconds = time.perf_counter() - start
print(f"rows={rows} seconds={seconds:.3f}", file=sys.stderr)
print(f"{os.path.getsize(path) / 1e6 / seconds:.1f}")
' "$csv_file")
echo "python_mb_per_s=$py_mb_s"

python3 -c 'import sys; print(f"ratio_msprofcsv_over_python={float(sys.argv[1]) / float(sys.argv[2]):.2f}x")' \
    "$cpp_mb_s" "$py_mb_s"
if [[ -n $view_bench && -x $view_bench ]]; then
    echo "== MsprofCsvView (bench_csvview, offscreen)"
    "$view_bench" --file "$csv_file" --runs 3 | tee "$workdir/view.txt"
    view_mb_s=$(sed -n 's/^csvview_mb_per_s=//p' "$workdir/view.txt")
    python3 -c 'import sys; print(f"ratio_csvview_over_python={float(sys.argv[1]) / float(sys.argv[2]):.2f}x")' \
        "$view_mb_s" "$py_mb_s"
fi
