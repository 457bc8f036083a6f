#!/usr/bin/env python3
"""Lint cache fuzzer: random edits to a copy of an app, each followed by a lint run that uses the cache and
one that does not (`--no-cache`); the two must print the same, byte for byte, on stdout and stderr, and exit
alike.

  lint-cache-fuzz.py --bin PATH [DIR] [--config FILE] [--steps 200] [--seed 1] [--keep]
      DIR      the app to copy (default: a synthetic app, Benchmarks/make_app.py --features 6 --violations 8);
               only its Swift files and scaffold.json are copied
      --steps  edit steps; a step makes one edit, or two to four at once
      --keep   keep the copy (it is kept anyway when a step fails, to reproduce)

The edits are the ones that decide which path a cached run takes: a comment or a reference added (the
record's findings of the other files still hold), a reference taken away again (one to another feature's
type adds or removes an edge of a feature cycle, which the other files' findings may not hold), an import
or a suppression added, a type renamed, declared twice or under a lowercase name, a file moved to another
layer's folder, deleted, created in a new folder, emptied, touched without a change, changed without
changing its size or modification time, given bytes that are no Swift (invalid UTF-8, an unterminated string
or comment), or put back as it was; a symbolic link to a file, a folder or nothing, or a FIFO named like a
Swift file; in scaffold.json, a rule's severity or an exclusion switched; and a Package.swift written, with
a target per folder below it and dependencies (some unused, some suppressed) drawn at random, or removed
(the edits above reach it too, as a `.swift` file), with imports of those targets' modules added to files.
One step in four lints a folder, a file or both rather than the app; one
in ten starts two or three cached runs at once; one in three ends with another cached run with nothing
changed. Prints the edits made and the runs compared; exits 1 at the first difference, with the seed, the
step, its edits and where the outputs differ.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

DECLARATION = re.compile(rb"\b(class|struct|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)")
REPORT = ["--quiet", "--reporter", "json"]


class App:
    """The copy being edited: its Swift files, and what each declares."""

    def __init__(self, root, rng):
        self.root = root
        self.rng = rng
        self.originals = {}  # path -> the bytes it had when copied (for "revert")
        self.counter = 0

    def files(self):
        found = []
        for folder, names, files in os.walk(self.root):
            names[:] = sorted(n for n in names if not n.startswith("."))
            found += [os.path.join(folder, f) for f in sorted(files)
                      if f.endswith(".swift") and not os.path.islink(os.path.join(folder, f))
                      and os.path.isfile(os.path.join(folder, f))]
        return found

    def folders(self):
        return sorted({os.path.dirname(f) for f in self.files()})

    def types(self):
        names = set()
        for path in self.files():
            with open(path, "rb") as f:
                names.update(m.group(2).decode("latin-1") for m in DECLARATION.finditer(f.read()))
        return sorted(names)

    def fresh(self):
        self.counter += 1
        return self.counter

    def pick_file(self):
        files = self.files()
        return self.rng.choice(files) if files else None

    def read(self, path):
        with open(path, "rb") as f:
            return f.read()

    def write(self, path, data):
        if path not in self.originals and os.path.exists(path):
            self.originals[path] = self.read(path)
        with open(path, "wb") as f:
            f.write(data)

    def relative(self, path):
        return os.path.relpath(path, self.root)


def edit(app, kind):
    """Makes one edit of `kind`; returns what it did, or None when it had nothing to work on."""
    rng, n = app.rng, app.fresh()
    path = app.pick_file()
    if path is None and kind != "create":
        kind = "create"
    types = app.types() if kind in ("reference", "declare", "create") else []
    if kind == "comment":
        app.write(path, app.read(path) + b"\n// cache fuzz %d\n" % n)
    elif kind == "reference":
        if not types:
            return None
        name = rng.choice(types)
        app.write(path, app.read(path) + b"\nprivate let cacheFuzz%d: %s? = nil\n" % (n, name.encode()))
        return f"{kind} {name} in {app.relative(path)}"
    elif kind == "unreference":
        # Takes away a reference added before: an edge between features (of a cycle, maybe) goes, while the
        # file keeps what it gives the others.
        referring = [p for p in app.files() if b"private let cacheFuzz" in app.read(p)]
        if not referring:
            return None
        path = rng.choice(referring)
        lines = app.read(path).split(b"\n")
        at = rng.choice([i for i, line in enumerate(lines) if line.startswith(b"private let cacheFuzz")])
        removed = lines.pop(at)
        app.write(path, b"\n".join(lines))
        return f"{kind} {removed.decode('latin-1')} in {app.relative(path)}"
    elif kind == "import":
        framework = rng.choice([b"UIKit", b"SwiftUI", b"Combine"] + [m.encode() for m in package_modules(app)])
        app.write(path, b"import " + framework + b"\n" + app.read(path))
        return f"{kind} {framework.decode()} in {app.relative(path)}"
    elif kind == "suppress":
        lines = app.read(path).split(b"\n")
        at = rng.randrange(len(lines) + 1)
        rule = rng.choice([b"layer-dependency", b"forbidden-import", b"feature-isolation", b"cycle"])
        directive = rng.choice([b"ignore", b"ignore-file"])
        lines.insert(at, b"// scaffold:" + directive + b" " + rule + b" -- cache fuzz")
        app.write(path, b"\n".join(lines))
        return f"{kind} {directive.decode()} {rule.decode()} at line {at + 1} of {app.relative(path)}"
    elif kind == "rename":
        data = app.read(path)
        found = list(DECLARATION.finditer(data))
        if not found:
            return None
        match = rng.choice(found)
        app.write(path, data[: match.end(2)] + b"Fuzz" + data[match.end(2) :])
        return f"{kind} {match.group(2).decode('latin-1')} in {app.relative(path)}"
    elif kind == "declare":
        lowercase = rng.random() < 0.3
        if lowercase:
            name = b"fuzzStore%d" % n
            app.write(path, app.read(path) + b"\nfinal class " + name + b" {}\n")
            other = app.pick_file()
            app.write(other, app.read(other) + b"\nprivate let cacheFuzz%d = %s()\n" % (n, name))
            return f"{kind} lowercase {name.decode()} in {app.relative(path)}, named in {app.relative(other)}"
        name = rng.choice(types).encode() if types and rng.random() < 0.5 else b"CacheFuzz%dThing" % n
        app.write(path, app.read(path) + b"\nstruct " + name + b" {}\n")
        return f"{kind} {name.decode()} in {app.relative(path)}"
    elif kind == "move":
        folders = [f for f in app.folders() if f != os.path.dirname(path)]
        if not folders:
            return None
        target = os.path.join(rng.choice(folders), "Moved%d%s" % (n, os.path.basename(path)))
        os.rename(path, target)
        return f"{kind} {app.relative(path)} to {app.relative(target)}"
    elif kind == "delete":
        os.remove(path)
    elif kind == "create":
        folder = rng.choice(app.folders() or [app.root])
        if rng.random() < 0.3:
            folder = os.path.join(folder, "Fuzz%d" % n)
            os.makedirs(folder, exist_ok=True)
        name = rng.choice(types) if types else "String"
        target = os.path.join(folder, "CacheFuzz%d.swift" % n)
        app.write(target, b"import Foundation\n\nstruct CacheFuzz%d {\n  let value: %s\n}\n" % (n, name.encode()))
        return f"{kind} {app.relative(target)} naming {name}"
    elif kind == "empty":
        app.write(path, b"")
    elif kind == "touch":
        os.utime(path)
    elif kind == "same-size":
        data = bytearray(app.read(path))
        letters = [i for i, b in enumerate(data) if 0x61 <= b <= 0x7A or 0x41 <= b <= 0x5A]
        if not letters:
            return None
        at = rng.choice(letters)
        data[at] = (data[at] - 0x41 + 1) % 26 + 0x41 if data[at] <= 0x5A else (data[at] - 0x61 + 1) % 26 + 0x61
        status = os.stat(path)
        app.write(path, bytes(data))
        os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
        return f"{kind} byte {at} of {app.relative(path)}"
    elif kind == "garbage":
        tail = rng.choice([b"\xff\xfe\x80 invalid", b"let s = \"unterminated", b"/* unterminated", b"\x00\x00",
                           b"#if os(iOS)\nstruct", b"`", b'"""\nopen'])
        app.write(path, app.read(path) + b"\n" + tail)
    elif kind == "link":
        folder = rng.choice(app.folders() or [app.root])
        target = os.path.join(folder, "Linked%d.swift" % n)
        # A link to another file, to a folder (not followed by a walk), or to nothing.
        pointee = rng.choice([path, os.path.dirname(path), os.path.join(app.root, "Missing%d.swift" % n)])
        os.symlink(os.path.relpath(pointee, folder), target)
        return f"{kind} {app.relative(target)} to {os.path.relpath(pointee, app.root)}"
    elif kind == "fifo":
        target = os.path.join(rng.choice(app.folders() or [app.root]), "Pipe%d.swift" % n)
        os.mkfifo(target)
        return f"{kind} {app.relative(target)}"
    elif kind == "config":
        # The key of the cache: a rule's severity or an exclusion switched on or off.
        config = os.path.join(app.root, "scaffold.json")
        settings = json.load(open(config)) if os.path.exists(config) else {}
        if rng.random() < 0.5:
            rules = settings.setdefault("rules", {})
            if rules.pop("feature-isolation", None) is None:
                rules["feature-isolation"] = "warning"
        else:
            exclude = settings.setdefault("exclude", [])
            if "**/Fuzz*/**" in exclude:
                exclude.remove("**/Fuzz*/**")
            else:
                exclude.append("**/Fuzz*/**")
        with open(config, "w") as f:
            json.dump(settings, f, indent=2)
        return f"{kind} {json.dumps(settings)}"
    elif kind == "manifest":
        # Package.swift at the root or in a folder: a target per folder below it, each depending on others.
        place = rng.choice([app.root] + app.folders()[:3])
        manifest = os.path.join(place, "Package.swift")
        if os.path.exists(manifest) and rng.random() < 0.4:
            os.remove(manifest)
            return f"{kind} removed {app.relative(manifest)}"
        folders = sorted({os.path.relpath(f, place).split(os.sep)[0] for f in app.folders()
                          if f.startswith(place + os.sep)})
        targets = []
        for folder in folders:
            others = [f for f in folders if f != folder]
            dependencies = [b'"%s"' % d.encode() for d in rng.sample(others, min(len(others), rng.randint(0, 3)))]
            if rng.random() < 0.3:
                dependencies.append(b'.product(name: "Logging", package: "swift-log")')
            if dependencies and rng.random() < 0.3:
                dependencies[-1] = b"// scaffold:ignore unused-dependency -- cache fuzz\n      " + dependencies[-1]
            targets.append(b'    .%s(name: "%s", path: "%s", dependencies: [\n      %s])' % (
                rng.choice([b"target", b"executableTarget"]), folder.encode(), folder.encode(),
                b",\n      ".join(dependencies)))
        app.write(manifest, b'// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n'
                  b'  name: "Fuzz%d",\n  targets: [\n%s\n  ]\n)\n' % (n, b",\n".join(targets)))
        return f"{kind} {app.relative(manifest)} with {len(targets)} targets"
    elif kind == "revert":
        edited = [p for p in app.originals if os.path.exists(p)]
        if not edited:
            return None
        path = rng.choice(edited)
        app.write(path, app.originals[path])
    return f"{kind} {app.relative(path)}"


