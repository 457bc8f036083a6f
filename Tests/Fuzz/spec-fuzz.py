#!/usr/bin/env python3
"""Spec fuzzer: random module specs, valid by construction but full of names that collide with what the
template sets generate (view-model members, test-double helpers, derived type names, Swift types), run through
`scaffold new-module` for every built-in set.

  spec-fuzz.py run --bin PATH [--runs 5000] [--seed 1] [--jobs 2]
      One run = one spec through one set (`new-module --spec … --preset … --binding … --package --dry-run`).
      A run passes when it exits 0, or exits 2 with every error located at `spec.json:line:col`; a crash,
      another exit code, an unlocated error or a run over 30 s fails. Prints the figures.
  spec-fuzz.py corpus --out DIR [--count 4] [--seed 1]
      Writes specs for the property test (Tests/Fixtures/SpecFuzzPropertyTests).
  spec-fuzz.py compile --bin PATH --out DIR [--per-set 1] [--seed 1]
      For every set, the first seeded specs it accepts are generated as packages and built together as one
      SwiftPM package (one build, shared by all sets): no warnings, and every generated test passes.
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

SETS = [("mvvm", "observation"), ("mvvm", "combine"), ("mvvm", "closures"), ("features", "closures"),
        ("clean", "observation"), ("clean", "combine")]
SET_NAMES = {("mvvm", "observation"): "mvvm", ("mvvm", "combine"): "mvvm-combine",
             ("mvvm", "closures"): "mvvm-closures", ("features", "closures"): "features",
             ("clean", "observation"): "clean", ("clean", "combine"): "clean-combine"}
SYLLABLES = ["ka", "lo", "ri", "zen", "mo", "ta", "vel", "dra", "pi", "nu", "sor", "gle", "fi", "ba", "xo"]
# Names generated code uses itself, or that English inflection gets wrong: the point of fuzzing names.
RISKY_MEMBERS = ["state", "repository", "service", "onUpdate", "navigation", "onNavigate", "isLoading",
                 "actionError", "value", "item", "items", "error", "title", "load", "refresh", "description",
                 "coordinator", "useCase", "fetchResult", "data", "status", "series", "news", "person"]
RISKY_TYPES = ["Series", "News", "Person", "Status", "Category", "Address", "Media", "Settings", "Item",
               "Order", "Download", "Box", "Child", "Quiz"]
PRIMITIVES = ["String", "Int", "Double", "Bool", "Date", "UUID", "Decimal", "URL"]
LOCATED = re.compile(r"^\S+\.json:\d+:\d+: error: ")


def word(rng, upper):
    text = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3)))
    return text.capitalize() if upper else text


def member(rng, taken):
    for _ in range(50):
        name = rng.choice(RISKY_MEMBERS) if rng.random() < 0.3 else word(rng, False)
        if name not in taken:
            taken.add(name)
            return name
    name = word(rng, False) + str(len(taken))
    taken.add(name)
    return name


def type_name(rng, taken, prefix=""):
    for _ in range(50):
        name = prefix + (rng.choice(RISKY_TYPES) if rng.random() < 0.3 else word(rng, True))
        if name not in taken:
            taken.add(name)
            return name
    name = prefix + word(rng, True) + "X" * len(taken)
    taken.add(name)
    return name


def make_spec(seed, suffix=""):
    """A spec the validator should accept in most cases (the random names may still collide)."""
    rng = random.Random(seed)
    types = set()
    module = type_name(rng, types) + suffix
    types.add(module)
    enums = []
    for _ in range(rng.randint(0, 2)):
        cases = sorted({member(rng, set()) for _ in range(rng.randint(1, 4))})
        enums.append({"name": type_name(rng, types), "cases": cases})
    structs = []
    for index in range(rng.randint(1, 3)):
        taken = {"id"}
        fields = [{"name": "id", "type": "UUID"}]
        for _ in range(rng.randint(1, 5)):
            choices = PRIMITIVES + [p + "?" for p in PRIMITIVES] + ["[String]", "[String: Int]"]
            choices += [e["name"] for e in enums] + ["[%s]" % s["name"] for s in structs]
            choices += ["%s?" % s["name"] for s in structs]
            fields.append({"name": member(rng, taken), "type": rng.choice(choices)})
        derived = [module + suffix for suffix in ["Service", "Coordinator", "DTO", "Factory", "ListNavigation"]]
        name = module if index == 0 and rng.random() < 0.5 else type_name(rng, types)
        if index > 0 and rng.random() < 0.2:
            name = rng.choice(derived)
        structs.append({"name": name,
                        "fields": fields})
    if rng.random() < 0.4:
        # A key named like a generated member: it becomes a view-model property and a route parameter.
        risky = rng.choice(RISKY_MEMBERS)
        if all(f["name"] != risky for f in structs[0]["fields"]):
            structs[0]["fields"].append({"name": risky, "type": "UUID"})
    main = structs[0]["name"]
    plural = main + "s"
    http = rng.random() < 0.5
    key = rng.choice(["id"] + [f["name"] for f in structs[0]["fields"] if f["type"] == "UUID"])

    def op(name, params, returns, method, path):
        entry = {"name": name, "params": params, "returns": returns}
        if http:
            entry["http"] = {"method": method, "path": path}
        return entry

    lower = plural[0].lower() + plural[1:]
    operations = [
        op("fetch" + plural, [], "[%s]" % main, "GET", "/" + lower),
        op("fetch" + main, [{"name": key, "type": "UUID"}], main, "GET", "/%s/{%s}" % (lower, key)),
        op("save" + main, [{"name": rng.choice(["item", "value", main[0].lower() + main[1:]]), "type": main}],
           rng.choice([main, "Void"]), "POST", "/" + lower),
        op("delete" + main, [{"name": key, "type": "UUID"}], "Void", "DELETE", "/%s/{%s}" % (lower, key)),
    ]
    taken_ops = {o["name"] for o in operations}
    if rng.random() < 0.2:
        # An operation named like another one's test-double helper.
        helper = "fetch" + plural + "Result"
        taken_ops.add(helper)
        operations.append(op(helper, [], "Int", "GET", "/helper"))
    for _ in range(rng.randint(0, 2)):
        name = member(rng, taken_ops)
        params = [{"name": member(rng, set()), "type": rng.choice(PRIMITIVES)}]
        operations.append(op(name, params, rng.choice(PRIMITIVES + ["Void"]), "GET", "/" + name))
    list_screen = main + "List"
    detail_screen = main + "Detail"
    form_screen = "Edit" + main
    screens = [{"name": list_screen, "kind": "list", "model": main, "load": "fetch" + plural}]
    if rng.random() < 0.5:
        screens[0]["actions"] = ["delete" + main]
    routes = []
    if rng.random() < 0.8:
        screens.append({"name": detail_screen, "kind": "detail", "model": main, "load": "fetch" + main})
        routes.append({"from": list_screen, "to": detail_screen, "params": [{"name": key, "type": "UUID"}]})
    if rng.random() < 0.6:
        form = {"name": form_screen, "kind": "form", "model": main, "submit": "save" + main}
        strings = [f["name"] for f in structs[0]["fields"] if f["type"] == "String"]
        if strings and rng.random() < 0.5:
            form["validations"] = [{"field": strings[0], "rule": "maxLength", "value": rng.randint(1, 200)}]
        screens.append(form)
        routes.append({"from": list_screen, "to": form_screen})
    spec = {"name": module, "ui": rng.choice(["swiftui", "uikit", "both"]),
            "cachePolicy": rng.choice(["cacheFirst", "remoteFirst", "cacheOnly"]),
            "models": structs + enums, "operations": operations, "screens": screens, "routes": routes}
    if http:
        spec["baseURL"] = "https://api.example.com/v1"
    return spec


def new_module(binary, spec_path, preset, binding, output, dry_run=True):
    command = [binary, "new-module", "--spec", spec_path, "--preset", preset, "--binding", binding,
               "--package", "--output", output] + (["--dry-run"] if dry_run else [])
    return subprocess.run(command, capture_output=True, text=True, timeout=30)


def one_run(binary, folder, seed, index):
    preset, binding = SETS[index % len(SETS)]
    path = os.path.join(folder, "spec-%d.json" % index)
    with open(path, "w") as file:
        json.dump(make_spec(seed * 1_000_003 + index // len(SETS)), file, indent=2)
    started = time.monotonic()
    try:
        result = new_module(binary, path, preset, binding, os.path.join(folder, "out-%d" % index))
    except subprocess.TimeoutExpired:
        return index, "fail", 30.0, "timed out after 30 s (%s)" % path
    elapsed = time.monotonic() - started
    if result.returncode == 0:
        os.remove(path)
        return index, "accepted", elapsed, ""
    errors = [line for line in result.stderr.splitlines() if "error:" in line]
    if result.returncode == 2 and errors and all(LOCATED.match(line) for line in errors):
        kind = "clash" if all("template set generates" in line for line in errors) else "refused"
        os.remove(path)
        return index, kind, elapsed, ""
    return index, "fail", elapsed, "exit %d for %s --preset %s --binding %s:\n%s" % (
        result.returncode, path, preset, binding, result.stderr[-2000:])


def run(arguments):
    folder = tempfile.mkdtemp(prefix="spec-fuzz-")
    counts = {"accepted": 0, "refused": 0, "clash": 0, "fail": 0}
    failures = []
    times = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [pool.submit(one_run, arguments.bin, folder, arguments.seed, i) for i in range(arguments.runs)]
        for future in concurrent.futures.as_completed(futures):
            _, kind, elapsed, detail = future.result()
            counts[kind] += 1
            times.append(elapsed)
            if detail:
                failures.append(detail)
    total = time.monotonic() - started
    print("spec-fuzz: %d runs (%d specs x %d sets), seed %d, %.0f s" % (
        arguments.runs, (arguments.runs + len(SETS) - 1) // len(SETS), len(SETS), arguments.seed, total))
    print("  accepted and generated:           %d" % counts["accepted"])
    print("  refused by the spec checks:       %d (every error at file:line:col)" % counts["refused"])
    print("  refused as a clash with the set:  %d (every error at file:line:col)" % counts["clash"])
    print("  failures (crash, hang, unlocated): %d" % counts["fail"])
    print("  slowest run %.2f s, median %.2f s" % (max(times), sorted(times)[len(times) // 2]))
    for detail in failures[:10]:
        print("FAIL " + detail)
    return 1 if counts["fail"] else 0


def corpus(arguments):
    os.makedirs(arguments.out, exist_ok=True)
    for index in range(arguments.count):
        with open(os.path.join(arguments.out, "fuzzed-%d.json" % index), "w") as file:
            json.dump(make_spec(arguments.seed * 7919 + index), file, indent=2)
            file.write("\n")
    return 0


def compile_sample(arguments):
    """Generates the first accepted specs of every set as packages and builds them as one package."""
    os.makedirs(arguments.out, exist_ok=True)
    umbrella = os.path.join(arguments.out, "FuzzSample")
    os.makedirs(os.path.join(umbrella, "Sources"), exist_ok=True)
    os.makedirs(os.path.join(umbrella, "Tests"), exist_ok=True)
    targets = []
    for number, (preset, binding) in enumerate(SETS):
        found = 0
        for attempt in range(200):
            if found == arguments.per_set:
                break
            spec = make_spec(arguments.seed * 104_729 + number * 1000 + attempt, suffix="S%d%d" % (number, found))
            path = os.path.join(arguments.out, "%s-%s-%d.json" % (preset, binding, attempt))
            with open(path, "w") as file:
                json.dump(spec, file, indent=2)
            output = os.path.join(arguments.out, "%s-%s-%d" % (preset, binding, attempt))
            result = new_module(arguments.bin, path, preset, binding, output, dry_run=False)
            if result.returncode != 0:
                continue
            name = spec["name"]
            # The package's module (`<Name>Feature`), which its tests import: the name its manifest gives.
            manifest = open(os.path.join(output, "Package.swift")).read()
            product = re.search(r'^  name: "([^"]*)",$', manifest, re.M).group(1)
            os.rename(os.path.join(output, "Sources", name), os.path.join(umbrella, "Sources", name))
            os.rename(os.path.join(output, "Tests", name + "Tests"), os.path.join(umbrella, "Tests", name + "Tests"))
            targets.append((name, product))
            found += 1
            print("  %s: %s (%s)" % (SET_NAMES[(preset, binding)], name, os.path.basename(path)))
        if found < arguments.per_set:
            print("FAIL %s: fewer than %d of 200 seeded specs accepted" % (SET_NAMES[(preset, binding)],
                                                                          arguments.per_set))
            return 1
    lines = ["// swift-tools-version:6.0", "import PackageDescription", "", "let package = Package(",
             '  name: "FuzzSample",', '  defaultLocalization: "en",', "  platforms: [.iOS(.v17), .macOS(.v14)],",
             "  targets: ["]
    for name, product in targets:
        lines.append('    .target(name: "%s", path: "Sources/%s", resources: [.process("Resources")]),' % (product, name))
        lines.append('    .testTarget(name: "%sTests", dependencies: ["%s"], path: "Tests/%sTests"),'
                     % (product, product, name))
    lines += ["  ],", "  swiftLanguageModes: [.v6]", ")", ""]
    with open(os.path.join(umbrella, "Package.swift"), "w") as file:
        file.write("\n".join(lines))
    log = os.path.join(arguments.out, "build.log")
    started = time.monotonic()
    with open(log, "w") as file:
        built = subprocess.run(["swift", "build", "--build-tests"], cwd=umbrella, stdout=file, stderr=subprocess.STDOUT)
    text = open(log).read()
    if built.returncode != 0:
        print(text[-6000:])
        print("FAIL the fuzzed sample does not build (%s)" % log)
        return 1
    warnings = sorted({line for line in text.splitlines() if "warning:" in line})
    if warnings:
        print("\n".join(warnings[:20]))
        print("FAIL the fuzzed sample builds with warnings")
        return 1
    tested = subprocess.run(["swift", "test", "--skip-build"], cwd=umbrella, capture_output=True, text=True)
    executed = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", tested.stdout + tested.stderr)
    if tested.returncode != 0 or not executed:
        print((tested.stdout + tested.stderr)[-6000:])
        print("FAIL the fuzzed sample's tests fail")
        return 1
    print("spec-fuzz compile: %d modules (%d per set) built without warnings in one package in %.0f s; "
          "%s tests passed" % (len(targets), arguments.per_set, time.monotonic() - started, executed[-1][0]))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run")
    runner.add_argument("--bin", required=True)
    runner.add_argument("--runs", type=int, default=5000)
    runner.add_argument("--seed", type=int, default=1)
    runner.add_argument("--jobs", type=int, default=2)
    writer = commands.add_parser("corpus")
    writer.add_argument("--out", required=True)
    writer.add_argument("--count", type=int, default=4)
    writer.add_argument("--seed", type=int, default=1)
    compiler = commands.add_parser("compile")
    compiler.add_argument("--bin", required=True)
    compiler.add_argument("--out", required=True)
    compiler.add_argument("--per-set", type=int, default=1)
    compiler.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    return {"run": run, "corpus": corpus, "compile": compile_sample}[arguments.command](arguments)


if __name__ == "__main__":
    sys.exit(main())
