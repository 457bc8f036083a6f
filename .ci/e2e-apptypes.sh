# Sourced by .ci/e2e.sh: a spec naming the app's own types (Tests/Fixtures/NewModuleAppTypesTests) generates
# into an app of every set, lints clean, and type-checks with the app's type in both isolation defaults.
# Uses $bin, $T, $root, check, expect_code.

echo "-- apptypes: a spec naming the app's own types, in every set"
apptypes_dirs=()
for pair in "mvvm observation" "mvvm combine" "mvvm closures" "features closures" "clean observation" "clean combine"; do
  read -r preset binding <<< "$pair"
  dir="$T/apptypes/$preset-$binding"
  mkdir -p "$dir"
  # The app's own types: in Core, or in clean, whose Core only Data may use, in Domain with the entities.
  if [ "$preset" = clean ]; then app_types=Domain; else app_types=Core; fi
  cp -R "$root/Tests/Fixtures/NewModuleAppTypesTests/Core" "$dir/$app_types"
  in_apptypes() { (cd "$dir" && "$bin" "$@"); }
  check "$preset × $binding: init" expect_code 0 in_apptypes init --preset "$preset" --binding "$binding"
  check "$preset × $binding: new-module naming the app's Product" expect_code 0 in_apptypes new-module \
    --spec "$root/Tests/Fixtures/NewModuleAppTypesTests/wishlist.json"
  check "$preset × $binding: lint is clean" expect_code 0 in_apptypes lint
  apptypes_dirs+=("$dir")
done
check "every set's app with the app's type type-checks (nonisolated and MainActor)" \
  Tests/Scripts/typecheck-with-standins.sh "${apptypes_dirs[@]}"
