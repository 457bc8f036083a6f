#!/usr/bin/env bash
# Generates everything scaffold writes for iOS and type-checks it against a real iPhoneOS SDK with
# ios-sdk-typecheck.sh, in both isolation modes (`package`: SwiftPM's defaults; `app`: a new Xcode 26 app
# target, MainActor by default with Approachable Concurrency):
#   packages     every preset × binding × docs/examples spec, `new-module --package --ui both`: each module
#   uikit-ios13  every preset × binding but observation × docs/examples spec, `new-module --package --ui uikit`,
#                at --deployment-target 13.0 in Swift 6 and Swift 5 mode: the UIKit views run from iOS 13
#   swiftui-ios16 the same with `--ui swiftui` at --deployment-target 16.0: the SwiftUI views run from iOS 16
#   hosted-ios15 every preset × binding × docs/examples spec, `new-module --package --ui hosted` (SwiftUI views
#                that the UIKit navigator pushes in UIHostingControllers) at 15.0 (observation: 17.0), Swift 6 and 5
#   modules-app  every preset × binding: `init`, then every example with `new-module --ui both` into the app;
#                the app's modules are one app target, as in Xcode; and the same in a classic Xcode app (the
#                Shop fixture's project), where each module reads its own strings table from the app's bundle
#   new-app      every preset × binding: `new-app --ui both` with every example added as a module; each package
#                target (Core, DesignSystem, the modules, AppComposition) in dependency order, each seeing the
#                swiftmodules of those it depends on, then the Xcode app target (App/ minus the package targets)
# Test targets are not checked: XCTest ships in the platform's Developer folder, not in the SDK.
#
#   Tests/Scripts/ios-sdk-check-generated.sh [--sdk SDK] [--scaffold BINARY] [--only SET[,SET…]]
#
# --only runs the named sets alone (the deliberate mistakes need `packages`).
#
# SDK and cache as for ios-sdk-typecheck.sh (SCAFFOLD_IOS_SDK, SCAFFOLD_IOS_SDK_CACHE). Prints one line per
# check, failures with their diagnostics, and a table of modules, files, errors and warnings per set and
# mode. Exit 0 only when every check has 0 errors and 0 warnings.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
typecheck=$root/Tests/Scripts/ios-sdk-typecheck.sh
bin=
sdk_args=()
sets=(packages uikit-ios13 swiftui-ios16 hosted-ios15 modules-app new-app)
only=
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk_args=(--sdk "${2:?--sdk needs a path}"); shift 2 ;;
    --scaffold) bin=${2:?--scaffold needs a binary}; shift 2 ;;
    --only) only=",${2:?--only needs set names},"; shift 2 ;;
    *) echo "usage: $0 [--sdk SDK] [--scaffold BINARY] [--only SET[,SET…]]" >&2; exit 2 ;;
  esac
done
runs() { [ -z "$only" ] || [[ $only == *",$1,"* ]]; } # runs SET: whether SET is checked in this run
if [ -z "$bin" ]; then
  swift build --product scaffold > /dev/null
  bin="$(swift build --show-bin-path)/scaffold"
