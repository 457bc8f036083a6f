#!/usr/bin/env python3
"""Drives `scaffold lsp` with pygls's language client, as an editor would, and checks what comes back.

usage: lsp-client.py SCAFFOLD PROJECT session      open, edit, hover, code action, scaffold.json change
       lsp-client.py SCAFFOLD PROJECT latency FILE  diagnostics latency for edits of FILE (a big project)
       lsp-client.py SCAFFOLD PROJECT fuzz N        N malformed and out-of-order messages, then a clean exit

Prints one `ok`/`FAIL` line per check (and figures for latency); exits 1 when a check fails.
"""
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient

failures = 0


def check(name, condition, detail=""):
    global failures
    print(("ok   " if condition else "FAIL ") + name + ("" if condition or not detail else f"\n  | {detail}"))
    if not condition:
        failures += 1


class Client:
    """A pygls client that records published diagnostics by (uri, version)."""

    def __init__(self):
        self.client = LanguageClient("scaffold-e2e", "1")
        self.published = {}
        self.waiters = []

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params):
            self.published[(params.uri, params.version)] = (time.perf_counter(), params.diagnostics)
            for key, future in list(self.waiters):
                if key == (params.uri, params.version) and not future.done():
                    future.set_result(params.diagnostics)

    async def start(self, scaffold, project):
        await self.client.start_io(scaffold, "lsp", cwd=project)
        uri = "file://" + os.path.abspath(project)
        await self.client.initialize_async(
            lsp.InitializeParams(
                capabilities=lsp.ClientCapabilities(),
                root_uri=uri,
                workspace_folders=[lsp.WorkspaceFolder(uri=uri, name="project")],
            )
        )
        self.client.initialized(lsp.InitializedParams())

    async def diagnostics(self, uri, version, timeout=60):
        if (uri, version) in self.published:
            return list(self.published[(uri, version)][1])
        future = asyncio.get_running_loop().create_future()
        self.waiters.append(((uri, version), future))
        return list(await asyncio.wait_for(future, timeout))

    def open(self, uri, text, version=1):
        self.client.text_document_did_open(
            lsp.DidOpenTextDocumentParams(
                text_document=lsp.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)
            )
        )

    def change(self, uri, text, version):
        self.client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    async def stop(self):
        await self.client.shutdown_async(None)
        self.client.exit(None)
        code = await asyncio.wait_for(self.client._server.wait(), 30)
        await self.client.stop()
        return code


def token_range(text, token, nth_line_containing):
    """The 0-based (line, start, end) of `token` on the first line that contains `nth_line_containing`."""
    for number, line in enumerate(text.split("\n")):
        if nth_line_containing in line:
            start = line.index(token)
            return number, start, start + len(token)
    raise AssertionError(f"no line contains {nth_line_containing!r}")


