#!/usr/bin/env bash
# Type-checks generated code against stand-in SwiftUI, UIKit and Combine modules (Tests/Scripts/StandIns,
# Tests/Scripts/CombineStandIn), so the code fenced by `#if canImport(SwiftUI/UIKit/Combine)` is checked on
# Linux too, with zero warnings, in the isolation default of a package (nonisolated) and in that of a new
# Xcode 26 app target (-default-isolation MainActor).
#
#   Tests/Scripts/typecheck-with-standins.sh [--isolation nonisolated|MainActor] DIR...
#
# Without --isolation, both defaults are checked. Each DIR is a generated package (Sources/<Name>/,
# Tests/<Name>Tests/), whose sources are type-checked as one module and then its tests against it, or an
# app folder with a Modules/ or Features/ layout, whose modules are type-checked together as one app
# target named App. Linux has no Objective-C runtime, so `@objc` is
# dropped and `#selector(name)` becomes `Selector(Self.name)` (still checking that the method exists).
set -euo pipefail
isolations=(nonisolated MainActor)
if [ "${1:-}" = "--isolation" ]; then
  isolations=("$2")
  shift 2
fi

here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules"

standin() { # standin NAME FILE: builds a stand-in module (its own body is not what is being checked)
  swiftc -emit-module -parse-as-library -swift-version 5 -module-name "$1" -I "$modules" "$2" \
    -o "$modules/$1.swiftmodule" > "$work/$1.log" 2>&1 || { cat "$work/$1.log"; exit 1; }
}
standin Combine "$here/CombineStandIn/Combine.swift"
standin UIKit "$here/StandIns/UIKit.swift"
standin SwiftUI "$here/StandIns/SwiftUI.swift"

objc_free() { # objc_free OUT FILE...: copies FILEs into OUT with @objc dropped and #selector rewritten
  local out=$1 file
  shift
  mkdir -p "$out"
  for file in "$@"; do
    sed -E -e 's/@objc //g' -e 's/#selector\(([A-Za-z_][A-Za-z0-9_]*(\([A-Za-z_:]*\))?)\)/Selector(Self.\1)/g' \
      "$file" > "$out/$(echo "$file" | tr '/' '_')"
  done
}

status=0
check() { # check LABEL LOG COMMAND...: runs a compiler command; any error or warning fails
  local label=$1 log=$2
  shift 2
  if ! "$@" > "$log" 2>&1 || grep -q "warning:" "$log"; then
    echo "FAIL $label"
    grep -E "^[^ ].*(error|warning):" "$log" | sort -u | head -40; [ -z "${STANDIN_VERBOSE:-}" ] || cat "$log"
    status=1
    return 1
  fi
}

for dir in "$@"; do
  dir="$(cd "$dir" && pwd)"
  label="$(basename "$(dirname "$dir")")/$(basename "$dir")"
  if [ -d "$dir/Sources" ]; then
    # The package's module (`OrderFeature`), which its tests import: the name its Package.swift gives, else
    # (a folder of sources without a manifest) the name of its one folder in Sources/.
    name="$(sed -n 's/^  name: "\(.*\)",$/\1/p' "$dir/Package.swift" 2> /dev/null || true)"
    [ -n "$name" ] || name="$(basename "$(ls -d "$dir"/Sources/*/ | head -n 1)")"
    mapfile -t sources < <(find "$dir/Sources" -name '*.swift' | sort)
  else
    name=App
    mapfile -t sources < <(find "$dir" -name '*.swift' ! -path "$dir/Tests/*" | sort)
  fi
  tests=()
  [ "$name" = App ] || mapfile -t tests < <(find "$dir/Tests" -name '*.swift' 2> /dev/null | sort)
  for isolation in "${isolations[@]}"; do
    out="$work/$label-$isolation"
    objc_free "$out/src" "${sources[@]}"
    objc_free "$out/tests" "${tests[@]}"
    # A package with resources reads them through `Bundle.module`, which SwiftPM writes when it builds one;
    # this stand-in has its declaration (compiled, like SwiftPM's, in the module's default isolation).
    if [ "$name" != App ] && compgen -G "$dir/Sources/*/Resources" > /dev/null; then
      printf 'import Foundation\n\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n' \
        > "$out/src/resource_bundle_accessor.swift"
    fi
    # DEBUG as in a debug build, so previews (fenced with `#if DEBUG`) are checked too.
    flags=(-swift-version 6 -D DEBUG -I "$modules" -default-isolation "$isolation")
    check "$label ($isolation): sources" "$out/src.log" \
      swiftc -emit-module -wmo -enable-testing "${flags[@]}" -module-name "$name" -o "$out/$name.swiftmodule" \
      "$out"/src/*.swift || continue
    if [ "${#tests[@]}" -gt 0 ]; then
      check "$label ($isolation): tests" "$out/tests.log" \
        swiftc -typecheck -wmo "${flags[@]}" -I "$out" -module-name "${name}Tests" "$out"/tests/*.swift || continue
    fi
    echo "ok   $label ($isolation): ${#sources[@]} source files, ${#tests[@]} test files"
  done
done
exit $status
