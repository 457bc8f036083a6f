# Sourced by .ci/e2e.sh: `scaffold graph`. Uses $bin, $T, check, expect_code.

echo "-- graph: Graphviz accepts the dot output, violations are marked"
if ! command -v dot > /dev/null 2>&1 && command -v apt-get > /dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" != 0 ] && command -v sudo > /dev/null 2>&1 && sudo_cmd="sudo"
  { $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq graphviz; } > "$T/apt.log" 2>&1 || true
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
check "graph --format mermaid starts with a flowchart" sh -c "\"$bin\" graph \"$graphapp\" --format mermaid | grep -q '^flowchart LR'"
check "graph rejects an unknown format" expect_code 2 "$bin" graph "$graphapp" --format svg
