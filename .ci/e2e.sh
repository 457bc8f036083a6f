#!/usr/bin/env bash
# End-to-end checks on the built binary: generate real modules and build/test them, exercise the
# conflict workflow, lint generated and real trees, check reporter output against its schema, and run
# the binary copied away from the source tree.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

swift build --product scaffold
bin="$(swift build --show-bin-path)/scaffold"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "e2e: FAILED: $*" >&2; exit 1; }
passed=0
failed=0
check() { # check NAME COMMAND...: runs a check, counting passes
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok   $name"; else failed=$((failed + 1)); echo "FAIL $name"; fi
}
expect_code() { # expect_code CODE COMMAND...
  local want=$1; shift
  set +e; "$@" > "$T/out.txt" 2> "$T/err.txt"; local got=$?; set -e
  if [ "$got" != "$want" ]; then
    echo "  expected exit $want, got $got from: $*" >&2; sed 's/^/  | /' "$T/err.txt" | head -20 >&2; return 1
  fi
}
build_package() { # build_package DIR: swift build (no warnings) and swift test with >= 8 tests per test target executed
  local dir=$1 log="$1.log" targets
  targets=$(find "$dir/Tests" -mindepth 1 -maxdepth 1 -type d | wc -l)
  (cd "$dir" && swift build --build-tests > "$log" 2>&1) || { cat "$log"; return 1; }
  if grep -q "warning:" "$log"; then grep "warning:" "$log" | sort -u; return 1; fi
  (cd "$dir" && swift test --skip-build > "$log" 2>&1) || { grep -E "error|fail" "$log" | head -40; return 1; }
  local executed
  executed=$(grep -Eo 'Executed [0-9]+ tests' "$log" | tail -n 1 | grep -Eo '[0-9]+' || echo 0)
  echo "     $(basename "$dir"): $executed tests in $targets test target(s)"
  [ "$executed" -ge $((8 * targets)) ]
}
build_packages() { # build_packages DIR...: build_package on each, two at a time; `built DIR` is then its check
  # A small package's build leaves a core idle for much of the time (manifest, linking, the test run).
  export -f build_package
  printf '%s\n' "$@" | xargs -P 2 -I{} bash -c \
    'rm -f "$1.passed"; if build_package "$1" > "$1.out" 2>&1; then touch "$1.passed"; fi' _ {}
}
built() { cat "$1.out"; [ -e "$1.passed" ]; } # built DIR: what build_packages printed for DIR, and whether it passed

# `.ci/e2e.sh lint` runs only the lint part (it generates what it lints); the default runs them all.
# The graph part installs Graphviz with apt-get when `dot` is missing (and skips rendering when it cannot);
# the lsp, mcp and precommit parts install pygls, mcp and pre-commit with pip when they are missing; the bazel
# part installs bazel-bootstrap with apt-get (and skips when it cannot).
parts=${*:-generate specfuzz apptypes existingapps update writer lint templates adopt graph plugins library xcode app bundle lsp mcp bazel precommit archcheck}
timings=""
for part in $parts; do
  started=$SECONDS
  . ".ci/e2e-$part.sh"
  timings="$timings $part=$((SECONDS - started))s"
  echo "-- e2e part $part: $((SECONDS - started)) s"
done

echo
echo "e2e: $passed passed, $failed failed; seconds per part:$timings"
[ "$failed" -eq 0 ]
