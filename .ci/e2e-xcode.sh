# Sourced by .ci/e2e.sh: `new-module` into Xcode projects. Uses $bin, $T, $root, check, expect_code.
# Python's `pbxproj` (mod-pbxproj) and `openstep-parser` read each edited project; installed when missing.

echo "-- xcode: new-module Order into each fixture project"
python3 -c "import pbxproj, openstep_parser" 2> /dev/null \
  || python3 -m pip install --quiet pbxproj openstep-parser > "$T/pip-xcode.log" 2>&1 || true
if ! python3 -c "import pbxproj, openstep_parser" 2> /dev/null; then
  echo "note: the Python packages pbxproj and openstep-parser could not be installed; edited projects are not cross-read"
fi
fixtures="$root/Tests/Fixtures/XcodeProjects"
# What new-module Order writes outside any project: the Swift files each project must gain, and its tests.
mkdir -p "$T/xcode-plain" && (cd "$T/xcode-plain" && "$bin" new-module Order > /dev/null)
order_files=$(find "$T/xcode-plain" -name '*.swift' | wc -l)
order_tests=$(find "$T/xcode-plain/Tests" -name '*.swift' | wc -l)
# fixture:output folder:app target:test target
for spec in Shop::Shop:ShopTests Notes::Notes:NotesTests Wallet:Wallet:Wallet:WalletTests Feed::Feed:FeedTests \
  Radio:Radio:Radio:RadioTests Recipes:Recipes:Recipes:RecipesTests Ledger::Ledger:LedgerTests \
  Pantry:Pantry:Pantry:PantryTests; do
  IFS=: read -r name output app tests <<< "$spec"
  work="$T/xcode-$name"
  cp -R "$fixtures/$name" "$work"
  (cd "$work" && git init -q && git add -A && git -c user.name=ci -c user.email=ci@example.com commit -qm fixture)
  project="$work/$name.xcodeproj/project.pbxproj"
  check "$name: new-module Order exits 0" expect_code 0 sh -c "cd '$work' && '$bin' new-module Order --output './$output'"
  check "$name: the project was updated" grep -q "^update *$name.xcodeproj/project.pbxproj" "$T/out.txt"
  module_files=$(cd "$work" && git ls-files --others --exclude-standard | grep -E '\.(swift|strings)$' | sed "s|^|$work/|")
  check "$name: $order_files Swift files generated" test "$(echo "$module_files" | grep -c '\.swift$')" = "$order_files"
  # The module's own strings table, which the app target copies into its bundle.
  check "$name: the module's strings table generated" \
    sh -c "echo '$module_files' | grep -q '/Order/[A-Za-z-]*\.lproj/Order\.strings$'"
  if python3 -c "import pbxproj, openstep_parser" 2> /dev/null; then
    # shellcheck disable=SC2086
    check "$name: pbxproj and openstep-parser read it; each file in its target once" \
      python3 "$root/Tests/Scripts/check-xcodeproj.py" "$project" "$app" "$tests" $module_files
  fi
  check "$name: git diff of the project shows only insertions" \
    sh -c "cd '$work' && test \"\$(git diff --numstat -- '$name.xcodeproj' | cut -f2)\" = 0"
  cp "$project" "$T/before.pbxproj"
  check "$name: a second run exits 0" expect_code 0 sh -c "cd '$work' && '$bin' new-module Order --output './$output'"
  check "$name: a second run changes nothing" cmp -s "$project" "$T/before.pbxproj"
  check "$name: a second run lists the project unchanged" grep -q "^unchanged $name.xcodeproj/project.pbxproj" "$T/out.txt"
done

