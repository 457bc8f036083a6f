#!/usr/bin/env python3
"""Runs the "Install scaffold" step of the documented GitHub Actions recipe against a local release.

usage: run-install-recipe.py WORKFLOW.yml DIST RUNNER_TEMP

The step's script runs as a Linux runner of this machine's architecture would run it, with the release URL
pointed at DIST (file://) and the version at release.json's: it must pick this platform's archive, pass the
SHA256SUMS check and put a `scaffold` on GITHUB_PATH that prints that version.
"""
import json
import os
import platform
import re
import subprocess
import sys

import yaml

workflow, dist, temp = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
version = json.load(open(os.path.join(dist, "release.json")))["version"]
steps = yaml.safe_load(open(workflow))["jobs"]["lint"]["steps"]
step = next(step for step in steps if step.get("name") == "Install scaffold")
script, count = re.subn(r"https://github\.com/scaffold-tools/scaffold/releases/download/v\$SCAFFOLD_VERSION",
                        f"file://{dist}", step["run"])
assert count == 1, "the recipe's release URL changed; update this check"
os.makedirs(temp, exist_ok=True)
github_path = os.path.join(temp, "github_path")
env = dict(os.environ, SCAFFOLD_VERSION=version, RUNNER_OS="Linux", RUNNER_TEMP=temp, GITHUB_PATH=github_path,
           RUNNER_ARCH={"x86_64": "X64", "aarch64": "ARM64"}[platform.machine()])
subprocess.run(["bash", "-e", "-c", script], env=env, check=True)
folder = open(github_path).read().strip()
printed = subprocess.run([os.path.join(folder, "scaffold"), "--version"], capture_output=True, text=True).stdout.strip()
assert printed == version, f"the installed scaffold prints {printed!r}, not {version!r}"
print(f"installed scaffold {printed} from {dist} into {folder}")
