/// Proposes layer patterns for an existing tree from its folder names and file-name endings: the files a
/// preset already places stay as they are, and each file it leaves in no layer gets the pattern of the
/// folder that says what it is (see `LayoutVocabulary`).
struct LayoutDetector {
  /// One Swift file of the tree: its path relative to the root, and where the preset alone puts it.
  struct File {
    var path: String
    var assignment: FileAssignment
  }

  /// What the detector proposes on top of the preset.
  struct Proposal {
    /// Layer name → path patterns, in the preset's layer order, patterns sorted.
    var layers: [(name: String, paths: [String])]
    /// Composition-root folders, as patterns.
    var exemptPaths: [String]
  }

  let preset: Preset

  /// The preset a tree resembles: clean when it has a `Domain` (or `UseCases`) folder, features when its
  /// feature folders hold services, else mvvm.
  static func preset(resembling paths: [String]) -> Preset {
    let folders = Set(paths.flatMap { $0.split(separator: "/").dropLast().map(String.init) })
    if folders.contains("Domain") || folders.contains("UseCases") { return .clean }
    let featureServices = paths.contains { path in
      let parts = path.split(separator: "/")
      return parts.count >= 3 && parts[parts.count - 3] == "Features" && path.hasSuffix("Service.swift")
    }
    return featureServices ? .features : .mvvm
  }

  func propose(_ files: [File]) -> Proposal {
    var patterns: [String: Set<String>] = [:]
    var exempt: Set<String> = []
    for file in files where file.assignment.role == .unassigned && file.assignment.ambiguousLayers.isEmpty {
      let parts = file.path.split(separator: "/").map(String.init)
      let folders = Array(parts.dropLast())
      // A glob metacharacter in a folder name would need escaping the patterns do not offer.
      guard !folders.contains(where: { folder in folder.contains { "*?{}[]".contains($0) } }) else { continue }
      if let (layer, pattern) = featurePattern(folders: folders, stem: Paths.swiftStem(file.path)) {
        patterns[layer, default: []].insert(pattern)
      } else if let index = folders.firstIndex(where: LayoutVocabulary.compositionRootFolders.contains) {
        exempt.insert(folders[...index].joined(separator: "/") + "/**")
      } else if let (layer, pattern) = folderPattern(folders: folders) {
        patterns[layer, default: []].insert(pattern)
      }
    }
    let layers = preset.architecture.layers.map(\.name).compactMap { name -> (name: String, paths: [String])? in
      guard let written = patterns[name] else { return nil }
      let kept = written.filter { !isRedundant($0, layer: name, in: patterns) }.sorted()
      return (name, kept)
    }
    return Proposal(layers: layers, exemptPaths: exempt.filter { !isRedundant($0, among: exempt) }.sorted())
  }

  /// A file below a feature folder (`Flows/<Feature>/…`): the layer its name ending says, else the
  /// preset's feature layer (View, or Presentation), with the pattern over every feature.
  private func featurePattern(folders: [String], stem: String) -> (String, String)? {
    guard let container = folders.firstIndex(where: LayoutVocabulary.featureContainers.contains) else { return nil }
    var feature = container + 1
    while feature < folders.count, LayoutVocabulary.structuralFolders.contains(folders[feature]) { feature += 1 }
    guard feature < folders.count, let fallback = LayoutVocabulary.featureLayer(in: preset) else { return nil }
    let prefix = folders[..<feature].joined(separator: "/") + "/{feature}/**"
    if let (suffix, role) = LayoutVocabulary.suffixRole(of: stem),
      let layer = LayoutVocabulary.layer(for: role, in: preset), layer != fallback
    {
      return (layer, prefix + "/*\(suffix).swift")
    }
    return (fallback, prefix)
  }

  /// The deepest folder with a role decides the layer; the pattern starts at the outermost folder above it of
  /// the same layer (`Platform/Sources/Network/` is all `Platform/**`).
  private func folderPattern(folders: [String]) -> (String, String)? {
    func layer(_ folder: String) -> String? {
      LayoutVocabulary.folders[folder].flatMap { LayoutVocabulary.layer(for: $0, in: preset) }
    }
    guard let deepest = folders.lastIndex(where: { layer($0) != nil }), let name = layer(folders[deepest]) else {
      return nil
    }
    var anchor = deepest
    for index in stride(from: deepest - 1, through: 0, by: -1) {
      guard let other = layer(folders[index]) else { continue }
      if other != name { break }
      anchor = index
    }
    return (name, folders[...anchor].joined(separator: "/") + "/**")
  }

  /// `A/B/C/**` is redundant next to `A/**` of the same layer unless another layer claims a folder in between.
  private func isRedundant(_ pattern: String, layer: String, in patterns: [String: Set<String>]) -> Bool {
    let own = patterns[layer] ?? []
    let others = patterns.filter { $0.key != layer }.values.flatMap { $0 }
    return own.contains { outer in
      covers(outer, pattern) && !others.contains { covers(outer, $0) && covers($0, pattern) }
    }
  }

  private func isRedundant(_ pattern: String, among patterns: Set<String>) -> Bool {
    patterns.contains { covers($0, pattern) }
  }

  /// Whether the folder pattern `outer` (`A/**`) holds every file of `inner`, a different pattern below it.
  private func covers(_ outer: String, _ inner: String) -> Bool {
    outer != inner && outer.hasSuffix("/**") && !outer.contains("{feature}")
      && inner.hasPrefix(String(outer.dropLast(2)))
  }
}
