#!/usr/bin/env bash
# Assembles a release from the bundles each build machine made (.ci/release/make-artifactbundle.sh): one
# scaffold.artifactbundle.zip with every variant (what SwiftPM's binary targets and mise's spm: backend
# read), a plain archive per platform (what Homebrew, mise's github: backend and install scripts read),
# SHA256SUMS, release.json (every asset's URL and checksum), the plugin-only package's manifest pointing at
# the bundle's URL and SwiftPM checksum, and the Homebrew formula with the archives' URLs and sha256.
#
# usage: .ci/release/assemble.sh --version V --base-url URL --output DIR [--require-all] BUNDLE...
#   BUNDLE         a scaffold.artifactbundle folder (one or more variants)
#   --base-url     where the release's assets are downloaded from (…/releases/download/vV)
#   --require-all  fail unless macOS (universal), Linux x86_64 and Linux aarch64 are all present
set -euo pipefail
cd "$(dirname "$0")/../.."
version='' base='' output='' require_all=0
bundles=()
while [ $# -gt 0 ]; do
  case "$1" in
    --version) version=$2; shift 2 ;;
    --base-url) base=${2%/}; shift 2 ;;
    --output) output=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    --require-all) require_all=1; shift ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) bundles+=("$(cd "$1" && pwd)"); shift ;;
  esac
done
if [ -z "$version" ] || [ -z "$base" ] || [ -z "$output" ] || [ ${#bundles[@]} -eq 0 ]; then
  echo "usage: $0 --version V --base-url URL --output DIR [--require-all] BUNDLE..." >&2
  exit 2
fi

bundle=$output/scaffold.artifactbundle
rm -rf "$bundle" "$output"/*.zip "$output"/*.tar.gz "$output/SHA256SUMS" "$output/release.json"
mkdir -p "$bundle"

# The bundle: every variant folder, info.json listing them (schema 1.0, one executable artifact), and a
# plain archive per variant holding the binary alone.
python3 - "$bundle" "$version" "$require_all" "${bundles[@]}" << 'PY'
import json, os, shutil, sys, tarfile
bundle, version, require_all, sources = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4:]
variants, seen = [], set()
for source in sources:
    info = json.load(open(os.path.join(source, "info.json")))
    artifact = info["artifacts"]["scaffold"]
    assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable", source
    assert artifact["version"] == version, f"{source} is version {artifact['version']}, not {version}"
    for variant in artifact["variants"]:
        if variant["path"] in seen:
            continue
        seen.add(variant["path"])
        folder = variant["path"].split("/")[0]
        shutil.copytree(os.path.join(source, folder), os.path.join(bundle, folder), symlinks=False)
        # Workflow artifacts do not keep permissions: the binaries are made executable again.
        os.chmod(os.path.join(bundle, variant["path"]), 0o755)
        variants.append(variant)
names = {"scaffold-macos": "macos-universal", "scaffold-linux-x86_64": "linux-x86_64",
         "scaffold-linux-aarch64": "linux-aarch64"}
present = {v["path"].split("/")[0] for v in variants}
if require_all and present != set(names):
    sys.exit(f"missing variants: {sorted(set(names) - present)}")
info = {"schemaVersion": "1.0",
        "artifacts": {"scaffold": {"version": version, "type": "executable", "variants": variants}}}
with open(os.path.join(bundle, "info.json"), "w") as handle:
    json.dump(info, handle, indent=2)
    handle.write("\n")
output = os.path.dirname(bundle)
for variant in variants:
    folder = variant["path"].split("/")[0]
    name = f"scaffold-{version}-{names.get(folder, folder.removeprefix('scaffold-'))}.tar.gz"
    with tarfile.open(os.path.join(output, name), "w:gz") as archive:
        info = archive.gettarinfo(os.path.join(bundle, variant["path"]), arcname="scaffold")
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mode = 0o755
        with open(os.path.join(bundle, variant["path"]), "rb") as binary:
            archive.addfile(info, binary)
PY

# Zipped in a fixed order with the executable bits kept (SwiftPM unpacks with unzip).
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
(cd "$output" && sha256sum scaffold.artifactbundle.zip scaffold-*.tar.gz > SHA256SUMS)

python3 - "$output" "$version" "$base" "$checksum" << 'PY'
import json, os, sys
output, version, base, checksum = sys.argv[1:5]
sums = dict(reversed(line.split()) for line in open(os.path.join(output, "SHA256SUMS")))
assert sums["scaffold.artifactbundle.zip"] == checksum, "SwiftPM's checksum is the zip's SHA-256"
release = {"version": version,
           "bundle": {"url": f"{base}/scaffold.artifactbundle.zip", "checksum": checksum},
           "archives": {name[len(f"scaffold-{version}-"):-len(".tar.gz")]: {"url": f"{base}/{name}", "sha256": digest}
                        for name, digest in sorted(sums.items()) if name.endswith(".tar.gz")}}
with open(os.path.join(output, "release.json"), "w") as handle:
    json.dump(release, handle, indent=2)
    handle.write("\n")
PY

# The plugin-only package to publish, and the Homebrew formula for the tap.
rm -rf "$output/ScaffoldPlugins"
mkdir -p "$output/ScaffoldPlugins"
cp -RL Plugins/ScaffoldPlugins/Plugins "$output/ScaffoldPlugins/"
bash .ci/release/update-distribution.sh "$output/release.json" \
  --plugins "$output/ScaffoldPlugins/Package.swift" --formula "$output/scaffold.rb"
archives=("$output"/scaffold-*.tar.gz)
echo "release:  $version, ${#archives[@]} archive(s), bundle checksum $checksum"
