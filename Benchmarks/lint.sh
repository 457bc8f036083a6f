#!/usr/bin/env bash
# Lint speed side by side, interleaved in one run: scaffold lint cold (--no-cache), the first run with an
# empty cache (what a fresh clone in CI pays), warm with nothing changed, warm after editing one file,
# `grep -r -F -w -c`, ripgrep (when installed) and `cat` over the same Swift files, and `find -newer` over
# them (a stat of every Swift file and a listing of every folder: what noticing that nothing changed costs
# a standard tool, the reference for the warm run as grep is for the cold one). Prints the median and best wall time of each,
# the ratio to grep, peak RSS and the load average; checks that the first run and the warm run after the
# edit print exactly what a cold run prints.
#
# usage: Benchmarks/lint.sh [DIR] [--config FILE] [--runs N] [--features N] [--bin PATH]
#   DIR        an app to lint (default: a synthetic 4,000-file app written by make_app.py, as in CI)
#   --config   scaffold.json to use (default: the one lint finds from DIR)
#   --bin      a scaffold binary (default: build this package in release)
# The edited file is restored afterwards; the cache goes to a temporary folder, never into DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=7
features=800
# shellcheck source=Benchmarks/lint-setup.sh
source "$here/Benchmarks/lint-setup.sh"
plain=(lint --quiet)
[ -n "$config" ] && plain+=(--config "$config")
cached=("${plain[@]}" --cache-path "$scratch/cache")

find "$dir" -name '*.swift' -type f -not -path '*/.*' -print0 > "$scratch/list"
count=$(tr -cd '\0' < "$scratch/list" | wc -c | tr -d ' ')
[ "$count" -gt 0 ] || { echo "no Swift files under $dir" >&2; exit 2; }
read -r lines bytes < <(xargs -0 cat < "$scratch/list" | wc -lc)
# The file edited in the "one file changed" runs: the largest, the worst case for a single edit.
edited=$(xargs -0 wc -c < "$scratch/list" | grep -v ' total$' | sort -k1,1nr -k2 | sed -n '1s/^ *[0-9]* //p')
cp -p "$edited" "$scratch/original.swift"
restore() { cp -p "$scratch/original.swift" "$edited"; }
trap 'restore; rm -rf "$scratch"' EXIT
xargs -0 cat < "$scratch/list" > /dev/null  # page cache warm: every tool reads from memory

# Each command's samples, one a line, in $scratch/times.NAME and $scratch/rss.NAME.
sample() { # sample NAME COMMAND...: one timed run, its wall time and peak RSS (Benchmarks/measure.c)
  local name=$1 seconds kb; shift
  read -r seconds kb < <("$measure" "$scratch/out.$name" "$@")
  echo "$seconds" >> "$scratch/times.$name"
  echo "$kb" >> "$scratch/rss.$name"
}
edit_one() { printf '\n// edited by the benchmark %s\n' "$1" >> "$edited"; }

cd "$dir"
"$bin" "${cached[@]}" > /dev/null || true  # creates the cache
identical=yes
load_before=$(load_average)
for round in $(seq "$runs"); do
  sample cold "$bin" "${plain[@]}" --no-cache
  rm -rf "$scratch/first-cache"
  sample first "$bin" "${plain[@]}" --cache-path "$scratch/first-cache"
  cmp -s "$scratch/out.first" "$scratch/out.cold" || identical=no
  sample grep grep -r -F -w -c --include='*.swift' Repository "$dir"
  # ripgrep over the same files (hidden folders and ignored files included, as grep -r reads them).
  if command -v rg > /dev/null; then sample rg rg -uu -F -w -c -g '*.swift' Repository "$dir"; fi
  sample warm "$bin" "${cached[@]}"
  sample cat xargs -0 cat < "$scratch/list"
  sample find find "$dir" -path '*/.*' -prune -o -name '*.swift' -newer "$scratch/list" -print
done
# The edits after all the rounds above: a file restored less than two seconds before a run has a stamp too
# recent to trust, so that run reads it again, and a warm run taken after an edit's round measured that.
for round in $(seq "$runs"); do
  edit_one "$round"
  sample edited "$bin" "${cached[@]}"
  "$bin" "${plain[@]}" --no-cache > "$scratch/cold-after-edit" 2> /dev/null || true
  cmp -s "$scratch/out.edited" "$scratch/cold-after-edit" || identical=no
  restore
  "$bin" "${cached[@]}" > /dev/null 2>&1 || true  # the cache matches the tree again
done
load_after=$(load_average)

median() { sort -g "$1" | awk '{a[NR]=$1} END{print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
best() { sort -g "$1" | head -1; }
maxrss() { sort -g "$1" | tail -1; }
grep_median=$(median "$scratch/times.grep")
cold_median=$(median "$scratch/times.cold")
printf 'corpus:   %s\n          %d files, %d lines, %.1f MiB; %d cores; %d interleaved rounds\n' \
  "$dir" "$count" "$lines" "$(awk -v b="$bytes" 'BEGIN{print b/1048576}')" "$(cores)" "$runs"
printf 'load:     %s before, %s after (1, 5, 15 min)\n' "$load_before" "$load_after"
printf '%-34s %9s %9s %10s %10s %10s\n' "" "median s" "best s" "x grep" "x cold" "peak RSS"
for name in cold first warm edited grep rg cat find; do
  [ -s "$scratch/times.$name" ] || continue
  case $name in
    cold) label="scaffold lint (cold, --no-cache)" ;;
    first) label="scaffold lint (first, new cache)" ;;
    warm) label="scaffold lint (warm, no change)" ;;
    edited) label="scaffold lint (warm, 1 file edited)" ;;
    grep) label="grep -r -F -w -c" ;;
    rg) label="ripgrep -uu -F -w -c" ;;
    cat) label="cat" ;;
    find) label="find -newer (stat every file)" ;;
  esac
  m=$(median "$scratch/times.$name")
  printf '%-34s %9.4f %9.4f %9.3fx %9.3fx %7.1f MB\n' "$label" "$m" "$(best "$scratch/times.$name")" \
    "$(awk -v a="$m" -v b="$grep_median" 'BEGIN{print a/b}')" "$(awk -v a="$m" -v b="$cold_median" 'BEGIN{print a/b}')" \
    "$(awk -v k="$(maxrss "$scratch/rss.$name")" 'BEGIN{print k/1024}')"
done
echo "findings: $(wc -l < "$scratch/out.cold") lines of output; first run and warm run after an edit identical to a cold run: $identical"
[ "$identical" = yes ]
