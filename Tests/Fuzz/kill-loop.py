#!/usr/bin/env python3
"""Kill loops for every writing command: `kill -9` at random instants, then recovery, then a full snapshot.

  kill-loop.py --bin PATH [--kills 100] [--models 30] [--seed 1] [COMMAND...]
      COMMAND is any of new-app, adopt, update, destroy, force, xcode (default: all six).
      force = `new-module --force` over a hand-edited module (a third of its files edited, a third deleted);
      xcode = `new-module` into the Shop fixture's Xcode project (Tests/Fixtures/XcodeProjects/Shop).

Each command starts from the same tree ("before") and its uninterrupted run gives "after". Attempts go on
until --kills runs were killed (a run that ends before its kill does not count). Every attempt
copies "before", starts the command, sends SIGKILL after a random delay (odd attempts: an instant of the
whole run; even ones: an instant of its writing, from its journal's appearance, where a kill can do harm), then
recovers: every tenth attempt with the next real run of the same command, the others with `scaffold
repair`. The tree must then be exactly "before" or "after": the same paths, kinds (file, folder,
symbolic link), bytes, link targets and executable bits; no temporary, backup, journal, lock or empty
folder left, except the one instant no journal can cover: a new output folder made, `.scaffold/` not yet. Prints the counts per command; exits 1 on any other tree, a crash or a failed repair.
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "XcodeProjects")
# Models in the module specs: each adds a model, an operation and a detail screen (about four files).
MODELS = 30


def snapshot(folder):
    """Every path under folder with its kind and content: what `before` and `after` are compared by."""
    entries = {}
    for parent, folders, files in os.walk(folder):
        for name in folders + files:
            path = os.path.join(parent, name)
            relative = os.path.relpath(path, folder)
            if os.path.islink(path):
                entries[relative] = ("link", os.readlink(path))
                if name in folders:
                    folders.remove(name)
            elif os.path.isdir(path):
                entries[relative] = ("folder",)
            else:
                with open(path, "rb") as file:
                    entries[relative] = ("file", file.read(), os.stat(path).st_mode & 0o111 != 0)
    return entries


def difference(left, right, name, limit=4):
    lines = []
    for path in sorted(set(left) | set(right)):
        if left.get(path) != right.get(path):
            kinds = [entry[0] if entry else "missing" for entry in (left.get(path), right.get(path))]
            lines.append("%s: %s here, %s %s" % (path, kinds[0], kinds[1], name))
    return lines[:limit] + (["… %d more" % (len(lines) - limit)] if len(lines) > limit else [])


def spec(models, extra_field=False, first=0):
    fields = [{"name": "id", "type": "Int"}, {"name": "title", "type": "String"}]
    if extra_field:
        fields.append({"name": "note", "type": "String"})
    indices = range(first, first + models)
    return {"name": "Big",
            "models": [{"name": "M%d" % i, "fields": fields} for i in indices],
            "operations": [{"name": "fetchM%d" % i, "params": [{"name": "id", "type": "Int"}], "returns": "M%d" % i,
                            "http": {"method": "GET", "path": "/m%d/{id}" % i}} for i in indices],
            "screens": [{"name": "S%dDetail" % i, "kind": "detail", "model": "M%d" % i, "load": "fetchM%d" % i}
                        for i in indices]}


def write_json(path, value):
    with open(path, "w") as file:
        json.dump(value, file, indent=2)


class Scenario:
    """A command, the tree it starts from, and where its output directory (and so its lock) is."""

    def __init__(self, name, command, output="."):
        self.name, self.command, self.output = name, command, output

    def prepare(self, binary, folder):
        """Makes `folder` the tree every attempt starts from."""

    def scaffold(self, binary, folder, *arguments, check=True):
        result = subprocess.run([binary] + list(arguments), cwd=folder, capture_output=True, text=True, timeout=120)
        if check and result.returncode != 0:
            raise RuntimeError("%s %s: exit %d\n%s" % (self.name, " ".join(arguments), result.returncode,
                                                        result.stderr[-2000:]))
        return result


def edit_by_hand(folder, pattern_root):
    """Appends a line to a third of the module's Swift files and deletes another third."""
    files = sorted(os.path.join(parent, name) for parent, _, names in os.walk(os.path.join(folder, pattern_root))
                   for name in names if name.endswith(".swift"))
    for index, path in enumerate(files):
        if index % 3 == 0:
            with open(path, "a") as file:
                file.write("// edited by hand\n")
        elif index % 3 == 1:
            os.remove(path)