KINDS = [("comment", 3), ("reference", 3), ("unreference", 2), ("import", 2), ("suppress", 1), ("rename", 2), ("declare", 2),
         ("move", 2), ("delete", 1), ("create", 2), ("empty", 0.5), ("touch", 1), ("same-size", 1),
         ("garbage", 1), ("link", 0.5), ("fifo", 0.3), ("config", 0.5), ("manifest", 1), ("revert", 1)]


def package_modules(app):
    """The targets the Package.swift files of the copy declare, as modules a file may import."""
    names = []
    for path in app.files():
        if os.path.basename(path) == "Package.swift":
            names += re.findall(r'\(name: "([A-Za-z0-9_]+)", path:', app.read(path).decode("utf-8", "replace"))
    return sorted(set(names))


def pick_paths(app):
    """What a step lints: the app, or (one step in four) a folder, a file, both, or a folder by its absolute
    path. The project around them is still indexed, through the same cache."""
    rng, folders, files = app.rng, app.folders(), app.files()
    if not folders or rng.random() < 0.75:
        return []
    folder, file = app.relative(rng.choice(folders)), app.relative(rng.choice(files))
    return rng.choice([[folder], [folder], [file], [folder, file], [os.path.join(app.root, folder)]])


def lint(binary, root, cache, paths=()):
    options = ["--cache-path", cache] if cache else ["--no-cache"]
    run = subprocess.run([binary, "lint", *REPORT, *options, *paths], cwd=root, capture_output=True, timeout=300)
    return run.returncode, run.stdout, run.stderr


