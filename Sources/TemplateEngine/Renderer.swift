/// Walks the nodes with a stack of variable scopes (the context, then one per loop and include).
struct Renderer {
  /// Includes nested deeper than this are refused (a cycle through differently named partials, or
  /// just too much).
  static let maxIncludeDepth = 32
  /// Rendering recurses once per nested block body. One template nests at most `Parser.maxDepth`
  /// blocks, so the check at each include keeps the whole render within a small stack (a few hundred
  /// KB in debug builds), whichever thread it runs on.
  static let maxDepth = 100
  /// A render's budget: nodes evaluated and bytes produced. Loops inside loops or a partial included twice
  /// per level multiply the work; beyond these, rendering stops with an error at the loop or include
  /// that was running, instead of working for hours. Real templates stay far below both.
  struct Budget: Sendable {
    var steps: Int
    var outputBytes: Int
    static let standard = Budget(steps: 2_000_000, outputBytes: 64 << 20)
  }
  private let budget: Budget

  private var scopes: [[String: TemplateValue]]
  private let partials: any PartialLoader
  private var includeStack: [String]
  private var parsedPartials: [String: Template] = [:]
  /// What each (including template, requested name) resolved to: a partial included many times is looked up
  /// once, so its cost per include is its rendering alone, which the budget bounds.
  private var loadedPartials: [PartialKey: (name: String, source: String)?] = [:]
  private var depth = 0
  /// For each template being rendered (the innermost last): every block name's definitions, the most
  /// derived template's first, then the parents' it overrides.
  private var blockTables: [[String: [(template: Template, block: Block)]]] = []
  private(set) var output = ""
  private var steps = 0
  private var producedBytes = 0
  /// The innermost loop or include being rendered, where a budget error points.
  private var multiplier: (template: Template, offset: Int)?

  init(context: [String: TemplateValue], partials: any PartialLoader, root: String, budget: Budget = .standard) {
    self.budget = budget
    scopes = [context]
    self.partials = partials
    includeStack = [root]
  }

  /// Renders a whole template: its own nodes, or, when it extends another, the root parent's nodes with
  /// each block taken from the most derived template that defines it.
  mutating func render(template: Template) throws(TemplateError) {
    let chain = try inheritanceChain(of: template)
    var table: [String: [(template: Template, block: Block)]] = [:]
    for member in chain {
      for (name, block) in member.blocks { table[name, default: []].append((member, block)) }
    }
    for (index, member) in chain.enumerated().dropLast() {
      let parent = chain[index + 1]
      for name in member.blockNames where table[name]!.count == 1 && !member.blocks[name]!.isNested {
        let known = chain[(index + 1)...].flatMap(\.blockNames)
        let suggestion = Suggestions.didYouMean(name, among: known)
        throw member.source.error(
          at: member.blocks[name]!.offset, "block '\(name)' is not in '\(parent.name)' or its parents\(suggestion)")
      }
    }
    blockTables.append(table)
    defer { blockTables.removeLast() }
    try render(chain[chain.count - 1].nodes, in: chain[chain.count - 1])
  }

  /// The template, its parent, the parent's parent…, loaded like partials.
  private mutating func inheritanceChain(of template: Template) throws(TemplateError) -> [Template] {
    var chain = [template]
    while let parent = chain[chain.count - 1].parent {
      let child = chain[chain.count - 1]
      let nameValue = try evaluate(parent.name, in: child)
      guard case .string(let requested) = nameValue else {
        throw child.source.error(
          at: parent.name.operandOffset, "a parent template name must be a string (got \(nameValue.kindName))")
      }
      guard let (name, text) = partial(named: requested, from: child.name) else {
        throw child.source.error(at: parent.name.operandOffset, "parent template '\(requested)' not found")
      }
      if let start = chain.firstIndex(where: { $0.name == name }) {
        let cycle = (chain[start...].map(\.name) + [name]).joined(separator: " -> ")
        throw child.source.error(at: parent.offset, "extends cycle: \(cycle)")
      }
      guard chain.count <= Self.maxIncludeDepth else {
        throw child.source.error(
          at: parent.offset, "templates extend each other too deeply (more than \(Self.maxIncludeDepth) levels)")
      }
      do {
        chain.append(try parsed(name: name, text: text))
      } catch {
        var located = error
        located.includedFrom.append(child.source.includeSite(at: parent.offset, note: "extended from here"))
        throw located
      }
    }
    return chain
  }

