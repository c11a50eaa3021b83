#!/usr/bin/env bash
# Smoke run of the workbench under a real X server: one screenshot per sample run and language.
# Usage: smoke.sh <perfopt-workbench> <source dir> <screenshot dir>
set -euo pipefail
app=$1; src=$2; out=$3
mkdir -p "$out"
rms=$src/resources/samples/demo/rms_norm
argmax=$src/resources/samples/demo/argmax_like
# name | language | theme | page | run
shots=(
  "main_rms_norm_en_light.png|en|light|records|$rms/perf_opt"
  "main_rms_norm_en_dark.png|en|dark|log|$rms"
  "main_rms_norm_zh_CN_light.png|zh_CN|light|log|$rms"
  "main_rms_norm_zh_CN_dark.png|zh_CN|dark|records|$rms"
  "main_rms_norm_en_kernel.png|en|light|kernel|$rms"
  "main_rms_norm_en_chart.png|en|light|chart|$rms"
  "main_argmax_like_en_light.png|en|light|records|$argmax/perf_opt"
  "main_argmax_like_zh_CN_dark.png|zh_CN|dark|log|$argmax"
)
for entry in "${shots[@]}"; do
  IFS='|' read -r name lang theme page dir <<<"$entry"
  rm -f "$out/$name"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name" --size 1400x860 --lang "$lang" \
    --theme "$theme" --page "$page" "$dir"
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

# The Runs dashboard over a small indexed repository: the two samples and synthetic runs.
bin=$(dirname "$app")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo/.git" "$work/repo/samples"
cp -r "$rms" "$argmax" "$work/repo/samples/"
for i in 1 2 3 4 5 6 7 8 9 10; do
  gen=A; [ $((i % 2)) -eq 0 ] && gen=B
  "$bin/perfopt-synth" "$work/repo/ops/op$i" --op "op$i" --generation $gen --seed $i --rounds $((2 + i % 7)) \
    --profile-runs 0 >/dev/null
done
"$bin/perfopt" index "$work/repo" --workspace "sqlite:$work/ws.sqlite" >/dev/null || true
name=dashboard_en_light.png
xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name" --size 1400x860 --lang en \
  --theme light --page dashboard --workspace "sqlite:$work/ws.sqlite"
size=$(stat -c %s "$out/$name")
if [ "$size" -lt 20000 ]; then
  echo "smoke: $name is suspiciously small ($size bytes)" >&2; exit 1
fi
echo "smoke: wrote $out/$name ($size bytes)"
