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
# An internal app type in a clean app of internal access: the module conforms it to its DTOConvertible from
# another file, which Swift takes only from a Sendable written in the type's own file. Refused until that file
# says Sendable; then the module and the app's declaration type-check as one app target.
apptypes_internal() {
  local dir="$T/apptypes/clean-internal"
  mkdir -p "$dir/Domain/Entities"
  printf 'struct Product: Codable, Hashable {\n  let id: Int\n}\n' > "$dir/Domain/Entities/Product.swift"
  (cd "$dir" && "$bin" init --preset clean --binding combine > /dev/null) || return 1
  python3 - "$dir/scaffold.json" << 'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config["conventions"] = {"access": "internal"}
json.dump(config, open(sys.argv[1], "w"), indent=2)
PY
  local spec="$root/Tests/Fixtures/NewModuleAppTypesTests/wishlist.json"
  (cd "$dir" && "$bin" new-module --spec "$spec" > "$dir.out" 2>&1) && { echo "not refused"; return 1; }
  grep -q "does not conform to Sendable" "$dir.out" || { cat "$dir.out"; return 1; }
  printf '\nextension Product: Sendable {}\n' >> "$dir/Domain/Entities/Product.swift"
  (cd "$dir" && "$bin" new-module --spec "$spec" > "$dir.out" 2>&1) || { cat "$dir.out"; return 1; }
  Tests/Scripts/typecheck-with-standins.sh --isolation nonisolated "$dir"
}
check "clean × combine, internal: an app type without its own Sendable is refused; with it, module and type check" \
  apptypes_internal