  private struct PartialKey: Hashable {
    var requested: String
    var including: String
  }

  private mutating func partial(named requested: String, from including: String) -> (name: String, source: String)? {
    let key = PartialKey(requested: requested, including: including)
    if let loaded = loadedPartials[key] { return loaded }
    let loaded = partials.loadPartial(named: requested, from: including)
    loadedPartials[key] = loaded
    return loaded
  }

  private mutating func parsed(name: String, text: String) throws(TemplateError) -> Template {
    if let parsed = parsedPartials[name] { return parsed }
    let template = try Template(source: text, name: name)
    parsedPartials[name] = template
    return template
  }

  /// Renders definition `index` of a block (0 is the most derived), with `block.super` set to the next one.
  /// `place` is the line the block's tag stood alone on where it is rendered (nil when it shares a line).
  private mutating func render(
    _ definitions: [(template: Template, block: Block)], at index: Int, placedOn place: StandaloneLine?
  ) throws(TemplateError) {
    let (template, block) = definitions[index]
    let body = block.isOneLine ? block.body.map { $0.placed(on: place) } : block.body
    guard let superOffset = block.superOffset else {
      try render(body, in: template)
      return
    }
    guard index + 1 < definitions.count else {
      throw template.source.error(
        at: superOffset, "'block.super' has nothing to show: no parent template defines block '\(block.name)'")
    }
    let outerOutput = output
    output = ""
    try render(definitions, at: index + 1, placedOn: place)
    let inherited = output
    output = outerOutput
    scopes.append(["block": .dictionary(["super": .string(inherited)])])
    defer { scopes.removeLast() }
    try render(body, in: template)
  }

  mutating func render(_ nodes: [Node], in template: Template) throws(TemplateError) {
    depth += 1
    defer { depth -= 1 }
    for node in nodes {
      steps += 1
      if steps > budget.steps || producedBytes > budget.outputBytes {
        let (where_, offset) = multiplier ?? (template, 0)
        let what =
          steps > budget.steps ? "more than \(budget.steps) steps" : "more than \(budget.outputBytes >> 20) MB"
        throw where_.source.error(
          at: offset,
          "rendering stopped after \(what): loops or includes multiply the work here (a loop inside a loop, "
            + "a partial included more than once per level)")
      }
      switch node {
      case .text(let text):
        output += text
        producedBytes += text.utf8.count
      case .output(let expression, let offset):
        let value = try evaluate(expression, in: template)
        guard let text = value.scalarText else {
          let message =
            value.kindName == "array"
            ? "cannot output an array; use a 'for' loop or the 'join' filter"
            : "cannot output a dictionary; use a 'for' loop"
          throw template.source.error(at: offset, message)
        }
        output += text
        producedBytes += text.utf8.count
      case .forLoop(let loop):
        let outer = multiplier
        multiplier = (template, loop.offset)
        try render(loop, in: template)
        multiplier = outer
      case .conditional(let conditional):
        var taken = false
        for branch in conditional.branches where try test(branch.condition, in: template) {
          try render(branch.body, in: template)
          taken = true
          break
        }
        if !taken { try render(conditional.elseBody, in: template) }
      case .include(let include):
        let outer = multiplier
        multiplier = (template, include.offset)
        try render(include, in: template)
        multiplier = outer
      case .block(let block):
        let definitions = blockTables.last?[block.name] ?? [(template, block)]
        try render(definitions, at: 0, placedOn: block.standalone)
      }
    }
  }

  // MARK: - Loops

