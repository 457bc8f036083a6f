# Sourced by .ci/e2e.sh: `scaffold mcp` driven by the official python MCP client (the `mcp` package), with the
# initialize handshake and with `server/discover`, on a fresh project: every tool called and checked against
# the CLI (placement against new-module --dry-run, plan_module against --dry-run, lint against explain),
# malformed calls and lines answered with errors. Uses $T, $bin, check.

echo "-- mcp: scaffold mcp with the python MCP client"
python3 -c "import mcp, jsonschema" 2> /dev/null || python3 -m pip install --quiet mcp jsonschema > /dev/null 2>&1 || true
if ! python3 -c "import mcp, jsonschema" 2> /dev/null; then
  check "the python MCP client is installed (pip install mcp)" false
else
  mcp_project="$T/mcp-project"
  rm -rf "$mcp_project" && mkdir -p "$mcp_project"
  check "every tool, both protocol eras, malformed calls" python3 Tests/Scripts/mcp-client.py "$bin" "$mcp_project"
fi
