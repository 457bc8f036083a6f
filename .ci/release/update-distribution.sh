#!/usr/bin/env bash
# Points the distribution files at a release: the plugin-only package's binary target (URL and SwiftPM
# checksum of scaffold.artifactbundle.zip) and the Homebrew formula (version, and each platform's archive URL
# and sha256). Reads release.json (.ci/release/assemble.sh); writes to the given paths, starting from this
# repository's Plugins/ScaffoldPlugins/Package.swift and Plugins/Homebrew/Formula/scaffold.rb.
# A platform the release has no archive for keeps the formula's lines as they were.
#
# usage: .ci/release/update-distribution.sh RELEASE.json [--plugins OUT/Package.swift] [--formula OUT/scaffold.rb]
set -euo pipefail
cd "$(dirname "$0")/../.."
release=$1
shift
plugins='' formula=''
while [ $# -gt 0 ]; do
  case "$1" in
    --plugins) plugins=$2; shift 2 ;;
    --formula) formula=$2; shift 2 ;;
    *) echo "usage: $0 RELEASE.json [--plugins FILE] [--formula FILE]" >&2; exit 2 ;;
  esac
done
python3 - "$release" "$plugins" "$formula" << 'PY'
import json, re, sys
release, plugins, formula = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
if plugins:
    text = open("Plugins/ScaffoldPlugins/Package.swift").read()
    local = '.binaryTarget(name: "scaffold", path: "scaffold.artifactbundle.zip")'
    assert local in text, "Plugins/ScaffoldPlugins/Package.swift has no local binary target"
    bundle = release["bundle"]
    text = text.replace(local, f'.binaryTarget(\n      name: "scaffold",\n      url: "{bundle["url"]}",\n'
                               f'      checksum: "{bundle["checksum"]}"\n    )')
    open(plugins, "w").write(text)
if formula:
    text = open("Plugins/Homebrew/Formula/scaffold.rb").read()
    text = re.sub(r'^(  version )"[^"]*"', lambda m: f'{m.group(1)}"{release["version"]}"', text, count=1, flags=re.M)
    for platform, archive in release["archives"].items():
        # `url "…" # platform` then `sha256 "…"` on the next line.
        pattern = re.compile(r'^(\s*url )"[^"]*"( # ' + re.escape(platform) + r')\n(\s*sha256 )"[^"]*"', re.M)
        text, count = pattern.subn(
            lambda m: f'{m.group(1)}"{archive["url"]}"{m.group(2)}\n{m.group(3)}"{archive["sha256"]}"', text)
        assert count == 1, f"the formula has no url line marked '# {platform}'"
    open(formula, "w").write(text)
PY
