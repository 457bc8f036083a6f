# Sourced by .ci/e2e.sh: new-module into the four apps of Tests/Fixtures/ExistingApps, each fitted by its
# scaffold.json alone: no finding of lint names a generated file, and the split-target app (ModularClean:
# Domain, Platform, Features and the ShopApp composition root as separate SwiftPM targets) builds without
# warnings, also with MainActor default isolation, and its generated tests pass. In the three single-target
# apps (internal, their own indentation) the module's files type-check as the app target's module, its tests
# against it, in both isolation defaults; so does ScenesClean's after `init --detect` alone (its deployment
# target raised to iOS 15), and AppFolderClean's lints clean after it. A layers glob of FlowsMVVM's that
# misses generated files refuses new-module with the file and the glob named, nothing written;
# --allow-unmapped writes and warns.
# Uses $bin, $T, $root, check, expect_code.

echo "-- existingapps: new-module into apps that have their own layout"
no_finding_in_generated() { # no_finding_in_generated DIR: lint's findings name no file of the module
  (cd "$1" && "$bin" lint > "$1.lint" 2>&1) || true
  ! grep -q "Wishlist" "$1.lint" || { grep "Wishlist" "$1.lint" | head -5; return 1; }
}
for app in FlowsMVVM ModularClean CoordinatorClean Unlayered; do
  dir="$T/existingapps/$app"
  mkdir -p "$(dirname "$dir")"
  cp -R "$root/Tests/Fixtures/ExistingApps/$app" "$dir"
  check "$app: new-module with the app's scaffold.json" expect_code 0 \
    bash -c 'cd "$1" && "$2" new-module Wishlist --ui both --no-xcodeproj' _ "$dir" "$bin"
  check "$app: no lint finding in the generated files" no_finding_in_generated "$dir"
done
existingapps_unmapped() { # a layers glob that misses the layout's view controllers: refused, tree unchanged
  local dir="$T/existingapps/FlowsMVVM-unmapped" before after
  cp -R "$root/Tests/Fixtures/ExistingApps/FlowsMVVM" "$dir"
  perl -pi -e 's|"View": \{ "suffixes": \["Cell"\] \}|"View": { "paths": { "replace": ["FlowsMVVM/Flows/*/*/*View.swift"] } }|' \
    "$dir/scaffold.json"
  before=$(cd "$dir" && find . -type f -exec sha1sum {} + | sort)
  (cd "$dir" && "$bin" new-module Wishlist --ui both --no-xcodeproj > "$dir.out" 2> "$dir.err"); local code=$?
  after=$(cd "$dir" && find . -type f -exec sha1sum {} + | sort)
  [ "$code" = 1 ] || { echo "exit $code"; cat "$dir.err"; return 1; }
  [ "$before" = "$after" ] || { echo "the tree changed"; return 1; }
  grep -q "^FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewController.swift: error: a View file (shared/ListViewController.swift.stencil) would be in no layer under scaffold.json (preset mvvm); layer 'View' should cover it: 'FlowsMVVM/Flows/\*/\*/\*View.swift'" "$dir.err" \
    || { cat "$dir.err"; return 1; }
  [ "$(grep -c ': error: ' "$dir.err")" = 2 ] || { cat "$dir.err"; return 1; }
  (cd "$dir" && "$bin" new-module Wishlist --ui both --no-xcodeproj --allow-unmapped > "$dir.out" 2> "$dir.err") \
    || { cat "$dir.err"; return 1; }
  [ "$(grep -c ': warning: a View file' "$dir.err")" = 2 ] && [ -f "$dir/FlowsMVVM/Flows/Wishlist/WishlistList/WishlistListViewController.swift" ]
}
check "FlowsMVVM: a layers glob missing the view controllers is refused (exit 1, tree unchanged); --allow-unmapped warns" \
  existingapps_unmapped
existingapps_module() { # existingapps_module APP: the module's files as a package of the app target's name
  local app=$1 file
  local out="$T/existingapps/$app-module"
  mkdir -p "$out/Sources/$app" "$out/Tests/${app}Tests"
  while IFS= read -r file; do
    case "$file" in
      *Tests/*) cp "$file" "$out/Tests/${app}Tests/" ;;
      *) cp "$file" "$out/Sources/$app/" ;;
    esac
  done < <(cd "$T/existingapps/$app" && find . -name '*Wishlist*.swift' | sed "s|^\.|$T/existingapps/$app|")
  echo "$out"
}
check "FlowsMVVM, CoordinatorClean, Unlayered: the module type-checks in the app target, tests too" \
  Tests/Scripts/typecheck-with-standins.sh \
  "$(existingapps_module FlowsMVVM)" "$(existingapps_module CoordinatorClean)" "$(existingapps_module Unlayered)"
existingapps_detected() { # existingapps_detected APP [TARGET]: init --detect alone, then new-module; TARGET raises
  # the deployment target of the app's project first (the templates need iOS 15 for UIKit views)
  local app=$1 dir="$T/existingapps/$1"
  cp -R "$root/Tests/Fixtures/ExistingApps/$app" "$dir"
  (cd "$dir" && "$bin" init --detect > "$dir.detect" 2>&1) || { cat "$dir.detect"; return 1; }
  if [ -n "${2:-}" ]; then
    find "$dir" -name project.pbxproj -exec perl -pi -e "s/IPHONEOS_DEPLOYMENT_TARGET = [0-9.]+;/IPHONEOS_DEPLOYMENT_TARGET = $2;/" {} +
  fi
  (cd "$dir" && "$bin" new-module Wishlist --no-xcodeproj > "$dir.out" 2>&1) || { cat "$dir.out"; return 1; }
  no_finding_in_generated "$dir"
}
existingapps_detected_both() { existingapps_detected ScenesClean 15.0 && existingapps_detected AppFolderClean; }
check "ScenesClean, AppFolderClean: new-module after init --detect alone; no lint finding in the generated files" \
  existingapps_detected_both
# (AppFolderClean has no Xcode project, so no app target for its tests to import: they import the module.)
check "ScenesClean: the module detect placed type-checks in the app target, tests too" \
  Tests/Scripts/typecheck-with-standins.sh "$(existingapps_module ScenesClean)"
existingapps_split() { # the generated module builds as separate targets and its tests run
  local dir="$T/existingapps/ModularClean" log="$T/existingapps/ModularClean.log"
  # The generated tests go to Projects/App/Tests, which the fixture has no test target for until they exist.
  perl -0pi -e 's/\n  \],\n  swiftLanguageModes/\n    .testTarget(name: "ShopAppTests", dependencies: ["ShopApp"], path: "Projects\/App\/Tests"),\n  ],\n  swiftLanguageModes/' \
    "$dir/Package.swift"
  (cd "$dir" && swift build --build-tests > "$log" 2>&1) || { grep -E "error" "$log" | head -20; return 1; }
  if grep "warning:" "$log" | grep -q "Wishlist"; then grep "warning:" "$log" | sort -u; return 1; fi
  (cd "$dir" && swift build --scratch-path .build-mainactor -Xswiftc -default-isolation -Xswiftc MainActor \
    > "$log" 2>&1) || { grep -E "error" "$log" | head -20; return 1; }
  (cd "$dir" && swift test --skip-build --filter ShopAppTests > "$log" 2>&1) || { grep -E "error|fail" "$log" | head; return 1; }
  grep -Eo 'Executed [0-9]+ tests' "$log" | tail -n 1
}
check "ModularClean: Domain, Platform, Features and ShopApp build as separate targets; the module's tests pass" \
  existingapps_split
