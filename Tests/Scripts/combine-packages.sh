#!/usr/bin/env bash
# Puts the modules of several generated packages (each `Sources/<Name>` + `Tests/<Name>Tests`, the shape
# `new-module --package` writes) into one package, so CI builds and tests them with one manifest, one
# build graph and one test run instead of one each. The generated manifests themselves are built
# elsewhere; the combined one keeps their platforms and language mode.
#
#   Tests/Scripts/combine-packages.sh OUTPUT PACKAGE...
set -euo pipefail

output=$1
shift
rm -rf "$output"
mkdir -p "$output/Sources" "$output/Tests"
targets=""
for package in "$@"; do
  for source in "$package"/Sources/*/; do
    name=$(basename "$source")
    [ -d "$package/Tests/${name}Tests" ] || { echo "combine-packages: $package has no Tests/${name}Tests" >&2; exit 1; }
    # The package's name is its module's (`OrderFeature` for `Sources/Order`), which its tests import.
    product=$(sed -n 's/^  name: "\(.*\)",$/\1/p' "$package/Package.swift")
    cp -R "$source" "$output/Sources/$name"
    cp -R "$package/Tests/${name}Tests" "$output/Tests/${name}Tests"
    resources=""
    [ -d "$source/Resources" ] && resources=", resources: [.process(\"Resources\")]"
    targets="$targets    .target(name: \"$product\", path: \"Sources/$name\"$resources),
    .testTarget(name: \"${product}Tests\", dependencies: [\"$product\"], path: \"Tests/${name}Tests\"),
"
  done
done
cat > "$output/Package.swift" << EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "$(basename "$output")",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [
$targets  ],
  swiftLanguageModes: [.v6]
)
EOF