async def session(scaffold, project):
    path = os.path.join(project, "Sources/Shop/View/CartView.swift")
    uri = "file://" + os.path.abspath(path)
    clean = "public struct CartView {\n  let viewModel: CartViewModel\n}\n"
    violating = "public struct CartView {\n  let viewModel: CartViewModel\n  let repository: any CartRepository\n}\n"
    client = Client()
    await client.start(scaffold, project)

    client.open(uri, clean)
    opened = await client.diagnostics(uri, 1)
    check("didOpen of a clean buffer publishes no diagnostics", opened == [], repr(opened))

    client.change(uri, violating, 2)
    found = await client.diagnostics(uri, 2)
    line, start, end = token_range(violating, "CartRepository", "let repository")
    check("an edit that adds a violation publishes one diagnostic", len(found) == 1, found)
    if found:
        got = found[0].range
        check(
            "... at the referenced type's range",
            (got.start.line, got.start.character, got.end.line, got.end.character) == (line, start, line, end),
            got,
        )
        check("... with the rule as its code", found[0].code == "layer-dependency", found[0].code)

    hover = await client.client.text_document_hover_async(
        lsp.HoverParams(text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line, start + 3))
    )
    # `scaffold explain` reads the file from disk: put the buffer there for the comparison.
    with open(path, "w") as handle:
        handle.write(violating)
    explained = subprocess.run(
        [scaffold, "explain", f"Sources/Shop/View/CartView.swift:{line + 1}:{start + 1}"],
        cwd=project, capture_output=True, text=True,
    ).stdout
    check("hover on the token gives the text `scaffold explain` prints", hover and hover.contents.value == explained,
          hover and hover.contents.value)

    actions = await client.client.text_document_code_action_async(
        lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            range=lsp.Range(lsp.Position(line, 0), lsp.Position(line, 0)),
            context=lsp.CodeActionContext(diagnostics=found),
        )
    )
    check("a code action is offered for the finding", len(actions or []) == 1, actions)
    if actions:
        edit = actions[0].edit.changes[uri][0]
        check("... inserting a suppression with a reason to write above the line",
              edit.new_text.startswith("  // scaffold:ignore layer-dependency -- ") and edit.range.start.line == line,
              edit.new_text)
        lines = violating.split("\n")
        suppressed = "\n".join(lines[:line] + [edit.new_text.rstrip("\n")] + lines[line:])
        client.change(uri, suppressed, 3)
        check("... and applying it clears the diagnostic", await client.diagnostics(uri, 3) == [])

    client.change(uri, clean, 4)
    check("an edit that removes the violation clears the diagnostic", await client.diagnostics(uri, 4) == [])

    client.change(uri, violating, 5)
    await client.diagnostics(uri, 5)
    with open(os.path.join(project, "scaffold.json"), "w") as handle:
        json.dump({"preset": "mvvm", "rules": {"layer-dependency": "warning"}}, handle)
    client.client.text_document_did_save(lsp.DidSaveTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri)))
    # The save of version 5 republishes it with the new severity.
    deadline = time.time() + 30
    severity = None
    while time.time() < deadline:
        diagnostics = client.published.get((uri, 5), (0, []))[1]
        if diagnostics and diagnostics[0].severity == lsp.DiagnosticSeverity.Warning:
            severity = diagnostics[0].severity
            break
        await asyncio.sleep(0.05)
    check("a changed scaffold.json is picked up (layer-dependency now a warning)",
          severity == lsp.DiagnosticSeverity.Warning)
    check("shutdown and exit end the server with status 0", await client.stop() == 0)


