#!/usr/bin/env bash
# Generates standalone packages and checks that each builds without warnings and its tests pass on this
# machine. Slow (one SwiftPM build per package), so it is not part of `swift test`.
#
#   Tests/Scripts/build-generated.sh                 # render the test specs through the library (no CLI needed)
#   Tests/Scripts/build-generated.sh path/to/scaffold [spec.json ...]
#                                                    # generate with the binary: the default module, then each spec
# Packages go to $SCAFFOLD_GENERATE_OUTPUT (default: a temporary directory, removed afterwards).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${SCAFFOLD_GENERATE_OUTPUT:-}"
if [[ -z "$out" ]]; then
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

if [[ $# -ge 1 ]]; then
  scaffold="$1"
  shift
  "$scaffold" new-module Order --package --output "$out/Order"
  for spec in "$@"; do
    name="$(basename "$spec" .json)"
    # The module name comes from the spec; the directory is named after the file.
    "$scaffold" new-module "$name" --spec "$spec" --package --output "$out/$name"
  done
else
  (cd "$root" && SCAFFOLD_GENERATE_OUTPUT="$out" swift test --filter GeneratedPackageBuildTests >/dev/null 2>&1)
fi

status=0
for package in "$out"/*/; do
  name="$(basename "$package")"
  log="$out/$name.log"
  if ! (cd "$package" && swift build --build-tests >"$log" 2>&1); then
    echo "FAIL $name: build failed (see $log)"; cat "$log"; status=1; continue
  fi
  if grep -q "warning:" "$log"; then
    echo "FAIL $name: warnings"; grep "warning:" "$log" | sort -u; status=1; continue
  fi
  if ! (cd "$package" && swift test --skip-build >"$log" 2>&1); then
    echo "FAIL $name: tests failed"; grep -E "error|failed" "$log"; status=1; continue
  fi
  executed="$(grep -Eo 'Executed [0-9]+ tests' "$log" | tail -1)"
  echo "ok   $name: $executed"
done
exit $status
