#!/usr/bin/env bash
# What a lint run does, in counts that the load of a shared machine does not change: instructions executed
# (valgrind's callgrind, all threads), system calls (strace -c -f), of them the heap's growth (mprotect of a
# thread's heap, brk of the main one) and thread starts (clone3), minor page faults and peak RSS, for a cold
# run (--no-cache) and a warm one (cache, nothing changed), one row per binary. Wall times on a loaded
# machine differ by more than a change costs; these counts show whether the work itself changed. A change in
# the heap or system calls with the same instructions is the kernel's or the allocator's part, which wall
# times on a quiet machine (Benchmarks/lint.sh) then weigh.
#
# usage: Benchmarks/lint-counts.sh [DIR] [--config FILE] [--bin NAME=PATH]...
#   DIR     an app to lint (default: the synthetic 4,000-file app of lint.sh)
#   --bin   a binary to count, named in the table (default: this package's release build as "branch")
# Needs valgrind, strace and GNU time. Each binary is copied without its debug information, which valgrind
# cannot read in every static binary, and keeps a cache of its own in a temporary folder.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dir=""
config=""
bins=()
while [ $# -gt 0 ]; do
  case "$1" in
    --config) config=$(realpath "$2"); shift 2 ;;
    --bin) bins+=("${2%%=*}=$(realpath "${2#*=}")"); shift 2 ;;
    -*) echo "usage: Benchmarks/lint-counts.sh [DIR] [--config FILE] [--bin NAME=PATH]..." >&2; exit 2 ;;
    *) dir=$(realpath "$1"); shift ;;
  esac
done
for tool in valgrind strace /usr/bin/time objcopy; do
  command -v "$tool" > /dev/null || { echo "lint-counts.sh needs $tool" >&2; exit 2; }
done
work=$here/Benchmarks/work
mkdir -p "$work"
if [ -z "$dir" ]; then
  dir=$work/app-800
  [ -d "$dir" ] || python3 "$here/Benchmarks/make_app.py" "$dir" --features 800 > "$work/app-800.stats"
fi
if [ ${#bins[@]} -eq 0 ]; then
  bins=("branch=$("$here/.ci/release/build.sh" 2> "$work/build.log")") || { cat "$work/build.log"; exit 1; }
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
plain=(lint --quiet)
[ -n "$config" ] && plain+=(--config "$config")

# The calls column of `strace -c` for one system call (0 when it made none) or the total.
calls() { awk -v name="$2" '$NF == name { found = $4 } END { print found + 0 }' "$1"; }
cd "$dir"
printf 'corpus: %s (%d Swift files); load %s\n' "$dir" \
  "$(find . -name '*.swift' -type f -not -path '*/.*' | wc -l)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %-5s %15s %9s %9s %6s %6s %8s %9s\n' binary run instructions syscalls mprotect brk clone3 faults "peak RSS"
for entry in "${bins[@]}"; do
  name=${entry%%=*}
  bin=$scratch/$name
  objcopy --strip-debug "${entry#*=}" "$bin"
  cached=("${plain[@]}" --cache-path "$scratch/cache-$name")
  # The cache, then a second run: stamps of files written less than two seconds before a run are not kept.
  "$bin" "${cached[@]}" > /dev/null 2>&1 || true
  sleep 2
  "$bin" "${cached[@]}" > /dev/null 2>&1 || true
  for run in cold warm; do
    if [ "$run" = cold ]; then args=("${plain[@]}" --no-cache); else args=("${cached[@]}"); fi
    valgrind --tool=callgrind --callgrind-out-file="$scratch/callgrind" "$bin" "${args[@]}" > /dev/null 2> "$scratch/log" || true
    instructions=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$scratch/log")
    strace -f -c -o "$scratch/strace" "$bin" "${args[@]}" > /dev/null 2>&1 || true
    read -r faults kb < <(/usr/bin/time -f '%R %M' "$bin" "${args[@]}" 2>&1 > /dev/null | tail -1)
    printf '%-10s %-5s %15s %9s %9s %6s %6s %8s %6.1f MB\n' "$name" "$run" "$instructions" \
      "$(calls "$scratch/strace" total)" "$(calls "$scratch/strace" mprotect)" "$(calls "$scratch/strace" brk)" \
      "$(calls "$scratch/strace" clone3)" "$faults" "$(awk -v k="$kb" 'BEGIN{print k/1024}')"
  done
done