  private mutating func render(_ loop: ForLoop, in template: Template) throws(TemplateError) {
    let sequence = try evaluate(loop.sequence, in: template)
    let source = template.source
    var rows: [[TemplateValue]] = []
    switch sequence {
    case .array(let items):
      if loop.variables.count == 1 {
        rows = items.map { [$0] }
      } else {
        for item in items {
          guard case .array(let values) = item, values.count == loop.variables.count else {
            throw source.error(
              at: loop.sequence.operandOffset,
              "cannot unpack \(Self.describe(item)) into \(loop.variables.count) loop variables")
          }
          rows.append(values)
        }
      }
    case .dictionary(let entries):
      guard loop.variables.count <= 2 else {
        throw source.error(at: loop.offset, "a loop over a dictionary takes one or two variables (key, value)")
      }
      rows = entries.keys.sorted().map { key in
        loop.variables.count == 1 ? [.string(key)] : [.string(key), entries[key]!]
      }
    case .null:
      rows = []
    default:
      throw source.error(at: loop.sequence.operandOffset, "cannot loop over a \(sequence.kindName)")
    }
    scopes.append([:])
    if let filter = loop.filter {
      var kept: [[TemplateValue]] = []
      for row in rows {
        scopes[scopes.count - 1] = Dictionary(uniqueKeysWithValues: zip(loop.variables, row))
        if try test(filter, in: template) { kept.append(row) }
      }
      rows = kept
    }
    guard !rows.isEmpty else {
      scopes.removeLast()
      try render(loop.emptyBody, in: template)
      return
    }
    let outer = lookup("forloop")
    for (index, row) in rows.enumerated() {
      var scope = Dictionary(uniqueKeysWithValues: zip(loop.variables, row))
      scope["forloop"] = .dictionary(Self.forloop(index: index, count: rows.count, label: loop.label, outer: outer))
      scopes[scopes.count - 1] = scope
      try render(loop.body, in: template)
    }
    scopes.removeLast()
  }

  /// The `forloop` variable: position in the loop, `parentloop` for the enclosing loop, and (as in
  /// Stencil) each enclosing labelled loop under its label.
  private static func forloop(index: Int, count: Int, label: String?, outer: TemplateValue?) -> [String: TemplateValue]
  {
    var forloop: [String: TemplateValue] = [
      "first": .bool(index == 0), "last": .bool(index == count - 1), "counter": .int(index + 1),
      "counter0": .int(index), "length": .int(count),
    ]
    if let label {
      forloop["label"] = .string(label)
      forloop[label] = .dictionary(forloop)
    }
    if case .dictionary(let parent) = outer {
      forloop["parentloop"] = outer
      for (key, value) in parent where key != "parentloop" {
        if case .dictionary(let entries) = value, entries["label"] != nil, forloop[key] == nil { forloop[key] = value }
      }
    }
    return forloop
  }

  // MARK: - Includes

  private mutating func render(_ include: Include, in template: Template) throws(TemplateError) {
    let source = template.source
    let nameValue = try evaluate(include.name, in: template)
    guard case .string(let requested) = nameValue else {
      throw source.error(at: include.name.operandOffset, "a partial name must be a string (got \(nameValue.kindName))")
    }
    var scope: [String: TemplateValue]?
    if let contextExpression = include.context {
      let value = try evaluate(contextExpression, in: template)
      guard case .dictionary(let entries) = value else {
        throw source.error(
          at: contextExpression.operandOffset, "an include's context must be a dictionary (got \(value.kindName))")
      }
      scope = entries
    }
    if !include.parameters.isEmpty {
      var entries = scope ?? [:]
      for parameter in include.parameters { entries[parameter.name] = try evaluate(parameter.value, in: template) }
      scope = entries
    }
    guard let (name, text) = partial(named: requested, from: template.name) else {
      throw source.error(at: include.name.operandOffset, "partial '\(requested)' not found")
    }
    if includeStack.contains(name) {
      let cycle = (includeStack.drop(while: { $0 != name }) + [name]).joined(separator: " -> ")
      throw source.error(at: include.offset, "include cycle: \(cycle)")
    }
    guard includeStack.count <= Self.maxIncludeDepth else {
      throw source.error(
        at: include.offset, "includes are nested too deeply (more than \(Self.maxIncludeDepth) levels)")
    }
    guard depth <= Self.maxDepth else {
      throw source.error(
        at: include.offset, "blocks and includes are nested too deeply (more than \(Self.maxDepth) levels)")
    }
    do {
      let partial = try parsed(name: name, text: text)
      let outerOutput = output
      output = ""
      includeStack.append(name)
      if let scope { scopes.append(scope) }
      try render(template: partial)
      if scope != nil { scopes.removeLast() }
      includeStack.removeLast()
      let rendered = output
      output = outerOutput
      if let standalone = include.standalone, !rendered.isEmpty {
        output += standalone.indent.isEmpty ? rendered : StringCase.indent(rendered, by: standalone.indent, first: true)
        if !rendered.hasSuffix("\n") { output += standalone.lineBreak }
      } else {
        output += rendered
      }
    } catch {
      var located = error
      let site = source.includeSite(at: include.offset)
      // A budget error is located at this very include already; the chain starts at the include above it.
      let isThisInclude =
        located.includedFrom.isEmpty && located.templateName == site.templateName && located.line == site.line
        && located.column == site.column
      if !isThisInclude { located.includedFrom.append(site) }
      throw located
    }
  }

