#!/usr/bin/env python3
"""Checks the assets .ci/release/assemble.sh wrote against SwiftPM's artifact-bundle format and each other.

usage: check-release.py DIST ARCH

- scaffold.artifactbundle.zip holds one top-level folder `scaffold.artifactbundle/` with `info.json` at its root:
  schemaVersion "1.0", artifacts keyed by name, each with `version`, `type` "executable" and `variants` whose
  `path` names an executable file inside the bundle and whose `supportedTriples` are target triples; no
  variant path escapes the bundle. The host's variant (ARCH-unknown-linux-gnu) is present.
- SHA256SUMS matches every file; release.json's bundle checksum is SwiftPM's (the zip's SHA-256) and each
  archive holds one executable `scaffold` whose bytes are the bundle's.
- ScaffoldPlugins/Package.swift's binary target has release.json's URL and checksum, and no local path.
- scaffold.rb: the version, and for this platform the url and sha256 of release.json.
"""
import hashlib
import json
import os
import re
import stat
import sys
import tarfile
import zipfile

dist, arch = sys.argv[1], sys.argv[2]
problems = []


def expect(condition, message):
    if not condition:
        problems.append(message)


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


release = json.load(open(os.path.join(dist, "release.json")))
version = release["version"]

with zipfile.ZipFile(os.path.join(dist, "scaffold.artifactbundle.zip")) as archive:
    names = archive.namelist()
    expect({name.split("/")[0] for name in names} == {"scaffold.artifactbundle"},
           f"the zip's top level is not one scaffold.artifactbundle folder: {sorted({n.split('/')[0] for n in names})}")
    info = json.loads(archive.read("scaffold.artifactbundle/info.json"))
    expect(info.get("schemaVersion") == "1.0", f"schemaVersion {info.get('schemaVersion')!r}")
    artifacts = info.get("artifacts", {})
    expect(list(artifacts) == ["scaffold"], f"artifacts {list(artifacts)}")
    artifact = artifacts.get("scaffold", {})
    expect(artifact.get("type") == "executable" and artifact.get("version") == version, f"artifact {artifact}")
    triples = []
    for variant in artifact.get("variants", []):
        path = variant.get("path", "")
        expect(not path.startswith("/") and ".." not in path.split("/"), f"variant path escapes: {path}")
        member = "scaffold.artifactbundle/" + path
        expect(member in names, f"variant path {path} is not in the zip")
        if member in names:
            mode = archive.getinfo(member).external_attr >> 16
            expect(mode & stat.S_IXUSR, f"{path} is not executable in the zip (mode {oct(mode)})")
        for triple in variant.get("supportedTriples", []):
            expect(re.fullmatch(r"[a-z0-9_]+-[a-z]+-[a-z0-9.]+(-[a-z]+)?", triple), f"not a triple: {triple}")
            triples.append(triple)
    expect(f"{arch}-unknown-linux-gnu" in triples, f"no {arch}-unknown-linux-gnu variant: {triples}")
    host = next((v["path"] for v in artifact.get("variants", []) if f"{arch}-unknown-linux-gnu" in v["supportedTriples"]), None)
    host_bytes = archive.read("scaffold.artifactbundle/" + host) if host else b""

sums = dict(reversed(line.split()) for line in open(os.path.join(dist, "SHA256SUMS")))
for name, digest in sums.items():
    expect(sha256(os.path.join(dist, name)) == digest, f"SHA256SUMS is wrong for {name}")
expect(release["bundle"]["checksum"] == sums.get("scaffold.artifactbundle.zip"), "the bundle checksum is not the zip's")
expect(release["bundle"]["url"].endswith("/scaffold.artifactbundle.zip"), f"bundle url {release['bundle']['url']}")
platform = f"linux-{arch}"
expect(platform in release["archives"], f"no archive for {platform}: {list(release['archives'])}")
for name, entry in release["archives"].items():
    file = f"scaffold-{version}-{name}.tar.gz"
    expect(entry["url"].endswith("/" + file) and entry["sha256"] == sums.get(file), f"release.json archive {name}")
    with tarfile.open(os.path.join(dist, file)) as archive:
        members = archive.getmembers()
        expect([m.name for m in members] == ["scaffold"] and members[0].mode & 0o111, f"{file}: {members}")
        if name == platform:
            expect(archive.extractfile(members[0]).read() == host_bytes, f"{file} is not the bundle's binary")

manifest = open(os.path.join(dist, "ScaffoldPlugins", "Package.swift")).read()
expect(f'url: "{release["bundle"]["url"]}"' in manifest and f'checksum: "{release["bundle"]["checksum"]}"' in manifest,
       "the plugin manifest does not name the bundle's URL and checksum")
expect("path: \"scaffold.artifactbundle.zip\"" not in manifest, "the plugin manifest still has the local path")

formula = open(os.path.join(dist, "scaffold.rb")).read()
expect(re.search(r'^  version "([^"]+)"', formula, re.M).group(1) == version, "formula version")
entry = re.search(r'url "([^"]+)" # ' + re.escape(platform) + r'\n\s*sha256 "([0-9a-f]{64})"', formula)
expect(entry and entry.groups() == (release["archives"][platform]["url"], release["archives"][platform]["sha256"]),
       f"formula url/sha256 for {platform}: {entry and entry.groups()}")

if problems:
    print("\n".join("check-release: " + p for p in problems), file=sys.stderr)
    sys.exit(1)
print(f"release {version}: {len(triples)} triple(s), {len(release['archives'])} archive(s), checksums and formula agree")
