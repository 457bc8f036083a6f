/// Where one file sits in the architecture and why: what `scaffold which` prints. Built from the same
/// `LayerMap` decision the rules use.
package struct FilePlacement: Sendable, Equatable {
  package var path: String
  package var role: FileAssignment.Role
  package var layer: String?
  package var feature: String?
  /// The feature is a library the others use (`crossFeature.shared`): any feature may name its types.
  package var featureIsShared = false
  /// The layer pattern (or suffix) that placed the file, as written.
  package var pattern: String?
  /// Why the file has this place, in a sentence: the deciding pattern and where it comes from, or why no
  /// pattern did.
  package var reason: String
  /// Top-level types the file declares.
  package var declares: [String]
  /// Layers the file's code may name types from (its own included), when it is in a layer.
  package var mayDependOn: [String]?
  package var forbiddenImports: [String]
  package var allowedImports: [String]?
}

extension Linter {
  /// The placement of every Swift file under `paths` (files or folders), in path order; a file that the
  /// configuration's `include`/`exclude` leave out is listed with the pattern that leaves it out.
  package func placements(of paths: [String]) throws(LintError) -> [FilePlacement] {
    let analysis = try analyzeProject(paths: paths)
    let map = layerMap
    var result = analysis.requestedFiles.map { file in
      let placing = map.placing(path: rootRelative(file.index.path))
      let types = file.topLevelTypes
      return placement(
        of: file, decision: map.placeByType(map.decide(placing, declaredTypes: types), placing, declaredTypes: types))
    }
    let found = Set(result.map(\.path))
    for path in paths where fileSystem.kind(of: fileSystem.absolute(path)) == .file {
      let display = Paths.relative(fileSystem.absolute(path), to: fileSystem.currentDirectory)
      guard !found.contains(display) else { continue }
      let relative = GlobPath(rootRelative(display))
      let reason: String
      if let membership, membership.targets(of: fileSystem.absolute(path)).isEmpty {
        reason = "not linted: no target of the Xcode project compiles it"
      } else if let excluded = configuration.exclude.first(where: { $0.match(relative) != nil }) {
        reason = "not linted: excluded by '\(excluded.pattern)'"
      } else if !display.hasSuffix(".swift") {
        reason = "not linted: not a .swift file"
      } else if Paths.relative(fileSystem.absolute(path), to: configuration.root).hasPrefix("..") {
        reason = "not linted: outside the configuration root \(configuration.root)"
      } else {
        reason = "not linted: matches no 'include' pattern (or sits in a hidden folder)"
      }
      result.append(
        FilePlacement(
          path: display, role: .unassigned, reason: reason, declares: [], forbiddenImports: []))
    }
    return result.sorted { $0.path < $1.path }
  }

  private func placement(of file: AnalyzedFile, decision: LayerDecision) -> FilePlacement {
    let assignment = decision.assignment
    var placement = FilePlacement(
      path: file.index.path, role: assignment.role, layer: assignment.layer, feature: assignment.feature,
      pattern: decision.match?.pattern ?? decision.match?.suffix.map { "suffix '\($0)'" }, reason: "",
      declares: file.topLevelTypes, forbiddenImports: [])
    placement.featureIsShared = assignment.feature.map(configuration.sharedFeatures.contains) ?? false
    let layer = assignment.layer.flatMap(configuration.layer(named:))
    let from = layer.map { origin(of: $0) } ?? configuration.origin
    switch assignment.role {
    case .test:
      placement.reason = "a test: exempt.tests pattern '\(decision.testPattern ?? "?")' (\(configuration.origin))"
    case .compositionRoot:
      placement.reason = "a composition root: exempt \(decision.exemption ?? "?") (\(configuration.origin))"
      if let match = decision.match { placement.reason += "; inside layer \(match.layer)'s \(match.reason)" }
    case .layered:
      placement.reason = "layer \(assignment.layer ?? "?"): \(decision.match?.reason ?? "?") (\(from))"
      if !decision.byType.isEmpty { placement.reason = decision.byTypeReason + " (\(from))" }
    case .unassigned:
      if assignment.ambiguousLayers.count == 2 {
        let (a, b) = (assignment.ambiguousLayers[0], assignment.ambiguousLayers[1])
        placement.reason =
          "in no layer: layer \(a.layer) (\(a.reason)) and layer \(b.layer) (\(b.reason)) match equally "
          + "specifically [ambiguous-layer]"
      } else if configuration.layers.isEmpty {
        placement.reason = "in no layer: \(configuration.origin) has no layers"
      } else {
        placement.reason =
          "in no layer: no pattern of \(configuration.origin) matches ("
          + configuration.layers.map { layer in
            layer.name + " "
              + (layer.paths.map { "'\($0.pattern)'" } + layer.suffixes.map { "suffix '\($0)'" })
              .joined(separator: ", ")
          }.joined(separator: "; ") + ")"
      }
    }
    if assignment.role == .layered, let layer {
      placement.mayDependOn = [layer.name] + layer.mayDependOn
      placement.forbiddenImports = layer.forbiddenImports
      placement.allowedImports = layer.allowedImports
    }
    return placement
  }