  // MARK: - Expressions

  private func test(_ condition: Condition, in template: Template) throws(TemplateError) -> Bool {
    switch condition {
    case .value(let expression):
      return try evaluate(expression, in: template).truthiness
    case .not(let inner):
      return try !test(inner, in: template)
    case .and(let terms):
      for term in terms where try !test(term, in: template) { return false }
      return true
    case .or(let terms):
      for term in terms where try test(term, in: template) { return true }
      return false
    case .compare(let lhsExpression, let comparison, let rhsExpression, let offset):
      let lhs = try evaluate(lhsExpression, in: template)
      let rhs = try evaluate(rhsExpression, in: template)
      if let result = Comparison.evaluate(lhs, comparison, rhs) { return result }
      throw template.source.error(at: offset, Comparison.problem(lhs, comparison, rhs))
    }
  }

  func evaluate(_ expression: FilterExpression, in template: Template) throws(TemplateError) -> TemplateValue {
    var value: TemplateValue
    if let first = expression.filters.first, first.filter.acceptsUndefined,
      case .variable(let path) = expression.operand
    {
      // Undefined is expected here, so skip building (and suggesting for) an error.
      value = (try? walk(path).get()) ?? .null
    } else {
      value = try resolve(expression.operand, in: template)
    }
    for call in expression.filters {
      var arguments: [TemplateValue] = []
      for argument in call.arguments { arguments.append(try resolve(argument, in: template)) }
      do {
        value = try call.filter.apply(value, arguments)
      } catch {
        let offset = error.argument.map { call.argumentOffsets[$0] } ?? call.offset
        throw template.source.error(at: offset, error.message)
      }
    }
    return value
  }

  /// Where following a variable path stopped.
  private enum Undefined: Error {
    case variable(VariablePath)
    /// `value` (found at `path.parts[..<index]`) has no member `path.parts[index]`.
    case member(VariablePath, index: Int, value: TemplateValue)
  }

  /// Follows a dotted path from a variable through members (see `TemplateValue.member`).
  private func walk(_ path: VariablePath) -> Result<TemplateValue, Undefined> {
    guard var value = lookup(path.parts[0]) else { return .failure(.variable(path)) }
    for index in path.parts.indices.dropFirst() {
      guard let member = value.member(path.parts[index]) else {
        return .failure(.member(path, index: index, value: value))
      }
      value = member
    }
    return .success(value)
  }

  private func resolve(_ operand: Operand, in template: Template) throws(TemplateError) -> TemplateValue {
    let path: VariablePath
    switch operand {
    case .literal(let value):
      return value
    case .variable(let variable):
      path = variable
    case .joined(let parts):
      var text = ""
      for part in parts {
        let value = try evaluate(part, in: template)
        guard let piece = value.scalarText else {
          let kind = value.kindName == "array" ? "an array" : "a dictionary"
          throw template.source.error(at: part.operandOffset, "cannot join \(kind) with '~'; use the 'join' filter")
        }
        text += piece
      }
      return .string(text)
    case .list(let items):
      var values: [TemplateValue] = []
      for item in items { values.append(try evaluate(item, in: template)) }
      return .array(values)
    case .conditional(let value, let condition, let otherwise):
      if try test(condition, in: template) { return try evaluate(value, in: template) }
      return try otherwise.map { expression throws(TemplateError) in try evaluate(expression, in: template) } ?? .null
    }
    switch walk(path) {
    case .success(let value):
      return value
    case .failure(.variable(let path)):
      let name = path.parts[0]
      let known = Set(scopes.flatMap(\.keys))
      throw template.source.error(
        at: path.offsets[0], "undefined variable '\(name)'" + Suggestions.didYouMean(name, among: known))
    case .failure(.member(let path, let index, let value)):
      let owner = path.parts[..<index].joined(separator: ".")
      throw template.source.error(at: path.offsets[index], value.missingMember(path.parts[index], of: owner))
    }
  }

  private func lookup(_ name: String) -> TemplateValue? {
    for scope in scopes.reversed() {
      if let value = scope[name] { return value }
    }
    return nil
  }

  private static func describe(_ value: TemplateValue) -> String {
    switch value {
    case .array(let items): "an array of \(items.count)"
    case .int: "an int"
    default: "a \(value.kindName)"
    }
  }
}
