#!/usr/bin/env bash
# macOS with Xcode 26 only (the iOS job of .github/workflows/ci.yml): for one preset × binding, generate
# the default module and every docs/examples spec with --ui both, then build and test each for an iOS
# Simulator with xcodebuild, twice:
#   1. as the standalone package (`--package`): SwiftPM's default isolation (nonisolated);
#   2. as the sources of an iOS app target with the settings of a new Xcode 26 app project: Swift 6,
#      MainActor default isolation, approachable concurrency, complete strict concurrency; the module's
#      tests in a unit-test target hosted by the app.
# Any warning in the generated sources fails the run.
#
#   .ci/ios.sh mvvm observation
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
preset=${1:?usage: .ci/ios.sh PRESET BINDING}
binding=${2:?usage: .ci/ios.sh PRESET BINDING}
for tool in xcodebuild xcrun xcodegen python3; do
  command -v "$tool" > /dev/null || { echo "ios: '$tool' is needed (macOS, Xcode 26, brew install xcodegen)" >&2; exit 2; }
done

swift build -c release --product scaffold
bin="$(swift build -c release --show-bin-path)/scaffold"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# The first iPhone of the newest iOS runtime installed.
simulator=$(xcrun simctl list devices available --json | python3 -c '
import json, sys
devices = json.load(sys.stdin)["devices"]
def version(runtime):
    return [int(part) for part in runtime.rsplit("iOS-", 1)[1].split("-")]
runtimes = sorted((r for r in devices if ".iOS-" in r and devices[r]), key=version)
print(next(d["udid"] for d in devices[runtimes[-1]] if d["name"].startswith("iPhone")))')
destination="platform=iOS Simulator,id=$simulator"
echo "ios: $preset × $binding on simulator $simulator"

xcode() { # xcode DIR LOG ARGS...: xcodebuild test in DIR; fails on an error or on a warning in DIR
  local dir=$1 log=$2
  shift 2
  if ! (cd "$dir" && xcodebuild test "$@" -destination "$destination" CODE_SIGNING_ALLOWED=NO > "$log" 2>&1); then
    grep -E "error:|failed|Failing tests" "$log" | head -60
    return 1
  fi
  if grep -E "^$dir/.*: warning:" "$log" | sort -u | grep .; then
    return 1
  fi
  grep -Eo "Executed [0-9]+ tests?, with 0 failures" "$log" | tail -n 1
}

package_scheme() { # the scheme xcodebuild offers for a package: '<Name>-Package' when there is one
  xcodebuild -list -json | python3 -c '
import json, sys
schemes = json.load(sys.stdin)["workspace"]["schemes"]
print(next((s for s in schemes if s.endswith("-Package")), schemes[0]))'
}

host_project() { # host_project DIR MODULE: an Xcode 26-style iOS app target holding the module's sources
  local dir=$1 module=$2 sources
  mkdir -p "$dir/Host"
  cat > "$dir/Host/HostApp.swift" << 'SWIFT'
import SwiftUI

@main
struct HostApp: App {
  var body: some Scene {
    WindowGroup { Text("Host") }
  }
}
SWIFT
  sources=$(cd "$dir" && find . -mindepth 1 -maxdepth 1 -type d ! -name Tests ! -name '.*' | sed 's|^\./|      - |')
  cat > "$dir/project.yml" << YAML
name: Host
options:
  bundleIdPrefix: com.example.scaffold
  deploymentTarget:
    iOS: "17.0"
settings:
  base:
    SWIFT_VERSION: "6.0"
    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
    SWIFT_APPROACHABLE_CONCURRENCY: "YES"
    SWIFT_STRICT_CONCURRENCY: complete
    SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY: "YES"
    GENERATE_INFOPLIST_FILE: "YES"
    CODE_SIGNING_ALLOWED: "NO"
targets:
  Host:
    type: application
    platform: iOS
    sources:
$sources
    settings:
      base:
        PRODUCT_MODULE_NAME: $module
        INFOPLIST_KEY_UILaunchScreen_Generation: "YES"
  HostTests:
    type: bundle.unit-test
    platform: iOS
    sources: [Tests]
    dependencies:
      - target: Host
schemes:
  Host:
    build:
      targets:
        Host: all
        HostTests: [test]
    test:
      targets: [HostTests]
YAML
  (cd "$dir" && xcodegen generate --quiet)
}

status=0
specs=("" docs/examples/*.json)
for spec in "${specs[@]}"; do
  if [ -z "$spec" ]; then name=Order; args=(Order); else name=$(basename "$spec" .json); args=(--spec "$root/$spec"); fi
  module=Order
  [ -z "$spec" ] || module=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["name"])' "$spec")

  package="$T/package/$name"
  "$bin" new-module "${args[@]}" --package --ui both --preset "$preset" --binding "$binding" --output "$package" > /dev/null
  if scheme=$(cd "$package" && package_scheme) && xcode "$package" "$package.log" -scheme "$scheme"; then
    echo "ok   $name: package"
  else
    echo "FAIL $name: package (log: $package.log)"
    status=1
  fi

  app="$T/app/$name"
  mkdir -p "$app"
  (cd "$app" && "$bin" init --preset "$preset" --binding "$binding" > /dev/null \
    && "$bin" new-module "${args[@]}" --ui both > /dev/null)
  if host_project "$app" "$module" && xcode "$app" "$app.log" -project Host.xcodeproj -scheme Host; then
    echo "ok   $name: app target, MainActor default isolation"
  else
    echo "FAIL $name: app target, MainActor default isolation (log: $app.log)"
    status=1
  fi
done
exit $status
