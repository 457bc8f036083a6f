#!/usr/bin/env bash
# Inputs that once made lint quadratic, each doubled four times: prints the wall time, the CPU time (user
# + system, all threads) and the peak RSS per size, and the growth of the CPU time per doubling; fails when
# any doubling costs more than 2.5x (linear is 2x; the process's fixed start-up cost makes small sizes grow
# less). The growth is taken from the CPU time because, on a shared machine, the wall time also measures
# the other processes.
#
# usage: Benchmarks/lint-pathological.sh [--bin PATH] [--scale N]
#   --scale N  multiplies every base size by N (default 1: the largest inputs take about a second)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=""
scale=1
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$(realpath "$2"); shift 2 ;;
    --scale) scale=$2; shift 2 ;;
    *) echo "usage: Benchmarks/lint-pathological.sh [--bin PATH] [--scale N]" >&2; exit 2 ;;
  esac
done
if [ -z "$bin" ]; then
  (cd "$here" && swift build -c release --product scaffold > /dev/null 2>&1)
  bin=$(cd "$here" && swift build -c release --show-bin-path)/scaffold
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# make_CASE DIR N: writes an mvvm app with the pathological shape at size N into DIR.
make_pounds() { # one run of N `#`
  mkdir -p "$1/Modules/A/View"
  python3 -c "import sys; sys.stdout.write('#' * $2 + '\n')" > "$1/Modules/A/View/Pounds.swift"
}
make_suppression_block() { # N consecutive suppression comment lines above one finding
  mkdir -p "$1/Modules/A/View" "$1/Modules/A/Repository"
  echo "struct ARepository {}" > "$1/Modules/A/Repository/ARepository.swift"
  python3 - "$2" > "$1/Modules/A/View/AView.swift" << 'EOF'
import sys
n = int(sys.argv[1])
sys.stdout.write("// scaffold:ignore layer-dependency -- reviewed\n" * n)
sys.stdout.write("struct AView { let r: ARepository }\n")
EOF
}
make_trailing_suppressions() { # N lines, each a finding with its own trailing suppression
  mkdir -p "$1/Modules/A/View" "$1/Modules/A/Repository"
  echo "struct ARepository {}" > "$1/Modules/A/Repository/ARepository.swift"
  python3 - "$2" > "$1/Modules/A/View/AView.swift" << 'EOF'
import sys
n = int(sys.argv[1])
sys.stdout.write("struct AView {\n")
for i in range(n):
    sys.stdout.write(f"  let r{i}: ARepository  // scaffold:ignore layer-dependency -- reviewed\n")
sys.stdout.write("}\n")
EOF
}
make_one_name() { # one type name declared N times (in N/100 files), referenced from N lines of a view
  mkdir -p "$1/Modules/A/View" "$1/Modules/A/Repository"
  python3 - "$1" "$2" << 'EOF'
import sys
root, n = sys.argv[1], int(sys.argv[2])
files = max(1, n // 100)
for f in range(files):
    with open(f"{root}/Modules/A/Repository/Shared{f}.swift", "w") as out:
        out.write("struct Shared {}\n" * (n // files))
with open(f"{root}/Modules/A/View/AView.swift", "w") as out:
    out.write("struct AView {\n" + "".join(f"  let s{i}: Shared\n" for i in range(n)) + "}\n")
EOF
}
make_long_line() { # one line of N bytes of ordinary tokens
  mkdir -p "$1/Modules/A/View"
  python3 -c "
import sys
unit = 'let a = Foo(b, c) + 1; '
sys.stdout.write(unit * ($2 // len(unit)) + '\n')" > "$1/Modules/A/View/Long.swift"
}

status=0
run_case() { # run_case NAME BASE_SIZE COMMAND...
  local name=$1 base=$2; shift 2
  local previous="" size t0 t1 seconds cpu kb growth
  printf '%-24s' "$name"
  for step in 1 2 4 8 16; do
    size=$((base * scale * step))
    rm -rf "$work/app" && mkdir -p "$work/app"
    "make_$name" "$work/app" "$size"
    t0=$EPOCHREALTIME
    (cd "$work/app" && /usr/bin/time -f "%U %S %M" -o "$work/usage" "$bin" "$@" > /dev/null 2>&1) || true
    t1=$EPOCHREALTIME
    seconds=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.3f", b-a}')
    read -r user system kb < <(tail -1 "$work/usage")
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN{printf "%.2f", u+s}')
    growth=""
    if [ -n "$previous" ]; then
      growth=$(awk -v a="$cpu" -v b="$previous" 'BEGIN{printf "%.2f", a/(b>0.01?b:0.01)}')
      if awk -v g="$growth" -v s="$cpu" 'BEGIN{exit !(g > 2.5 && s > 0.05)}'; then status=1; growth="$growth!"; fi
    fi
    printf ' %7d: %6.3fs %5.2fcpu %5.0fMB %-6s' "$size" "$seconds" "$cpu" "$(awk -v k="$kb" 'BEGIN{print k/1024}')" \
      "${growth:+x$growth}"
    previous=$cpu
  done
  echo
}

echo "size: wall time, CPU time, peak RSS, growth of the CPU time over the previous size (! above 2.5x)"
run_case pounds 25000 lint --no-cache
run_case suppression_block 6000 lint --no-cache
run_case trailing_suppressions 6000 lint --no-cache
run_case one_name 1000 lint --no-cache
run_case one_name 1000 graph
run_case long_line 2000000 lint --no-cache
exit $status
