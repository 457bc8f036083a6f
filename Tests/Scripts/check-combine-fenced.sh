#!/usr/bin/env bash
# Builds and tests a generated package's `#if canImport(Combine)` code on a machine without Combine (Linux):
# copies the package, adds a stand-in `Combine` module with just `ObservableObject` and `@Published`, and runs
# `swift build --build-tests` (no warnings outside the stand-in) and `swift test`. It checks view models,
# coordinators and their tests of the combine sets that observe through `@Published`; code using publishers
# (sinks, `AnyPublisher`) or UIKit/SwiftUI stays unchecked.
#
#   Tests/Scripts/check-combine-fenced.sh PACKAGE_DIR
set -euo pipefail

package="$(cd "$1" && pwd)"
name="$(sed -n 's/^ *name: "\([A-Za-z0-9_]*\)",$/\1/p' "$package/Package.swift" | head -n 1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$package/." "$work/"
rm -rf "$work/.build"
mkdir -p "$work/Sources/Combine"
cat > "$work/Sources/Combine/Combine.swift" <<'SWIFT'
// A stand-in for Combine's observable-object API, enough to compile fenced view models.
public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var projectedValue: Publisher { Publisher(value: wrappedValue) }
  public struct Publisher { public let value: Value }
}
SWIFT
sed -i.bak "s/\.target(name: \"$name\"),/.target(name: \"Combine\", swiftSettings: [.swiftLanguageMode(.v5)]), .target(name: \"$name\", dependencies: [\"Combine\"]),/" \
  "$work/Package.swift"
grep -q 'target(name: "Combine"' "$work/Package.swift" || { echo "could not add the stand-in to $package/Package.swift"; exit 1; }

cd "$work"
swift build --build-tests > build.log 2>&1 || { cat build.log; exit 1; }
if grep "warning:" build.log | grep -v "Sources/Combine/"; then exit 1; fi
swift test --skip-build > test.log 2>&1 || { grep -E "error|failed" test.log | head -40; exit 1; }
echo "$(basename "$package"): $(grep -Eo 'Executed [0-9]+ tests' test.log | tail -n 1) with a stand-in Combine"
