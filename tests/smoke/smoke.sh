#!/usr/bin/env bash
# Smoke run of the workbench under a real X server: one screenshot per sample run and language.
# Usage: smoke.sh <perfopt-workbench> <source dir> <screenshot dir>
set -euo pipefail
app=$1; src=$2; out=$3
mkdir -p "$out"
shots=(
  "main_rms_norm_en.png|en|$src/resources/samples/demo/rms_norm/perf_opt"
  "main_rms_norm_zh_CN.png|zh_CN|$src/resources/samples/demo/rms_norm"
  "main_argmax_like_en.png|en|$src/resources/samples/demo/argmax_like/perf_opt"
)
for entry in "${shots[@]}"; do
  IFS='|' read -r name lang dir <<<"$entry"
  rm -f "$out/$name"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name" --size 1400x860 --lang "$lang" "$dir"
  # A real picture, not an empty file: PNG signature and a sensible size.
  if ! head -c 8 "$out/$name" | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a'; then
    echo "smoke: $name is not a PNG" >&2; exit 1
  fi
  size=$(stat -c %s "$out/$name")
  if [ "$size" -lt 20000 ]; then
    echo "smoke: $name is suspiciously small ($size bytes)" >&2; exit 1
  fi
  echo "smoke: wrote $out/$name ($size bytes)"
done