echo "-- xcode: destroy and update keep the project in step with the module"
have_readers=$(python3 -c "import pbxproj, openstep_parser" 2> /dev/null && echo yes || echo no)
files_sum() { (cd "$1" && find . -path ./.scaffold -prune -o -type f -print | LC_ALL=C sort | xargs cksum); }
# fixture:output folder — the classic-group projects (no synchronized folder).
for spec in Shop: Notes: Wallet:Wallet; do
  IFS=: read -r name output <<< "$spec"
  work="$T/xcode-life-$name"
  cp -R "$fixtures/$name" "$work"
  project="$work/$name.xcodeproj/project.pbxproj"
  cp "$project" "$T/life-before.pbxproj"
  files_sum "$work" > "$T/life-before.sum"
  check "$name: new-module Cart --xcodeproj exits 0" expect_code 0 \
    sh -c "cd '$work' && '$bin' new-module Cart --output './$output' --xcodeproj $name.xcodeproj"
  check "$name: destroy Cart --xcodeproj exits 0" expect_code 0 \
    sh -c "cd '$work' && '$bin' destroy Cart --output './$output' --xcodeproj $name.xcodeproj"
  check "$name: after new-module then destroy, project.pbxproj is byte-identical" cmp -s "$project" "$T/life-before.pbxproj"
  check "$name: after new-module then destroy, the tree is as before (.scaffold aside)" \
    sh -c "files_sum() { (cd \"\$1\" && find . -path ./.scaffold -prune -o -type f -print | LC_ALL=C sort | xargs cksum); }; \
      files_sum '$work' | cmp -s - '$T/life-before.sum'"
done
work="$T/xcode-life-update"
cp -R "$fixtures/Shop" "$work"
cp "$root/docs/examples/order.json" "$work/order.json"
check "update scenario: new-module --spec order.json exits 0" \
  expect_code 0 sh -c "cd '$work' && '$bin' new-module --spec order.json"
# The spec gains a model and loses the detail screen (and the route to it).
python3 - "$work/order.json" << 'PY'
import json, sys
spec = json.load(open(sys.argv[1]))
spec["models"].append({"name": "Extra", "fields": [{"name": "id", "type": "UUID"}, {"name": "label", "type": "String"}]})
spec["screens"] = [s for s in spec["screens"] if s["name"] != "OrderDetail"]
spec["routes"] = [r for r in spec.get("routes", []) if "OrderDetail" not in (r.get("from"), r.get("to"))]
json.dump(spec, open(sys.argv[1], "w"), indent=2)
PY
check "update scenario: update exits 0" expect_code 0 sh -c "cd '$work' && '$bin' update Order"
check "update scenario: Extra.swift is added to the app target" \
  grep -q "Modules/Order/Model/Extra.swift → 'Shop': added to group" "$T/out.txt"
check "update scenario: the dropped screen's files are taken out" \
  sh -c "test \"\$(grep -c 'OrderDetail.* → removed from the project' '$T/out.txt')\" = 3"
check "update scenario: the manifest is in no target" sh -c "! grep -q 'Order.json' '$work/Shop.xcodeproj/project.pbxproj'"
if [ "$have_readers" = yes ]; then
  # shellcheck disable=SC2046
  check "update scenario: pbxproj and openstep-parser load it; each file in its target once, dropped ones unreferenced" \
    python3 "$root/Tests/Scripts/check-xcodeproj.py" "$work/Shop.xcodeproj/project.pbxproj" Shop ShopTests \
      $(find "$work/Modules" "$work/Tests" -name '*.swift' -o -name '*.strings') \
      --gone "$work/Modules/Order/View/OrderDetailView.swift" \
      "$work/Modules/Order/ViewModel/OrderDetailViewModel.swift" "$work/Tests/OrderTests/OrderDetailViewModelTests.swift"
fi

echo "-- xcode: projects that cannot be edited are left byte-identical"
work="$T/xcode-refusals"
mkdir -p "$work"
cp -R "$fixtures/TwoApps" "$fixtures/UnknownKind" "$fixtures/Shop" "$work/"
two="$work/TwoApps/TwoApps.xcodeproj/project.pbxproj"
cp "$two" "$T/two.pbxproj"
check "two app targets without --target: exit 2" expect_code 2 sh -c "cd '$work/TwoApps' && '$bin' new-module Order"
check "two app targets: the message names both and --target" \
  grep -q "2 app targets that could receive the files ('Main', 'Companion'); choose one with --target NAME" "$T/err.txt"
check "two app targets: nothing generated, project byte-identical" \
  sh -c "test ! -e '$work/TwoApps/Modules' && cmp -s '$two' '$T/two.pbxproj'"
