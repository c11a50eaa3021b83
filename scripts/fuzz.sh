#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs every libFuzzer target of build/asan for SECONDS each (default 600) on
# a scratch copy of its corpus (tests/fuzz/corpus/<target>, never rewritten) plus its regressions,
# with its dictionary, FUZZ_JOBS targets at a time. Prints executions and exec/s per target; exits 1
# if any crashed, leaked, timed out or ran out of memory, leaving the input in
# build/asan/fuzz-artifacts/<target>/.
# FUZZ_FORK=1 (make fuzz) runs each target in libFuzzer's fork mode: a fresh child process every
# few minutes on the same corpus, executions summed. A long single process of the targets that
# allocate most slows down as ASan's allocator ages (fuzz_kernelpy: 2,400 -> 340 exec/s in 50
# minutes, see tests/fuzz/README.md); make fuzz-ci's short runs stay in one process.
# libFuzzer's entropic power schedule is off (-entropic=0; FUZZ_ENTROPIC=1 turns it back on): its
# bookkeeping over our large corpora and feature sets took a third of the time, halving executions
# (tests/fuzz/README.md, "Entropic schedule off").
# Usage: [FUZZ_JOBS=N] [FUZZ_FORK=1] [FUZZ_ENTROPIC=1] [FUZZ_ASAN_OPTIONS=…] scripts/fuzz.sh [SECONDS] [TARGET…]   (make fuzz SECONDS=…, make fuzz-ci)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
build=build/asan
bin=${FUZZ_BIN:-$build/bin} # another build of the same targets, if any
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  mapfile -t targets < <(sed -n 's/^set(PERFOPT_FUZZ_TARGETS \(.*\)/\1/p;/^    fuzz_/p' tests/fuzz/CMakeLists.txt \
    | tr ' )' '\n\n' | grep '^fuzz_')
fi
jobs=${FUZZ_JOBS:-1} # targets at a time (make fuzz-ci: one per core)
fork=()
# Fork mode ignores timeouts and running out of memory unless told not to (a crash stops it either
# way). It also merges the corpus first, crash-resistantly: an input of regressions/ that crashes
# again is set aside there, not reported; `ctest --preset asan -L fuzz-replay` replays each one.
[ "${FUZZ_FORK:-0}" = 1 ] && fork=(-fork=1 -ignore_timeouts=0 -ignore_ooms=0)
results=$build/fuzz-results
rm -rf "$results"
mkdir -p "$results"

fuzz_one() {
  local t=$1
  local work=$build/fuzz-work/$t
  local artifacts=$build/fuzz-artifacts/$t
  mkdir -p "$work" "$artifacts" "tests/fuzz/regressions/$t"
  local dict=()
  [ -f "tests/fuzz/dict/$t.dict" ] && dict=(-dict="tests/fuzz/dict/$t.dict")
  # Short inputs keep each target fast (>= 1,000 exec/s); the formats' bugs live in a few lines.
  local max_len
  case $t in
    fuzz_recordline) max_len=1024 ;;
    fuzz_optlog) max_len=2048 ;; # the log reader is slow on long inputs (see README)
    fuzz_inspect) max_len=4096 ;; # small runs: the log reader has its own target
    *) max_len=4096 ;;
  esac
  local log=$build/fuzz-$t.log
  local rc=0
  # malloc_context_size=0: no stack is recorded per allocation (a fifth of the time of the slow
  # targets); a crash input is replayed with full stacks by `ctest --preset asan -L fuzz-replay` or by
  # hand. -detect_leaks=0: LSan is off (ASAN_OPTIONS), so libFuzzer need not run inputs twice for it.
  # FUZZ_ASAN_OPTIONS is appended (make fuzz FUZZ_ASAN_OPTIONS=…): quarantine_size_mb=0 makes
  # fuzz_inspect ~1.7x and fuzz_optlog ~1.3x faster but lets freed memory be reused at once, so a
  # use-after-free is caught only before the next allocation of its size (see tests/fuzz/README.md).
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:malloc_context_size=0${FUZZ_ASAN_OPTIONS:+:$FUZZ_ASAN_OPTIONS} UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$bin/$t" "${fork[@]}" -entropic="${FUZZ_ENTROPIC:-0}" -detect_leaks=0 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
    -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
    "$work" "tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t" >"$log" 2>&1 || rc=$?
  local runs secs result=ok
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  secs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  if [ ${#fork[@]} -gt 0 ]; then # fork mode prints no final stats: "#N: cov: … time: Ts job: J …"
    read -r runs secs < <(sed -n 's/^#\([0-9]*\): .* time: \([0-9]*\)s .*/\1 \2/p' "$log" | tail -1) || true
    [ -n "${runs:-}" ] && [ "${secs:-0}" -gt 0 ] && secs=$((runs / secs))
  fi
  if [ "$rc" -ne 0 ]; then
    result="FAILED (exit $rc, see $log and $artifacts/)"
    grep -m5 -E 'ERROR|runtime error|SUMMARY' "$log" >&2 || true
  fi
  printf '%-18s %12s %10s %s\n' "$t" "${runs:-?}" "${secs:-?}" "$result" >"$results/$t"
  return "$rc"
}

for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait || true
status=0
printf '%-18s %12s %10s %s\n' target executions exec/s result
for t in "${targets[@]}"; do
  cat "$results/$t"
  grep -q ' ok$' "$results/$t" || status=1
done
exit $status
