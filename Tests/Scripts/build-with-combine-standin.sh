#!/usr/bin/env bash
# Builds a generated package with a stand-in Combine module (Tests/Scripts/CombineStandIn), so the code fenced by
# `#if canImport(Combine)` compiles on Linux too, then runs its tests. The package is copied; the original is
# left alone.
#
#   Tests/Scripts/build-with-combine-standin.sh path/to/GeneratedPackage
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$1" && pwd)"
# The package's module (`OrderFeature`): the name its Package.swift gives.
name="$(sed -n 's/^  name: "\(.*\)",$/\1/p' "$package/Package.swift")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp -R "$package/." "$work/"
rm -rf "$work/.build"
mkdir -p "$work/Sources/Combine"
cp "$here/CombineStandIn/Combine.swift" "$work/Sources/Combine/"
# The module's target depends on the stand-in; the stand-in itself builds in Swift 5 mode.
standin='.target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),'
sed -i.bak "s|\.target(name: \"$name\",|$standin\n    .target(name: \"$name\", dependencies: [\"Combine\"],|" \
  "$work/Package.swift"
cd "$work"
if ! swift build --build-tests > build.log 2>&1; then
  cat build.log; echo "FAIL $name: build failed"; exit 1
fi
if grep -q "warning:" build.log; then
  grep "warning:" build.log | sort -u; echo "FAIL $name: warnings"; exit 1
fi
if ! swift test --skip-build > test.log 2>&1; then
  grep -E "error|failed" test.log; echo "FAIL $name: tests failed"; exit 1
fi
echo "ok   $name with Combine: $(grep -Eo 'Executed [0-9]+ tests' test.log | tail -n 1)"
