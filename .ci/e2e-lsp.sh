# Sourced by .ci/e2e.sh: `scaffold lsp` driven by a real client (pygls's LanguageClient) on a copy of the
# plugin consumer fixture (open, edit a violation in and out, hover, code action, scaffold.json change),
# its latency on a synthetic 520k-line project, and 1,000 malformed or out-of-order messages.
# Uses $T, $bin, check. The latency is measured with the release binary (the bundle part builds it; the
# same command is a no-op then; run alone, this part builds it).

echo "-- lsp: scaffold lsp with a real LSP client"
python3 -c "import pygls.lsp.client, lsprotocol" 2> /dev/null || python3 -m pip install --quiet pygls > /dev/null 2>&1 || true
if ! python3 -c "import pygls.lsp.client, lsprotocol" 2> /dev/null; then
  check "pygls is installed (pip install pygls)" false
else
  lsp_project="$T/lsp-project"
  rm -rf "$lsp_project"
  cp -R Tests/Fixtures/PluginConsumer "$lsp_project"
  check "session: diagnostics, hover, code action, scaffold.json" python3 Tests/Scripts/lsp-client.py "$bin" "$lsp_project" session

  # The benchmark app (4,000 files, ~520k lines) with one of its Views grown to 2,000 lines.
  lsp_app="$T/lsp-app"
  python3 Benchmarks/make_app.py "$lsp_app" --features 800 > /dev/null
  view=Modules/Feature0001/View/Feature0001View.swift
  python3 - "$lsp_app/$view" << 'PY'
import sys
path = sys.argv[1]
text = open(path).read()
out, copy = text, 1
while out.count("\n") < 2000:
    out += "\n" + text.replace("Feature0001View", f"Feature0001View{copy}")
    copy += 1
open(path, "w").write("\n".join(out.split("\n")[:2000]) + "\n")
PY
  lsp_release=$("$root/.ci/release/build.sh" 2> "$T/release-build.log") || { cat "$T/release-build.log"; fail "release build"; }
  check "latency: edits of a 2,000-line buffer in a 520k-line project" \
    env LSP_PLANTED_TYPE=Feature0001Repository python3 Tests/Scripts/lsp-client.py "$lsp_release" "$lsp_app" latency "$view"
  check "fuzz: 1,000 malformed and out-of-order messages" python3 Tests/Scripts/lsp-client.py "$bin" "$lsp_project" fuzz 1000
fi
