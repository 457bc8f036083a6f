/// One self-contained HTML page (no network, no Graphviz): a dependency structure matrix of `matrix` beside
/// the SVG diagram of `diagram` (the layer graph), which stays in view with the references of the selected
/// cell. Rows and columns are the nodes in dependency order; the
/// cell in row A, column B counts A's references to B, red when some are violations, outlined red when the
/// edge is in a dependency cycle (dashed: an edge to cut). A click on a cell (or on
/// an edge of the diagram) lists its references as `file:line:col`. The page's script builds the table from
/// the graph embedded as JSON, and marks each cell with `data-from`, `data-to`, `data-weight` and
/// `data-violations`, so that a browser check can compare it with `--format json`.
enum HTMLRenderer {
  /// References listed per cell, violations first; the page says when there are more.
  static let referencesPerCell = 1000

  static func render(matrix: DependencyGraph, diagram: DependencyGraph) -> String {
    let title = "scaffold graph, \(matrix.level.rawValue) level"
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="scaffold graph --format html">
      <link rel="icon" href="data:,">
      <title>\(XML.attribute(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header>
      <h1>Dependencies, \(XML.attribute(matrix.level.rawValue)) level</h1>
      <p>\(XML.attribute(matrix.summary)), \(matrix.violationCount) \
      \(matrix.violationCount == 1 ? "violation" : "violations"). Each row uses the columns it has numbers in; \
      nodes run in dependency order, so references that follow the architecture sit above the diagonal and \
      backward ones below it. <span class="swatch violation"></span> holds violations; click a cell for its references.</p>
      </header>
      <main>
      <section id="matrix-section"><h2>Dependency matrix</h2><div id="matrix"></div></section>
      <aside>
      <section id="diagram-section"><h2>Layers</h2>
      \(SVGRenderer.render(diagram))</section>
      <section id="references"><h2 id="references-title">References</h2>
      <p id="references-hint">Click a cell of the matrix or an edge of the diagram.</p><ol id="reference-list"></ol></section>
      </aside>
      </main>
      <script type="application/json" id="graph-data">\(data(matrix).renderedForScript())</script>
      <script>
      \(script)
      </script>
      </body>
      </html>

      """
  }

  /// The graph for the script: node names, and per edge node indices, counts and references, with file
  /// paths and symbols in tables so the page stays small.
  static func data(_ graph: DependencyGraph) -> JSONOutput {
    let index = Dictionary(
      graph.nodes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var files: [String] = []
    var fileIndex: [String: Int] = [:]
    var symbols: [String] = []
    var symbolIndex: [String: Int] = [:]
    func intern(_ text: String, in table: inout [String], _ lookup: inout [String: Int]) -> Int {
      if let known = lookup[text] { return known }
      table.append(text)
      lookup[text] = table.count - 1
      return table.count - 1
    }
    let edges = graph.edges.map { edge -> JSONOutput in
      // Violations first, so that a capped list still shows them.
      let listed = (edge.references.filter { $0.rule != nil } + edge.references.filter { $0.rule == nil })
        .prefix(referencesPerCell)
      let references = listed.map { reference -> JSONOutput in
        .array([
          .int(intern(reference.location.path, in: &files, &fileIndex)), .int(reference.location.line),
          .int(reference.location.column), .int(intern(reference.symbol, in: &symbols, &symbolIndex)),
          .string(reference.rule?.rawValue ?? ""),
        ])
      }
      return .object([
        "from": .int(index[edge.from] ?? 0), "to": .int(index[edge.to] ?? 0), "weight": .int(edge.weight),
        "violations": .int(edge.violations), "rules": .array(edge.rules.map { .string($0.rawValue) }),
        "cycle": edge.inCycle ? .bool(true) : nil, "cut": edge.isCut ? .bool(true) : nil,
        "references": .array(references),
      ])
    }
    return .object([
      "level": .string(graph.level.rawValue),
      "nodes": .array(
        graph.nodes.map { node in
          .object(["name": .string(node.name), "label": .string(node.label), "kind": .string(node.kind.rawValue)])
        }),
      "edges": .array(edges),
      "files": .array(files.map(JSONOutput.string)),
      "symbols": .array(symbols.map(JSONOutput.string)),
    ])
  }

  static let style = """
    body { font: 13px Helvetica, Arial, sans-serif; color: #222; margin: 16px; }
    h1 { font-size: 18px; margin: 0 0 4px; } h2 { font-size: 14px; margin: 0 0 8px; }
    header p { margin: 0 0 12px; max-width: 70em; }
    main { display: flex; gap: 24px; align-items: flex-start; }
    #matrix-section { flex: 0 0 auto; }
    table.dsm { border-collapse: collapse; }
    table.dsm th, table.dsm td { border: 1px solid #d0d0d0; padding: 0; }
    table.dsm th.row { text-align: right; padding: 0 6px; font-weight: normal; white-space: nowrap; }
    table.dsm th.column { height: 120px; vertical-align: bottom; font-weight: normal; }
    table.dsm th.column span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap;
      padding: 4px 0; }
    table.dsm td { width: 26px; min-width: 26px; height: 22px; text-align: center; font-size: 11px; }
    table.dsm td.diagonal { background: #ececec; }
    table.dsm td.nonzero { background: #dde8f6; cursor: pointer; }
    table.dsm td.violation, .swatch.violation { background: #f8c9c9; color: #a00000; font-weight: bold; }
    table.dsm td.cycle { outline: 2px solid #d00000; outline-offset: -2px; } table.dsm td.cut { outline-style: dashed; }
    table.dsm td.selected { outline: 2px solid #1a56c4; }
    table.dsm tr:hover th.row, table.dsm td:hover { background-color: #fff3b0; }
    .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #d0d0d0; }
    #diagram-section svg { display: block; max-width: 100%; max-height: 55vh; height: auto; }
    #diagram-section g.edge { cursor: pointer; }
    aside { flex: 1 1 360px; min-width: 320px; position: sticky; top: 8px; max-height: calc(100vh - 16px);
      overflow: auto; }
    #references { margin-top: 12px; }
    #references ol { font-family: Menlo, Consolas, monospace; font-size: 12px; max-height: 35vh; overflow: auto; }
    #references li { overflow-wrap: anywhere; } #references li.violation { color: #a00000; }
    """

  static let script = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("graph-data").textContent);
      const nodes = data.nodes;
      const byPair = new Map();
      data.edges.forEach(function (edge) { byPair.set(edge.from + ":" + edge.to, edge); });
      const table = document.createElement("table");
      table.className = "dsm";
      const head = table.insertRow();
      head.appendChild(document.createElement("th"));
      nodes.forEach(function (node, index) {
        const th = document.createElement("th");
        th.className = "column";
        const label = document.createElement("span");
        label.textContent = (index + 1) + " " + node.label;
        th.appendChild(label);
        th.title = node.label;
        head.appendChild(th);
      });
      let selected = null;
      nodes.forEach(function (rowNode, row) {
        const tr = table.insertRow();
        const th = document.createElement("th");
        th.className = "row";
        th.scope = "row";
        th.textContent = rowNode.label + " " + (row + 1);
        tr.appendChild(th);
        nodes.forEach(function (columnNode, column) {
          const td = tr.insertCell();
          td.dataset.from = rowNode.name;
          td.dataset.to = columnNode.name;
          const edge = byPair.get(row + ":" + column);
          td.dataset.weight = edge ? edge.weight : 0;
          td.dataset.violations = edge ? edge.violations : 0;
          if (row === column) td.classList.add("diagonal");
          if (!edge) return;
          td.classList.add("nonzero");
          if (edge.violations > 0) td.classList.add("violation");
          if (edge.cycle) td.classList.add("cycle");
          if (edge.cut) td.classList.add("cut");
          td.textContent = edge.weight;
          td.title = rowNode.label + " \u2192 " + columnNode.label + ": " + edge.weight + " references" +
            (edge.violations > 0 ? ", " + edge.violations + " violations (" + edge.rules.join(", ") + ")" : "") +
            (edge.cut ? ", in a cycle, an edge to cut" : edge.cycle ? ", in a cycle" : "");
          td.addEventListener("click", function () { show(edge, td); });
        });
      });
      document.getElementById("matrix").appendChild(table);

      function show(edge, cell) {
        if (selected) selected.classList.remove("selected");
        selected = cell;
        if (cell) cell.classList.add("selected");
        const from = nodes[edge.from].label;
        const to = nodes[edge.to].label;
        let title = from + " \u2192 " + to + ": " + edge.weight + (edge.weight === 1 ? " reference" : " references");
        if (edge.violations > 0) {
          title += ", " + edge.violations + (edge.violations === 1 ? " violation" : " violations") +
            " (" + edge.rules.join(", ") + ")";
        }
        document.getElementById("references-title").textContent = title;
        const hint = document.getElementById("references-hint");
        hint.textContent = edge.references.length < edge.weight
          ? "The first " + edge.references.length + " (violations first); scaffold graph --focus narrows it down."
          : "";
        const list = document.getElementById("reference-list");
        list.replaceChildren();
        edge.references.forEach(function (reference) {
          const item = document.createElement("li");
          const where = data.files[reference[0]] + ":" + reference[1] + ":" + reference[2];
          item.textContent = where + "  " + data.symbols[reference[3]] + (reference[4] ? "  [" + reference[4] + "]" : "");
          item.dataset.location = where;
          if (reference[4]) item.className = "violation";
          list.appendChild(item);
        });
      }

      document.querySelectorAll("#diagram-section g.edge").forEach(function (group) {
        group.addEventListener("click", function () {
          const row = nodes.findIndex(function (node) { return node.name === group.dataset.from; });
          const column = nodes.findIndex(function (node) { return node.name === group.dataset.to; });
          const edge = byPair.get(row + ":" + column);
          if (edge) show(edge, table.rows[row + 1].cells[column + 1]);
        });
      });
      document.body.dataset.cells = String(data.edges.length);
      document.body.dataset.ready = "true";
    })();
    """#
}
