/// Supplies the partials that `{% include "name" %}` renders and the parents that `{% extends "name" %}` names.
public protocol PartialLoader: Sendable {
  /// The partial `named` as included from the template named `includingTemplate`: the name to use
  /// in error locations and include-cycle detection (e.g. a path) and its source, or nil when there
  /// is no such partial.
  func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)?
}

/// A loader with no partials: every include is a "partial not found" error.
public struct NoPartials: PartialLoader {
  public init() {}

  public func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
    nil
  }
}

/// Partials held in memory, keyed by the name used in `{% include %}`.
public struct InMemoryPartials: PartialLoader {
  public var partials: [String: String]

  public init(_ partials: [String: String]) {
    self.partials = partials
  }

  public func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
    partials[named].map { (named, $0) }
  }
}

/// A parsed template, ready to render any number of times.
public struct Template: Sendable {
  /// Used in error locations, e.g. "mvvm/ViewModel.swift.stencil".
  public let name: String
  let source: SourceText
  let nodes: [Node]
  /// `{% extends %}`, when the template builds on another.
  let parent: Extends?
  /// Every block by name, nested ones included.
  let blocks: [String: Block]
  /// The names of the template's blocks, in source order.
  public let blockNames: [String]

  /// Parses `source`; syntax errors (unclosed tags, unknown tags and filters, wrong filter argument
  /// counts, bad expressions) are thrown here, located in `name`.
  public init(source: String, name: String) throws(TemplateError) {
    self.name = name
    self.source = SourceText(source, name: name)
    var parser = try Parser(source: self.source)
    nodes = try parser.parse()
    parent = parser.parent
    blocks = parser.blocks
    blockNames = parser.blockNames
  }

  /// The parent named by `{% extends "name" %}` when the name is a literal string (nil without `extends`).
  public var parentName: String? {
    guard let parent, case .literal(.string(let name)) = parent.name.operand, parent.name.filters.isEmpty else {
      return nil
    }
    return name
  }

  /// Renders with `context` as the top-level variables. Undefined variables, filter misuse, missing
  /// partials and include cycles are thrown, located at the offending token.
  public func render(
    _ context: [String: TemplateValue], partials: any PartialLoader = NoPartials()
  ) throws(TemplateError) -> String {
    try render(context, partials: partials, budget: .standard)
  }

  /// `render` within `budget` (tests use a small one).
  func render(
    _ context: [String: TemplateValue], partials: any PartialLoader, budget: Renderer.Budget
  ) throws(TemplateError) -> String {
    var renderer = Renderer(context: context, partials: partials, root: name, budget: budget)
    try renderer.render(template: self)
    return renderer.output
  }
}