class NewApp(Scenario):
    def __init__(self):
        super().__init__("new-app", ["new-app", "Shop", "--output", "Shop"], output="Shop")


class Force(Scenario):
    def __init__(self):
        super().__init__("new-module --force", ["new-module", "--spec", "spec.json", "--force"])

    def prepare(self, binary, folder):
        write_json(os.path.join(folder, "spec.json"), spec(MODELS))
        self.scaffold(binary, folder, "new-module", "--spec", "spec.json")
        os.remove(os.path.join(folder, ".scaffold", "modules", "Big.json"))
        edit_by_hand(folder, ".")


class Adopt(Scenario):
    def __init__(self):
        super().__init__("adopt", ["adopt", "Big", "--spec", "spec.json"])

    def prepare(self, binary, folder):
        write_json(os.path.join(folder, "spec.json"), spec(MODELS))
        self.scaffold(binary, folder, "new-module", "--spec", "spec.json")
        shutil.rmtree(os.path.join(folder, ".scaffold"))


class Update(Scenario):
    """An update that changes, creates and removes files: the spec gains a field, drops models and adds others."""

    def __init__(self):
        super().__init__("update", ["update", "Big"])

    def prepare(self, binary, folder):
        write_json(os.path.join(folder, "spec.json"), spec(MODELS))
        self.scaffold(binary, folder, "new-module", "--spec", "spec.json")
        write_json(os.path.join(folder, "spec.json"), spec(MODELS, extra_field=True, first=MODELS // 4))


class Destroy(Scenario):
    """Destroys two modules, the last ones: their folders, `Modules/` and `.scaffold/modules/` go too."""

    def __init__(self):
        super().__init__("destroy", ["destroy", "Big", "Order"])

    def prepare(self, binary, folder):
        write_json(os.path.join(folder, "spec.json"), spec(MODELS))
        self.scaffold(binary, folder, "new-module", "--spec", "spec.json")
        self.scaffold(binary, folder, "new-module", "Order")


class Xcode(Scenario):
    def __init__(self):
        super().__init__("new-module into .xcodeproj", ["new-module", "Order"])

    def prepare(self, binary, folder):
        shutil.rmtree(folder)
        shutil.copytree(os.path.join(FIXTURES, "Shop"), folder, symlinks=True)


SCENARIOS = {"new-app": NewApp, "adopt": Adopt, "update": Update, "destroy": Destroy, "force": Force,
             "xcode": Xcode}


def kill_loop(binary, scenario, kills, rng, work):
    before_folder = os.path.join(work, "before")
    os.makedirs(before_folder)
    scenario.prepare(binary, before_folder)
    before = snapshot(before_folder)
    attempt_folder = os.path.join(work, "attempt")

    def fresh():
        if os.path.lexists(attempt_folder):
            shutil.rmtree(attempt_folder)
        shutil.copytree(before_folder, attempt_folder, symlinks=True)

    fresh()
    journal = os.path.join(attempt_folder, scenario.output, ".scaffold", "journal.json")
    started = time.monotonic()
    process = subprocess.Popen([binary] + scenario.command, cwd=attempt_folder, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    writing = None
    while process.poll() is None:
        if writing is None and os.path.exists(journal):
            writing = time.monotonic()
        time.sleep(0.0005)
    duration = time.monotonic() - started
    # How long the run writes: from its journal's appearance to its end (the whole run if it was missed).
    window = time.monotonic() - (writing or started)
    if process.returncode != 0:
        raise RuntimeError("%s: exit %d\n%s" % (scenario.name, process.returncode, process.stderr.read()[-2000:]))
    after = snapshot(attempt_folder)
    if after == before:
        raise RuntimeError("%s: the uninterrupted run changed nothing" % scenario.name)
    counts = {"before": 0, "after": 0, "next runs": 0, "journals": 0, "finished": 0, "empty output": 0}
    # Killed between making a new output folder and making `.scaffold/` in it (two system calls), a run
    # leaves that folder empty, with no journal to say whose it is: before, plus the empty folder.
    empty_output = dict(before, **{scenario.output: ("folder",)}) if scenario.output != "." and scenario.output not in before else None
    failures = []
    attempt = 0
    # A run that ends before its kill was not killed: attempts go on until `kills` runs were (at most 4 times
    # as many attempts: a run timed on a busy machine may be quicker later).
    while attempt - counts["finished"] < kills and attempt < 4 * kills:
        attempt += 1
        fresh()
        process = subprocess.Popen([binary] + scenario.command, cwd=attempt_folder,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if attempt % 2 == 0:
            while not os.path.exists(journal) and process.poll() is None:
                time.sleep(0.0005)
            delay = rng.uniform(0, window * 1.2)
        else:
            delay = rng.uniform(0, duration * 1.05)
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        _, stderr = process.communicate()
        if process.returncode != -signal.SIGKILL:
            counts["finished"] += 1
            if process.returncode != 0:
                failures.append("attempt %d: the run ended with exit %d before the kill:\n%s" % (
                    attempt, process.returncode, stderr.decode(errors="replace")[-1000:]))
        output = os.path.join(attempt_folder, scenario.output)
        if os.path.exists(os.path.join(output, ".scaffold", "journal.json")):
            counts["journals"] += 1
        if attempt % 10 == 0:
            recovery = subprocess.run([binary] + scenario.command, cwd=attempt_folder, capture_output=True,
                                      text=True, timeout=120)
            counts["next runs"] += 1
            what = "the next run"
        else:
            arguments = [output] if os.path.isdir(output) else []
            recovery = subprocess.run([binary, "repair"] + arguments, cwd=attempt_folder, capture_output=True,
                                      text=True, timeout=120)
            what = "repair"
            if recovery.returncode != 0:
                failures.append("attempt %d: repair after %.4f s: exit %d\n%s" % (
                    attempt, delay, recovery.returncode, recovery.stderr[-1000:]))
        if recovery.returncode < 0 or recovery.returncode >= 128:
            failures.append("attempt %d: %s crashed (%d)" % (attempt, what, recovery.returncode))
        state = snapshot(attempt_folder)
        if state == after:
            counts["after"] += 1
        elif state == before and what == "repair":
            counts["before"] += 1
        elif state == empty_output and what == "repair":
            counts["empty output"] += 1
        else:
            failures.append("attempt %d: kill after %.4f s, then %s (exit %d): neither before nor after:\n  %s\n%s" % (
                attempt, delay, what, recovery.returncode, "\n  ".join(difference(state, before, "before") + difference(state, after, "after")),
                recovery.stdout[-500:] + recovery.stderr[-500:]))
    shutil.rmtree(work)
    counts["attempts"] = attempt
    return duration, window, len([p for p in after if after[p][0] == "file"]), counts, failures


def main():
    global MODELS
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--models", type=int, default=MODELS)
    parser.add_argument("commands", nargs="*")
    arguments = parser.parse_args()
    unknown = [name for name in arguments.commands if name not in SCENARIOS]
    if unknown:
        parser.error("unknown command %s; expected any of %s" % (", ".join(unknown), ", ".join(SCENARIOS)))
    binary = os.path.abspath(arguments.bin)
    MODELS = arguments.models
    rng = random.Random(arguments.seed)
    failed = 0
    for name in arguments.commands or list(SCENARIOS):
        scenario = SCENARIOS[name]()
        work = tempfile.mkdtemp(prefix="kill-loop-")
        started = time.monotonic()
        duration, window, files, counts, failures = kill_loop(binary, scenario, arguments.kills, rng, work)
        print("kill-loop %s: %d kill -9 in %d attempts (%d runs ended before their kill) over a %.3f s run writing "
              "for %.3f s (%d files after): %d as before, %d as after (%d by the next run), %d left a journal, "
              "%d left only the empty output folder, %d failures; %.0f s" % (
                  scenario.name, counts["attempts"] - counts["finished"], counts["attempts"], counts["finished"],
                  duration, window, files, counts["before"], counts["after"],
                  counts["next runs"], counts["journals"], counts["empty output"], len(failures),
                  time.monotonic() - started))
        for failure in failures[:10]:
            print("FAIL " + failure)
        failed += len(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
