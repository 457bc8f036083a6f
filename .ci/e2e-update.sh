# Sourced by .ci/e2e.sh: update, check and destroy on real generated modules on disk; every file `update`
# writes equals what `git merge-file --diff3` makes of the same three texts. Uses $bin, $T, $root, check,
# expect_code.

echo "-- update: spec and edits merged on disk, checked file by file against git merge-file"
up="$T/update"
mkdir -p "$up/app" "$up/base" "$up/fresh"
# v1: the example spec without its last screen; v2: the example spec.
python3 - "$root/docs/examples/order.json" "$up/order-v1.json" <<'PY'
import json, sys
spec = json.load(open(sys.argv[1]))
dropped = spec["screens"].pop()["name"]
spec["routes"] = [r for r in spec.get("routes", []) if dropped not in (r["from"], r["to"])]
json.dump(spec, open(sys.argv[2], "w"), indent=2)
PY
in_up() { (cd "$up/app" && "$bin" "$@"); }
cp "$up/order-v1.json" "$up/app/order.json"
check "update: new-module v1 with a manifest" expect_code 0 in_up new-module --spec order.json --package --output Order
check "update: the manifest is written" test -s "$up/app/Order/.scaffold/modules/Order.json"
check "update: check passes on a fresh module" expect_code 0 in_up check --output Order
(cd "$up/base" && "$bin" new-module --spec "$up/order-v1.json" --package --output Order > /dev/null)
(cd "$up/fresh" && "$bin" new-module --spec "$root/docs/examples/order.json" --package --output Order > /dev/null)
# Edits: a method body, an added helper, a changed import line, and a CRLF file.
vm=$(cd "$up/app/Order" && ls Sources/Order/ViewModel/*ListViewModel.swift | head -n 1)
sed -i 's/^    state = .loading$/    state = .loading\n    lastLoad = Date()/' "$up/app/Order/$vm"
sed -i 's/^  public init(repository: any OrderRepository) {$/  public var lastLoad: Date?\n\n&/' "$up/app/Order/$vm"
model=Sources/Order/Model/Order.swift
printf '\nextension Order {\n  var isLarge: Bool { total > 100 }\n}\n' >> "$up/app/Order/$model"
sed -i 's/$/\r/' "$up/app/Order/Tests/OrderTests/OrderRepositoryTests.swift"
cp -R "$up/app/Order" "$up/before"
cp "$root/docs/examples/order.json" "$up/app/order.json"
check "update: check exits 1 once the spec changed" expect_code 1 in_up check --output Order
check "update: check says why" grep -q "the spec changed" "$T/out.txt"
check "update: update exits 0" expect_code 0 in_up update --output Order --conflict markers
check "update: the method body edit is kept" grep -q "lastLoad = Date()" "$up/app/Order/$vm"
merged_like_git() { # every file of the three trees: the update wrote what git merge-file writes
  local file status=0
  while IFS= read -r file; do
    [ -f "$up/before/$file" ] && [ -f "$up/base/Order/$file" ] || continue
    git merge-file -p --diff3 -L yours -L "generated before" -L "generated now" \
      "$up/before/$file" "$up/base/Order/$file" "$up/fresh/Order/$file" > "$T/git-merged" || true
    cmp -s "$T/git-merged" "$up/app/Order/$file" || { echo "  differs from git merge-file: $file"; status=1; }
  done < <(cd "$up/fresh/Order" && find . -type f -name '*.swift' | sed 's|^\./||')
  return $status
}
if command -v git > /dev/null; then
  check "update: every file equals git merge-file --diff3" merged_like_git
else
  echo "skip update: git merge-file comparison (git is not installed)"
fi
all_created() { # every file of a fresh v2 render exists after the update
  local file
  while IFS= read -r file; do [ -f "$up/app/Order/$file" ] || { echo "  missing: $file"; return 1; }; done \
    < <(cd "$up/fresh/Order" && find . -type f | sed 's|^\./||')
}
check "update: the new screen's files are created" all_created
check "update: the updated package builds and tests" build_package "$up/app/Order"
check "update: check passes after update" expect_code 0 in_up check --output Order
snapshot_up() { (cd "$up/app/Order" && find . -type f ! -path './.build/*' -print0 | sort -z | xargs -0 sha1sum); }
before_again=$(snapshot_up)
check "update: a second update exits 0" expect_code 0 in_up update --output Order
check "update: ... and changes nothing" test "$before_again" = "$(snapshot_up)"

echo "-- update: conflicts refuse the run and leave the tree byte-identical"
sed -i 's/^    state = .loading$/    state = .busy/' "$up/app/Order/$vm"
# The view model's text lives in the shared template every set's ViewModel extends: the team overrides that.
mkdir -p "$up/app/Order/.scaffold/templates/shared"
sed 's/^    state = .loading$/    state = .loading \/\/ from the team template/' \
  "$root/Templates/shared/ViewModel.swift.stencil" > "$up/app/Order/.scaffold/templates/shared/ViewModel.swift.stencil"
conflict_before=$(snapshot_up)
in_order() { (cd "$up/app/Order" && "$bin" "$@"); }
# From inside the package, the spec beside it is outside the project the run works in: it is not followed.
check "update: a recorded spec outside the project is refused, exit 2" expect_code 2 in_order update
check "update: a conflict exits 1" expect_code 1 in_order update Order --spec ../order.json
check "update: the conflict hunk is named" grep -q "$vm:[0-9]*: conflict: " "$T/err.txt"
check "update: the refused run wrote nothing" test "$conflict_before" = "$(snapshot_up)"
check "update: --conflict markers writes them" expect_code 0 in_order update Order --spec ../order.json --conflict markers
check "update: the markers are in the file" grep -q '^<<<<<<< yours$' "$up/app/Order/$vm"

echo "-- update: destroy keeps edited files only"
check "update: destroy exits 0" expect_code 0 in_order destroy Order
check "update: the edited model is kept" test -f "$up/app/Order/$model"
check "update: unedited files are gone" test ! -e "$up/app/Order/Sources/Order/Repository/OrderRepository.swift"
check "update: the manifest is gone" test ! -e "$up/app/Order/.scaffold/modules/Order.json"
