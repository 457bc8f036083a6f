# Sourced by .ci/e2e.sh: `new-app` for every preset × binding. Uses $bin, $T, $root, check, expect_code.
# Each app gets Cart and the order and login examples registered, then builds (no warnings) and tests on this machine;
# the apps build two at a time. Each app also builds after new-module Cart and destroy Cart, which must give back
# new-app's tree byte for byte. Python's pbxproj and openstep-parser read each
# Xcode project; they are installed when missing. One app with --project-format xcproj goes through the same
# lifecycle, lint --xcodeproj and init --detect.

echo "-- app: new-app for every preset × binding, new-module Cart and --spec order.json inside it"
python3 -c "import pbxproj, openstep_parser" 2> /dev/null \
  || python3 -m pip install --quiet pbxproj openstep-parser > "$T/pip-app.log" 2>&1 || true
have_pbxproj=$(python3 -c "import pbxproj, openstep_parser" 2> /dev/null && echo yes || echo no)
[ "$have_pbxproj" = yes ] || echo "note: pbxproj and openstep-parser could not be installed; Xcode projects are not cross-read"
app_started=$SECONDS
tree_sum() { (cd "$1" && find . -path ./.build -prune -o -type f -print | LC_ALL=C sort | xargs cksum); }
same_tree() { tree_sum "$1" | cmp -s - "$2"; }
in_dir() { local dir=$1; shift; (cd "$dir" && "$@"); }
build_app() { # build_app DIR: swift build (no warnings) and swift test; prints the test count
  local dir=$1 log="$1.build.log"
  (cd "$dir" && swift build --build-tests > "$log" 2>&1) || { grep -E "error" "$log" | head -20; return 1; }
  if grep -q "warning:" "$log"; then grep "warning:" "$log" | sort -u | head -20; return 1; fi
  (cd "$dir" && swift test --skip-build > "$log" 2>&1) || { grep -E "error|fail" "$log" | head -20; return 1; }
  echo "     $(basename "$dir"): $(grep -Eo 'Executed [0-9]+ tests' "$log" | tail -n 1)"
}
apps=()
for pair in "mvvm observation" "mvvm combine" "mvvm closures" "features closures" "clean observation" "clean combine"; do
  read -r preset binding <<< "$pair"
  label="$preset × $binding"
  app="$T/apps/$preset-$binding"
  mkdir -p "$T/apps"
  check "$label: new-app Shop exits 0" expect_code 0 \
    "$bin" new-app Shop --preset "$preset" --binding "$binding" --ui both --output "$app"
  check "$label: the app lints clean" expect_code 0 in_dir "$app" "$bin" lint
  if [ "$have_pbxproj" = yes ]; then
    check "$label: pbxproj and openstep-parser load the project; targets, package product, folders" \
      python3 "$root/Tests/Scripts/check-app-xcodeproj.py" "$app" Shop
  fi
  apps+=("$app")
done
# new-module Cart then destroy Cart gives back the tree new-app made (the module manifests aside), and that tree
# builds: all six, two at a time; the builds with Cart and Order below then only rebuild what changed.
app_sum() { (cd "$1" && find . \( -path ./.build -o -path ./.scaffold/modules \) -prune -o -type f -print \
  | LC_ALL=C sort | xargs cksum); }
as_fresh() { app_sum "$1" | cmp -s - "$1.fresh.sum"; }
for app in "${apps[@]}"; do
  label=$(basename "$app")
  app_sum "$app" > "$app.fresh.sum"
  check "$label: new-module Cart then destroy Cart exit 0" \
    sh -c "cd '$app' && '$bin' new-module Cart > /dev/null && '$bin' destroy Cart > '$T/out.txt'"
  check "$label: after new-module Cart and destroy Cart the tree is byte-identical to new-app's" \
    as_fresh "$app"
done
build_apps() { # build_apps DIR...: build_app on each, two at a time
  export -f build_app
  printf '%s\n' "$@" | xargs -P 2 -I{} bash -c 'build_app "$1"' _ {}
}
check "every app after new-module Cart and destroy Cart builds without warnings and its tests pass (2 at a time)" \
  build_apps "${apps[@]}"
for app in "${apps[@]}"; do
  label=$(basename "$app")
  check "$label: new-module Cart exits 0" expect_code 0 in_dir "$app" "$bin" new-module Cart
  check "$label: new-module Cart updates Package.swift and the composition root" \
    sh -c "grep -q '^update *Package.swift' '$T/out.txt' && grep -q '^update *App/AppContainer.swift' '$T/out.txt'"
  check "$label: new-module --spec order.json exits 0" expect_code 0 in_dir "$app" "$bin" new-module --spec "$root/docs/examples/order.json"
  check "$label: both modules are in Package.swift and the composition root" \
    sh -c "grep -q '\"Order\",' '$app/Package.swift' && grep -q '^import OrderFeature$' '$app/App/AppContainer.swift'"
  check "$label: new-module --spec login.json exits 0, its sign-in wired to the session with a test" \
    sh -c "cd '$app' && '$bin' new-module --spec '$root/docs/examples/login.json' > /dev/null \
      && grep -q 'session.signIn(tokens)' App/AppContainer.swift && test -f Tests/AppCompositionTests/LoginSignInTests.swift"
  tree_sum "$app" > "$T/before.sum"
  check "$label: re-running new-module Cart exits 0" expect_code 0 in_dir "$app" "$bin" new-module Cart
  check "$label: re-running new-module Cart changes nothing" same_tree "$app" "$T/before.sum"
  check "$label: the app still lints clean" expect_code 0 in_dir "$app" "$bin" lint
  check "$label: destroy Cart exits 0" expect_code 0 in_dir "$app" "$bin" destroy Cart
  check "$label: destroy Cart takes it out of Package.swift, the root, its test and the scheme" \
    sh -c "! grep -q 'Cart' '$app/Package.swift' '$app/App/AppContainer.swift' \
      '$app/Tests/AppCompositionTests/AppRootTests.swift' '$app/Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme'"
  check "$label: new-module Cart after destroy exits 0" expect_code 0 in_dir "$app" "$bin" new-module Cart
