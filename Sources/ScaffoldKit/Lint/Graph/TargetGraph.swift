extension DependencyGraph {
  /// The target a file belongs to by the SwiftPM layout: the folder right below the last `Sources` folder of
  /// its path (`Sources/Checkout/View/CartView.swift` is in `Checkout`); nil outside such a folder.
  package static func target(ofPath path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count else { return nil }
    return String(parts[sources + 1])
  }

  /// The module level: one node per target that holds one of `files`, and an edge wherever a file imports
  /// another of those targets, one reference per import.
  static func targetGraph(of files: [AnalyzedFile]) -> DependencyGraph {
    let targets = files.map { target(ofPath: $0.index.path) }
    let names = Set(targets.compactMap { $0 })
    var references: [String: [String: [Reference]]] = [:]
    for (offset, file) in files.enumerated() {
      guard let from = targets[offset] else { continue }
      for imported in file.index.imports where imported.module != from && names.contains(imported.module) {
        let location = SourceLocation(path: file.index.path, position: imported.position)
        references[from, default: [:]][imported.module, default: []]
          .append(Reference(location: location, symbol: imported.module))
      }
    }
    let edges = references.flatMap { from, targets in
      targets.map { to, found in Edge(from: from, to: to, weight: found.count, references: found.sorted()) }
    }
    let nodes = names.sorted().map { Node(name: $0, kind: .target) }
    return DependencyGraph(level: .module, nodes: nodes, edges: edges).inDependencyOrder()
  }
}
