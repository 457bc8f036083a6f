#!/usr/bin/env python3
"""Checks the .xcodeproj of an app made by `scaffold new-app`, independently of scaffold.

usage: check-app-xcodeproj.py APP_DIR NAME

Both `openstep_parser` and `pbxproj` (mod-pbxproj) must load APP_DIR/NAME.xcodeproj/project.pbxproj. It must
have an application target NAME and a unit-test target NAME + "Tests" that depends on it; the app target must
link the product NAME + "Modules" of a local package at the app root (whose Package.swift declares that
product); every synchronized folder must exist, and each folder an exception set lists must exist in it;
the shared scheme must name both targets.
"""
import os
import sys

import openstep_parser
from pbxproj import XcodeProject

app_dir, name = sys.argv[1:]
project_file = os.path.join(app_dir, f"{name}.xcodeproj", "project.pbxproj")
problems = []
XcodeProject.load(project_file)
with open(project_file, encoding="utf-8") as handle:
    plist = openstep_parser.OpenStepDecoder.ParseFromString(handle.read())
objects = plist["objects"]
root = objects[plist["rootObject"]]
targets = {objects[t]["name"]: objects[t] for t in root["targets"]}
app = targets.get(name)
tests = targets.get(f"{name}Tests")
if not app or app.get("productType") != "com.apple.product-type.application":
    problems.append(f"no application target {name}")
if not tests or tests.get("productType") != "com.apple.product-type.bundle.unit-test":
    problems.append(f"no unit-test target {name}Tests")
elif app and not any(objects[objects[d]["target"]] is app for d in tests.get("dependencies", [])):
    problems.append("the test target does not depend on the app target")

products = [objects[p] for p in (app or {}).get("packageProductDependencies", [])]
if not any(p.get("productName") == f"{name}Modules" and objects[p["package"]]["isa"] == "XCLocalSwiftPackageReference"
           and os.path.normpath(os.path.join(app_dir, objects[p["package"]]["relativePath"])) == os.path.normpath(app_dir)
           for p in products if "package" in p):
    problems.append(f"the app target does not link {name}Modules of the local package at the app root")
with open(os.path.join(app_dir, "Package.swift"), encoding="utf-8") as handle:
    if f'.library(name: "{name}Modules"' not in handle.read():
        problems.append(f"Package.swift declares no {name}Modules product")
frameworks = [objects[p] for p in (app or {}).get("buildPhases", []) if objects[p]["isa"] == "PBXFrameworksBuildPhase"]
if not any(objects[f].get("productRef") in (app or {}).get("packageProductDependencies", [])
           for phase in frameworks for f in phase["files"]):
    problems.append("the app target's Frameworks phase does not link the package product")

paths = {}


def walk(oid, parent):
    obj = objects[oid]
    here = os.path.normpath(os.path.join(parent, obj.get("path", "")))
    paths[oid] = here
    for child in obj.get("children", []) if obj["isa"] == "PBXGroup" else []:
        walk(child, here)


walk(root["mainGroup"], app_dir)
synced = 0
for target in (app, tests):
    for gid in (target or {}).get("fileSystemSynchronizedGroups", []):
        synced += 1
        folder = paths.get(gid)
        if folder is None or not os.path.isdir(folder):
            problems.append(f"synchronized folder {objects[gid].get('path')} is not in the main group or missing")
            continue
        for eid in objects[gid].get("exceptions", []):
            for entry in objects[eid].get("membershipExceptions", []):
                if not os.path.exists(os.path.join(folder, entry)):
                    problems.append(f"exception {entry} of {objects[gid]['path']} does not exist")
if synced < 2:
    problems.append("fewer than two synchronized folders")
with open(os.path.join(app_dir, f"{name}.xcodeproj", "xcshareddata", "xcschemes", f"{name}.xcscheme"),
          encoding="utf-8") as handle:
    scheme = handle.read()
for target in (name, f"{name}Tests"):
    if f'BlueprintName = "{target}"' not in scheme:
        problems.append(f"the scheme does not name {target}")
for problem in problems:
    print(f"{project_file}: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
