#!/usr/bin/env bash
# How lint time and memory grow with the size of a project: lints 1x, 2x, 4x and 8x copies of a corpus
# (hard-linked copies side by side under one root), cold (--no-cache), interleaved rounds, and prints the
# median time, peak RSS, and both per line relative to 1x (1.00 is perfectly linear).
#
# usage: Benchmarks/lint-scale.sh [DIR] [--config FILE] [--runs N] [--features N] [--bin PATH]
#   DIR       the corpus (default: the synthetic app of make_app.py with --features N, default 200)
#   --config  a scaffold.json for the corpus; copied to the root of every scaled tree (default: mvvm preset)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=5
features=200
# shellcheck source=Benchmarks/lint-setup.sh
source "$here/Benchmarks/lint-setup.sh"

factors="1 2 4 8"
declare -A lines times rss
for k in $factors; do
  tree=$scratch/x$k
  mkdir -p "$tree"
  for i in $(seq "$k"); do
    # Hard links when the file system allows them: no extra disk, one page cache.
    cp -al "$dir" "$tree/copy$i" 2> /dev/null || cp -a "$dir" "$tree/copy$i"
    rm -f "$tree/copy$i/scaffold.json"
  done
  [ -n "$config" ] && cp "$config" "$tree/scaffold.json"
  lines[$k]=$(find "$tree" -name '*.swift' -not -path '*/.*' -print0 | xargs -0 cat | wc -l)
  find "$tree" -name '*.swift' -print0 | xargs -0 cat > /dev/null
done

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for _ in $(seq "$runs"); do
  for k in $factors; do
    read -r seconds kb < <(cd "$scratch/x$k" && "$measure" /dev/null "$bin" lint --quiet --no-cache)
    times[$k]+="$seconds "
    rss[$k]+="$kb "
  done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END{print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo "corpus: $dir (${lines[1]} lines at 1x); $(nproc) cores; $runs interleaved rounds"
echo "load:   $load_before before, $load_after after (1, 5, 15 min)"
printf '%-6s %10s %10s %12s %12s %14s\n' "size" "lines" "median s" "peak RSS MB" "time/line" "RSS/line"
base_t="" base_m=""
for k in $factors; do
  t=$(median <<< "${times[$k]}")
  m=$(median <<< "${rss[$k]}")
  per_t=$(awk -v t="$t" -v l="${lines[$k]}" 'BEGIN{print t/l}')
  per_m=$(awk -v m="$m" -v l="${lines[$k]}" 'BEGIN{print m/l}')
  [ -z "$base_t" ] && base_t=$per_t && base_m=$per_m
  printf '%-6s %10d %10.3f %12.1f %11.2fx %13.2fx\n' "${k}x" "${lines[$k]}" "$t" "$(awk -v m="$m" 'BEGIN{print m/1024}')" \
    "$(awk -v a="$per_t" -v b="$base_t" 'BEGIN{print a/b}')" "$(awk -v a="$per_m" -v b="$base_m" 'BEGIN{print a/b}')"
done
