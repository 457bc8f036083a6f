#!/usr/bin/env bash
# Type-checks generated Swift files against a real iPhoneOS SDK on Linux: the compiler builds the SDK's
# modules (Foundation, UIKit, SwiftUI, Combine, Observation, …) from their .swiftinterface files, so the code
# fenced by `#if canImport(UIKit)` and friends is checked against Apple's own declarations and isolation
# annotations. Nothing is linked or run.
#
#   Tests/Scripts/ios-sdk-typecheck.sh [--sdk SDK] [--isolation app|package] [--module NAME]
#                                      [-I DIR]... [--emit DIR] [--deployment-target VERSION]
#                                      [--swift-version 4|4.2|5|6] DIR|FILE...
#   Tests/Scripts/ios-sdk-typecheck.sh [--sdk SDK] --prepare
#
# The .swift files under the DIRs are checked as one module, NAME (default: the first DIR's name), with
# -emit-module -wmo, so SIL-level diagnostics (region isolation, definite initialization) are reported too.
#   --isolation app      the Swift settings of a new Xcode 26 iOS app target: Swift 6, `-default-isolation
#                        MainActor`, Approachable Concurrency (NonisolatedNonsendingByDefault,
#                        InferIsolatedConformances) and MemberImportVisibility (the default)
#   --isolation package  SwiftPM's defaults for a `swiftLanguageModes: [.v6]` package: Swift 6, nonisolated
#   -I DIR, --emit DIR   modules checked before (a module that imports another); --emit writes NAME.swiftmodule
#                        into DIR for the modules checked after it
#   --deployment-target  the iOS version code must be available in (default 17.0, the generated packages'
#                        `.iOS(.v17)`; or SCAFFOLD_IOS_DEPLOYMENT_TARGET)
#   --swift-version      the language mode (default 6); 5 for projects that set SWIFT_VERSION = 5.0, where
#                        concurrency checking is minimal and the isolation flags of --isolation still apply;
#                        4.2 (or 4) to see what generated code cannot support
#
# SDK: --sdk or SCAFFOLD_IOS_SDK, an iPhoneOS*.sdk folder (docs/ios-sdk-check.md says where to get one). It
# is never modified: the first run copies what a type-check reads into a cache outside the repository
# (SCAFFOLD_IOS_SDK_CACHE, default ~/.cache/scaffold-ios-sdk/<sdk>-<compiler>), patches the copy for the Linux
# toolchain and builds the SDK modules once (a few minutes, ~0.5 GB); later runs reuse them.
#
# Every error and warning fails the check, except the exact messages in ALLOWED below, each an artifact of
# checking on Linux rather than with Xcode, with its reason. Exit: 0 clean, 1 diagnostics, 2 usage/setup.
# The last line on stdout is a summary: `ios-sdk-typecheck: NAME (MODE[, Swift 5]): N files, E errors, W warnings, A allowed`.
set -euo pipefail

# Diagnostics that are artifacts of the Linux setup, by exact message text, each with its reason. Matching
# is on the whole message after `error: ` / `warning: `, so a new diagnostic is never swallowed by a pattern.
# Each entry: "MESSAGE|REASON". None is needed on iPhoneOS 18.6 with Swift 6.3.1.
ALLOWED=(
)

die() { echo "ios-sdk-typecheck: $*" >&2; exit 2; }

sdk=${SCAFFOLD_IOS_SDK:-}
isolation=app
module=
emit=
prepare_only=0
deployment=${SCAFFOLD_IOS_DEPLOYMENT_TARGET:-17.0}
swift_version=6
includes=()
inputs=()
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk=${2:?--sdk needs a path}; shift 2 ;;
    --isolation) isolation=${2:?--isolation needs app or package}; shift 2 ;;
    --module) module=${2:?--module needs a name}; shift 2 ;;
    --emit) emit=${2:?--emit needs a folder}; shift 2 ;;
    -I) includes+=(-I "${2:?-I needs a folder}"); shift 2 ;;
    --deployment-target) deployment=${2:?--deployment-target needs a version}; shift 2 ;;
    --swift-version) swift_version=${2:?--swift-version needs 4, 4.2, 5 or 6}; shift 2 ;;
    --prepare) prepare_only=1; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) inputs+=("$1"); shift ;;
  esac
