#!/usr/bin/env bash
# Kills `scaffold new-module --force` at random instants and checks that what the next run finds is
# whole: after each kill, `scaffold repair` (what every writing run does first) must leave every user file
# byte-identical to before the run or to its intended result, with no temporary, backup, journal or lock
# left. Every tenth kill is followed by the real next run instead, which must recover and produce the
# intended result. The tree starts as an edited module: a third of its files changed by hand, a third
# missing, so a run both overwrites and creates.
#
# usage: Benchmarks/kill-loop.sh [--kills N] [--models N] [--signal KILL|TERM|INT] [--bin PATH]
# With --signal TERM or INT the process is expected to finish or undo its writes itself: no repair is
# needed afterwards (nothing is left to recover).
# Prints how many kills left the tree as before / as intended, how many found a journal, and failures.
set -euo pipefail
cd "$(dirname "$0")/.."
kills=200
models=60
sig=KILL
bin=
while [ $# -gt 0 ]; do
  case "$1" in
    --kills) kills=$2; shift 2 ;;
    --models) models=$2; shift 2 ;;
    --signal) sig=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "usage: Benchmarks/kill-loop.sh [--kills N] [--models N] [--signal KILL|TERM|INT] [--bin PATH]" >&2; exit 2 ;;
  esac
done
if [ -z "$bin" ]; then
  swift build --product scaffold > /dev/null
  bin="$(swift build --show-bin-path)/scaffold"
fi
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
python3 - "$W/spec.json" "$models" << 'PY'
import json, sys
path, n = sys.argv[1], int(sys.argv[2])
models = [{"name": f"M{i}", "fields": [{"name": "id", "type": "Int"}, {"name": "title", "type": "String"}]} for i in range(n)]
ops = [{"name": f"fetchM{i}", "params": [{"name": "id", "type": "Int"}], "returns": f"M{i}",
        "http": {"method": "GET", "path": f"/m{i}/{{id}}"}} for i in range(n)]
screens = [{"name": f"S{i}Detail", "kind": "detail", "model": f"M{i}", "load": f"fetchM{i}"} for i in range(n)]
json.dump({"name": "Big", "models": models, "operations": ops, "screens": screens}, open(path, "w"))
PY
run() { (cd "$W/work" && exec "$bin" new-module --spec ../spec.json --force "$@"); }

# The intended result, and the edited tree every attempt starts from.
mkdir "$W/work"
run > /dev/null
mv "$W/work" "$W/intended"
cp -a "$W/intended" "$W/before"
count=0
while IFS= read -r -d '' file; do
  case $((count % 3)) in
    0) printf '// edited by hand\n' >> "$file" ;;
    1) rm "$file" ;;
  esac
  count=$((count + 1))
done < <(find "$W/before" -type f -name '*.swift' -print0 | sort -z)
files=$count
start=$(date +%s.%N)
cp -a "$W/before" "$W/work"
run > /dev/null
duration=$(echo "$(date +%s.%N) - $start" | bc)
rm -rf "$W/work"
same() { diff -r -q "$1" "$2" > /dev/null 2>&1; }

as_before=0 as_intended=0 journals=0 failures=0 next_runs=0
for i in $(seq 1 "$kills"); do
  cp -a "$W/before" "$W/work"
  # Odd attempts pick an instant of the whole run; even ones an instant of its writing, once the run
  # holds the output directory (where a kill can do harm).
  delay=$(python3 -c "import random; print(round(random.uniform(0, $duration * (1.05 if $i % 2 else 0.4)), 4))")
  (cd "$W/work" && exec "$bin" new-module --spec ../spec.json --force > /dev/null 2> "$W/err.txt") &
  pid=$!
  if [ $((i % 2)) -eq 0 ]; then
    until [ -e "$W/work/.scaffold/lock" ] || ! kill -0 "$pid" 2> /dev/null; do sleep 0.002; done
  fi
  sleep "$delay"
  kill -s "$sig" "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  [ -e "$W/work/.scaffold/journal.json" ] && journals=$((journals + 1))
  # The writer's lock and journal live in .scaffold/ beside the module manifests, which stay.
  if [ "$sig" != KILL ] && [ -n "$(ls -A "$W/work/.scaffold" 2> /dev/null | grep -vx modules)" ]; then
    echo "kill-loop: attempt $i: SIG$sig after ${delay}s left $(ls -A "$W/work/.scaffold")" >&2
    failures=$((failures + 1))
  fi
  if [ $((i % 10)) -eq 0 ]; then
    # The next real run recovers on its own and writes the intended result.
    if ! run > /dev/null 2> "$W/next.txt" || ! same "$W/work" "$W/intended"; then
      echo "kill-loop: attempt $i: the next run after a kill at ${delay}s did not produce the intended tree" >&2
      sed 's/^/  | /' "$W/next.txt" >&2
      failures=$((failures + 1))
    fi
    next_runs=$((next_runs + 1))
  else
    if ! "$bin" repair "$W/work" > "$W/repair.txt" 2>&1; then
      echo "kill-loop: attempt $i: repair failed:" >&2
      sed 's/^/  | /' "$W/repair.txt" >&2
    fi
    if same "$W/work" "$W/before"; then
      as_before=$((as_before + 1))
    elif same "$W/work" "$W/intended"; then
      as_intended=$((as_intended + 1))
    else
      echo "kill-loop: attempt $i: SIG$sig after ${delay}s left a tree that is neither before nor intended:" >&2
      diff -r -q "$W/work" "$W/intended" 2>&1 | head -5 | sed "s/^/  | /" >&2; ls -A "$W/work/.scaffold" >&2 || true; cat "$W/repair.txt" >&2
      failures=$((failures + 1))
    fi
  fi
  rm -rf "$W/work"
done
echo "kill-loop: $kills SIG$sig over a ${duration}s run writing $files files ($((files / 3 + 1)) edited):" \
  "$as_before as before, $as_intended as intended, $next_runs next runs (intended), $journals left a journal to recover," \
  "$failures failures"
[ "$failures" -eq 0 ]