  private func origin(of layer: LintConfiguration.Layer) -> String {
    let preset = "preset \(configuration.preset.rawValue)"
    let file = configuration.sourcePath.map(Paths.basename) ?? "scaffold.json"
    switch layer.origin {
    case .preset: return preset
    case .configuration: return file
    case .presetChangedByConfiguration: return "\(preset), changed by \(file)"
    }
  }
}

extension FileIndex {
  /// The names of the types declared at the top level of the file (not extensions, not nested types).
  package var topLevelTypes: [String] {
    declarations.filter { $0.isTopLevelType }.map(\.name)
  }
}

extension AnalyzedFile {
  /// The names of the types declared at the top level of the file (not extensions, not nested types).
  package var topLevelTypes: [String] { index.topLevelTypes }
}

/// `scaffold which` output: text for people, JSON for tools.
package enum PlacementReport {
  package static func text(_ placements: [FilePlacement]) -> String {
    placements.map { placement in
      var lines = [placement.path]
      func add(_ label: String, _ value: String) { lines.append("  " + (label + ":").padding(12) + value) }
      add("layer", placement.layer ?? "none")
      if let feature = placement.feature {
        add("feature", feature + (placement.featureIsShared ? " (shared: any feature may use its types)" : ""))
      }
      add("why", placement.reason)
      if !placement.declares.isEmpty { add("declares", placement.declares.joined(separator: ", ")) }
      if let may = placement.mayDependOn { add("may use", may.joined(separator: ", ")) }
      if !placement.forbiddenImports.isEmpty {
        add("no import", placement.forbiddenImports.joined(separator: ", "))
      }
      if let allowed = placement.allowedImports {
        add("imports", allowed.isEmpty ? "none allowed" : "only " + allowed.joined(separator: ", "))
      }
      return lines.joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }

  package static func json(_ placements: [FilePlacement]) -> String {
    JSONOutput.array(placements.map(json)).rendered()
  }

  /// One placement as `json` lists it.
  static func json(_ placement: FilePlacement) -> JSONOutput {
    JSONOutput.object([
      "path": .string(placement.path),
      "role": .string(placement.role.rawValue),
      "layer": placement.layer.map(JSONOutput.string) ?? .null,
      "feature": placement.feature.map(JSONOutput.string) ?? .null,
      "sharedFeature": .bool(placement.featureIsShared),
      "pattern": placement.pattern.map(JSONOutput.string) ?? .null,
      "reason": .string(placement.reason),
      "declares": .array(placement.declares.map(JSONOutput.string)),
      "mayDependOn": placement.mayDependOn.map { .array($0.map(JSONOutput.string)) } ?? .null,
      "forbiddenImports": .array(placement.forbiddenImports.map(JSONOutput.string)),
      "allowedImports": placement.allowedImports.map { .array($0.map(JSONOutput.string)) } ?? .null,
    ])
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
