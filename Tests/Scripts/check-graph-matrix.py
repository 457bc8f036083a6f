#!/usr/bin/env python3
"""Opens a `scaffold graph --format html` page in headless Chromium and checks it against the JSON graph.

usage: check-graph-matrix.py CHROMIUM PAGE.html GRAPH.json [--lint LINT.json] [--screenshot OUT.png]
                             [--window WIDTHxHEIGHT]

Drives the browser over the DevTools protocol on a pipe (--remote-debugging-pipe: file descriptors 3 and 4,
no network port, standard library only) and fails when
- the page logs a console error or throws, or its script does not finish (body[data-ready]);
- the matrix is not one cell per pair of the graph's nodes, in the graph's order;
- a non-zero cell differs from the JSON graph's edge (weight, violations), or an edge has no cell;
- a cell with violations is not marked (class `violation`, a red background) or a clean cell is;
- a real mouse click on a violating cell does not list its references as file:line:col, violations
  among them (and, with --lint, each one a location `scaffold lint --format json` reports).
Prints one line of figures; --screenshot saves what the page looks like.
"""
import argparse
import base64
import fcntl
import json
import os
import re
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium, profile):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        # Chromium reads commands from fd 3 and writes replies to fd 4; the child's ends are moved above 10
        # first so that the shell's redirections cannot overwrite one with the other.
        child_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
        child_write = fcntl.fcntl(replies_write, fcntl.F_DUPFD, 10)
        for fd in (commands_read, replies_write):
            os.close(fd)
        self.process = subprocess.Popen(
            ["bash", "-c", f'exec "$0" "$@" 3<&{child_read} 4>&{child_write} {child_read}<&- {child_write}>&-',
             chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            pass_fds=(child_read, child_write), stdout=subprocess.DEVNULL, stderr=open(os.environ.get("CHROMIUM_LOG", os.devnull), "w"))
        os.close(child_read)
        os.close(child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(method)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.replies, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for event in self.events:
                if event.get("method") == method:
                    return event
            self.events.append(self.read())
        raise TimeoutError(method)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def problems_in_page(browser, session):
    found = []
    for event in browser.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            found.append("exception: " + params["exceptionDetails"].get("text", "")
                         + " " + json.dumps(params["exceptionDetails"].get("exception", {}).get("description", "")))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append("console." + params["type"] + ": " + json.dumps(params.get("args")))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append("log: " + params["entry"].get("text", "") + " " + params["entry"].get("url", ""))
    return found


def evaluate(browser, session, expression):
    result = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
    if "exceptionDetails" in result:
        raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
    return result["result"].get("value")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("chromium")
    parser.add_argument("page")
    parser.add_argument("graph")
    parser.add_argument("--lint")
    parser.add_argument("--screenshot")
    parser.add_argument("--window", default="1800x1400", help="viewport WIDTHxHEIGHT for the screenshot")
    args = parser.parse_args()
    width, height = (int(part) for part in args.window.split("x"))
    graph = json.load(open(args.graph))
    failures = []

    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(args.chromium, profile)
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Runtime", "Log", "Page"):
                browser.send(f"{domain}.enable", session=session)
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
            started = time.time()
            browser.send("Page.navigate", {"url": "file://" + os.path.abspath(args.page)}, session)
            browser.wait_for("Page.loadEventFired")
            while evaluate(browser, session, "document.body && document.body.dataset.ready") != "true":
                if time.time() - started > 20:
                    failures.append("the page's script did not finish (no body[data-ready])")
                    break
                time.sleep(0.1)
            load_seconds = time.time() - started

            cells = evaluate(browser, session, """
              [...document.querySelectorAll('table.dsm td')].map(td => ({
                from: td.dataset.from, to: td.dataset.to, weight: Number(td.dataset.weight),
                violations: Number(td.dataset.violations), text: td.textContent,
                marked: td.classList.contains('violation'), background: getComputedStyle(td).backgroundColor}))""")
            rows = evaluate(browser, session, "[...document.querySelectorAll('table.dsm tr')].length")
            names = [node["id"] for node in graph["nodes"]]
            if rows != len(names) + 1 or len(cells) != len(names) ** 2:
                failures.append(f"{rows} rows and {len(cells)} cells for {len(names)} nodes")
            order = [cell["to"] for cell in cells[: len(names)]]
            if order != names:
                failures.append(f"columns {order[:5]}… are not the graph's node order {names[:5]}…")
            edges = {(edge["from"], edge["to"]): edge for edge in graph["edges"]}
            seen = set()
            for cell in cells:
                key = (cell["from"], cell["to"])
                edge = edges.get(key)
                if cell["weight"] == 0:
                    if edge or cell["text"] or cell["marked"]:
                        failures.append(f"cell {key} is empty but the graph has {edge}")
                    continue
                seen.add(key)
                if not edge:
                    failures.append(f"cell {key} = {cell['weight']} has no edge in the JSON graph")
                    continue
                if (cell["weight"], cell["violations"], cell["text"]) != (edge["weight"], edge["violations"],
                                                                         str(edge["weight"])):
                    failures.append(f"cell {key} shows {cell} but the edge is {edge}")
                red = re.match(r"rgb\((\d+), (\d+), (\d+)\)", cell["background"])
                is_red = bool(red) and int(red.group(1)) > int(red.group(2)) + 30
                if (edge["violations"] > 0) != cell["marked"] or cell["marked"] != is_red:
                    failures.append(f"cell {key} with {edge['violations']} violations: marked={cell['marked']}, "
                                    f"background {cell['background']}")
            missing = set(edges) - seen
            if missing:
                failures.append(f"{len(missing)} edges have no cell, e.g. {sorted(missing)[:3]}")

            # A real click on the first violating cell lists its references.
            violating = [edge for edge in graph["edges"] if edge["violations"] > 0]
            clicked = None
            if violating:
                edge = violating[0]
                selector = (f"table.dsm td[data-from={json.dumps(edge['from'])}]"
                            f"[data-to={json.dumps(edge['to'])}]")
                box = evaluate(browser, session, f"""(() => {{
                  const td = document.querySelector({json.dumps(selector)});
                  td.scrollIntoView({{block: 'center', inline: 'center'}});
                  const r = td.getBoundingClientRect();
                  return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
                for kind in ("mousePressed", "mouseReleased"):
                    browser.send("Input.dispatchMouseEvent",
                                 {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1}, session)
                listed = evaluate(browser, session, """
                  [...document.querySelectorAll('#reference-list li')].map(li => [li.dataset.location, li.className])""")
                title = evaluate(browser, session, "document.getElementById('references-title').textContent")
                clicked = (edge, len(listed))
                if len(listed) != min(edge["weight"], 1000):
                    failures.append(f"clicking {edge['from']} → {edge['to']} listed {len(listed)} references, "
                                    f"expected {edge['weight']} ({title})")
                bad = [where for where, _ in listed if not re.fullmatch(r".+\.swift:\d+:\d+", where or "")]
                if bad:
                    failures.append(f"references not as file:line:col: {bad[:3]}")
                flagged = [where for where, kind in listed if kind == "violation"]
                if len(flagged) != min(edge["violations"], 1000):
                    failures.append(f"{len(flagged)} listed references marked as violations, expected "
                                    f"{edge['violations']}")
                if args.lint:
                    reported = set()
                    for diagnostic in json.load(open(args.lint)).get("diagnostics", []):
                        reported.add(f"{diagnostic['path']}:{diagnostic['line']}:{diagnostic['column']}")
                    unknown = [where for where in flagged if where not in reported]
                    if unknown:
                        failures.append(f"listed violations that scaffold lint does not report: {unknown[:3]}")

            if args.screenshot:
                shot = browser.send("Page.captureScreenshot", {"format": "png"}, session)
                with open(args.screenshot, "wb") as handle:
                    handle.write(base64.b64decode(shot["data"]))
            failures += problems_in_page(browser, session)
        finally:
            browser.close()

    for failure in failures:
        print("  " + failure, file=sys.stderr)
    non_zero = sum(1 for cell in cells if cell["weight"])
    marked = sum(1 for cell in cells if cell["marked"])
    print(f"  matrix: {len(names)}x{len(names)} cells, {non_zero} non-zero, {marked} marked as violations, "
          f"loaded in {load_seconds:.1f} s" + (f"; click listed {clicked[1]} references" if clicked else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
