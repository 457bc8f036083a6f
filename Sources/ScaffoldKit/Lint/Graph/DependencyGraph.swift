/// The project's dependencies as they are: who references whom and how often, and which of those
/// references break a rule. Built from a `ProjectAnalysis` and its diagnostics; renderers turn it into text.
public struct DependencyGraph: Sendable, Equatable {
  /// What a node stands for.
  public enum Level: String, Sendable, CaseIterable {
    /// One node per layer (plus the composition root and unassigned files).
    case layer
    /// One node per feature; files outside every feature are grouped by their layer (`Core`).
    case feature
    /// One node per top-level type.
    case type
  }

  /// A layer, feature, type or imported module.
  public struct Node: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case layer, feature, type
      /// Files that are in no layer and not exempt.
      case unassigned
      /// A module named by a forbidden import (only those appear, not every import).
      case module
    }

    /// Unique within the graph; what edges refer to.
    public var name: String
    public var kind: Kind
    /// The layer of the node's files, when they share one.
    public var layer: String?
    public var feature: String?
    /// A composition root (app entry point, DI container): exempt from layer rules.
    public var isExempt: Bool

    public init(name: String, kind: Kind, layer: String? = nil, feature: String? = nil, isExempt: Bool = false) {
      self.name = name
      self.kind = kind
      self.layer = layer
      self.feature = feature
      self.isExempt = isExempt
    }
  }

  /// References from one node to another.
  public struct Edge: Sendable, Hashable {
    public var from: String
    public var to: String
    /// How many references (or imports) the edge stands for.
    public var weight: Int
    /// How many of them are reported as violations.
    public var violations: Int
    /// The rules those violations break, sorted.
    public var rules: [RuleID]

    public init(from: String, to: String, weight: Int, violations: Int = 0, rules: [RuleID] = []) {
      self.from = from
      self.to = to
      self.weight = weight
      self.violations = violations
      self.rules = rules
    }

    public var isViolating: Bool { violations > 0 }
  }

  public var level: Level
  /// Sorted: layers in configuration order, then by name; modules last.
  public var nodes: [Node]
  /// Sorted by source, then target node order.
  public var edges: [Edge]

  public init(level: Level, nodes: [Node], edges: [Edge]) {
    self.level = level
    self.nodes = nodes
    self.edges = edges
  }

  public var violationCount: Int { edges.reduce(0) { $0 + $1.violations } }
}