check "two app targets: --target Companion adds the files" \
  expect_code 0 sh -c "cd '$work/TwoApps' && '$bin' new-module Order --target Companion"
unknown="$work/UnknownKind/UnknownKind.xcodeproj/project.pbxproj"
cp "$unknown" "$T/unknown.pbxproj"
check "unknown object kind: the module is generated, exit 0" \
  expect_code 0 sh -c "cd '$work/UnknownKind' && '$bin' new-module Order"
check "unknown object kind: located message naming the kind" \
  grep -q "UnknownKind.xcodeproj/project.pbxproj:[0-9]*:[0-9]*: error: the group 'Modules' holds an object of kind PBXFileSystemSynchronizedFancyGroup" "$T/err.txt"
check "unknown object kind: says what to add by hand" grep -q "to Maps:" "$T/err.txt"
check "unknown object kind: project byte-identical" cmp -s "$unknown" "$T/unknown.pbxproj"
shop="$work/Shop/Shop.xcodeproj/project.pbxproj"
head -c 3000 "$shop" > "$T/truncated.pbxproj"
cp "$T/truncated.pbxproj" "$shop"
check "truncated project: the module is generated, exit 0" expect_code 0 sh -c "cd '$work/Shop' && '$bin' new-module Order"
check "truncated project: located message" grep -q "Shop.xcodeproj/project.pbxproj:[0-9]*:[0-9]*: error: unexpected end of file" "$T/err.txt"
check "truncated project: byte-identical" cmp -s "$shop" "$T/truncated.pbxproj"
check "--xcodeproj naming nothing: exit 2" expect_code 2 sh -c "cd '$work/Shop' && '$bin' new-module Other --xcodeproj Missing.xcodeproj"

echo "-- xcode: lint and graph take target membership from the project"
work="$T/xcode-Shop"
printf 'func strayLeak(_ repository: any OrderRepository) -> OrderListView? { nil }\n' \
  > "$work/Modules/Order/Model/Stray.swift"
check "lint sees the stray file that no target compiles: exit 1" expect_code 1 sh -c "cd '$work' && '$bin' lint ."
# Without a scaffold.json, the project compiles Order's files into the app target Shop, and the generated tests
# say '@testable import Shop', the module the test target depends on: no undeclared-import either.
check "lint --xcodeproj skips it: exit 0" expect_code 0 sh -c "cd '$work' && '$bin' lint . --xcodeproj Shop.xcodeproj"
check "lint --xcodeproj reports nothing" sh -c "! grep -q ': error: ' '$T/out.txt'"
check "the generated tests import the app target's module" \
  sh -c "grep -rq '^@testable import Shop\$' '$work/Tests/OrderTests' && ! grep -rq '^@testable import Order\$' '$work/Tests'"
check "lint --xcodeproj lints the $order_files generated files" grep -q "Linted $order_files files" "$T/err.txt"
check "graph --xcodeproj has no violation" \
  sh -c "cd '$work' && '$bin' graph . --xcodeproj Shop.xcodeproj --format json \
    | python3 -c 'import json, sys; assert json.load(sys.stdin)[\"summary\"][\"violations\"] == 0'"
rm "$work/Modules/Order/Model/Stray.swift"
printf '{"preset": "none", "layers": {"App": {"paths": ["target:Shop"]}}}\n' > "$work/scaffold.json"
check "which --xcodeproj: a layer naming the app target holds its files" \
  sh -c "cd '$work' && '$bin' which Modules/Order/Model/Order.swift --xcodeproj Shop.xcodeproj --format json \
    | python3 -c 'import json, sys; assert json.load(sys.stdin)[0][\"layer\"] == \"App\"'"
check "lint --xcodeproj: all but the $order_tests tests of the $order_files files in the target's layer" \
  sh -c "cd '$work' && '$bin' lint . --xcodeproj Shop.xcodeproj 2>&1 | grep -q '$((order_files - order_tests))/$order_files files in a layer'"
check "lint without --xcodeproj says the target pattern needs it" \
  sh -c "cd '$work' && '$bin' lint . 2>&1 | grep -q 'names a target, but no Xcode project was given'"
