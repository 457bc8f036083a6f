#!/usr/bin/env python3
"""Drives `scaffold mcp` with the official python MCP client (pip install mcp) on a fresh project.

usage: mcp-client.py SCAFFOLD PROJECT_DIR

Connects once with the initialize handshake ("legacy") and once with `server/discover` ("auto", the
2026-07-28 revision), lists the tools and calls each one, checking the answers against the CLI:
placement of a new ViewModel is the path `new-module --dry-run` prints; plan_module is that plan;
new_module writes it; lint of a file with a violation returns the finding with the text
`scaffold explain` prints; lint changedSince sees only the changed file; malformed calls are JSON-RPC
errors after which the server still answers; every structuredContent fits its tool's outputSchema.
Exits 1 on the first failed check.
"""
import asyncio
import json
import os
import subprocess
import sys

import jsonschema
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

SCAFFOLD, PROJECT = sys.argv[1], sys.argv[2]
TOOLS = {"placement", "layer_rules", "which", "plan_module", "new_module", "lint"}
OUTPUT_SCHEMAS = {}


def fail(message):
    print(f"mcp-client: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


def cli(*args, check=True):
    result = subprocess.run([SCAFFOLD, *args], cwd=PROJECT, capture_output=True, text=True)
    if check and result.returncode != 0:
        fail(f"scaffold {' '.join(args)}: exit {result.returncode}: {result.stderr}")
    return result.stdout


def git(*args):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    subprocess.run(["git", *args], cwd=PROJECT, check=True, capture_output=True, env=env)


def dry_run_entries(*args):
    """(action, path) per line of `new-module --dry-run`'s plan."""
    entries = []
    for line in cli("new-module", *args, "--dry-run").splitlines():
        action, _, path = line.partition(" ")
        if action in ("create", "unchanged", "overwrite", "update", "conflict"):
            entries.append((action, path.strip()))
    return entries


async def call(client, name, arguments):
    result = await client.call_tool(name, arguments)
    expect(not result.is_error, f"{name} {arguments}: isError: {result.content}")
    expect(result.structured_content is not None, f"{name}: no structuredContent")
    expect(result.content and result.content[0].text, f"{name}: no text")
    try:
        jsonschema.validate(result.structured_content, OUTPUT_SCHEMAS[name])
    except jsonschema.ValidationError as error:
        fail(f"{name}: structuredContent does not fit its outputSchema: {error.message}")
    return result.structured_content


async def expect_rpc_error(client, name, arguments, needle):
    try:
        await client.call_tool(name, arguments)
    except MCPError as error:
        expect(error.code == -32602, f"{name} {arguments}: code {error.code}, expected -32602 (invalid params)")
        expect(needle in error.error.message, f"{name} {arguments}: '{needle}' not in '{error.error.message}'")
        return error.error.message
    fail(f"{name} {arguments}: no JSON-RPC error")


async def session(mode):
    server = StdioServerParameters(command=SCAFFOLD, args=["mcp"], cwd=PROJECT)
    async with Client(server, mode=mode) as client:
        version = client.protocol_version
        expect(version == {"legacy": "2025-11-25", "auto": "2026-07-28"}[mode], f"{mode}: protocol version {version}")
        tools = (await client.list_tools()).tools
        expect({tool.name for tool in tools} == TOOLS, f"tools: {[tool.name for tool in tools]}")
        for tool in tools:
            expect(tool.input_schema.get("type") == "object", f"{tool.name}: inputSchema is not an object schema")
            expect(tool.description, f"{tool.name}: no description")
            expect((tool.output_schema or {}).get("type") == "object", f"{tool.name}: outputSchema is not an object schema")
            OUTPUT_SCHEMAS[tool.name] = tool.output_schema

        # Before writing: where a ViewModel of a new feature goes, and what its layer may use.
        placement = await call(client, "placement", {"feature": "Payment", "role": "ViewModel"})
        planned = dry_run_entries("Payment")
        view_models = [path for _, path in planned if path.startswith(placement["folder"] + "/")]
        expect(placement["paths"] == view_models, f"placement {placement['paths']} != new-module's {view_models}")
        expect("UIKit" in placement["forbiddenImports"], f"ViewModel may import UIKit: {placement}")
        rules = await call(client, "layer_rules", {"layer": "viewmodel"})
        expect(rules["layers"][0]["mayDependOn"] == placement["mayDependOn"][1:], f"layer_rules {rules} vs placement")

        # The plan is new-module --dry-run's, then new_module writes it and the plan turns to 'unchanged'.
        plan = await call(client, "plan_module", {"name": "Payment"})
        expect([(e["action"], e["path"]) for e in plan["entries"]] == planned, "plan_module differs from --dry-run")
        expect(plan["written"] is False and not os.path.exists(os.path.join(PROJECT, planned[0][1])), "plan wrote")
        written = await call(client, "new_module", {"name": "Payment"})
        expect(written["written"] is True, "new_module did not write")
        expect(all(os.path.isfile(os.path.join(PROJECT, path)) for _, path in planned), "a planned file is missing")
        again = await call(client, "plan_module", {"name": "Payment"})
        expect({e["action"] for e in again["entries"]} == {"unchanged"}, f"after writing: {again['entries']}")

        which = await call(client, "which", {"paths": [placement["paths"][0]]})
        expect(which["placements"][0]["layer"] == "ViewModel" and which["placements"][0]["feature"] == "Payment",
               f"which: {which}")

        # After writing: a View that names a Repository type is a finding, explained as `scaffold explain` does.
        view = [path for _, path in planned if "/View/" in path][0]
        with open(os.path.join(PROJECT, view), "a") as file:
            file.write("\nfunc peek(_ repository: PaymentRepository) {}\n")
        lint = await call(client, "lint", {"paths": [view]})
        expect(lint["errors"] >= 1, f"lint found nothing in {view}: {lint}")
        finding = lint["findings"][0]
        expect(finding["path"] == view and finding["rule"], f"finding: {finding}")
        explained = cli("explain", f"{view}:{finding['line']}:{finding['column']}")
        expect(finding["explanation"] == explained, f"explanation differs:\n{finding['explanation']}\n---\n{explained}")
        clean = await call(client, "lint", {"paths": [placement["paths"][0]]})
        expect(clean["findings"] == [], f"a generated ViewModel has findings: {clean}")
        changed = await call(client, "lint", {"changedSince": "HEAD"})
        expect({f["path"] for f in changed["findings"]} == {view}, f"changedSince HEAD: {changed['findings']}")

        # Malformed calls: JSON-RPC errors that name the problem; tool failures: isError results.
        await expect_rpc_error(client, "placement", {"feature": 3}, "'feature' must be a string")
        await expect_rpc_error(client, "placement", {"feature": "Payment"}, "missing required argument 'role'")
        await expect_rpc_error(client, "lint", {"pathz": ["x"]}, "did you mean 'paths'")
        await expect_rpc_error(client, "plan_module", {"ui": "swiftUI"}, "give 'name' or 'spec'")
        await expect_rpc_error(client, "plan", {}, "unknown tool 'plan'")
        failed = await client.call_tool("placement", {"feature": "Payment", "role": "Presenter"})
        expect(failed.is_error and "no layer named 'Presenter'" in failed.content[0].text, f"{failed}")
        failed = await client.call_tool("plan_module", {"name": "lower case"})
        expect(failed.is_error, f"an invalid module name was planned: {failed}")
        expect({tool.name for tool in (await client.list_tools(cache_mode="bypass")).tools} == TOOLS,
               "the server stopped answering after malformed calls")
        print(f"ok   {mode} ({version}): {len(tools)} tools; placement {placement['paths'][0]}; {len(planned)} planned files; "
              f"finding {finding['rule']} at {view}:{finding['line']}")


def raw_garbage():
    """Lines that are not JSON-RPC, then a request: each gets an error, and the request its answer."""
    lines = [b"garbage", b"[1,2]", b'{"jsonrpc":"2.0","id":true,"method":"ping"}', b'{"id":9,"method":"tools/list"}',
             b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}',
             b'{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lint","arguments":[]}}',
             b'{"jsonrpc":"2.0","id":3,"method":"tools/list"}']
    process = subprocess.run([SCAFFOLD, "mcp"], cwd=PROJECT, input=b"\n".join(lines) + b"\n", capture_output=True,
                             timeout=60)
    expect(process.returncode == 0, f"exit {process.returncode}: {process.stderr}")
    replies = [json.loads(line) for line in process.stdout.splitlines()]
    codes = [reply.get("error", {}).get("code") for reply in replies]
    expect(codes[:4] == [-32700, -32600, -32600, -32002], f"errors for garbage: {codes}")
    expect(codes[5] == -32602 and replies[6]["result"]["tools"], f"after garbage: {replies[4:]}")
    print(f"ok   raw: {len(lines)} lines, {codes.count(None)} answers and {len(codes) - codes.count(None)} errors")


if __name__ == "__main__":
    cli("init", "--preset", "mvvm")
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "init", "--allow-empty")
    asyncio.run(session("legacy"))
    # The second session starts from the written module: commit it, so that only the next edit is a change.
    subprocess.run(["rm", "-rf", os.path.join(PROJECT, "Modules"), os.path.join(PROJECT, "Tests"),
                    os.path.join(PROJECT, ".scaffold")], check=True)
    asyncio.run(session("auto"))
    raw_garbage()
