#!/usr/bin/env bash
# Lint throughput benchmark: builds scaffold in release, writes a deterministic synthetic app
# (4,000 files, ~520k lines by default) and prints, from one run each, scaffold lint's wall time, MB/s and
# peak RSS next to `grep -rcw` over the same files.
#
# usage: Benchmarks/lint.sh [--features N] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
features=800
runs=5
while [ $# -gt 0 ]; do
  case "$1" in
    --features) features=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: Benchmarks/lint.sh [--features N] [--runs N]" >&2; exit 2 ;;
  esac
done

work=$PWD/Benchmarks/work
app=$work/app-$features
mkdir -p "$work"
if [ ! -d "$app" ]; then
  python3 Benchmarks/make_app.py "$app" --features "$features" > "$work/app-$features.stats"
fi
read -r stats < "$work/app-$features.stats"
bytes=$(sed -E 's/.*bytes=([0-9]+).*/\1/' <<< "$stats")

swift build -c release --product scaffold > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
bin=$(swift build -c release --show-bin-path)/scaffold
[ -x "$bin" ] || { echo "no scaffold binary at $bin" >&2; exit 1; }

# Warm the page cache so both tools read from memory.
cat $(find "$app" -name '*.swift') > /dev/null

measure() { # prints "seconds maxrss_kb" of the fastest of $runs runs
  local best_s="" best_kb="" s kb
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > /dev/null 2>&1 || true
    read -r s kb < "$work/time.txt"
    if [ -z "$best_s" ] || awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; best_kb=$kb; fi
  done
  echo "$best_s $best_kb"
}

# Both run from inside the app, as a developer or CI would.
cd "$app"
read -r lint_s lint_kb < <(measure "$bin" lint --quiet)
read -r grep_s grep_kb < <(measure grep -rcw Repository .)
cd - > /dev/null

mb=$(awk "BEGIN{printf \"%.1f\", $bytes / 1048576}")
echo "corpus:        $stats ($mb MiB, $(nproc) cores)"
awk -v s="$lint_s" -v kb="$lint_kb" -v b="$bytes" 'BEGIN{printf "scaffold lint: %.3f s  %.1f MB/s  peak RSS %.1f MB\n", s, b/1048576/(s>0?s:0.001), kb/1024}'
awk -v s="$grep_s" -v kb="$grep_kb" -v b="$bytes" 'BEGIN{printf "grep -rcw:     %.3f s  %.1f MB/s  peak RSS %.1f MB\n", s, b/1048576/(s>0?s:0.001), kb/1024}'
awk -v l="$lint_s" -v g="$grep_s" 'BEGIN{printf "ratio:         %.2fx grep (best of runs)\n", l/(g>0?g:0.001)}'
