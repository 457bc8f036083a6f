#!/usr/bin/env python3
"""Structured fuzzer for `scaffold lsp`: a valid editor session (initialize, open, edits, hover, code action,
save, watched-file change, close, shutdown, exit), mutated at three levels, written to the server's stdin in
one go, then stdin closed.

  lsp-fuzz.py run --bin PATH [--runs 5000] [--seed 1] [--jobs 2] [--max-seconds S]

- messages: dropped, duplicated, swapped, or their JSON mutated like state-fuzz.py mutates files (path
  attacks in URIs, wrong types, huge numbers, deep nesting, huge strings and escapes);
- frames: a wrong, negative, huge or missing Content-Length, junk headers, a body cut short;
- bytes: invalid UTF-8 in a body, random bytes, a truncated stream.

The server runs in a small project (a generated module, scaffold.json) beside a sentinel folder, which a URI
may name (absolute, `..`, through a symbolic link in the project). A run passes when the server ends with
exit 0 to 3 (no signal, no runtime trap) within 60 s, using at most 2 s of CPU plus 2 s per MB of input,
and when the sentinel is as it was. Prints the figures; exits 1 on any failure, with the failing streams kept.
"""
import argparse
import concurrent.futures
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("state_fuzz", os.path.join(HERE, "state-fuzz.py"))
state = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(state)


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(project, rng):
    """The messages of a valid session, as JSON values."""
    path = os.path.join(project, "Modules", "Order", "View", "OrderListView.swift")
    uri = "file://" + path
    with open(path) as file:
        text = file.read()
    edited = text + "\nstruct Extra { let repository: OrderRepository }\n"
    lines = text.count("\n")
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"processId": None, "rootUri": "file://" + project, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": edited}]}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [
             {"range": {"start": {"line": lines, "character": 0}, "end": {"line": lines, "character": 0}},
              "text": "// typed\n"}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": lines + 1, "character": 30}}},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction",
         "params": {"textDocument": {"uri": uri},
                    "range": {"start": {"line": lines + 1, "character": 0}, "end": {"line": lines + 1, "character": 9}},
                    "context": {"diagnostics": []}}},
        {"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
         "params": {"changes": [{"uri": "file://" + os.path.join(project, "scaffold.json"), "type": 2}]}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "id": 4, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    return messages


def uri_attacks(sentinel, project):
    return ["file://" + sentinel + "/file.txt", "file://" + sentinel, "file://" + project + "/../sentinel/file.txt",
            "file://" + project + "/link/file.txt", "file://" + project + "/link/Modules/Order/Model/Order.swift",
            "file://" + project + "/.scaffold/lock", "file://" + project + "/.scaffold/journal.json",
            "file:../sentinel/file.txt", "../sentinel/file.txt", "file:///", "file://", "", "file:///dev/zero",
            "file:///proc/self/mem", "file://" + project + "/%2e%2e/sentinel/file.txt", "file://host/x",
            "http://example.com/x.swift", "file://" + project + "/" + "a/" * 5000 + "x.swift"]


def mutate(messages, rng, sentinel, project):
    kind = rng.randrange(6)
    if kind == 0 and messages:
        del messages[rng.randrange(len(messages))]
    elif kind == 1 and messages:
        messages.insert(rng.randrange(len(messages) + 1), json.loads(json.dumps(rng.choice(messages))))
    elif kind == 2 and len(messages) > 1:
        a, b = rng.randrange(len(messages)), rng.randrange(len(messages))
        messages[a], messages[b] = messages[b], messages[a]
    elif kind == 3 and messages:
        index = rng.randrange(len(messages))
        strings = [item for item in state.paths_in(messages[index]) if item[2].startswith("file://")]
        if strings:
            holder, key, _ = rng.choice(strings)
            holder[key] = rng.choice(uri_attacks(sentinel, project))
    elif kind == 4 and messages:
        # A huge buffer: many lines, escapes, or one long line.
        index = rng.randrange(len(messages))
        strings = [item for item in state.paths_in(messages[index]) if len(item[2]) > 200]
        if strings:
            holder, key, original = rng.choice(strings)
            size = rng.choice([10**4, 10**5, 10**6, 4 * 10**6])
            holder[key] = rng.choice([
                original * max(1, size // len(original)), "\n" * size,
                "// scaffold:ignore layer-dependency -- reason\nlet a: OrderRepository\n" * (size // 64),
                "\"" * size, "\\(" * (size // 2), "{" * size, "#" * size + "\"", "/*" * (size // 2)])
    elif messages:
        index = rng.randrange(len(messages))
        messages[index], _ = state.mutate_value(messages[index], rng, sentinel)
    return messages


def stream_of(messages, rng):
    data = bytearray()
    for message in messages:
        body = state.serialize(message, rng) if rng.random() < 0.1 else json.dumps(message).encode(
            "utf-8", "surrogatepass")
        kind = rng.randrange(40)
        if kind == 0:
            data += b"Content-Length: %s\r\n\r\n" % rng.choice([b"-1", b"abc", b"", b"1e3", b"99999999999999999999",
                                                                b"67108865", b"0"]) + body
        elif kind == 1:
            data += b"Content-Length: %d\r\n\r\n" % (len(body) + rng.randint(1, 50)) + body
        elif kind == 2:
            data += b"Content-Length: %d\r\n\r\n" % max(0, len(body) - rng.randint(1, 50)) + body
        elif kind == 3:
            data += b"X-Junk: " + b"j" * rng.choice([10, 10000]) + b"\r\n" + frame(body)
        elif kind == 4:
            data += b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + frame(body)
        elif kind == 5:
            data += frame(body).replace(b"\r\n", b"\n")
        else:
            data += frame(body)
    kind = rng.randrange(10)
    if kind == 0 and data:
        data = data[:rng.randrange(len(data))]
    elif kind == 1 and data:
        for _ in range(rng.randint(1, 10)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def one_run(binary, base, project, sentinel, before, seed, index, keep):
    rng = random.Random(seed * 1_000_003 + index)
    messages = session(project, rng)
    for _ in range(rng.choice([0, 1, 1, 2, 3, 5])):
        messages = mutate(messages, rng, sentinel, project)
    data = stream_of(messages, rng)
    code, stderr, elapsed, _ = state.run_measured([binary, "lsp"], project, stdin=data)
    problem = None
    if code is None:
        problem = "hang: no exit %d s after the stream ended" % state.TIMEOUT
    elif code < 0 or code >= 128 or any(mark in stderr for mark in state.CRASH_MARKS):
        problem = "crash: exit %d\n%s" % (code, stderr[-1500:])
    elif code > 3:
        problem = "exit %d\n%s" % (code, stderr[-1500:])
    elif elapsed > state.SLOW_BASE + state.SLOW_PER_MB * len(data) / 1e6:
        problem = "slow: %.1f s of CPU for %d bytes" % (elapsed, len(data))
    if state.snapshot(sentinel) != before:
        problem = "the sentinel changed (exit %s)" % code
    if problem:
        saved = os.path.join(keep, "lsp-%d.bin" % index)
        with open(saved, "wb") as file:
            file.write(data)
        problem = "stream %d (kept as %s): %s" % (index, saved, problem)
    return code, elapsed, len(data), problem


def run(arguments):
    base = tempfile.mkdtemp(prefix="lsp-fuzz-")
    keep = tempfile.mkdtemp(prefix="lsp-fuzz-failures-")
    binary = os.path.abspath(arguments.bin)
    project, sentinel = state.prepare(binary, base)
    before = state.snapshot(sentinel)
    codes, failures, times = {}, [], []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [pool.submit(one_run, binary, base, project, sentinel, before, arguments.seed, i, keep)
                   for i in range(arguments.runs)]
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
                state.restore(sentinel, before)
    total = time.monotonic() - started
    slowest = max(times)
    print("lsp-fuzz: %d streams, seed %d, %.0f s; exit codes %s" % (
        len(times), arguments.seed, total,
        ", ".join("%s: %d" % (code, count) for code, count in sorted(codes.items(), key=lambda c: str(c[0])))))
    print("  largest stream %d bytes; most CPU in one run %.2f s (%d bytes); median %.3f s" % (
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
    runner.add_argument("--runs", type=int, default=5000)
    runner.add_argument("--seed", type=int, default=1)
    runner.add_argument("--jobs", type=int, default=2)
    runner.add_argument("--max-seconds", type=float, default=0, help="stop starting runs after this long")
    return run(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
