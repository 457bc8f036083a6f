# Sourced by .ci/e2e.sh: the SwiftPM plugins on the sample consumer package (Tests/Fixtures/PluginConsumer),
# which plants one View → Repository reference. Uses $T, $root, check, expect_code.
# Both plugins build scaffold inside the consumer's .build; the first build compiles it, the rest reuse it.

echo "-- plugins: swift package scaffold-lint and the build-tool plugin on a consumer package"
consumer="$T/PluginConsumer"
cp -R Tests/Fixtures/PluginConsumer "$consumer"
rm -rf "$consumer/.build"
# The fixture points at the checkout with a relative path; the copy points at it absolutely.
sed "s|path: \"../../..\"|path: \"$root\"|" Tests/Fixtures/PluginConsumer/Package.swift > "$consumer/Package.swift"
# SwiftPM's default (native) build system: what `swift build` runs for most users.
build_system=()
planted="Sources/Shop/View/CartView.swift:4:23: error: View 'CartView' references 'CartRepository'"
reported() { grep -qF "$planted" "$T/out.txt" "$T/err.txt"; }
in_consumer() { (cd "$consumer" && "$@"); }

check "swift build fails on the planted violation" expect_code 1 in_consumer swift build ${build_system[@]+"${build_system[@]}"}
check "... and the build-tool plugin prints it" reported
check "... and nothing else fails" test "$(cat "$T/out.txt" "$T/err.txt" | grep -c 'error:')" = 1
check "swift package scaffold-lint exits 1" expect_code 1 in_consumer swift package ${build_system[@]+"${build_system[@]}"} scaffold-lint
check "... and prints the same diagnostic" reported
check "... linting the target's 4 files, not Package.swift" sh -c "cat '$T/out.txt' '$T/err.txt' | grep -q 'Linted 4 files'"
check "scaffold-lint --target Shop --reporter json forwards its arguments" \
  expect_code 1 in_consumer swift package ${build_system[@]+"${build_system[@]}"} scaffold-lint --target Shop --reporter json
check "... and prints JSON" grep -q '"rule": "layer-dependency"' "$T/out.txt"

sed -i.bak 's/  let repository: any CartRepository/  let title = "Cart"/' "$consumer/Sources/Shop/View/CartView.swift"
rm -f "$consumer/Sources/Shop/View/CartView.swift.bak"
check "without the violation swift build succeeds" expect_code 0 in_consumer swift build ${build_system[@]+"${build_system[@]}"}
check "... and swift package scaffold-lint exits 0" \
  expect_code 0 in_consumer swift package ${build_system[@]+"${build_system[@]}"} scaffold-lint
