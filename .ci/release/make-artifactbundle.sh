#!/usr/bin/env bash
# Builds the release `scaffold` (.ci/release/build.sh) and assembles scaffold.artifactbundle:
# info.json (schema 1.0, one `executable` artifact) with one variant per supported triple, zipped, with its
# SwiftPM checksum printed. Run it on each release machine; the variant built here is the host's:
#   Linux  x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu   (fully static: runs without a toolchain)
#   macOS  arm64-apple-macosx + x86_64-apple-macosx, one universal binary (--arch arm64 --arch x86_64)
# then fold the other machines' bundles in with --merge, so one zip serves every platform.
#
# usage: .ci/release/make-artifactbundle.sh [--output DIR] [--merge OTHER.artifactbundle]... [--url URL]
#   --output DIR  where scaffold.artifactbundle(.zip) go (default .build/release-bundle)
#   --merge B     copy the variants of bundle B (built on another machine) into this one
#   --url URL     the zip's download URL: also writes DIR/ScaffoldPlugins, the plugin-only package to publish,
#                 its binary target pointing at URL with the checksum
# It also copies the zip into Plugins/ScaffoldPlugins, whose manifest uses it as a local binary target.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
output=$root/.build/release-bundle
merge=()
url=
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    --merge) merge+=("$(cd "$2" && pwd)"); shift 2 ;;
    --url) url=$2; shift 2 ;;
    *) echo "usage: $0 [--output DIR] [--merge OTHER.artifactbundle]... [--url URL]" >&2; exit 2 ;;
  esac
done

case "$(uname -s)" in
  Linux)
    arguments=()
    triple=$(uname -m)-unknown-linux-gnu
    triples="\"$triple\""
    variant=scaffold-linux-$(uname -m)
    ;;
  Darwin)
    arguments=(--arch arm64 --arch x86_64)
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    variant=scaffold-macos
    ;;
  *) echo "unsupported build machine: $(uname -s)" >&2; exit 1 ;;
esac
binary=$(.ci/release/build.sh ${arguments[@]+"${arguments[@]}"})
version=$("$binary" --version)

bundle=$output/scaffold.artifactbundle
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/scaffold"
cp LICENSE "$bundle/" 2> /dev/null || true
for other in ${merge[@]+"${merge[@]}"}; do
  for dir in "$other"/scaffold-*; do cp -R "$dir" "$bundle/"; done
done

# info.json: this machine's variant, plus those of the merged bundles.
python3 - "$bundle" "$version" "$variant/bin/scaffold" "[$triples]" ${merge[@]+"${merge[@]}"} << 'PY'
import json, sys
bundle, version, path, triples, merged = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), sys.argv[5:]
variants = [{"path": path, "supportedTriples": triples}]
for other in merged:
    for variant in json.load(open(other + "/info.json"))["artifacts"]["scaffold"]["variants"]:
        if variant["path"] != path:
            variants.append(variant)
info = {"schemaVersion": "1.0",
        "artifacts": {"scaffold": {"version": version, "type": "executable", "variants": variants}}}
with open(bundle + "/info.json", "w") as handle:
    json.dump(info, handle, indent=2)
    handle.write("\n")
PY

# Python's zipfile keeps the executable bit (SwiftPM unpacks with unzip) and needs no zip tool.
python3 - "$output" << 'PY'
import os, sys, zipfile
os.chdir(sys.argv[1])
with zipfile.ZipFile("scaffold.artifactbundle.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, directories, files in os.walk("scaffold.artifactbundle"):
        directories.sort()
        archive.write(folder)
        for name in sorted(files):
            archive.write(os.path.join(folder, name))
PY
checksum=$(swift package compute-checksum "$output/scaffold.artifactbundle.zip")
cp "$output/scaffold.artifactbundle.zip" Plugins/ScaffoldPlugins/

if [ -n "$url" ]; then
  published=$output/ScaffoldPlugins
  rm -rf "$published"
  mkdir -p "$published"
  cp -RL Plugins/ScaffoldPlugins/Plugins "$published/"
  printf '{"version": "%s", "bundle": {"url": "%s", "checksum": "%s"}, "archives": {}}\n' "$version" "$url" "$checksum" \
    > "$output/release.json"
  bash .ci/release/update-distribution.sh "$output/release.json" --plugins "$published/Package.swift"
fi

echo "bundle:   $output/scaffold.artifactbundle.zip ($version; $(python3 -c "import json,sys; print(', '.join(t for v in json.load(open(sys.argv[1]))['artifacts']['scaffold']['variants'] for t in v['supportedTriples']))" "$bundle/info.json"))"
echo "checksum: $checksum"
