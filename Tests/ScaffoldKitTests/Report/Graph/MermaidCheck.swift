import Foundation

/// A structural check of the Mermaid flowcharts `scaffold graph` writes (the documented check in
/// docs/graph.md): a `flowchart` header; node ids made of letters, digits and `_`; labels quoted with no
/// bare quote inside; every edge between declared nodes; subgraphs closed; `linkStyle` indices in range.
/// It covers the subset of the syntax the renderer emits, not Mermaid as a whole.
enum MermaidCheck {
  /// Each problem as `line N: what`; empty when the text passes.
  static func problems(in text: String) -> [String] {
    var problems: [String] = []
    var declared = Set<String>()
    var edges: [(line: Int, from: String, to: String)] = []
    var linkIndices: [(line: Int, index: Int)] = []
    var openSubgraphs = 0
    var sawHeader = false
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("%%") { continue }
      if !sawHeader {
        if ["flowchart LR", "flowchart TD", "flowchart TB"].contains(line) {
          sawHeader = true
        } else {
          problems.append("line \(number): expected 'flowchart LR', 'TD' or 'TB' first, found '\(line)'")
          sawHeader = true
        }
        continue
      }
      if line.hasPrefix("classDef ") { continue }
      if line == "end" {
        openSubgraphs -= 1
        if openSubgraphs < 0 { problems.append("line \(number): 'end' without subgraph") }
        continue
      }
      if line.hasPrefix("subgraph ") {
        let rest = String(line.dropFirst("subgraph ".count))
        let (id, after) = splitID(rest)
        if !isID(id) || !isQuotedLabel(after, open: "[", close: "]") {
          problems.append("line \(number): malformed subgraph '\(line)'")
        }
        openSubgraphs += 1
        continue
      }
      if line.hasPrefix("linkStyle ") {
        let parts = line.split(separator: " ")
        let indices = parts.count > 2 ? parts[1].split(separator: ",").map { Int($0) } : [nil]
        for index in indices {
          guard let index else {
            problems.append("line \(number): malformed linkStyle '\(line)'")
            continue
          }
          linkIndices.append((number, index))
        }
        continue
      }
      if let arrow = line.range(of: " -->|") {
        let from = String(line[..<arrow.lowerBound])
        let rest = line[arrow.upperBound...]
        guard let close = rest.range(of: "| ", options: .backwards) else {
          problems.append("line \(number): malformed edge '\(line)'")
          continue
        }
        let label = "|" + rest[..<close.lowerBound] + "|"
        let to = String(rest[close.upperBound...])
        if !isID(from) || !isID(to) || !isQuotedLabel(label, open: "|", close: "|") {
          problems.append("line \(number): malformed edge '\(line)'")
        }
        edges.append((number, from, to))
        continue
      }
      let (id, after) = splitID(line)
      var shape = after
      if let style = shape.range(of: ":::") {
        if !isID(String(shape[style.upperBound...])) { problems.append("line \(number): bad class in '\(line)'") }
        shape = String(shape[..<style.lowerBound])
      }
      let isShape =
        isQuotedLabel(shape, open: "[", close: "]")
        || (shape.hasPrefix("([") && shape.hasSuffix("])")
          && isQuotedLabel(String(shape.dropFirst().dropLast()), open: "[", close: "]"))
      if !isID(id) || !isShape {
        problems.append("line \(number): malformed node '\(line)'")
        continue
      }
      if !declared.insert(id).inserted { problems.append("line \(number): node \(id) declared twice") }
    }
    if !sawHeader { problems.append("no 'flowchart' header") }
    if openSubgraphs > 0 { problems.append("\(openSubgraphs) subgraph(s) not closed with 'end'") }
    for edge in edges where !declared.contains(edge.from) || !declared.contains(edge.to) {
      problems.append("line \(edge.line): edge \(edge.from) --> \(edge.to) references an undeclared node")
    }
    for link in linkIndices where link.index < 0 || link.index >= edges.count {
      problems.append("line \(link.line): linkStyle \(link.index) but there are \(edges.count) edges")
    }
    return problems
  }

  static func edgeCount(in text: String) -> Int {
    text.split(separator: "\n").count { $0.contains(" -->|") }
  }

  private static func splitID(_ text: String) -> (String, String) {
    let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return (String(id), String(text.dropFirst(id.count)))
  }

  private static func isID(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter else { return false }
    return text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" }
  }

  /// `["text"]` (or `|"text"|`) with no `"` inside the text.
  private static func isQuotedLabel(_ text: String, open: Character, close: Character) -> Bool {
    guard text.count >= 4, text.first == open, text.last == close else { return false }
    let inner = text.dropFirst().dropLast()
    guard inner.first == "\"", inner.last == "\"", inner.count >= 2 else { return false }
    return !inner.dropFirst().dropLast().contains("\"")
  }
}
