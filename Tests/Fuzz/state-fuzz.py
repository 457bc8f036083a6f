#!/usr/bin/env python3
"""Structured fuzzer for the files scaffold reads from a repository: `.scaffold/journal.json`, the module
manifests `.scaffold/modules/<Name>.json` and `scaffold.json`. Each input is a valid file mutated (path
attacks, duplicates, wrong types, huge numbers, deep nesting, huge strings and escapes, truncation, invalid
UTF-8, random bytes), put into a fresh copy of a small project, and read by one of the commands that read it.

  state-fuzz.py run --bin PATH --kind journal|manifest|config [--runs 5000] [--seed 1] [--jobs 2]
                    [--max-seconds S]   (stops starting inputs after S seconds; says how many ran)

The project (a generated module Order, scaffold.json, a spec) lies beside a sentinel folder holding copies
of the module's files, and contains a symbolic link `link` to the sentinel, so a path that escapes (absolute,
`..`, through the link) names a file whose bytes match what the manifest records. A run passes when it ends
with exit 0 to 3 (no signal, no runtime trap), within 60 s, using at most 2 s of CPU plus 2 s per MB of
input (linear), and when the sentinel (every path, kind and byte) is as it was. Prints the figures; exits 1 on any failure, with the
failing inputs kept.
"""
import argparse
import concurrent.futures
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

# A run still going after this long (wall clock) is a hang.
TIMEOUT = 60
# A run using more CPU time (user + system) than this, plus the same again per MB of input, is taken as
# super-linear. CPU time, not wall time: the machine may be busy with other work.
SLOW_BASE, SLOW_PER_MB = 2.0, 2.0
COMMANDS = {
    "journal": [["repair"], ["new-module", "Other", "--dry-run"], ["new-module", "Other"], ["update"],
                ["destroy", "Order"], ["check"]],
    "manifest": [["check"], ["update"], ["update", "--dry-run"], ["destroy", "Order"],
                 ["destroy", "Order", "--dry-run"], ["new-module", "Order", "--dry-run"], ["lint"]],
    "config": [["new-module", "Other", "--dry-run"], ["new-module", "Other"], ["check"], ["update"],
               ["destroy", "Order"], ["lint"], ["repair"]],
}
CRASH_MARKS = ("Fatal error", "Swift runtime failure", "Illegal instruction", "Segmentation fault",
               "Stack dump", "AddressSanitizer")


def run_measured(arguments, cwd, stdin=b""):
    """Runs a command to its end or TIMEOUT; (exit code or None for a hang, stderr, CPU seconds, wall seconds).
    A signal is a negative code."""
    with tempfile.TemporaryFile() as source, tempfile.TemporaryFile() as errors:
        source.write(stdin)
        source.seek(0)
        started = time.monotonic()
        process = subprocess.Popen(arguments, cwd=cwd, stdin=source, stdout=subprocess.DEVNULL, stderr=errors)
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - started > TIMEOUT:
                process.kill()
                _, status, usage = os.wait4(process.pid, 0)
                process.returncode = -9
                return None, "", usage.ru_utime + usage.ru_stime, time.monotonic() - started
            time.sleep(0.002)
        process.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        text = errors.read().decode(errors="replace")
        return process.returncode, text, usage.ru_utime + usage.ru_stime, time.monotonic() - started


def snapshot(folder):
    entries = {}
    for parent, folders, files in os.walk(folder):
        for name in folders + files:
            path = os.path.join(parent, name)
            relative = os.path.relpath(path, folder)
            if os.path.islink(path):
                entries[relative] = ("link", os.readlink(path))
            elif os.path.isdir(path):
                entries[relative] = ("folder", os.stat(path).st_mode & 0o777)
            else:
                with open(path, "rb") as file:
                    entries[relative] = ("file", file.read(), os.stat(path).st_mode & 0o777)
    return entries


def prepare(binary, base):
    """The project every input starts from, and the sentinel beside it (returned: its folder)."""
    project = os.path.join(base, "project")
    sentinel = os.path.join(base, "sentinel")
    os.makedirs(project)
    run = lambda *arguments: subprocess.run([binary] + list(arguments), cwd=project, check=True,
                                            capture_output=True)
    run("init")
    run("new-module", "Order")
    with open(os.path.join(project, "README.md"), "w") as file:
        file.write("the project\n")
    shutil.copytree(os.path.join(project, "Modules"), os.path.join(sentinel, "Modules"))
    shutil.copytree(os.path.join(project, "Tests"), os.path.join(sentinel, "Tests"))
    os.makedirs(os.path.join(sentinel, "empty"))
    with open(os.path.join(sentinel, "file.txt"), "w") as file:
        file.write("must stay\n")
    with open(os.path.join(sentinel, "src.txt"), "w") as file:
        file.write("would replace file.txt\n")
    os.symlink("../sentinel", os.path.join(project, "link"))
    shutil.copytree(sentinel, sentinel + "-pristine", symlinks=True)
    return project, sentinel


