#!/usr/bin/env python3
"""Checks an edited project.pbxproj with the Python readers Xcode tooling relies on, independently of scaffold.

usage: check-xcodeproj.py PROJECT.pbxproj APP_TARGET TEST_TARGET FILE... [--gone FILE...]
       (TEST_TARGET `none`: tests stay out of the app)

Both `openstep_parser` and `pbxproj` (mod-pbxproj) must load the file. Each FILE (absolute) must be a member
of exactly its target (a path containing /Tests/ belongs to TEST_TARGET, others to APP_TARGET) and not of
the other one: through a synchronized folder (and its exception sets) or through a file reference whose
group chain resolves to the file's path and exactly one build file in the target's Sources phase. A language's
file of a localized resource (`en.lproj/Order.strings`) is a member through its variant group: a file reference
inside a PBXVariantGroup that exactly one build file of the target's Resources phase names.
Each FILE after `--gone` (a file no longer generated) must have no reference left: no file reference resolving
to it, no build file of such a reference, no exception-set entry naming it, and no group or variant group left
without children.
"""
import os
import sys

import openstep_parser
from pbxproj import XcodeProject

project_file, app_name, test_name, *files = sys.argv[1:]
gone = files[files.index("--gone") + 1:] if "--gone" in files else []
files = files[:files.index("--gone")] if "--gone" in files else files
XcodeProject.load(project_file)
with open(project_file, encoding="utf-8") as handle:
    plist = openstep_parser.OpenStepDecoder.ParseFromString(handle.read())
objects = plist["objects"]
root = objects[plist["rootObject"]]
source_root = os.path.normpath(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(project_file))),
                                            root.get("projectDirPath", "")))
targets = {objects[t]["name"]: t for t in root["targets"]}

paths = {}  # object id -> absolute path of the file or folder it stands for
parents = {}  # object id -> the group or variant group holding it


def walk(oid, parent):
    obj = objects[oid]
    tree = obj.get("sourceTree", "<group>")
    base = parent if tree == "<group>" else source_root if tree == "SOURCE_ROOT" else None
    if base is None:
        return
    here = os.path.normpath(os.path.join(base, obj.get("path", "")))
    paths[oid] = here
    for child in obj.get("children", []) if obj["isa"] in ("PBXGroup", "PBXVariantGroup") else []:
        walk(child, here)
        parents[child] = oid


walk(root["mainGroup"], source_root)


def memberships(path, target_id):
    """How many ways `path` is a member of the target (0 = not a member)."""
    target = objects[target_id]
    count = 0
    for gid, folder in paths.items():
        group = objects[gid]
        if group["isa"] != "PBXFileSystemSynchronizedRootGroup" or not path.startswith(folder + "/"):
            continue
        entry = os.path.relpath(path, folder)
        synced = gid in target.get("fileSystemSynchronizedGroups", [])
        listed = any(objects[e].get("target") == target_id and entry in objects[e].get("membershipExceptions", [])
                     for e in group.get("exceptions", []))
        count += synced != listed
    sources = [objects[p] for p in target["buildPhases"] if objects[p]["isa"] == "PBXSourcesBuildPhase"]
    refs = {oid for oid, p in paths.items() if p == path and objects[oid]["isa"] == "PBXFileReference"}
    for phase in sources:
        count += sum(1 for b in phase["files"] if objects[b].get("fileRef") in refs)
    variants = {parents[r] for r in refs if objects[parents.get(r, r)]["isa"] == "PBXVariantGroup"}
    resources = [objects[p] for p in target["buildPhases"] if objects[p]["isa"] == "PBXResourcesBuildPhase"]
    for phase in resources:
        count += sum(1 for b in phase["files"] if objects[b].get("fileRef") in variants)
    return count


problems = []
for path in files:
    is_test = "/Tests/" in path
    want, other = (test_name, app_name) if is_test else (app_name, test_name)
    if want == "none":  # no test target: the file must at least stay out of the app
        if memberships(path, targets[other]) != 0:
            problems.append(f"{path}: a test compiled into {other}")
        continue
    got = memberships(path, targets[want])
    if got != 1:
        problems.append(f"{path}: member of {want} {got} times, expected once")
    if other != "none" and path.endswith(".swift") and memberships(path, targets[other]) != 0:
        problems.append(f"{path}: also a member of {other}")
for path in gone:
    refs = {oid for oid, p in paths.items() if p == path}
    if refs:
        problems.append(f"{path}: still referenced by {', '.join(sorted(refs))}")
    if any(objects[b].get("fileRef") in refs for b in objects if objects[b]["isa"] == "PBXBuildFile"):
        problems.append(f"{path}: a build file still names it")
    for gid, folder in paths.items():
        for e in objects[gid].get("exceptions", []) if path.startswith(folder + "/") else []:
            if os.path.relpath(path, folder) in objects[e].get("membershipExceptions", []):
                problems.append(f"{path}: still listed by the exception set {e}")
empty = [gid for gid in paths
         if objects[gid]["isa"] in ("PBXGroup", "PBXVariantGroup") and not objects[gid].get("children")]
if gone and empty:
    problems.append(f"groups left without children: {', '.join(sorted(empty))}")
if problems:
    sys.exit("\n".join(problems))
print(f"{os.path.basename(project_file)}: {len(files)} files, each in its target exactly once"
      + (f"; {len(gone)} removed files, no reference left" if gone else ""))
