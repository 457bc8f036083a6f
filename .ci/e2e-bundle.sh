# Sourced by .ci/e2e.sh: the release artifact bundle (.ci/release/make-artifactbundle.sh) and the
# plugin-only package on top of it (Plugins/ScaffoldPlugins), used by a consumer package that must not
# compile scaffold. Uses $T, $root, check, expect_code. Builds the release binary the lsp part reuses.

echo "-- bundle: scaffold.artifactbundle and the plugin-only package"
# SwiftPM unpacks binary artifacts with unzip.
command -v unzip > /dev/null || { apt-get update -qq > /dev/null 2>&1 && apt-get install -y -qq unzip > /dev/null 2>&1; } || true
release="$T/release"
check "the release script builds and zips the bundle" expect_code 0 bash .ci/release/make-artifactbundle.sh --output "$release"
check "... and prints its checksum" grep -qE '^checksum: [0-9a-f]{64}$' "$T/out.txt"
bundle_info() { python3 - "$release/scaffold.artifactbundle/info.json" "$(uname -m)-unknown-linux-gnu" << 'PY'
import json, os, sys
info = json.load(open(sys.argv[1]))
artifact = info["artifacts"]["scaffold"]
variant = artifact["variants"][0]
assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable", info
assert variant["supportedTriples"] == [sys.argv[2]], variant
assert os.access(os.path.join(os.path.dirname(sys.argv[1]), variant["path"]), os.X_OK), variant
PY
}
check "... info.json: schema 1.0, an executable, the Linux variant" bundle_info
release_bin="$release/scaffold.artifactbundle/scaffold-linux-$(uname -m)/bin/scaffold"
check "... whose binary runs away from the toolchain's libraries" \
  sh -c "ldd '$release_bin' 2>&1 | grep -q libswiftCore && exit 1; '$release_bin' --version > /dev/null"

plugins="$T/ScaffoldPlugins"
binary_consumer="$T/BinaryConsumer"
rm -rf "$plugins" "$binary_consumer"
cp -RL Plugins/ScaffoldPlugins "$plugins"
cp -R Tests/Fixtures/PluginConsumer "$binary_consumer"
rm -rf "$binary_consumer/.build"
sed -e "s|.package(name: \"scaffold\", path: \"../../..\")|.package(path: \"$plugins\")|" \
  -e 's|package: "scaffold"|package: "ScaffoldPlugins"|' Tests/Fixtures/PluginConsumer/Package.swift \
  > "$binary_consumer/Package.swift"
planted="Sources/Shop/View/CartView.swift:4:23: error: View 'CartView' references 'CartRepository'"
in_binary_consumer() { (cd "$binary_consumer" && "$@"); }
check "with the prebuilt binary, swift build fails on the planted violation" \
  expect_code 1 in_binary_consumer swift build
check "... printed by the build-tool plugin" sh -c "cat '$T/out.txt' '$T/err.txt' | grep -qF \"$planted\""
check "... without compiling scaffold's sources" sh -c "! cat '$T/out.txt' '$T/err.txt' | grep -E 'Compiling|Building' | grep -qE 'ScaffoldKit|ScaffoldCLI|TemplateEngine'"
check "swift package scaffold-lint exits 1 with the prebuilt binary" expect_code 1 in_binary_consumer swift package scaffold-lint
check "... and prints the diagnostic" sh -c "cat '$T/out.txt' '$T/err.txt' | grep -qF \"$planted\""
check "... without compiling scaffold's sources" sh -c "! cat '$T/out.txt' '$T/err.txt' | grep -qE 'ScaffoldKit|TemplateEngine'"
