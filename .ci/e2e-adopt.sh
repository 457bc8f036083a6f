# Sourced by .ci/e2e.sh: adoption checks (baseline, --changed-since with real git, explain, rules, XML
# reporters). Uses $bin, $T, check, expect_code.

echo "-- adopt: baseline survives unrelated edits; new, stale and pruned entries"
adopt="$T/adopt"
mkdir -p "$adopt"
(
  cd "$adopt"
  git init -q . && git config user.email ci@example.com && git config user.name CI
  "$bin" init > /dev/null
  "$bin" new-module Order > /dev/null
  "$bin" new-module Cart > /dev/null
  printf '\nextension OrderListView {\n  func peek(_ repository: OrderRepository) {}\n}\n' \
    >> Modules/Order/View/OrderListView.swift
  printf '\nextension CartListView {\n  func peek(_ repository: CartRepository) {}\n}\n' \
    >> Modules/Cart/View/CartListView.swift
  sed -i '1i import UIKit' Modules/Order/ViewModel/OrderListViewModel.swift
  git add -A && git commit -qm "app with violations"
)
in_adopt() { (cd "$adopt" && "$@"); }
check "three violations before the baseline" expect_code 1 in_adopt "$bin" lint
check "--write-baseline exits 0" expect_code 0 in_adopt "$bin" lint --write-baseline baseline.json
check "the baseline has no line numbers" bash -c "! grep -q '\"line\"' '$adopt/baseline.json'"
for file in $(cd "$adopt" && find Modules -name '*.swift'); do
  { printf '\n%.0s' $(seq 30); echo "func unrelated$RANDOM() {}"; cat "$adopt/$file"; } > "$T/shifted"
  mv "$T/shifted" "$adopt/$file"
done
check "after unrelated edits the baseline hides everything" expect_code 0 in_adopt "$bin" lint --baseline baseline.json
check "... and nothing is printed" test ! -s "$T/out.txt"
sed -i '/^import UIKit$/d' "$adopt/Modules/Order/ViewModel/OrderListViewModel.swift"
check "a fixed violation is a stale entry, exit 1 with --strict" \
  expect_code 1 in_adopt "$bin" lint --baseline baseline.json --strict
check "... reported as stale-baseline" grep -q 'stale-baseline' "$T/out.txt"
check "--prune-baseline" expect_code 0 in_adopt "$bin" lint --baseline baseline.json --prune-baseline --strict
check "... drops the entry" bash -c "! grep -q UIKit '$adopt/baseline.json'"

echo "-- adopt: --changed-since with git"
in_adopt git add -A && in_adopt git commit -qm "unrelated edits, pruned baseline"
printf 'struct CartBadge {\n  let source: CartRepository\n}\n' > "$adopt/Modules/Cart/View/CartBadgeView.swift"
check "only the untracked new file is reported" expect_code 1 in_adopt "$bin" lint --changed-since HEAD
check "... exactly one finding" test "$(wc -l < "$T/out.txt")" -eq 1
check "... in the new file" grep -q '^Modules/Cart/View/CartBadgeView.swift:2:' "$T/out.txt"
check "an unknown revision exits 2" expect_code 2 in_adopt "$bin" lint --changed-since no-such-rev
check "... with git's message" grep -q "bad revision 'no-such-rev'" "$T/err.txt"

echo "-- adopt: explain and rules"
check "scaffold lint --explain" expect_code 1 in_adopt "$bin" lint --explain
check "... names the alternative" grep -q 'instead:   ask the ViewModel; View may depend on' "$T/out.txt"
location=$( (cd "$adopt" && "$bin" lint --quiet || true) | head -n 1 | cut -d' ' -f1)
check "scaffold explain ${location%:}" expect_code 0 in_adopt "$bin" explain "${location%:}"
check "scaffold rules" expect_code 0 "$bin" rules
check "scaffold rules stale-baseline" expect_code 0 "$bin" rules stale-baseline

echo "-- adopt: XML reporters are well-formed"
set +e
(cd "$adopt" && "$bin" lint --quiet --reporter junit:"$T/junit.xml" --reporter checkstyle:"$T/checkstyle.xml")
set -e
xml_ok() { # xml_ok FILE ROOT-TAG: well-formed XML whose root element is ROOT-TAG
  python3 -c 'import sys, xml.etree.ElementTree as E; assert E.parse(sys.argv[1]).getroot().tag == sys.argv[2]' "$@"
}
check "junit parses, root <testsuites>" xml_ok "$T/junit.xml" testsuites
check "checkstyle parses, root <checkstyle>" xml_ok "$T/checkstyle.xml" checkstyle

echo "-- adopt: init --detect on the apps teams already have (Tests/Fixtures/ExistingApps)"
for app in FlowsMVVM ModularClean CoordinatorClean Unlayered PackageLibrariesMVVM; do
  cp -R "$root/Tests/Fixtures/ExistingApps/$app" "$T/$app"
  # The app as it was before adopting: the fixture's own scaffold.json is what new-module is tried with.
  rm -f "$T/$app/scaffold.json"
  in_app() { (cd "$T/$app" && "$@"); }
  check "$app: init --detect exits 0" expect_code 0 in_app "$bin" init --detect
  covered=$(grep -Eo 'app files are in a layer \([0-9]+%\)' "$T/out.txt" | grep -Eo '[0-9]+' || echo 0)
  # Files in a screen folder that name no role (helpers, state enums) are in no layer by design.
  check "$app: the summary says ${covered}% of the app files are in a layer (at least 80)" test "$covered" -ge 80
  check "$app: lint reads the proposed scaffold.json (no exit 2)" bash -c "cd '$T/$app' && '$bin' lint > /dev/null 2>&1; [ \$? -ne 2 ]"
  check "$app: a second init --detect is refused" expect_code 1 in_app "$bin" init --detect
  check "$app: new-module writes a module under the proposal" expect_code 0 in_app "$bin" new-module Wishlist
done
# The split-target app builds on Linux as its SwiftPM targets (UI code fenced), without warnings.
check "ModularClean: swift build, no warnings" bash -c \
  "cd '$T/ModularClean' && swift build > build.log 2>&1 && ! grep -q 'warning:' build.log || { cat build.log; exit 1; }"
