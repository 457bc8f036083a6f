/// The project's dependencies as they are: who references whom and how often, and which of those
/// references break a rule. Built from a `ProjectAnalysis` and its diagnostics; renderers turn it into text.
package struct DependencyGraph: Sendable, Equatable {
  /// What a node stands for.
  package enum Level: String, Sendable, CaseIterable {
    /// One node per layer (plus the composition root and unassigned files).
    case layer
    /// One node per feature; files outside every feature are grouped by their layer (`Core`).
    case feature
    /// One node per top-level type.
    case type
    /// One node per SwiftPM target (a folder under `Sources/`); edges are imports of another target.
    case module
  }

  /// A layer, feature, type or imported module.
  package struct Node: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
      case layer, feature, type
      /// Files that are in no layer and not exempt.
      case unassigned
      /// A module named by a forbidden import (only those appear, not every import).
      case module
      /// A target of the project, at the module level.
      case target
    }

    /// Unique within the graph; what edges refer to.
    package var name: String
    package var kind: Kind
    /// The layer of the node's files, when they share one.
    package var layer: String?
    package var feature: String?
    /// A composition root (app entry point, DI container): exempt from layer rules.
    package var isExempt: Bool = false
  }

  /// One place in the sources that an edge stands for: a reference to a type, or a forbidden import.
  package struct Reference: Sendable, Hashable, Comparable {
    package var location: SourceLocation
    /// The type (or module) named there.
    package var symbol: String
    /// The rule it breaks, when `scaffold lint` reports it.
    package var rule: RuleID?

    package static func < (lhs: Reference, rhs: Reference) -> Bool {
      (lhs.location, lhs.symbol) < (rhs.location, rhs.symbol)
    }
  }

  /// References from one node to another.
  package struct Edge: Sendable, Hashable {
    package var from: String
    package var to: String
    /// How many references (or imports) the edge stands for.
    package var weight: Int
    /// How many of them are reported as violations.
    package var violations: Int = 0
    /// The rules those violations break, sorted.
    package var rules: [RuleID] = []
    /// Where the references are, sorted by location (`weight` of them when built from sources).
    package var references: [Reference] = []
    /// Whether the edge is part of a dependency cycle that the `cycle` rule reports (`markingCycles`).
    package var inCycle = false
    /// Whether the edge is one of those to cut to break every cycle (`markingCycles`).
    package var isCut = false

    package var isViolating: Bool { violations > 0 }
  }

  /// What a selection (`limited(toEdges:)`) left out of the drawing, so that renderers can say so.
  package struct Omission: Sendable, Hashable {
    /// Edges not drawn, and the references they stand for.
    package var edges: Int
    package var weight: Int
    /// Nodes left without a drawn edge, in node order.
    package var nodes: [String]
  }

  package var level: Level
  /// In dependency order (`DependencyGraph.dependencyLevels`): a node comes before the nodes it depends on,
  /// ties in configuration order, then by name; modules last.
  package var nodes: [Node]
  /// Sorted by source, then target node order.
  package var edges: [Edge]
  /// Set when some edges are not drawn.
  package var omitted: Omission?

  package var violationCount: Int { edges.reduce(0) { $0 + $1.violations } }
}