fi
"$typecheck" "${sdk_args[@]}" --prepare
pairs=("mvvm observation" "mvvm combine" "mvvm closures" "features closures" "clean observation" "clean combine")
modes=(package app)
specs=(docs/examples/*.json)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

declare -A modules_of files_of errors_of warnings_of allowed_of
status=0
checks=0
check() { # check SET MODE LABEL MODULES TYPECHECK-ARGS...: one ios-sdk-typecheck.sh run, tallied under SET/MODE
  local set=$1 mode=$2 label=$3 count=$4 log="$T/check.log" summary files errors warnings allowed
  shift 4
  checks=$((checks + 1))
  if "$typecheck" "${sdk_args[@]}" --isolation "$mode" "$@" > "$log" 2>&1; then
    echo "ok   $set ($mode): $label"
  else
    echo "FAIL $set ($mode): $label"
    grep -v '^ios-sdk-typecheck: ' "$log" | head -40 | sed 's/^/     /'
    status=1
  fi
  summary=$(grep '^ios-sdk-typecheck: .* files, ' "$log" | tail -n 1 || true)
  if [ -z "$summary" ]; then
    cat "$log"
    summary="? (?): 0 files, 1 errors, 0 warnings, 0 allowed"
  fi
  read -r files errors warnings allowed < <(sed -E 's/.*: ([0-9]+) files, ([0-9]+) errors, ([0-9]+) warnings, ([0-9]+) allowed$/\1 \2 \3 \4/' <<< "$summary")
  local key="$set|$mode"
  modules_of[$key]=$((${modules_of[$key]:-0} + count))
  files_of[$key]=$((${files_of[$key]:-0} + files))
  errors_of[$key]=$((${errors_of[$key]:-0} + errors))
  warnings_of[$key]=$((${warnings_of[$key]:-0} + warnings))
  allowed_of[$key]=$((${allowed_of[$key]:-0} + allowed))
}

# A generated package's module (`OrderFeature`): the name its Package.swift gives.
package_name() { sed -n 's/^  name: "\(.*\)",$/\1/p' "$1/Package.swift"; }
module_name() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["name"])' "$1"; }

# 1. Packages.
for pair in "${pairs[@]}"; do
  runs packages || break
  read -r preset binding <<< "$pair"
  for spec in "${specs[@]}"; do
    name=$(module_name "$spec")
    dir="$T/packages/$preset-$binding/$name"
    "$bin" new-module --spec "$spec" --package --ui both --preset "$preset" --binding "$binding" --output "$dir" > /dev/null
    for mode in "${modes[@]}"; do
      check packages "$mode" "$preset × $binding $name" 1 --module "$(package_name "$dir")" "$dir/Sources/$name"
    done
  done
done

# 1b. The bindings that do not need iOS 17 (@Observable), at the least iOS each UI stack runs on, in the Swift 5
# mode existing apps often keep as well as in Swift 6: the UIKit views where Swift concurrency starts (iOS 13);
# the SwiftUI views where NavigationStack starts (iOS 16; ContentUnavailableView and iOS 17's onChange behind
# #available); the SwiftUI views hosted in UIKit where their task, refreshable and swipeActions start (iOS 15;
# LabeledContent and scrollDismissesKeyboard behind #available too), iOS 17 with the observation binding.
for pass in "uikit-ios13 uikit 13" "swiftui-ios16 swiftui 16" "hosted-ios15 hosted 15"; do
  read -r set ui ios <<< "$pass"
  runs "$set" || continue
  for pair in "${pairs[@]}"; do
    read -r preset binding <<< "$pair"
    if [ "$binding" = observation ]; then
      [ "$set" = hosted-ios15 ] || continue
      ios=17
    else
      ios=${pass##* }
    fi
    for spec in "${specs[@]}"; do
      name=$(module_name "$spec")
      dir="$T/$set/$preset-$binding/$name"
      "$bin" new-module --spec "$spec" --package --ui "$ui" --preset "$preset" --binding "$binding" --output "$dir" \
        > /dev/null
      for mode in "${modes[@]}"; do
        for swift in 6 5; do
          check "$set" "$mode" "$preset × $binding $name (iOS $ios, Swift $swift)" 1 --module "$name" \
            --deployment-target "$ios.0" --swift-version "$swift" "$dir/Sources/$name"
        done
      done
    done
  done
done

# 2. Modules inside an app made with `scaffold init`: one app target.
for pair in "${pairs[@]}"; do
  runs modules-app || break
  read -r preset binding <<< "$pair"
  app="$T/modules-app/$preset-$binding"
  mkdir -p "$app"
  (cd "$app" && "$bin" init --preset "$preset" --binding "$binding" > /dev/null)
  for spec in "${specs[@]}"; do (cd "$app" && "$bin" new-module --spec "$root/$spec" --ui both > /dev/null); done
  folders=()
  for folder in "$app"/*/; do [ "$(basename "$folder")" = Tests ] || folders+=("${folder%/}"); done
  for mode in "${modes[@]}"; do
    check modules-app "$mode" "$preset × $binding: ${#specs[@]} modules as one app target" "${#specs[@]}" \
      --module App "${folders[@]}"
  done
  # Compiled into a classic Xcode app target: `tableName:` lookups in the app's bundle.
  xcode_app="$app-xcode"
  mkdir -p "$xcode_app"
  cp -R "$root/Tests/Fixtures/XcodeProjects/Shop/Shop.xcodeproj" "$xcode_app/"
  (cd "$xcode_app" && "$bin" init --preset "$preset" --binding "$binding" > /dev/null)
  for spec in "${specs[@]}"; do (cd "$xcode_app" && "$bin" new-module --spec "$root/$spec" --ui both > /dev/null); done
  folders=()
  for folder in "$xcode_app"/*/; do
    case "$(basename "$folder")" in Tests | *.xcodeproj) ;; *) folders+=("${folder%/}") ;; esac
  done
  for mode in "${modes[@]}"; do
    check modules-app "$mode" "$preset × $binding: ${#specs[@]} modules in an Xcode app target" "${#specs[@]}" \
      --module Shop "${folders[@]}"
  done
done

# 3. Whole apps: their package targets in dependency order, then the Xcode app target.
plan_app() { # plan_app APP OUT: writes OUT/<n>-<target>.files and prints "<n>-<target> <target> <deps,…>" in order
  (cd "$1" && swift package dump-package) | python3 -c '
import json, os, sys
app, out = sys.argv[1], sys.argv[2]
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"] if t["type"] == "regular"}
def files(path, excluded):
    found = []
    for folder, dirs, names in os.walk(os.path.join(app, path)):
        dirs[:] = sorted(d for d in dirs if os.path.relpath(os.path.join(folder, d), os.path.join(app, path)) not in excluded)
        found += [os.path.join(folder, n) for n in sorted(names)
                  if n.endswith(".swift") and os.path.relpath(os.path.join(folder, n), os.path.join(app, path)) not in excluded]
    return found
order, seen = [], set()
def visit(name):
    if name in seen: return
    seen.add(name)
    for dep in targets[name]["dependencies"]:
        dep_name = (dep.get("byName") or dep.get("target") or [None])[0]
        if dep_name in targets: visit(dep_name)
    order.append(name)
for name in sorted(targets): visit(name)
libraries = [n for n in order if n != "AppComposition"]
taken = set()
for n in libraries:
    taken |= set(files(targets[n]["path"], set(targets[n].get("exclude", []))))
for index, name in enumerate(order):
    t = targets[name]
    deps = [(d.get("byName") or d.get("target"))[0] for d in t["dependencies"]]
    key = f"{index:02d}-{name}"
    listed = files(t["path"], set(t.get("exclude", [])))
    if t.get("resources"):
        # SwiftPM declares `Bundle.module` for a target with resources; a stand-in of that declaration.
        accessor = os.path.join(out, key + "-resource_bundle_accessor.swift")
        with open(accessor, "w") as f:
            f.write("import Foundation\n\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n")
        listed.append(accessor)
    with open(os.path.join(out, key + ".files"), "w") as f:
        f.write("\n".join(listed) + "\n")
    print(key, name, ",".join(deps) or "-")
# The Xcode app target: App/ minus the folders of the package targets it links.
key = f"{len(order):02d}-App"
with open(os.path.join(out, key + ".files"), "w") as f:
    f.write("\n".join(p for p in files("App", set()) if p not in taken) + "\n")
print(key, "App", ",".join(libraries))
' "$1" "$2"
}
for pair in "${pairs[@]}"; do
  runs new-app || break
  read -r preset binding <<< "$pair"
  app="$T/new-app/$preset-$binding/Shop"
  "$bin" new-app Shop --preset "$preset" --binding "$binding" --ui both --output "$app" > /dev/null
  for spec in "${specs[@]}"; do (cd "$app" && "$bin" new-module --spec "$root/$spec" --ui both > /dev/null); done
  plan="$T/new-app/$preset-$binding/plan"
  mkdir -p "$plan"
  plan_app "$app" "$plan" > "$plan/order"
  for mode in "${modes[@]}"; do
    built="$T/new-app/$preset-$binding/modules-$mode"
    while read -r key name deps; do
      mapfile -t sources < <(grep . "$plan/$key.files")
      [ ${#sources[@]} -gt 0 ] || continue
      label="$preset × $binding: $name"
      [ "$deps" = - ] || label="$label (imports ${deps//,/, })"
      check new-app "$mode" "$label" 1 --module "$name" -I "$built" --emit "$built" "${sources[@]}"
    done < "$plan/order"
  done
done

# 4. The check catches what it is for: a copy of the mvvm × observation Order package with one mistake each.
mistake() { # mistake LABEL FILE CODE EXPECTED: appends CODE to FILE in a fresh copy; the check must fail with EXPECTED
  local label=$1 file=$2 code=$3 expected=$4 copy="$T/mistake" log="$T/mistake.log"
  runs packages || return 0 # the mistakes are made in a copy of a checked package
  rm -rf "$copy"
  cp -R "$T/packages/mvvm-observation/Order" "$copy"
  printf '%s\n' "$code" >> "$copy/Sources/Order/$file"
  checks=$((checks + 1))
  if "$typecheck" "${sdk_args[@]}" --isolation package --module OrderFeature "$copy/Sources/Order" > "$log" 2>&1; then
    echo "FAIL deliberate mistake not caught: $label"
    status=1
  elif grep -F -q "$expected" "$log"; then
    echo "ok   deliberate mistake caught: $label"
    grep -F "$expected" "$log" | head -n 1 | sed "s|$copy/||; s/^ */     /"
  else
    echo "FAIL deliberate mistake: $label, without '$expected':"
    sed 's/^/     /' "$log" | head -20
    status=1
  fi
}
mistake "a UIKit call in a nonisolated method" View/OrderListViewController.swift '#if canImport(UIKit)
  import UIKit
  extension OrderListViewController {
    nonisolated func paint() { view.backgroundColor = .systemRed }
  }
#endif' "main actor-isolated property 'view' can not be referenced from a nonisolated context"
mistake "an iOS 18 API under the iOS 17 deployment target" View/OrderListView.swift '#if canImport(SwiftUI)
  import SwiftUI
  extension OrderListView {
    var background: some View {
      MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .white])
    }
  }
#endif' "'MeshGradient' is only available in iOS 18.0 or newer"

echo
printf '%-13s %-8s %8s %6s %7s %9s %8s\n' set mode modules files errors warnings allowed
total_errors=0 total_warnings=0
for set in "${sets[@]}"; do
  runs "$set" || continue
  for mode in "${modes[@]}"; do
    key="$set|$mode"
    printf '%-13s %-8s %8d %6d %7d %9d %8d\n' "$set" "$mode" "${modules_of[$key]:-0}" "${files_of[$key]:-0}" \
      "${errors_of[$key]:-0}" "${warnings_of[$key]:-0}" "${allowed_of[$key]:-0}"
    total_errors=$((total_errors + ${errors_of[$key]:-0}))
    total_warnings=$((total_warnings + ${warnings_of[$key]:-0}))
  done
done
echo "ios-sdk-check-generated: $checks checks, $total_errors errors, $total_warnings warnings"
exit $status