done
[ -n "$sdk" ] || die "no SDK: pass --sdk or set SCAFFOLD_IOS_SDK to an iPhoneOS*.sdk folder (docs/ios-sdk-check.md)"
[ -f "$sdk/SDKSettings.json" ] || die "$sdk is not an SDK (no SDKSettings.json)"
sdk=$(cd "$sdk" && pwd)
case $isolation in
  app) mode_flags=(-default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances -enable-upcoming-feature MemberImportVisibility) ;;
  package) mode_flags=() ;;
  *) die "--isolation is app or package, not '$isolation'" ;;
esac
case $swift_version in
  4 | 4.2 | 5 | 6) ;;
  *) die "--swift-version is 4, 4.2, 5 or 6, not '$swift_version'" ;;
esac
[ "$prepare_only" = 1 ] || [ ${#inputs[@]} -gt 0 ] || die "nothing to check: pass folders or files (see --help)"

swiftc=${SWIFTC:-swiftc}
command -v "$swiftc" > /dev/null || die "swiftc is not on PATH"
target_info=$("$swiftc" -print-target-info)
compiler=$(python3 -c 'import json, sys; print(json.load(sys.stdin).get("swiftCompilerTag", "swift"))' <<< "$target_info")
runtime_resources=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])' \
  <<< "$target_info")
sdk_name=$(basename "$sdk" .sdk)
cache=${SCAFFOLD_IOS_SDK_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/scaffold-ios-sdk/$sdk_name-$compiler}
existing=$cache
until [ -d "$existing" ]; do existing=$(dirname "$existing"); done
if git -C "$existing" rev-parse > /dev/null 2>&1; then
  die "the cache $cache is inside a git repository; SDK files must stay out of repositories (set SCAFFOLD_IOS_SDK_CACHE)"
fi
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
copy=$cache/sdk
resources=$cache/resource-dir
module_cache=$cache/module-cache
target=arm64-apple-ios$deployment
common=(-target "$target" -sdk "$copy" -resource-dir "$resources" -module-cache-path "$module_cache")

# One process prepares the cache; concurrent runs wait for it.
exec 9> "$cache/.lock"
flock 9

# 1. A copy of what a type-check reads: headers, module maps, API notes and the arm64 interfaces.
if [ ! -f "$copy/.prepared" ]; then
  echo "ios-sdk-typecheck: copying $sdk_name into $copy" >&2
  rm -rf "$copy"
  mkdir -p "$copy"
  (cd "$sdk" && tar -cf - --exclude='*.tbd' --exclude='*.swiftdoc' --exclude='*.bitstream' --exclude='*.dylib' \
    --exclude='*.a' --exclude='*.abi.json' --exclude='arm64e-apple-ios*.swiftinterface' .) | (cd "$copy" && tar -xf -)
  python3 "$(dirname "$0")/ios-sdk-patch.py" "$copy" "$runtime_resources" >&2
  touch "$copy/.prepared"
fi

# 2. A resource directory of our own: the Linux toolchain's carries Linux modules (CoreFoundation, Dispatch,
#    os) that clash with the SDK's. It holds clang's builtin headers, the SDK's SwiftShims and the API notes
#    Xcode's toolchain supplies.
if [ ! -f "$resources/.prepared" ]; then
  rm -rf "$resources"
  mkdir -p "$resources/apinotes"
  ln -s "$(readlink -f "$runtime_resources/clang")" "$resources/clang"
  ln -s "$copy/usr/lib/swift/shims" "$resources/shims"
  # Clang finds a module in a subfolder of a search path only by the subfolder's name; SwiftShims lives in
  # shims/, which the Linux toolchain reaches through its own platform folder. Without this map the stdlib
  # interface stops at `no such module 'SwiftShims'`.
  sed -n 's/^module \([A-Za-z_]*\) .*/extern module \1 "shims\/module.modulemap"/p' \
    "$copy/usr/lib/swift/shims/module.modulemap" > "$resources/module.modulemap"
  python3 "$(dirname "$0")/ios-sdk-patch.py" --os-apinotes "$copy" > "$resources/apinotes/os.apinotes"
  touch "$resources/.prepared"
