# Sourced by .ci/e2e.sh: generator checks. Uses $bin, $T, $root, check, expect_code.

echo "-- generate: standalone packages build without warnings and their tests pass"
mkdir -p "$T/packages"
check "new-module Order --package" expect_code 0 "$bin" new-module Order --package --output "$T/packages/Order"
standalone=("$T/packages/Order")
for spec in docs/examples/*.json; do
  name=$(basename "$spec" .json)
  check "new-module --spec $spec --package" expect_code 0 "$bin" new-module --spec "$spec" --package --output "$T/packages/$name"
  standalone+=("$T/packages/$name")
done

# Every preset × binding but the default (mvvm × observation), which the packages above use.
other_sets=("mvvm combine" "mvvm closures" "features closures" "clean observation" "clean combine")
echo "-- generate: every other preset × binding: init, every example lints clean, builds and tests as a package"
in_app() { (cd "$dir/app" && "$bin" "$@"); }
set_packages=()
for pair in "${other_sets[@]}"; do
  read -r preset binding <<< "$pair"
  set_label="$preset × $binding"
  dir="$T/sets/$preset-$binding"
  mkdir -p "$dir/app"
  check "$set_label: init" expect_code 0 in_app init --preset "$preset" --binding "$binding"
  for spec in docs/examples/*.json; do
    check "$set_label: new-module --spec $spec" expect_code 0 in_app new-module --spec "$root/$spec"
  done
  check "$set_label: lint is clean" expect_code 0 in_app lint
  for spec in docs/examples/*.json; do
    name=$(basename "$spec" .json)
    check "$set_label: $name package" expect_code 0 "$bin" new-module --spec "$spec" \
      --package --preset "$preset" --binding "$binding" --output "$dir/$name"
    set_packages+=("$set_label|$dir/$name")
  done
done
# Each set's example packages are built as one package (their modules side by side, one build graph); the
# generated manifests are the standalone ones above, built as they are.
combined=()
for pair in "${other_sets[@]}"; do
  read -r preset binding <<< "$pair"
  dir="$T/sets/$preset-$binding"
  packages=()
  for entry in "${set_packages[@]}"; do [ "${entry#*|}" = "$dir/${entry##*/}" ] && packages+=("${entry#*|}"); done
  Tests/Scripts/combine-packages.sh "$dir/examples" "${packages[@]}"
  combined+=("$preset × $binding|$dir/examples")
done
build_packages "${standalone[@]}" "${combined[@]#*|}"
for package in "${standalone[@]}"; do check "$(basename "$package") package builds and tests" built "$package"; done
for entry in "${combined[@]}"; do
  check "${entry%%|*}: the examples' modules build and test (one package)" built "${entry#*|}"
done
for package in mvvm-combine/order clean-combine/login; do
  check "$package: the Combine-fenced code builds and tests against a stand-in Combine" \
    Tests/Scripts/build-with-combine-standin.sh "$T/sets/$package"
done

echo "-- generate: the iOS-fenced code (SwiftUI, UIKit, Combine) type-checks against stand-ins, every set, --ui both"
standin_dirs=()
for pair in "mvvm observation" "${other_sets[@]}"; do
  read -r preset binding <<< "$pair"
  base="$T/standin/$preset-$binding"
  mkdir -p "$base/app"
  (cd "$base/app" && "$bin" init --preset "$preset" --binding "$binding" > /dev/null)
  for spec in docs/examples/*.json; do
    name=$(basename "$spec" .json)
    "$bin" new-module --spec "$spec" --package --ui both --preset "$preset" --binding "$binding" \
      --output "$base/$name" > /dev/null
    (cd "$base/app" && "$bin" new-module --spec "$root/$spec" --ui both > /dev/null)
    standin_dirs+=("$base/$name")
  done
  standin_dirs+=("$base/app")
done
format_clean() { # format_clean DIR: swift format lint --strict (the toolchain's default configuration) finds nothing
  local log="$T/swift-format.txt" count
  swift format --version > /dev/null 2>&1 || { echo "  swift format is not available" >&2; return 1; }
  swift format lint --strict --recursive --parallel "$1" > "$log" 2>&1 || true
  count=$(grep -c ': \(error\|warning\): \[' "$log" || true)
  [ "$count" -eq 0 ] && return 0
  echo "  $count swift format findings, the first:" >&2; grep ': \(error\|warning\): \[' "$log" | head -15 | sed 's/^/  | /' >&2
  return 1
}
check "every set's packages and Modules/ apps, --ui both, pass swift format lint --strict with its default configuration" \
  format_clean "$T/standin"
check "every set's packages (sources and tests) and Modules/ apps (every example in one target) type-check with SwiftUI, UIKit and Combine stand-ins, nonisolated and MainActor by default" \
  Tests/Scripts/typecheck-with-standins.sh "${standin_dirs[@]}"

echo "-- generate: the plan protects the user's files"
app="$T/app"
mkdir -p "$app"
cd "$app"
check "first run creates" expect_code 0 "$bin" new-module Order
all_unchanged() { # every plan line says unchanged, and the summary created nothing
  expect_code 0 "$bin" new-module Order || return 1
  ! grep -v -e '^unchanged ' -e '^Created 0 files, [0-9]* unchanged' "$T/out.txt" && grep -q '^Created 0 files' "$T/out.txt"
}
check "re-run: every file unchanged, exit 0" all_unchanged
edited=Modules/Order/ViewModel/OrderListViewModel.swift
echo "// my edit" >> "$edited"
cp "$edited" "$T/edited.copy"
check "edited file: conflict, exit 1" expect_code 1 "$bin" new-module Order
check "conflict names the edited file" grep -q "$edited" "$T/err.txt"
check "the edit is intact" cmp -s "$edited" "$T/edited.copy"
check "--dry-run --force writes nothing" expect_code 0 "$bin" new-module Order --dry-run --force
check "the edit is still intact" cmp -s "$edited" "$T/edited.copy"
check "--force overwrites" expect_code 0 "$bin" new-module Order --force
check "the file is regenerated" bash -c "! grep -q '// my edit' '$edited'"
check "--dry-run in an empty dir writes nothing" bash -c "mkdir -p '$T/dry' && cd '$T/dry' && '$bin' new-module Order --dry-run > /dev/null && [ -z \"\$(ls -A)\" ]"
cd "$root"

echo "-- generate: invalid specs exit 2 and leave the output directory byte-for-byte unchanged"
snapshot() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha1sum) }
mkdir -p "$T/invalid/Modules" && echo "keep" > "$T/invalid/Modules/keep.txt"
before=$(snapshot "$T/invalid")
for spec in Tests/Fixtures/InvalidSpecs/*.json; do
  check "invalid $(basename "$spec")" expect_code 2 "$bin" new-module --spec "$spec" --output "$T/invalid"
  check "$(basename "$spec") problems are located" grep -Eq "^[^ ]+\.json:[0-9]+:[0-9]+: error: " "$T/err.txt"
done
for name in "../Escape" "order" "class" "Order/View" ""; do
  check "invalid module name '$name'" expect_code 2 "$bin" new-module "$name" --output "$T/invalid"
done
check "output directory unchanged" test "$before" = "$(snapshot "$T/invalid")"

echo "-- generate: the release binary works alone"
release=$("$root/.ci/release/build.sh" 2> "$T/release.log") || { cat "$T/release.log"; exit 1; }
mkdir -p "$T/alone/bin" "$T/alone/work"
cp "$release" "$T/alone/bin/scaffold"
check "copied binary generates" bash -c "cd '$T/alone/work' && '$T/alone/bin/scaffold' new-module Order > /dev/null && test -s Modules/Order/Router/OrderRouter.swift"
check "copied binary lints what it generated" bash -c "cd '$T/alone/work' && '$T/alone/bin/scaffold' lint --quiet"
