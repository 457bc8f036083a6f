# shellcheck shell=bash
# Shared set-up of the lint benchmarks, sourced after they set `here`, `runs` and `features`: reads
# [DIR] [--config FILE] [--runs N] [--features N] [--bin PATH], writes the synthetic app when no DIR is given,
# builds the release binary when no --bin is given (as the README's install does, with the Swift runtime linked
# in: no shared libraries to load at every start), and makes a scratch folder removed on exit.
# Sets dir, config, runs, features, bin, work, measure and scratch, and defines load_average and cores. Runs
# on Linux and on macOS (its bash 3.2 and BSD tools).
dir=""
config=""
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --config) config=$(realpath "$2"); shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --features) features=$2; shift 2 ;;
    --bin) bin=$(realpath "$2"); shift 2 ;;
    -*) echo "usage: Benchmarks/$(basename "$0") [DIR] [--config FILE] [--runs N] [--features N] [--bin PATH]" >&2; exit 2 ;;
    *) dir=$(realpath "$1"); shift ;;
  esac
done

work=$here/Benchmarks/work
mkdir -p "$work"
if [ -z "$dir" ]; then
  dir=$work/app-$features
  [ -d "$dir" ] || python3 "$here/Benchmarks/make_app.py" "$dir" --features "$features" > "$work/app-$features.stats"
fi
if [ -z "$bin" ]; then
  bin=$("$here/.ci/release/build.sh" 2> "$work/build.log") || { cat "$work/build.log"; exit 1; }
fi
# Times and peak RSS of every command (see measure.c); rebuilt when its source changes.
measure=$work/measure
if [ ! -x "$measure" ] || [ "$here/Benchmarks/measure.c" -nt "$measure" ]; then
  clang -O2 -o "$measure" "$here/Benchmarks/measure.c"
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The load average over 1, 5 and 15 minutes, and the number of cores: on Linux and on macOS.
load_average() {
  if [ -r /proc/loadavg ]; then cut -d' ' -f1-3 /proc/loadavg; else sysctl -n vm.loadavg | tr -d '{}' | awk '{print $1, $2, $3}'; fi
}
cores() { getconf _NPROCESSORS_ONLN; }
