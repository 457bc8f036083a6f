# Sourced by .ci/e2e.sh: `scaffold graph`. Uses $bin, $T, check, expect_code.

echo "-- graph: Graphviz accepts the dot output, violations are marked"
# Graphviz renders the dot output and Debian's chromium opens the HTML page; both are installed when missing.
chromium_bin=$(command -v chromium || command -v chromium-browser || true)
missing=""
command -v dot > /dev/null 2>&1 || missing="graphviz"
[ -n "$chromium_bin" ] || missing="$missing chromium"
if [ -n "$missing" ] && command -v apt-get > /dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" != 0 ] && command -v sudo > /dev/null 2>&1 && sudo_cmd="sudo"
  echo "   installing$([ -n "$missing" ] && echo " $missing") with apt-get"
  { $sudo_cmd apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends $missing fonts-dejavu-core
  } > "$T/apt.log" 2>&1 || tail -5 "$T/apt.log"
  chromium_bin=$(command -v chromium || command -v chromium-browser || true)
fi
graphapp="$T/graphapp"
mkdir -p "$graphapp"
"$bin" new-module Order --output "$graphapp" > /dev/null
"$bin" new-module --spec docs/examples/login.json --output "$graphapp" > /dev/null
printf '%s\n' 'func injectedViewLeak(_ repository: any OrderRepository) {}' >> "$graphapp/Modules/Order/View/OrderListView.swift"
for level in layer feature type; do
  check "graph --level $level exits 0" expect_code 0 "$bin" graph "$graphapp" --level "$level" --output "$T/graph-$level.dot"
  if command -v dot > /dev/null 2>&1; then
    check "dot -Tsvg accepts the $level graph" dot -Tsvg -o "$T/graph-$level.svg" "$T/graph-$level.dot"
  fi
  check "the $level graph marks the violating edge red" grep -q 'color=red' "$T/graph-$level.dot"
  "$bin" graph "$graphapp" --level "$level" --format json > "$T/graph-$level.json"
  check "the $level JSON graph counts 1 violation" python3 -c "
import json, sys
graph = json.load(open('$T/graph-$level.json'))
names = {node['id'] for node in graph['nodes']}
assert all(edge['from'] in names and edge['to'] in names for edge in graph['edges'])
assert sum(edge['violations'] for edge in graph['edges']) == 1, graph['summary']"
done
command -v dot > /dev/null 2>&1 || echo "note: Graphviz 'dot' is not installed; dot output was not rendered"
check "graph --format mermaid starts with a flowchart" sh -c "\"$bin\" graph \"$graphapp\" --format mermaid | grep -q '^flowchart TB'"
check "graph rejects an unknown format" expect_code 2 "$bin" graph "$graphapp" --format png
check "graph rejects an unknown --focus" expect_code 2 "$bin" graph "$graphapp" --focus Nowhere

echo "-- graph: a 1,600-file layered app stays readable (dot in under 10 s, the matrix page in chromium)"
bigapp="$T/bigapp"
python3 Benchmarks/make_app.py "$bigapp" --features 40 --screens 17 --core 39 --app --links 2 --violations 12 \
  --lines-per-file 40 > "$T/bigapp.stats"
check "the generated app has 1,600 files" grep -q '^files=1600 ' "$T/bigapp.stats"
png_size() { python3 -c "import struct, sys; print('%dx%d' % struct.unpack('>II', open(sys.argv[1], 'rb').read(24)[16:24]))" "$1"; }
nodes_in() { sed -n 's/^\/\/ scaffold graph, [a-z]* level: \([0-9]*\) nodes, \([0-9]*\) edges.*/\1 \2/p' "$1"; }
dot_in_time() { # dot_in_time DOT PNG: renders within 10 s, and prints the figures
  local start end
  start=$(date +%s.%N)
  timeout 60 dot -Tpng -o "$2" "$1" || return 1
  end=$(date +%s.%N)
  echo "   $(basename "$1"): $(nodes_in "$1" | awk '{print $1 " nodes, " $2 " edges"}'), dot -Tpng" \
    "$(awk "BEGIN{printf \"%.1f\", $end - $start}") s, $(png_size "$2") px"
  awk "BEGIN{exit !($end - $start < 10)}"
}
for selection in "layer" "feature" "feature --violations-only" "feature --focus Feature0021"; do
  name=$(echo "$selection" | tr -d ' -')
  # shellcheck disable=SC2086 # the selection is several arguments
  "$bin" graph "$bigapp" --level $selection --output "$T/big-$name.dot"
  if command -v dot > /dev/null 2>&1; then
    check "dot renders the 1,600-file app's $selection graph in under 10 s" dot_in_time "$T/big-$name.dot" "$T/big-$name.png"
  fi
done
read -r all_nodes all_edges < <(nodes_in "$T/big-feature.dot")
for shrunk in featureviolationsonly featurefocusFeature0021; do
  read -r some_nodes some_edges < <(nodes_in "$T/big-$shrunk.dot")
  check "$shrunk draws fewer nodes and edges ($some_nodes/$some_edges of $all_nodes/$all_edges)" \
    test "$some_nodes" -lt "$all_nodes" -a "$some_edges" -lt "$all_edges"
done
check "the feature graph says what --max-edges left out" grep -q 'label="showing 60 of' "$T/big-feature.dot"
command -v dot > /dev/null 2>&1 || echo "note: Graphviz 'dot' could not be installed; the 1,600-file graphs were not rendered"

"$bin" lint "$bigapp" --reporter json > "$T/big-lint.json" 2> /dev/null || true
for level in feature layer; do
  "$bin" graph "$bigapp" --level "$level" --format json --output "$T/big-$level.json"
  "$bin" graph "$bigapp" --level "$level" --format html --output "$T/big-$level.html"
  check "the $level matrix page is self-contained" sh -c "! grep -Eq '(src|href)=\"(https?:)?//' \"$T/big-$level.html\""
  if [ -n "$chromium_bin" ]; then
    check "chromium: the $level matrix loads without errors and matches the JSON graph" \
      python3 Tests/Scripts/check-graph-matrix.py "$chromium_bin" "$T/big-$level.html" "$T/big-$level.json" \
      --lint "$T/big-lint.json" --screenshot "$T/big-$level-matrix.png"
  fi
done
[ -n "$chromium_bin" ] || echo "note: chromium could not be installed (no apt-get or no Debian archive); the matrix page was not opened"