async def latency(scaffold, project, relative):
    path = os.path.join(project, relative)
    uri = "file://" + os.path.abspath(path)
    with open(path) as handle:
        text = handle.read()
    client = Client()
    started = time.perf_counter()
    await client.start(scaffold, project)
    client.open(uri, text)
    baseline = await client.diagnostics(uri, 1, timeout=300)
    opened = time.perf_counter() - started
    violating_line = "  let planted: {}\n".format(os.environ.get("LSP_PLANTED_TYPE", "CartRepository"))
    times = []
    version = 1
    for round in range(20):
        version += 1
        edited = text.replace("\n}\n", "\n" + violating_line + "}\n", 1) if round % 2 == 0 else text
        sent = time.perf_counter()
        client.change(uri, edited, version)
        found = await client.diagnostics(uri, version)
        times.append((client.published[(uri, version)][0] - sent) * 1000)
        expected = len(baseline) + (1 if round % 2 == 0 else 0)
        if len(found) != expected:
            check(f"edit {round} publishes {expected} diagnostics", False, found)
    lines = text.count("\n")
    print(f"lsp latency: {lines}-line buffer; first diagnostics {opened:.2f}s after start (indexes the project); "
          f"edit to diagnostics: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms over {len(times)} edits")
    check("median edit-to-diagnostics latency under 100 ms", statistics.median(times) < 100, times)
    check("shutdown and exit end the server with status 0", await client.stop() == 0)


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def fuzz(scaffold, project, count):
    """Malformed frames, malformed JSON, wrong shapes and out-of-order requests; each request with a usable
    id must get its own answer, and the server must still shut down cleanly."""
    rng = random.Random(19)
    uri = "file://" + os.path.abspath(os.path.join(project, "Sources/Shop/View/CartView.swift"))
    shapes = [
        lambda i: b"{",
        lambda i: b"[]",
        lambda i: b"null",
        lambda i: b'"text"',
        lambda i: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))),
        lambda i: b"[" * 600 + b"]" * 600,
        lambda i: b'{"jsonrpc": "2.0", "id": {"x": 1}, "method": "shutdown"}',
        lambda i: b'{"jsonrpc": "2.0", "method": 7}',
        lambda i: b'{"jsonrpc": "2.0", "id": %d, "method": "no/such/method"}' % i,
        lambda i: b'{"jsonrpc": "2.0", "id": %d, "method": "initialize", "params": {}}' % i,
        lambda i: b'{"jsonrpc": "2.0", "id": %d, "method": "textDocument/hover", "params": {"textDocument": {"uri": "%s"}, "position": {"line": %d, "character": -4}}}' % (i, uri.encode(), rng.randrange(-9, 10**9)),
        lambda i: b'{"jsonrpc": "2.0", "id": %d, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": 5}}}' % i,
        lambda i: b'{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "%s", "version": 9}, "contentChanges": [{"range": {"start": {"line": 99, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "x"}]}}' % uri.encode(),
        lambda i: b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "%s", "text": %d}}}' % (uri.encode(), i),
        lambda i: b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "%s", "version": 1, "text": "struct \\ud800 CartView { let r: CartRepository"}}}' % uri.encode(),
        lambda i: b'{"jsonrpc": "2.0", "id": %d, "result": null}' % i,
        lambda i: b'{"jsonrpc": "1.0", "id": %d, "method": "shutdown"}' % i,
        lambda i: b'{"jsonrpc": "2.0", "id": "s%d", "method": "textDocument/hover", "params": null}' % i,
        lambda i: json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 3},
            "contentChanges": [{"text": "struct CartView { let r: CartRepository }\n// \u00e9\u6f22\U0001f6d2"}]}}).encode(),
    ]
    stream = bytearray()
    asked = set()
    for i in range(count):
        kind = rng.randrange(10)
        if i == count // 2:
            stream += frame(b'{"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {"rootUri": "file://%s", "capabilities": {}}}' % os.path.abspath(project).encode())
            asked.add("init")
        if kind == 0:
            stream += b"Content-Length: %s\r\n\r\n" % rng.choice([b"-1", b"abc", b"", b"1e3", b"99999999999999999999999"])
        elif kind == 1:
            stream += b"X-Junk: %d\r\n\r\n" % i
        else:
            body = rng.choice(shapes)(i)
            try:
                message = json.loads(body)
                if isinstance(message, dict) and "method" in message and type(message.get("id")) in (int, str) \
                        and message.get("jsonrpc") == "2.0":
                    asked.add(message["id"])
            except (ValueError, UnicodeDecodeError, RecursionError):
                pass
            stream += frame(body)
    stream += frame(b'{"jsonrpc": "2.0", "id": "last", "method": "shutdown"}') + frame(b'{"jsonrpc": "2.0", "method": "exit"}')
    asked.add("last")
    try:
        done = subprocess.run([scaffold, "lsp"], cwd=project, input=bytes(stream), capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        check(f"{count} malformed and out-of-order messages are answered without hanging", False)
        return
    out = done.stdout
    answered = {}
    errors = 0
    while out:
        header, _, rest = out.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        message = json.loads(rest[:length])
        out = rest[length:]
        if "id" in message and message["id"] is not None:
            answered[message["id"]] = answered.get(message["id"], 0) + 1
        if "error" in message:
            errors += 1
    print(f"lsp fuzz: {count} messages, {len(asked)} requests with ids, {errors} error responses")
    check(f"{count} malformed and out-of-order messages: the server does not crash and exits 0 after shutdown",
          done.returncode == 0, f"exit {done.returncode}: {done.stderr[-500:]}")
    missing = [key for key in asked if key not in answered]
    check("... every request with an id gets an answer", not missing, missing[:10])
    check("... the malformed ones JSON-RPC errors", errors >= count // 2, errors)


def main():
    scaffold, project, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    if mode == "session":
        asyncio.run(session(scaffold, project))
    elif mode == "latency":
        asyncio.run(latency(scaffold, project, sys.argv[4]))
    elif mode == "fuzz":
        fuzz(scaffold, project, int(sys.argv[4]))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
