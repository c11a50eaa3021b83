#!/usr/bin/env bash
# Smoke run of the workbench under a real X server: one screenshot per sample run and language.
# Also: the Rounds page in both languages and themes, an exact --size, and the rms_norm review
# report as review-report.pdf (with its first pages as PNGs when pdftoppm is there).
# Usage: smoke.sh <perfopt-workbench> <source dir> <screenshot dir>
set -euo pipefail
app=$1; src=$2; out=$3
mkdir -p "$out"

# A real picture, not an empty file: PNG signature and a sensible size.
check_png() {
  local file=$1 size
  if ! head -c 8 "$file" | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a'; then
    echo "smoke: $file is not a PNG" >&2; exit 1
  fi
  size=$(stat -c %s "$file")
  if [ "$size" -lt 20000 ]; then
    echo "smoke: $file is suspiciously small ($size bytes)" >&2; exit 1
  fi
  echo "smoke: wrote $file ($size bytes)"
}
# WIDTHxHEIGHT from the PNG's IHDR chunk.
png_size() {
  local w h
  w=$(od -An -tu1 -j16 -N4 "$1" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
  h=$(od -An -tu1 -j20 -N4 "$1" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
  echo "${w}x${h}"
}
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
  "rounds_en_light.png|en|light|rounds|$rms"
  "rounds_en_dark.png|en|dark|rounds|$rms"
  "rounds_zh_CN_light.png|zh_CN|light|rounds|$rms"
  "rounds_zh_CN_dark.png|zh_CN|dark|rounds|$rms"
  "main_rms_norm_en_diff.png|en|light|diff|$rms"
  "main_rms_norm_en_profiles.png|en|light|profiles|$rms"
  "main_argmax_like_en_rounds.png|en|light|rounds|$argmax"
)
for entry in "${shots[@]}"; do
  IFS='|' read -r name lang theme page dir <<<"$entry"
  rm -f "$out/$name"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name" --size 1400x860 --lang "$lang" \
    --theme "$theme" --page "$page" "$dir"
  check_png "$out/$name"
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
# --size gives exactly that size, and a screenshot run does not join Recent runs.
config_before=${XDG_CONFIG_HOME:-}
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
rm -f "$out/size_1024x640.png"
xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/size_1024x640.png" --size 1024x640 --lang en \
  --theme light --page records "$rms"
check_png "$out/size_1024x640.png"
dims=$(png_size "$out/size_1024x640.png")
if [ "$dims" != "1024x640" ]; then
  echo "smoke: --size 1024x640 gave $dims" >&2; exit 1
fi
if grep -rqs "rms_norm" "$XDG_CONFIG_HOME"; then
  echo "smoke: a --screenshot run was added to Recent runs" >&2; exit 1
fi
rm -rf "$XDG_CONFIG_HOME"
if [ -n "$config_before" ]; then XDG_CONFIG_HOME=$config_before; else unset XDG_CONFIG_HOME; fi

# The rms_norm review report as a PDF, every run, to look at.
rm -f "$out/review-report.pdf"
xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/review-report-window.png" --size 1400x860 \
  --lang en --theme light --page records --report "$out/review-report.pdf" "$rms"
if ! head -c 5 "$out/review-report.pdf" | grep -q '%PDF-'; then
  echo "smoke: review-report.pdf is not a PDF" >&2; exit 1
fi
echo "smoke: wrote $out/review-report.pdf ($(stat -c %s "$out/review-report.pdf") bytes)"
if command -v pdftoppm >/dev/null; then
  pdftoppm -r 60 -png -f 1 -l 2 "$out/review-report.pdf" "$out/review-report-page"
fi

# Review notes shown in place: two notes on log lines, written straight into a scratch workspace
# (the run row made by `perfopt check`, which knows the run key), show as marks in the log's margin.
if command -v sqlite3 >/dev/null; then
  notes_ws=$work/notes.sqlite
  "$bin/perfopt" check "$rms" --profile strict --workspace "sqlite:$notes_ws" >/dev/null || true
  key=$(sqlite3 "$notes_ws" "SELECT run_key FROM runs LIMIT 1")
  for line in 3 5; do
    sqlite3 "$notes_ws" "INSERT INTO review_notes(run_key, run_hash, target, file, line, text, author, created_at,
      updated_at) VALUES('$key', '', 'log-line', 'perf_opt/opt_log.md', $line, 'smoke note on line $line', 'smoke',
      '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
  done
  name=main_rms_norm_en_log_notes.png
  rm -f "$out/$name"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name" --size 1400x860 --lang en \
    --theme light --page log --workspace "sqlite:$notes_ws" "$rms"
  check_png "$out/$name"
else
  echo "smoke: no sqlite3, no screenshot of note marks"
fi
