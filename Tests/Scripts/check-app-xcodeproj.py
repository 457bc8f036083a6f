#!/usr/bin/env python3
"""Checks the .xcodeproj of an app made by `scaffold new-app`, independently of scaffold.

usage: check-app-xcodeproj.py APP_DIR NAME

Both `openstep_parser` and `pbxproj` (mod-pbxproj) must load APP_DIR/NAME.xcodeproj/project.pbxproj. It must
have an application target NAME and a unit-test target NAME + "Tests" that depends on it; the app target must
link the product NAME + "Modules" of a local package at the app root (whose Package.swift declares that
product); every synchronized folder must exist, and each folder an exception set lists must exist in it;
the shared scheme must name both targets and run every test target of the package (Package.swift's modules'
and Core's); both targets must carry Xcode 26's recommended settings (approachable concurrency, automatic
signing; main-actor default isolation in the app target), the project and scheme must be upgraded to Xcode 26,
the app target's configurations must be based on an xcconfig that exists and sets its bundle identifier, and the
asset catalog must hold the app icon and accent colour sets the build settings name, as Xcode's templates make them.
"""
import json
import os
import re
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

# The package's test targets: Core's and one per module of the `modules` list.
with open(os.path.join(app_dir, "Package.swift"), encoding="utf-8") as handle:
    package = handle.read()
region = re.search(r"// scaffold:begin modules\n(.*?)// scaffold:end modules", package, re.S)
modules = re.findall(r'^\s*"(\w+)",', region.group(1), re.M) if region else []
if not modules:
    problems.append("Package.swift lists no modules")
# A module's target is the module's name with the suffix the manifest's `featureTarget` appends (`CartFeature`).
suffix = re.search(r'func featureTarget\(_ module: String\) -> String \{ module \+ "(\w*)" \}', package)
if not suffix:
    problems.append("Package.swift has no featureTarget function naming the modules' targets")
for target in ["CoreTests"] + [f"{module}{suffix.group(1) if suffix else ''}Tests" for module in modules]:
    if not re.search(rf'BlueprintName = "{target}"\s*ReferencedContainer = "container:">', scheme):
        problems.append(f"the scheme's test action does not run the package's {target}")
testables = re.search(r"<Testables>(.*)</Testables>", scheme, re.S)
if not testables or testables.group(1).count("<TestableReference") != 2 + len(modules):
    problems.append("the scheme's test action does not run exactly the app's tests, CoreTests and each module's")
if 'LastUpgradeVersion = "2600"' not in scheme:
    problems.append("the scheme is not upgraded to Xcode 26")
if root.get("attributes", {}).get("LastUpgradeCheck") != "2600":
    problems.append("the project's LastUpgradeCheck is not 2600")


def settings(target):
    configurations = objects[target["buildConfigurationList"]]["buildConfigurations"]
    return [(objects[c], objects[c]["buildSettings"]) for c in configurations]


expected = {"SWIFT_APPROACHABLE_CONCURRENCY": "YES", "CODE_SIGN_STYLE": "Automatic"}
for target, extra in ((app, {"SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"}), (tests, {})):
    for configuration, values in settings(target or {"buildConfigurationList": None}) if target else []:
        for key, value in {**expected, **extra}.items():
            if values.get(key) != value:
                problems.append(f"{target['name']} {configuration['name']}: {key} is not {value}")
catalog = None
for configuration, values in settings(app) if app else []:
    anchor = configuration.get("baseConfigurationReferenceAnchor")
    relative = configuration.get("baseConfigurationReferenceRelativePath")
    if not anchor or not relative:
        problems.append(f"{name} {configuration['name']}: no base configuration (xcconfig)")
        continue
    xcconfig = os.path.join(paths.get(anchor, "?"), relative)
    if anchor not in (app or {}).get("fileSystemSynchronizedGroups", []) or not os.path.isfile(xcconfig):
        problems.append(f"{name} {configuration['name']}: base configuration {relative} is not in the app's folders")
        continue
    with open(xcconfig, encoding="utf-8") as handle:
        if not re.search(r"^PRODUCT_BUNDLE_IDENTIFIER = \S+", handle.read(), re.M):
            problems.append(f"{relative} sets no PRODUCT_BUNDLE_IDENTIFIER")
    if "PRODUCT_BUNDLE_IDENTIFIER" in values:
        problems.append(f"{name} {configuration['name']}: the target's bundle identifier overrides the xcconfig's")
    catalogs = [os.path.join(dirpath, d) for gid in app.get("fileSystemSynchronizedGroups", [])
                for dirpath, dirs, _ in os.walk(paths[gid]) for d in dirs if d.endswith(".xcassets")]
    if len(catalogs) != 1:
        problems.append(f"the app's folders hold {len(catalogs)} asset catalogs, not one")
        continue
    catalog = catalogs[0]
    for key, kind in (("ASSETCATALOG_COMPILER_APPICON_NAME", "appiconset"),
                      ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "colorset")):
        set_name = values.get(key)
        contents = os.path.join(catalog, f"{set_name}.{kind}", "Contents.json")
        if not set_name or not os.path.isfile(contents):
            problems.append(f"{name} {configuration['name']}: {key} names no {kind} in {catalog}")
            continue
        with open(contents, encoding="utf-8") as handle:
            data = json.load(handle)
        if data.get("info") != {"author": "xcode", "version": 1}:
            problems.append(f"{contents}: info is not Xcode's")
        if kind == "appiconset":
            icons = [i for i in data.get("images", []) if i.get("size") == "1024x1024" and i.get("platform") == "ios"]
            looks = sorted(a["value"] for i in icons for a in i.get("appearances", []))
            if len(icons) != 3 or looks != ["dark", "tinted"]:
                problems.append(f"{contents}: not the single-size iOS icon set (any, dark, tinted) of Xcode's template")
        elif [c.get("idiom") for c in data.get("colors", [])] != ["universal"]:
            problems.append(f"{contents}: not a universal colour as Xcode's template makes it")
if catalog:
    with open(os.path.join(catalog, "Contents.json"), encoding="utf-8") as handle:
        if json.load(handle).get("info") != {"author": "xcode", "version": 1}:
            problems.append(f"{catalog}/Contents.json: info is not Xcode's")
for problem in problems:
    print(f"{project_file}: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
