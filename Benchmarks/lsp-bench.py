#!/usr/bin/env python3
"""Drives `scaffold lsp` over its pipes with nothing but the standard library, for Benchmarks/scaling.sh.

usage: lsp-bench.py SCAFFOLD PROJECT open FILE LINES      didOpen of a buffer of LINES lines (every line
                                                          break a `\\n` escape in the message): prints
                                                          "WALL CPU BYTES", the seconds from the first byte
                                                          sent to the diagnostics published, the server's
                                                          CPU seconds for it, and the message's size
       lsp-bench.py SCAFFOLD PROJECT keystroke FILE N     opens FILE (on disk), then types N characters into
                                                          its middle line one didChange at a time: prints
                                                          the milliseconds from each change sent to its
                                                          diagnostics published (median, 90th percentile,
                                                          max)

FILE is relative to PROJECT. The server's CPU time is read from /proc, so it counts only the server's work,
not this client's, whatever else the machine runs.
"""
import json
import os
import queue
import statistics
import subprocess
import sys
import threading
import time


class Server:
    def __init__(self, scaffold, project):
        self.process = subprocess.Popen(
            [scaffold, "lsp"], cwd=project, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 1
        root = "file://" + os.path.abspath(project)
        self.request("initialize", {"rootUri": root, "capabilities": {}})
        self.notify("initialized", {})

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            self.messages.put(json.loads(stream.read(length)))

    def send(self, message):
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return len(body)

    def notify(self, method, params):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        identifier = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == identifier)

    def wait(self, matches, timeout=600):
        deadline = time.monotonic() + timeout
        while True:
            message = self.messages.get(timeout=max(deadline - time.monotonic(), 0.001))
            if message is None:
                raise SystemExit("the server closed its output")
            if matches(message):
                return message

    def diagnostics(self, uri, version):
        return self.wait(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri
            and m["params"].get("version") == version
        )

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(60)


def did_open(uri, text, version=1):
    return {
        "jsonrpc": "2.0",
        "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}},
    }


def main():
    scaffold, project, mode, relative, count = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
    uri = "file://" + os.path.abspath(os.path.join(project, relative))
    server = Server(scaffold, project)
    if mode == "open":
        # Made before the clock starts: the client's own encoding is not the server's time.
        body = json.dumps(did_open(uri, "let value = compute(first, second) + 1\n" * count)).encode()
        cpu = server.cpu_seconds()
        start = time.perf_counter()
        size = server.send(body)
        server.diagnostics(uri, 1)
        wall = time.perf_counter() - start
        print(f"{wall:.3f} {server.cpu_seconds() - cpu:.2f} {size}")
    elif mode == "keystroke":
        with open(os.path.join(project, relative)) as handle:
            text = handle.read()
        server.send(did_open(uri, text))
        server.diagnostics(uri, 1)
        line = text.count("\n") // 2
        times = []
        for version in range(2, count + 2):
            change = {
                "range": {
                    "start": {"line": line, "character": version - 2},
                    "end": {"line": line, "character": version - 2},
                },
                "text": "x",
            }
            start = time.perf_counter()
            server.notify(
                "textDocument/didChange",
                {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]},
            )
            server.diagnostics(uri, version)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
        print(f"{statistics.median(times):.1f} {p90:.1f} {times[-1]:.1f}")
    else:
        raise SystemExit(__doc__)
    server.stop()


if __name__ == "__main__":
    main()
