extension Template {
  /// The context paths the template reads, sorted and without duplicates: what a template author
  /// needs from the context. Loop variables are replaced by their sequence with `[]` for "an item"
  /// (`{% for model in models %}{{ model.name }}` reads `models[].name`); `first`, `last` and indexes
  /// also read "an item"; `count` ends a path; `forloop`, dictionary-loop keys and the insides of
  /// partials are left out.
  public var referencedPaths: [String] {
    var collector = PathCollector()
    collector.collect(nodes, bindings: [:])
    return collector.paths.sorted()
  }
}

private struct PathCollector {
  /// A loop variable's path prefix, or nil when its items cannot be named (dictionary keys).
  typealias Bindings = [String: String?]

  var paths: Set<String> = []

  mutating func collect(_ nodes: [Node], bindings: Bindings) {
    for node in nodes {
      switch node {
      case .text:
        continue
      case .output(let expression, _):
        collect(expression, bindings)
      case .forLoop(let loop):
        collect(loop.sequence, bindings)
        var inner = bindings
        var item: String?
        if case .variable(let path) = loop.sequence.operand { item = name(path, bindings).map { $0 + "[]" } }
        for (index, variable) in loop.variables.enumerated() {
          inner[variable] = loop.variables.count == 2 && index == 0 ? .some(nil) : .some(item)
        }
        inner["forloop"] = .some(nil)
        if let filter = loop.filter { collect(filter, inner) }
        collect(loop.body, bindings: inner)
        collect(loop.emptyBody, bindings: bindings)
      case .conditional(let conditional):
        for branch in conditional.branches {
          collect(branch.condition, bindings)
          collect(branch.body, bindings: bindings)
        }
        collect(conditional.elseBody, bindings: bindings)
      case .include(let include):
        collect(include.name, bindings)
        if let context = include.context { collect(context, bindings) }
        for parameter in include.parameters { collect(parameter.value, bindings) }
      case .block(let block):
        var inner = bindings
        inner["block"] = .some(nil)
        collect(block.body, bindings: inner)
      }
    }
  }

  private mutating func collect(_ condition: Condition, _ bindings: Bindings) {
    switch condition {
    case .value(let expression): collect(expression, bindings)
    case .not(let inner): collect(inner, bindings)
    case .and(let terms), .or(let terms): for term in terms { collect(term, bindings) }
    case .compare(let lhs, _, let rhs, _):
      collect(lhs, bindings)
      collect(rhs, bindings)
    }
  }

  private mutating func collect(_ expression: FilterExpression, _ bindings: Bindings) {
    var operands = [expression.operand]
    for call in expression.filters { operands += call.arguments }
    for operand in operands {
      switch operand {
      case .literal: break
      case .variable(let path): if let name = name(path, bindings) { paths.insert(name) }
      case .joined(let parts), .list(let parts): for part in parts { collect(part, bindings) }
      case .conditional(let value, let condition, let otherwise):
        collect(value, bindings)
        collect(condition, bindings)
        if let otherwise { collect(otherwise, bindings) }
      }
    }
  }

  /// The context path `path` reads, or nil when it reads nothing from the context.
  private func name(_ path: VariablePath, _ bindings: Bindings) -> String? {
    var name: String
    if let binding = bindings[path.parts[0]] {
      guard let prefix = binding else { return nil }
      name = prefix
    } else {
      name = path.parts[0]
    }
    for part in path.parts.dropFirst() {
      if part == "count" { break }
      name += (part == "first" || part == "last" || Int(part) != nil) ? "[]" : "." + part
    }
    return name
  }
}
