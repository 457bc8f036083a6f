# Sourced by .ci/e2e.sh: architecture checks as unit tests. Tests/Fixtures/ArchitectureCheckConsumer runs
# `ArchitectureCheck.lint(package: #filePath)` from Swift Testing and XCTest: clean, its tests pass; with a
# planted View → Repository reference they fail at that file and line, except the test that uses the
# baseline recording it. Uses $T, $root, check, expect_code.

echo "-- archcheck: ArchitectureCheck in a consumer's swift test"
arch="$T/ArchitectureCheckConsumer"
rm -rf "$arch"
cp -R Tests/Fixtures/ArchitectureCheckConsumer "$arch"
rm -rf "$arch/.build"
sed "s|path: \"../../..\"|path: \"$root\"|" Tests/Fixtures/ArchitectureCheckConsumer/Package.swift > "$arch/Package.swift"
in_arch() { (cd "$arch" && "$@"); }
arch_view="$arch/Sources/Shop/View/CartView.swift"
check "the clean fixture's architecture tests pass" expect_code 0 in_arch swift test
sed -i 's/  let title = "Cart"/  let repository: any CartRepository/' "$arch_view"
check "with a planted violation they fail" expect_code 1 in_arch swift test
arch_out() { cat "$T/out.txt" "$T/err.txt"; }
check "... Swift Testing records the issue at the violating file:line" \
  sh -c "cat '$T/out.txt' '$T/err.txt' | grep -E 'layersFollowTheArchitecture\(\).*recorded an issue at CartView.swift:3:' -q"
check "... XCTest records the failure at the violating file:line" \
  sh -c "cat '$T/out.txt' '$T/err.txt' | grep -qE '$arch_view:3: error: ArchitectureXCTests.testLayersFollowTheArchitecture'"
check "... with scaffold lint's message" \
  sh -c "cat '$T/out.txt' '$T/err.txt' | grep -qF \"View 'CartView' references 'CartRepository' declared in layer Repository\""
check "... and the test with the baseline recording it passes" \
  sh -c "cat '$T/out.txt' '$T/err.txt' | grep -qE 'Test layersAgainstTheBaseline\(\) passed'"
