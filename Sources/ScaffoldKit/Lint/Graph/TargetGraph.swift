extension DependencyGraph {
  private static let sourcesFolder = Array("Sources".utf8)

  /// The target a file belongs to by the SwiftPM layout: the folder right below the last `Sources` folder of
  /// its path (`Sources/Checkout/View/CartView.swift` is in `Checkout`); nil outside such a folder.
  package static func target(ofPath path: String) -> String? {
    // From the end, component by component, without splitting the path: the cycle rule asks for every file.
    var path = path
    return path.withUTF8 { bytes -> String? in
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      // How many components follow the one looked at, and the one right after it.
      var following = 0
      var next = 0..<0
      while end > 0 {
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        if start < end {
          if bytes[start..<end].elementsEqual(sourcesFolder) {
            return following >= 2 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[next]), as: UTF8.self) : nil
          }
          next = start..<end
          following += 1
        }
        end = start - 1
      }
      return nil
    }
  }

  /// The module level: one node per target that holds one of `files` (test files left out), and an edge
  /// wherever a file imports another of those targets, one reference per import. An import of a module that
  /// `declared` calls the SDK's (`DeclaredDependencies.isSystem`) is no edge: in an app whose folders hold
  /// `Sources/CarPlay`, `import CarPlay` is Apple's framework. `ordered`: in dependency order, as `graph` draws
  /// it (the cycle rule needs no order). Targets are numbered as first met, so that each import costs one
  /// look-up of its module.
  static func targetGraph(
    of files: [AnalyzedFile], declared: DeclaredDependencies, ordered: Bool = true
  ) -> DependencyGraph {
    var numbers: [String: Int] = [:]
    var names: [String] = []
    let targets = files.indices.map { offset -> Int? in
      guard files[offset].assignment.role != .test, let name = target(ofPath: files[offset].index.path) else {
        return nil
      }
      if let number = numbers[name] { return number }
      numbers[name] = names.count
      names.append(name)
      return names.count - 1
    }
    // By `from * names.count + to`.
    var references: [Int: [Reference]] = [:]
    for offset in files.indices {
      guard let from = targets[offset] else { continue }
      for imported in files[offset].index.imports {
        guard let to = numbers[imported.module], to != from, !declared.isSystem(imported.module) else { continue }
        let location = SourceLocation(path: files[offset].index.path, position: imported.position)
        references[from * names.count + to, default: []].append(Reference(location: location, symbol: imported.module))
      }
    }
    let edges = references.map { key, found in
      Edge(
        from: names[key / names.count], to: names[key % names.count], weight: found.count, references: found.sorted())
    }
    let nodes = names.sorted().map { Node(name: $0, kind: .target) }
    let graph = DependencyGraph(level: .module, nodes: nodes, edges: edges)
    return ordered ? graph.inDependencyOrder() : graph
  }
}