rm "$work/scaffold.json"

echo "-- xcode: new-module Order into each project.xcproj fixture"
xcproj_fixtures="$root/Tests/Fixtures/XcprojProjects"
written=""
# fixture:output folder:options
for spec in "Shop::" "Recipes:Recipes:" "TwoApps::--target Companion"; do
  IFS=: read -r name output options <<< "$spec"
  work="$T/xcproj-$name"
  cp -R "$xcproj_fixtures/$name" "$work"
  project="$work/$name.xcodeproj/project.xcproj"
  cp "$project" "$T/before.xcproj"
  # shellcheck disable=SC2086
  check "$name (xcproj): new-module Order exits 0" \
    expect_code 0 sh -c "cd '$work' && '$bin' new-module Order --output './$output' $options"
  if [ "$name" != Recipes ]; then # Recipes' synchronized folders cover the module: nothing to add
    check "$name (xcproj): the project was updated" grep -q "^update *$name.xcodeproj/project.xcproj" "$T/out.txt"
  fi
  check "$name (xcproj): the original bytes are all still there, in order" \
    python3 -c "import sys; a, b = (open(p, 'rb').read() for p in sys.argv[1:]); it = iter(b); sys.exit(0 if all(c in it for c in a) else 1)" \
    "$T/before.xcproj" "$project"
  cp "$project" "$T/after.xcproj"
  # shellcheck disable=SC2086
  check "$name (xcproj): a second run changes nothing" \
    sh -c "cd '$work' && '$bin' new-module Order --output './$output' $options > /dev/null && cmp -s '$project' '$T/after.xcproj'"
  written="$written $project"
done
# Shapes the fixtures' runs do not reach: a second module after the first, a folder name needing escapes
# (non-ASCII, a quote, a space), and a classic group beside Recipes' synchronized folders.
for spec in "Shop:Order Cart:" "Shop:Order:./Fëatures \"Q\"/Mod" "Recipes:Order:./Elsewhere"; do
  IFS=: read -r name modules output <<< "$spec"
  work="$T/xcproj-more-$(echo "$spec" | cksum | cut -d' ' -f1)"
  cp -R "$xcproj_fixtures/$name" "$work"
  for module in $modules; do
    # shellcheck disable=SC2016 # expanded by the inner sh, which takes the folder name as one argument
    check "$name (xcproj): new-module $module${output:+ --output $output} exits 0" \
      expect_code 0 sh -c 'cd "$1" && "$2" new-module "$3" ${4:+--output "$4"}' sh "$work" "$bin" "$module" "$output"
  done
  written="$written $work/$name.xcodeproj/project.xcproj"
done
work="$T/xcproj-refusal"
cp -R "$xcproj_fixtures/Shop" "$work"
head -c 700 "$xcproj_fixtures/Shop/Shop.xcodeproj/project.xcproj" > "$work/Shop.xcodeproj/project.xcproj"
(cd "$work" && find . -type f | sort | xargs cksum) > "$T/refusal-before.txt"
check "truncated project.xcproj: new-module is refused" expect_code 1 sh -c "cd '$work' && '$bin' new-module Order"
# The conflict line names the place in the project: `  Shop.xcodeproj/project.xcproj: …/project.xcproj:L:C: …`.
check "truncated project.xcproj: located message" \
  grep -q "^  Shop.xcodeproj/project.xcproj: .*project.xcproj:[0-9]*:[0-9]*: [a-z]" "$T/err.txt" "$T/out.txt"
check "truncated project.xcproj: the tree is byte-identical" \
  sh -c "cd '$work' && find . -type f | sort | xargs cksum | cmp -s - '$T/refusal-before.txt'"

echo "-- xcode: every project.xcproj scaffold writes, read by Apple's XcodeProjectFormat"
# shellcheck disable=SC2086
check "XCSchema.Project decodes each; membership agrees" bash "$root/Tests/Scripts/xcproj-differential.sh" \
  "$xcproj_fixtures"/{Shop,Recipes,TwoApps}/*.xcodeproj/project.xcproj $written