def restore(sentinel, before):
    """Puts the sentinel back after a run changed it, so the next runs are judged on their own."""
    if snapshot(sentinel) != before:
        shutil.rmtree(sentinel)
        shutil.copytree(sentinel + "-pristine", sentinel, symlinks=True)


# MARK: valid inputs


def valid_journal(project, rng):
    """A journal of a run killed while placing: an overwritten file with its backup, a new one, a removal."""
    files = sorted(os.path.relpath(os.path.join(parent, name), project)
                   for parent, _, names in os.walk(os.path.join(project, "Modules")) for name in names)
    chosen = rng.sample(files, 3)
    suffix = ".scaffold-%d" % rng.randint(0, 2**32 - 1)

    def side(path, extra=""):
        return os.path.join(os.path.dirname(path), "." + os.path.basename(path) + suffix + extra)

    entries = [
        {"target": chosen[0], "temporary": side(chosen[0]), "backup": side(chosen[0], ".backup"), "digest": "0:0"},
        {"target": "Modules/Order/New.swift", "temporary": "Modules/Order/." + "New.swift" + suffix,
         "digest": "1f:9"},
        {"target": chosen[1], "temporary": side(chosen[1]), "backup": side(chosen[1], ".backup"), "digest": "0:0"},
    ]
    stage = rng.choice(["writing", "placing", "placed"])
    journal = {"stage": stage, "directories": ["Modules/Order/Extra"], "files": entries}
    # The files such a run leaves: temporaries, a backup holding the earlier content.
    side_files = {entries[0]["temporary"]: "new\n", entries[1]["temporary"]: "new\n"}
    with open(os.path.join(project, chosen[0]), "rb") as file:
        side_files[entries[0]["backup"]] = file.read().decode()
    return journal, side_files


def valid_manifest(project, rng):
    with open(os.path.join(project, ".scaffold", "modules", "Order.json")) as file:
        return json.load(file), {}


def valid_config(project, rng):
    with open(os.path.join(project, "scaffold.json")) as file:
        return json.load(file), {}


VALID = {"journal": valid_journal, "manifest": valid_manifest, "config": valid_config}
TARGET = {"journal": ".scaffold/journal.json", "manifest": ".scaffold/modules/Order.json", "config": "scaffold.json"}


# MARK: mutations


def attack_paths(sentinel, original):
    """Paths that leave the project, or name scaffold's own state, for a path field that held `original`."""
    name = original if isinstance(original, str) and original else "Modules/Order/Model/Order.swift"
    return [
        os.path.join(sentinel, name), sentinel + "/file.txt", sentinel, sentinel + "/empty", sentinel + "/",
        "../sentinel/" + name, "../sentinel/file.txt", "../sentinel", "../sentinel/src.txt",
        "Modules/../../sentinel/" + name, "./../sentinel/file.txt", "Modules/Order/../../../sentinel/empty",
        "link/" + name, "link/file.txt", "link", "link/empty", "link/../sentinel/file.txt",
        ".scaffold/lock", ".scaffold/journal.json", ".scaffold", ".scaffold/modules/Order.json", ".scaffold/modules",
        "", ".", "..", "/", "//", "a//b", "./" + name, name + "/", name + "/..", "scaffold.json", "README.md",
        "x" * 300, "Modules/\u0000/x", "Modules/Order/\n", "~/x", "$HOME/x", "\\..\\..\\sentinel\\file.txt",
        "file:///etc/passwd", "/dev/null", "/dev/zero", "/proc/self/mem", "/etc/passwd",
    ]