def lint_together(binary, root, cache, paths, count):
    """`count` cached runs started at once, writing the same cache."""
    command = [binary, "lint", *REPORT, "--cache-path", cache, *paths]
    started = [subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for _ in range(count)]
    outputs = [run.communicate(timeout=300) for run in started]
    return [(run.returncode, *output) for run, output in zip(started, outputs)]


def first_difference(a, b):
    lines_a, lines_b = a.decode("utf-8", "replace").split("\n"), b.decode("utf-8", "replace").split("\n")
    for number, (x, y) in enumerate(zip(lines_a, lines_b), 1):
        if x != y:
            return f"line {number}:\n  cached:   {x}\n  no cache: {y}"
    return f"lengths differ: {len(lines_a)} lines cached, {len(lines_b)} without the cache"


def copy_app(source, config, target):
    for folder, names, files in os.walk(source):
        names[:] = [n for n in names if not n.startswith(".")]
        for name in files:
            if name.endswith(".swift"):
                origin = os.path.join(folder, name)
                destination = os.path.join(target, os.path.relpath(origin, source))
                os.makedirs(os.path.dirname(destination), exist_ok=True)
                shutil.copyfile(origin, destination)
    if config or os.path.exists(os.path.join(source, "scaffold.json")):
        shutil.copyfile(config or os.path.join(source, "scaffold.json"), os.path.join(target, "scaffold.json"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir", nargs="?")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--config")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    scratch = tempfile.mkdtemp(prefix="lint-cache-fuzz-")
    root, cache = os.path.join(scratch, "app"), os.path.join(scratch, "cache")
    here = os.path.dirname(os.path.abspath(__file__))
    if args.dir:
        copy_app(args.dir, args.config, root)
    else:
        maker = os.path.join(here, "..", "..", "Benchmarks", "make_app.py")
        subprocess.run([sys.executable, maker, root, "--features", "6", "--violations", "8"], check=True,
                       stdout=subprocess.DEVNULL)
    rng = random.Random(args.seed)
    app = App(root, rng)
    counts, compared = {}, 0
    lint(binary, root, cache)  # the first run fills the cache
    for step in range(1, args.steps + 1):
        made = []
        for _ in range(1 if rng.random() < 0.75 else rng.randint(2, 4)):
            kind = rng.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]
            done = edit(app, kind)
            if done:
                made.append(done)
                counts[kind] = counts.get(kind, 0) + 1
        paths = pick_paths(app)
        if rng.random() < 0.1:
            runs = lint_together(binary, root, cache, paths, rng.randint(2, 3))
        else:
            runs = [lint(binary, root, cache, paths)]
        if rng.random() < 1 / 3:
            runs.append(lint(binary, root, cache, paths))
        expected = lint(binary, root, None, paths)
        for number, got in enumerate(runs, 1):
            compared += 1
            problem = None
            if got[0] not in (0, 1) or expected[0] not in (0, 1):
                problem = f"exit {got[0]} cached, {expected[0]} without the cache"
            elif got[0] != expected[0]:
                problem = f"exit {got[0]} cached, {expected[0]} without the cache"
            elif got[1] != expected[1]:
                problem = "stdout, " + first_difference(got[1], expected[1])
            elif got[2] != expected[2]:  # --quiet: the notes of files skipped, nothing of the cache
                problem = "stderr, " + first_difference(got[2], expected[2])
            if problem:
                print(f"seed {args.seed}, step {step}, cached run {number} of {paths or 'the app'} after: "
                      + "; ".join(made))
                print(problem)
                print("stderr cached:", got[2].decode("utf-8", "replace")[-2000:])
                print("stderr without the cache:", expected[2].decode("utf-8", "replace")[-2000:])
                print(f"kept: {scratch}")
                return 1
    print(f"{args.steps} steps, {sum(counts.values())} edits ("
          + ", ".join(f"{k} {counts[k]}" for k, _ in KINDS if k in counts) + f"); {compared} cached runs "
          + "printed what --no-cache printed")
    if not args.keep:
        shutil.rmtree(scratch)
    else:
        print(f"kept: {scratch}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
