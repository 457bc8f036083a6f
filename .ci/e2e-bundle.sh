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

# The release as the tag workflow assembles it, from this machine's bundle: the zip's layout and info.json
# against SwiftPM's artifact-bundle format, the archives and checksums, the published plugin manifest and the
# Homebrew formula against release.json.
dist="$T/dist"
release_version=$("$release_bin" --version)
check "assemble.sh makes the release's assets" expect_code 0 bash .ci/release/assemble.sh --version "$release_version" \
  --base-url "https://github.com/scaffold-tools/scaffold/releases/download/v$release_version" --output "$dist" \
  "$release/scaffold.artifactbundle"
check "... the zip, info.json and archives follow SwiftPM's artifact-bundle format; the checksums hold" \
  python3 Tests/Scripts/check-release.py "$dist" "$(uname -m)"
check "... and --require-all refuses a release without the other platforms" expect_code 1 bash .ci/release/assemble.sh \
  --require-all --version "$release_version" --base-url https://example.invalid --output "$T/dist-partial" \
  "$release/scaffold.artifactbundle"
check "the documented GitHub Actions install step installs this release, checksum checked" \
  python3 Tests/Scripts/run-install-recipe.py docs/examples/github-actions/architecture.yml "$dist" "$T/runner"
command -v ruby > /dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  --no-install-recommends ruby; } > /dev/null 2>&1 || true
if command -v ruby > /dev/null; then
  check "the Homebrew formula is valid Ruby (ruby -c), as committed and as released" \
    sh -c "ruby -c Plugins/Homebrew/Formula/scaffold.rb > /dev/null && ruby -c '$dist/scaffold.rb' > /dev/null"
else
  check "ruby is installed for ruby -c (apt-get install ruby)" false
fi

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
