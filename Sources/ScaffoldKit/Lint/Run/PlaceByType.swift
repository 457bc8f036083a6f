/// A top-level type that its name places in another layer than its file's path and name do: the rules judge
/// the code inside it (its body, and extensions of it in the same file) as that layer's, and the project
/// table files it there.
package struct TypePlacement: Sendable, Hashable {
  package var type: String
  package var layer: String
  package var feature: String?
}

/// A top-level type and the layer match its name gives (as the file's would if the file were named after it).
package struct TypeMatch: Sendable, Hashable {
  package var type: String
  package var match: LayerMatch
}

extension LayerMap {
  /// `decision` (of the file at `placing.path`, which declares `declaredTypes` at its top level) completed by
  /// the layers its types name. Each type is placed as a file named after it in the same folder would be
  /// (the same patterns and suffixes, the same precedence); a type whose name places it in another layer
  /// than the file's, by a suffix or a file-name ending, is that layer's. When every type of the file goes
  /// to one other layer, the file does (`PromotedProductListView.swift` declaring only
  /// `PromotedProductListViewModel` is a ViewModel file); otherwise the file keeps its layer and the types
  /// that go elsewhere are listed in `typePlacements`. Only a file in a layer is looked at.
  package func placeByType(
    _ decision: LayerDecision, _ placing: PathDecision, declaredTypes: [String]
  ) -> LayerDecision {
    guard decision.assignment.role == .layered, let fileLayer = decision.assignment.layer else { return decision }
    // A name that ends in no suffix and no pattern's file-name ending is placed by its folder alone, which is
    // the file's: only a name with such an ending can name another layer. Most files declare none but the
    // one they are named after, which their file name already placed; the path is looked at only then.
    let named = declaredTypes.filter { type in nameEndings.contains { type.hasSuffix($0) } }
    guard !named.isEmpty else { return decision }
    let stem = Paths.swiftStem(placing.path)
    guard named.contains(where: { $0 != stem }) else { return decision }
    let folder = Paths.dirname(placing.path)
    var moved: [TypeMatch] = []
    var stays = named.count < declaredTypes.count
    for type in named {
      guard type != stem else {
        stays = true
        continue
      }
      let typed = decide(path: folder == "." ? type + ".swift" : folder + "/" + type + ".swift", declaredTypes: [type])
      guard typed.assignment.role == .layered, let match = typed.match, match.suffixLength > 0,
        match.layer != fileLayer
      else {
        stays = true
        continue
      }
      moved.append(TypeMatch(type: type, match: match))
    }
    guard !moved.isEmpty else { return decision }
    var result = decision
    result.byType = moved
    if !stays, moved.allSatisfy({ $0.match.layer == moved[0].match.layer }) {
      result.assignment.layer = moved[0].match.layer
      result.assignment.feature = moved[0].match.feature ?? decision.assignment.feature
    } else {
      result.assignment.typePlacements = moved.map {
        TypePlacement(type: $0.type, layer: $0.match.layer, feature: $0.match.feature ?? decision.assignment.feature)
      }
    }
    return result
  }
}

extension LayerDecision {
  /// "placed in ViewModel by its type PromotedProductListViewModel (suffix 'ViewModel'), not View by its name
  /// (suffix 'View')", or the file's own layer and the types placed elsewhere.
  package var byTypeReason: String {
    let named = match.map { "\($0.layer) by its name (\($0.reason))" } ?? "its path"
    if assignment.typePlacements.isEmpty {
      let types = byType.map { "\($0.type) (\($0.match.reason))" }
      return "placed in \(assignment.layer ?? "?") by \(types.count == 1 ? "its type" : "its types") "
        + "\(types.joined(separator: ", ")), not \(named)"
    }
    return "layer \(named); by their names, "
      + byType.map { "\($0.type) is in \($0.match.layer) (\($0.match.reason))" }.joined(separator: ", ")
  }
}

extension Explainer {
  /// For a finding in code that a type's name placed in its layer (not its file's path and name): how, read
  /// from the file's declarations. nil otherwise, or without a file system to read the file from.
  func placedByType(_ diagnostic: Diagnostic) -> String? {
    guard let fileSystem, let bytes = try? fileSystem.readData(diagnostic.location.path) else { return nil }
    let path = Paths.relative(fileSystem.absolute(diagnostic.location.path), to: configuration.root)
    let map = LayerMap(configuration: configuration)
    let types = SwiftIndexer.index(bytes, path: path, lowercaseTypes: [], readsReferences: false).topLevelTypes
    let placing = map.placing(path: path)
    let decision = map.placeByType(map.decide(placing, declaredTypes: types), placing, declaredTypes: types)
    guard !decision.byType.isEmpty, let layer = diagnostic.source?.layer else { return nil }
    if decision.assignment.typePlacements.isEmpty {
      return decision.assignment.layer == layer ? decision.byTypeReason : nil
    }
    // The file kept its layer: only the code of a type that moved was placed by its name.
    let root = diagnostic.source?.symbol?.split(separator: ".").first.map(String.init)
    guard let moved = decision.byType.first(where: { $0.type == root }), moved.match.layer == layer,
      let file = decision.match
    else { return nil }
    return "in \(layer) by its type's name \(moved.type) (\(moved.match.reason)), "
      + "not \(file.layer) by its file's name (\(file.reason))"
  }
}

extension FileAssignment {
  /// Where the code of the top-level type (or extension) `name` is judged: its own layer when its name places
  /// it elsewhere than the file, else the file's. `name` may be qualified (`Outer.Inner` of an extension).
  package func assignment(ofType name: String?) -> FileAssignment {
    guard !typePlacements.isEmpty, let name else { return self }
    let root = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
    guard let placed = typePlacements.first(where: { $0.type == root }) else { return self }
    return FileAssignment(role: .layered, layer: placed.layer, feature: placed.feature)
  }
}