done
check "every app with Cart, Order and Login builds without warnings and its tests pass (2 at a time)" build_apps "${apps[@]}"
build_main_actor() { # build_main_actor DIR: every target, tests included, with main-actor default isolation (as an
  # Xcode 26 app target compiles its files, and as `.defaultIsolation(MainActor.self)` on each target would); no
  # warnings, and the tests pass.
  local dir=$1 log="$1.main-actor.log"
  (cd "$dir" && swift build --build-tests --scratch-path .build-main-actor -Xswiftc -default-isolation \
    -Xswiftc MainActor > "$log" 2>&1) || { grep -E "error" "$log" | sort -u | head -20; return 1; }
  if grep -q "warning:" "$log"; then grep "warning:" "$log" | sort -u | head -20; return 1; fi
  (cd "$dir" && swift test --skip-build --scratch-path .build-main-actor > "$log" 2>&1) \
    || { grep -E "error|fail" "$log" | head -20; return 1; }
  echo "     $(basename "$dir") (main actor): $(grep -Eo 'Executed [0-9]+ tests' "$log" | tail -n 1)"
  rm -rf "$dir/.build-main-actor"
}
build_main_actor_apps() { # build_main_actor_apps DIR...: build_main_actor on each, two at a time
  export -f build_main_actor
  printf '%s\n' "$@" | xargs -P 2 -I{} bash -c 'build_main_actor "$1"' _ {}
}
check "mvvm × observation and clean × combine with Cart, Order and Login build and test with main-actor default isolation" \
  build_main_actor_apps "${apps[0]}" "${apps[5]}"

echo "-- app: new-app --project-format xcproj through new-module and destroy"
# Only the .xcodeproj differs from the pbxproj app (swift build does not read it), so this app is not built again.
app="$T/apps/xcproj"
check "xcproj: new-app Shop --project-format xcproj exits 0" expect_code 0 \
  "$bin" new-app Shop --ui both --project-format xcproj --output "$app"
check "xcproj: the .xcodeproj holds project.xcproj and no project.pbxproj" \
  sh -c "test -f '$app/Shop.xcodeproj/project.xcproj' && ! test -e '$app/Shop.xcodeproj/project.pbxproj'"
check "xcproj: the app lints clean" expect_code 0 in_dir "$app" "$bin" lint
# lint --xcodeproj keeps the files the app's targets compile: the same as in the pbxproj app.
"$bin" new-app Shop --ui both --output "$T/apps/pbxproj" > /dev/null
check "xcproj: lint --xcodeproj reports as for the same app with project.pbxproj" \
  sh -c "cd '$app' && '$bin' lint --xcodeproj Shop.xcodeproj --reporter json 2> /dev/null > '$T/lint-xcproj.json' \
    && cd '$T/apps/pbxproj' && '$bin' lint --xcodeproj Shop.xcodeproj --reporter json 2> /dev/null > '$T/lint-pbxproj.json' \
    && grep -q '\"files\": 8' '$T/lint-xcproj.json' && cmp -s '$T/lint-xcproj.json' '$T/lint-pbxproj.json'"
check "xcproj: init --detect finds the app's preset and binding" \
  sh -c "cd '$app' && '$bin' init --detect --dry-run 2>&1 | grep -q 'resembles preset mvvm (binding observation)'"
app_sum "$app" > "$app.fresh.sum"
check "xcproj: new-module Cart twice, then destroy Cart, exit 0" \
  sh -c "cd '$app' && '$bin' new-module Cart > /dev/null && '$bin' new-module Cart > '$T/out.txt' \
    && grep -q 'Created 0 files' '$T/out.txt' && '$bin' destroy Cart > /dev/null"
check "xcproj: after new-module Cart and destroy Cart the tree is byte-identical to new-app's" as_fresh "$app"

echo "-- app: refused runs exit 1 or 2 with located messages and write nothing"
mkdir -p "$T/refuse/Shop" && echo mine > "$T/refuse/Shop/notes.txt"
tree_sum "$T/refuse" > "$T/refuse.sum"
check "a folder that is not empty: exit 1" expect_code 1 in_dir "$T/refuse" "$bin" new-app Shop
check "a folder that is not empty: the message names it and --force" grep -q "Shop: error: the folder exists and is not empty.*--force" "$T/err.txt"
check "a bad name: exit 2" expect_code 2 in_dir "$T/refuse" "$bin" new-app shop-app
check "a bad bundle id: exit 2" expect_code 2 in_dir "$T/refuse" "$bin" new-app Other --bundle-id com..shop
mkdir -p "$T/refuse-templates/app"
printf '// mine\n{%% if %%}\n' > "$T/refuse-templates/app/AppContainer.swift.stencil"
check "a broken team template: exit 2" expect_code 2 in_dir "$T/refuse" "$bin" new-app Other --templates "$T/refuse-templates"
check "a broken team template: located file:line:col" grep -q "refuse-templates/app/AppContainer.swift.stencil:2:[0-9]*:" "$T/err.txt"
check "refused runs wrote nothing" same_tree "$T/refuse" "$T/refuse.sum"
echo "     app part: $((SECONDS - app_started))s"