def paths_in(value, trail=()):
    """Every (trail, key or index, string) in a JSON value."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str):
                found.append((value, key, item))
            found.extend(paths_in(item))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, str):
                found.append((value, index, item))
            found.extend(paths_in(item))
    return found


def containers(value):
    found = [value] if isinstance(value, (dict, list)) else []
    for item in (value.values() if isinstance(value, dict) else value if isinstance(value, list) else []):
        found.extend(containers(item))
    return found


ODD_VALUES = [None, True, False, 0, -1, 1.5, 2**63, -2**63 - 1, 10**40, 1e308, -1e308, 5e-324, "", "x",
              [], {}, [[]], {"": ""}, "\u0000", "\ud7ff", "€", "𝄞" * 10, " ", "\t\n"]


GROWING = (7, 8)


def mutate_value(value, rng, sentinel, may_grow=True):
    """One structural mutation of a JSON value, in place where it can be; returns the new value and whether it
    was one that grows the value (huge strings, repeated entries). One such mutation per input: compounded,
    they grow without bound (a list repeated a thousand times, holding lists repeated a thousand times) and
    the time goes to building the input, not to reading it."""
    kind = rng.randrange(10)
    if not may_grow and kind in GROWING:
        kind = rng.randrange(7)
    strings = paths_in(value)
    holders = containers(value)
    if kind <= 2 and strings:
        holder, key, original = rng.choice(strings)
        holder[key] = rng.choice(attack_paths(sentinel, original))
    elif kind == 3 and holders:
        holder = rng.choice(holders)
        if isinstance(holder, list) and holder:
            holder.insert(rng.randrange(len(holder) + 1), copy.deepcopy(rng.choice(holder)))
        elif isinstance(holder, dict) and holder:
            key = rng.choice(list(holder))
            holder[key + rng.choice(["", "2", "_"])] = copy.deepcopy(holder[key])
    elif kind == 4 and holders:
        holder = rng.choice(holders)
        if holder:
            key = rng.choice(list(holder) if isinstance(holder, dict) else range(len(holder)))
            holder[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif kind == 5 and holders:
        holder = rng.choice(holders)
        if isinstance(holder, dict) and holder:
            del holder[rng.choice(list(holder))]
        elif isinstance(holder, list) and holder:
            del holder[rng.randrange(len(holder))]
    elif kind == 6:
        # A marker that serialize() expands, as Python's own encoder recurses and would overflow.
        nested = "\u0001deep%d%s\u0001" % (rng.choice([100, 1000, 10000, 100000]), rng.choice("[{"))
        target = rng.choice(holders) if holders else None
        if isinstance(target, dict) and target:
            target[rng.choice(list(target))] = nested
        elif isinstance(target, list) and target:
            target[rng.randrange(len(target))] = nested
        else:
            value = nested
    elif kind == 7 and strings:
        holder, key, original = rng.choice(strings)
        size = rng.choice([10**3, 10**5, 10**6])
        holder[key] = rng.choice([original * (size // max(1, len(original))), "\n" * size, "\\" * size,
                                  "\u00e9" * size, "/" * size, "../" * (size // 3), "a/" * (size // 2)])
    elif kind == 8 and holders:
        holder = rng.choice(holders)
        # Repeated up to about 4 MB: many entries, not one huge input.
        times = max(1, min(rng.choice([2, 100, 1000]), (4 << 20) // max(1, len(json.dumps(holder)))))
        if isinstance(holder, list):
            holder.extend(copy.deepcopy(holder) * times)
        elif holder:
            key = rng.choice(list(holder))
            holder[key] = [copy.deepcopy(holder[key])] * times
    else:
        value = copy.deepcopy(rng.choice(ODD_VALUES + [[value], {"a": value}]))
    return value, kind in GROWING


# The largest input made: mutations compound (a list repeated a thousand times, of megabyte strings), and
# gigabytes test the disk, not the reader.
MAX_INPUT = 8 << 20


def serialize(value, rng):
    text = json.dumps(value, indent=rng.choice([None, 2]), ensure_ascii=rng.random() < 0.5)
    if len(text) > MAX_INPUT:
        text = text[:MAX_INPUT]
    while "\"\\u0001deep" in text:
        start = text.index("\"\\u0001deep")
        end = text.index("\\u0001\"", start + 1) + len("\\u0001\"")
        depth, bracket = int(text[start + 11:end - 8]), text[end - 8]
        deep = "[" * depth + "1" + "]" * depth if bracket == "[" else '{"a":' * depth + "1" + "}" * depth
        text = text[:start] + deep + text[end:]
    data = text.encode("utf-8", "surrogatepass")
    kind = rng.randrange(12)
    if kind == 0 and data:
        data = data[:rng.randrange(len(data))]
    elif kind == 1 and data:
        at = rng.randrange(len(data))
        data = data[:at] + rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80",
                                       b"\x00", b"\xef\xbb\xbf", b"\xc0\xaf"]) + data[at:]
    elif kind == 2 and data:
        data = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        data = bytes(data)
    elif kind == 3:
        data = b"\xef\xbb\xbf" + data
    elif kind == 4:
        data = data + rng.choice([b"\n", b" garbage", b"}", b"]]]", b"\x00"])
    elif kind == 5:
        # Duplicate keys: JSON allows them, a reader must pick one and stay sane.
        data = data.replace(b'{"', b'{"stage": "placed", "path": "../sentinel/file.txt", "', 1)
    elif kind == 6:
        data = rng.choice([b"", b"null", b"[]", b"{}", b"\"", b"{", b"[" * 100000, b"1e999999", b"-",
                           b'{"a":' * 50000, b"\"\\u0000\"", b"\"\\ud800\"", b"nan", b"Infinity"])
    return data


def one_run(binary, kind, base, project, sentinel, before, seed, index, keep):
    rng = random.Random(seed * 1_000_003 + index)
    work = os.path.join(base, "run-%d" % index)
    os.makedirs(work)
    copy_project = os.path.join(work, "project")
    shutil.copytree(project, copy_project, symlinks=True)
    # The link to the sentinel must lead to the real one: it sits beside the copied project too.
    os.symlink(sentinel, os.path.join(work, "sentinel"))
    value, side_files = VALID[kind](copy_project, rng)
    may_grow = True
    for _ in range(rng.choice([0, 1, 1, 2, 3])):
        value, grew = mutate_value(value, rng, sentinel, may_grow)
        may_grow = may_grow and not grew
    data = serialize(value, rng)
    for path, text in side_files.items():
        full = os.path.join(copy_project, path)
        if os.path.isdir(os.path.dirname(full)):
            with open(full, "w") as file:
                file.write(text)
    target = os.path.join(copy_project, TARGET[kind])
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as file:
        file.write(data)
    command = COMMANDS[kind][index % len(COMMANDS[kind])]
    code, stderr, elapsed, _ = run_measured([binary] + command, copy_project)
    problem = None
    if code is None:
        problem = "hang: no answer in %d s" % TIMEOUT
    elif code < 0 or code >= 128 or any(mark in stderr for mark in CRASH_MARKS):
        problem = "crash: exit %d\n%s" % (code, stderr[-1500:])
    elif code > 3:
        problem = "exit %d\n%s" % (code, stderr[-1500:])
    elif elapsed > SLOW_BASE + SLOW_PER_MB * len(data) / 1e6:
        problem = "slow: %.1f s of CPU for %d bytes" % (elapsed, len(data))
    if snapshot(sentinel) != before:
        problem = "the sentinel changed (exit %s)\n%s" % (code, stderr[-1500:])
    if problem:
        saved = os.path.join(keep, "%s-%d.json" % (kind, index))
        with open(saved, "wb") as file:
            file.write(data)
        problem = "input %d (%s, kept as %s): %s" % (index, " ".join(command), saved, problem)
    shutil.rmtree(work)
    return code, elapsed, len(data), problem


def run(arguments):
    base = tempfile.mkdtemp(prefix="state-fuzz-")
    keep = tempfile.mkdtemp(prefix="state-fuzz-failures-")
    project, sentinel = prepare(os.path.abspath(arguments.bin), base)
    before = snapshot(sentinel)
    codes = {}
    failures = []
    times = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [pool.submit(one_run, os.path.abspath(arguments.bin), arguments.kind, base, project, sentinel,
                               before, arguments.seed, i, keep) for i in range(arguments.runs)]
        for future in concurrent.futures.as_completed(futures):
            if future.cancelled():
                continue
            if arguments.max_seconds and time.monotonic() - started > arguments.max_seconds:
                for pending in futures:
                    pending.cancel()
            code, elapsed, size, problem = future.result()
            codes[code] = codes.get(code, 0) + 1
            times.append((elapsed, size))
            if problem:
                failures.append(problem)
                restore(sentinel, before)
    total = time.monotonic() - started
    slowest = max(times)
    print("state-fuzz %s: %d inputs, seed %d, %.0f s; exit codes %s" % (
        arguments.kind, len(times), arguments.seed, total,
        ", ".join("%s: %d" % (code, count) for code, count in sorted(codes.items(), key=lambda c: str(c[0])))))
    print("  largest input %d bytes; most CPU in one run %.2f s (%d bytes); median %.3f s" % (
        max(size for _, size in times), slowest[0], slowest[1], sorted(times)[len(times) // 2][0]))
    print("  failures (crash, hang, super-linear, sentinel changed): %d" % len(failures))
    for detail in failures[:10]:
        print("FAIL " + detail)
    shutil.rmtree(base)
    if not failures:
        shutil.rmtree(keep)
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run")
    runner.add_argument("--bin", required=True)
    runner.add_argument("--kind", required=True, choices=sorted(VALID))
    runner.add_argument("--runs", type=int, default=5000)
    runner.add_argument("--seed", type=int, default=1)
    runner.add_argument("--jobs", type=int, default=2)
    runner.add_argument("--max-seconds", type=float, default=0, help="stop starting runs after this long")
    arguments = parser.parse_args()
    return run(arguments)


if __name__ == "__main__":
    sys.exit(main())