fi

# 3. The SDK modules, built once per deployment target. An SDK whose interfaces a Swift 5 compiler wrote
#    (iOS 17 and older) has availability inconsistencies Swift 6 rejects inside them, so those are built
#    with availability checking off; the cache then serves the real check, which has it on.
stamp=$module_cache/.warm-$target
if [ ! -f "$stamp" ]; then
  mkdir -p "$module_cache"
  warm_flags=()
  if head -c 400 "$copy/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" | grep -q 'Apple Swift version 5\.'; then
    warm_flags=(-Xfrontend -disable-availability-checking)
  fi
  printf 'import %s\n' Foundation Combine Observation UIKit SwiftUI > "$cache/warm-up.swift"
  echo "ios-sdk-typecheck: building the SDK modules for $target once (minutes)" >&2
  nice -n 5 "$swiftc" -typecheck "${common[@]}" "${warm_flags[@]}" "$cache/warm-up.swift" >&2 \
    || die "the SDK modules do not build for $target (see above)"
  touch "$stamp"
fi
flock -u 9
[ "$prepare_only" = 0 ] || { echo "ios-sdk-typecheck: $sdk_name prepared in $cache"; exit 0; }

# 4. The check.
files=()
for input in "${inputs[@]}"; do
  if [ -d "$input" ]; then
    mapfile -t -O ${#files[@]} files < <(find "$input" -name '*.swift' | sort)
  elif [ -f "$input" ]; then
    files+=("$input")
  else
    die "$input does not exist"
  fi
done
[ ${#files[@]} -gt 0 ] || die "no .swift files in ${inputs[*]}"
[ -n "$module" ] || module=$(basename "${inputs[0]}")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A package target with resources reads them through `Bundle.module`, which SwiftPM (or Xcode) writes when it
# builds one; a folder with a Resources/ folder gets a stand-in declaration, in the module's default isolation.
for input in "${inputs[@]}"; do
  if [ -d "$input/Resources" ]; then
    printf 'import Foundation\n\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n' \
      > "$out/resource_bundle_accessor.swift"
    files+=("$out/resource_bundle_accessor.swift")
    break
  fi
done
[ -n "$emit" ] && mkdir -p "$emit" && emit_dir=$emit || emit_dir=$out
set +e
# DEBUG as in a debug build, so previews (fenced with `#if DEBUG`) are checked too.
"$swiftc" -emit-module -wmo -parse-as-library -enable-testing -module-name "$module" \
  -emit-module-path "$emit_dir/$module.swiftmodule" "${common[@]}" -swift-version "$swift_version" -D DEBUG "${mode_flags[@]}" \
  "${includes[@]}" "${files[@]}" > "$out/log" 2>&1
code=$?
set -e

errors=0 warnings=0 allowed=0
while IFS= read -r line; do
  severity=${line#*: }
  severity=${severity%%:*}
  message=${line#*: "$severity": }
  reason=
  for entry in ${ALLOWED[@]+"${ALLOWED[@]}"}; do
    [ "$message" = "${entry%%|*}" ] && reason=${entry#*|} && break
  done
  if [ -n "$reason" ]; then
    allowed=$((allowed + 1))
    echo "  allowed: $line ($reason)"
  else
    echo "  $line"
    if [ "$severity" = error ]; then errors=$((errors + 1)); else warnings=$((warnings + 1)); fi
  fi
done < <(grep -E '^[^ ].*:[0-9]+:[0-9]+: (error|warning): ' "$out/log" | sort -u)
if [ "$code" != 0 ] && [ "$errors" = 0 ] && [ "$allowed" = 0 ]; then
  cat "$out/log"
  errors=1
fi
mode=$isolation
[ "$swift_version" = 6 ] || mode="$isolation, Swift $swift_version"
echo "ios-sdk-typecheck: $module ($mode): ${#files[@]} files, $errors errors, $warnings warnings, $allowed allowed"
[ "$errors" = 0 ] && [ "$warnings" = 0 ]
