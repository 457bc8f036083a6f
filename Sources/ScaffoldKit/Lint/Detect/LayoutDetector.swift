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
    /// True when `exemptPaths` replaces the preset's own composition roots: a folder the preset exempts by its
    /// name holds the app itself (`releaseAppFolders`).
    var replacesPresetExemptions = false
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
    var exemptFiles: [(path: String, root: Int)] = []
    // Folders holding a file of a layer (the preset's or one proposed here): no composition root may take them.
    var layeredFolders: Set<String> = []
    func addFolders(of path: String) {
      var folder = Paths.dirname(path)
      while folder != ".", layeredFolders.insert(folder).inserted { folder = Paths.dirname(folder) }
    }
    for file in files where file.assignment.role == .layered { addFolders(of: file.path) }
    for file in files where [.layered, .unassigned].contains(file.assignment.role) {
      guard let (layer, pattern) = viewDataSourcePattern(file.path), layer != file.assignment.layer else { continue }
      patterns[layer, default: []].insert(pattern)
    }
    let released = releaseAppFolders(files, patterns: &patterns)
    for file in released.placed { addFolders(of: file) }
    for file in files where file.assignment.role == .unassigned && file.assignment.ambiguousLayers.isEmpty {
      // A glob metacharacter in a name would need escaping the patterns do not offer.
      guard !file.path.contains(where: { "*?{}[]".contains($0) }) else { continue }
      let folders = file.path.split(separator: "/").dropLast().map(String.init)
      switch placement(folders: folders, stem: Paths.swiftStem(file.path)) {
      case .layer(let layer, let pattern):
        patterns[layer, default: []].insert(pattern)
        addFolders(of: file.path)
      case .exempt(let root): exemptFiles.append((file.path, root))
      case .unplaced: break
      }
    }
    // A composition-root folder is exempt as a whole only where it holds no layer's file. One that holds the
    // app's layers too (`Application/Scenes/…`) is the app's folder, not a composition root: its own files and
    // its composition-root subfolders (`App/DI/**`) are exempt, and the rest goes by its folders' names.
    var exempt: Set<String> = []
    for file in exemptFiles {
      let folders = file.path.split(separator: "/").dropLast().map(String.init)
      let isAppFolder = layeredFolders.contains(folders[...file.root].joined(separator: "/"))
      let rootBelow = Self.compositionRoot(in: folders, below: file.root)
      if isAppFolder, folders.count - 1 > file.root, rootBelow == nil {
        if let (layer, pattern) = folderPattern(folders: folders, stem: Paths.swiftStem(file.path)) {
          patterns[layer, default: []].insert(pattern)
        }
        continue
      }
      let start = rootBelow ?? file.root
      let free = (start..<folders.count).first { !layeredFolders.contains(folders[...$0].joined(separator: "/")) }
      exempt.insert(free.map { folders[...$0].joined(separator: "/") + "/**" } ?? file.path)
    }
    let layers = preset.architecture.layers.map(\.name).compactMap { name -> (name: String, paths: [String])? in
      guard let written = patterns[name] else { return nil }
      let kept = written.filter { !isRedundant($0, layer: name, in: patterns) }.sorted()
      return (name, kept)
    }
    let detected = exempt.filter { !isRedundant($0, among: exempt) }.sorted()
    guard let name = preset.architecture.compositionRootFolder, !released.folders.isEmpty else {
      return Proposal(layers: layers, exemptPaths: detected)
    }
    let kept = preset.architecture.compositionRoots.filter { $0 != "**/\(name)/**" }
    return Proposal(
      layers: layers, exemptPaths: kept + released.exemptPaths + detected, replacesPresetExemptions: true)
  }

  /// What `releaseAppFolders` found: the folders released, the patterns that keep exempt what in them is
  /// (and every other folder of that name), and the files now in a layer.
  private struct Released {
    var folders: [String] = []
    var exemptPaths: [String] = []
    var placed: [String] = []
  }

  /// The first composition-root folder of `folders` below the one at `root` (`App/DI` in `App/DI/Container`).
  private static func compositionRoot(in folders: [String], below root: Int) -> Int? {
    folders.indices.dropFirst(root + 1).first { LayoutVocabulary.isCompositionRootFolder(folders[$0]) }
  }

  /// A folder the preset exempts by its name (clean's `**/App/**`) that holds the app's screens and view models
  /// rather than its entry points (HomeAssistant's `Sources/App`: 459 files, 193 named like views, view
  /// controllers and view models) is the app's folder: its own files and its composition-root folders
  /// (`App/DI/`) stay exempt, the rest goes by its folders' and files' names, as for a composition-root folder
  /// found in the tree that holds layers. It is released when at least a quarter of its files, and at least
  /// five, go to a layer so; the folder's other copies (`Tools/App`) stay exempt by their paths.
  private func releaseAppFolders(_ files: [File], patterns: inout [String: Set<String>]) -> Released {
    guard let name = preset.architecture.compositionRootFolder else { return Released() }
    var held: [String: [(path: String, folders: [String], root: Int)]] = [:]
    for file in files where file.assignment.role == .compositionRoot {
      let folders = file.path.split(separator: "/").dropLast().map(String.init)
      guard let root = folders.firstIndex(of: name) else { continue }
      held[folders[...root].joined(separator: "/"), default: []].append((file.path, folders, root))
    }
    var released = Released()
    for (folder, inside) in held.sorted(by: { $0.key < $1.key }) {
      var found: [(path: String, layer: String, pattern: String)] = []
      var exempt: Set<String> = []
      for file in inside {
        if let sub = Self.compositionRoot(in: file.folders, below: file.root) {
          exempt.insert(file.folders[...sub].joined(separator: "/") + "/**")
        } else if file.folders.count - 1 == file.root {
          exempt.insert(folder + "/*.swift")
        } else if let (layer, pattern) = layerPattern(folders: file.folders, stem: Paths.swiftStem(file.path)) {
          found.append((file.path, layer, pattern))
        }
      }
      guard found.count >= 5, found.count * 4 >= inside.count else {
        released.exemptPaths.append(folder + "/**")
        continue
      }
      released.folders.append(folder)
      released.exemptPaths += exempt.sorted()
      released.placed += found.map(\.path)
      for file in found { patterns[file.layer, default: []].insert(file.pattern) }
    }
    return released
  }

  /// The layer and pattern a file's folders or, where they say nothing, its name give it.
  private func layerPattern(folders: [String], stem: String) -> (String, String)? {
    if let found = folderPattern(folders: folders, stem: stem) { return found }
    if case .layer(let layer, let pattern) = namePlacement(folders: folders, stem: stem) { return (layer, pattern) }
    return nil
  }

  /// Where a file goes: into a layer by a pattern, into the composition roots by a folder pattern, or nowhere
  /// (its folders say nothing, or the preset has no layer for what they say).
  private enum Placement {
    case layer(String, pattern: String)
    /// Below a composition-root folder: the index of that folder among the file's folders.
    case exempt(root: Int)
    case unplaced
  }

  private func placement(folders: [String], stem: String) -> Placement {
    // A container below a shared-code folder (`Utils/Modules/Reactive/`) holds helpers, not features.
    let shared = folders.firstIndex { LayoutVocabulary.folders[$0] == .core } ?? folders.count
    if let container = folders[..<shared].firstIndex(where: LayoutVocabulary.featureContainers.contains) {
      var feature = container + 1
      while feature < folders.count, LayoutVocabulary.structuralFolders.contains(folders[feature]) { feature += 1 }
      if feature < folders.count { return featurePlacement(folders: folders, feature: feature, stem: stem) }
    }
    if let index = folders.firstIndex(where: LayoutVocabulary.isCompositionRootFolder) {
      return .exempt(root: index)
    }
    if let (layer, pattern) = folderPattern(folders: folders, stem: stem) { return .layer(layer, pattern: pattern) }
    return namePlacement(folders: folders, stem: stem)
  }

  /// A file whose folders say nothing, by the ending of its name (`HomeTimelineViewModel` beside its view
  /// controller, a package's `Edit/ListEditViewModel`): a pattern for that ending under its top folder, with no
  /// feature (the folders do not say which one).
  private func namePlacement(folders: [String], stem: String) -> Placement {
    let base = stem.split(separator: "+", maxSplits: 1).first.map(String.init) ?? stem
    guard let (suffix, role) = LayoutVocabulary.suffixRole(of: base), let layer = writableLayer(for: role, stem: base)
    else { return .unplaced }
    let ending = Self.ending(suffix, stem: stem, base: base)
    return .layer(layer, pattern: (folders.prefix(1) + ["**/*\(ending).swift"]).joined(separator: "/"))
  }

  /// The name ending a pattern gives a file of the type `base` (`stem` without `.swift`): `ViewModel` for the
  /// type's own file, `ViewModel+*` for its extension files, whatever they add (`HomeViewModel+Diffable`).
  private static func ending(_ suffix: String, stem: String, base: String) -> String {
    suffix + (stem.count > base.count ? "+*" : "")
  }

  /// A file below a feature folder (`Flows/<Feature>/…`), with a pattern over every feature: the layer its
  /// name ending says (that of the type an extension file extends, `ShopCoordinator+UIKit`), else the layer of
  /// a folder below the feature's (`Models/`). A file whose name and folders name no role (`CartManager`,
  /// `CheckoutState` beside a screen's view and view model) stays in no layer: it is the screen's helper, of
  /// its view or of its view model, and only its code could tell which (putting every such file in View made
  /// the view models using them break the layer rules); but where one layer holds all of a feature's UI
  /// (clean's Presentation), it is that layer's.
  private func featurePlacement(folders: [String], feature: Int, stem: String) -> Placement {
    let prefix = folders[..<feature].joined(separator: "/") + "/{feature}"
    let base = stem.split(separator: "+", maxSplits: 1).first.map(String.init) ?? stem
    // The deepest folder below the feature's that names a role, and its layer.
    let folderRole = stride(from: folders.count - 1, to: feature, by: -1).lazy.compactMap { index in
      LayoutVocabulary.folders[folders[index]].map { (index, writableLayer(for: $0, stem: base)) }
    }.first
    if let (suffix, role) = LayoutVocabulary.suffixRole(of: base) {
      guard let layer = writableLayer(for: role, stem: base) else { return .unplaced }
      if layer == LayoutVocabulary.featureLayer(in: preset) { return .layer(layer, pattern: prefix + "/**") }
      let ending = Self.ending(suffix, stem: stem, base: base)
      // Below a folder of another layer (`Components/AddressInput/AddressInputViewModel.swift`) the pattern
      // names that folder too: as deep as the folder's pattern and with a longer ending, it wins there.
      let folder = folderRole.flatMap { $0.1 != layer ? folders[(feature + 1)...$0.0] : nil } ?? []
      return .layer(layer, pattern: ([prefix] + folder + ["**/*\(ending).swift"]).joined(separator: "/"))
    }
    // In mvvm, a view or shared-code folder inside a feature (`Components/`, `Utils/`) holds the feature's helpers
    // of every kind, a data store beside a row view: like the screen folders, it places only what names say.
    // (features' `Views/` is its View layer by definition; clean's Presentation takes them all.)
    let helperRoles: Set<LayoutVocabulary.Role> = [.view, .core]
    guard let (index, layer) = folderRole, let role = LayoutVocabulary.folders[folders[index]],
      preset.modulesAs != .mvvm || !helperRoles.contains(role)
    else {
      // Where one layer holds a feature's screens, view models and navigation (clean's Presentation), the
      // helper is that layer's too.
      return LayoutVocabulary.featureLayer(in: preset).map { .layer($0, pattern: prefix + "/**") } ?? .unplaced
    }
    return layer.map {
      .layer($0, pattern: ([prefix] + folders[(feature + 1)...index] + ["**"]).joined(separator: "/"))
    }
      ?? .unplaced
  }

  /// The preset's layer for `role`, when a path pattern can put the file there: a layer told apart by
  /// file-name suffixes (features' Service) takes only files with one of them.
  private func writableLayer(for role: LayoutVocabulary.Role, stem: String) -> String? {
    guard let name = LayoutVocabulary.layer(for: role, in: preset),
      let layer = preset.architecture.layers.first(where: { $0.name == name })
    else { return nil }
    return layer.suffixes.isEmpty || layer.suffixes.contains(where: stem.hasSuffix) ? name : nil
  }

  /// A UIKit data source's view layer and a pattern for every file of its ending under the deepest folder
  /// with a role above it (`Data/DataSources/**/*TableViewDataSource.swift`), or under its own folder; the
  /// pattern names a deeper folder than a preset's `**/Data/**`, so it wins where both match.
  private func viewDataSourcePattern(_ path: String) -> (layer: String, pattern: String)? {
    let stem = Paths.swiftStem(path)
    guard let ending = LayoutVocabulary.viewDataSourceEndings.first(where: stem.hasSuffix),
      let layer = writableLayer(for: .view, stem: stem)
    else { return nil }
    let folders = path.split(separator: "/").dropLast().map(String.init)
    guard !folders.isEmpty else { return nil }
    let anchor = folders.lastIndex { LayoutVocabulary.folders[$0] != nil } ?? folders.count - 1
    return (layer, folders[...anchor].joined(separator: "/") + "/**/*\(ending).swift")
  }

  /// The deepest folder with a role decides the layer, except that models inside a data folder are that
  /// folder's (`Platform/API/Entities/` is Platform's); the pattern starts at the outermost folder above it of
  /// the same layer (`Platform/Sources/Network/` is all `Platform/**`).
  private func folderPattern(folders: [String], stem: String) -> (String, String)? {
    func layer(_ folder: String) -> String? {
      LayoutVocabulary.folders[folder].flatMap { writableLayer(for: $0, stem: stem) }
    }
    guard var deepest = folders.lastIndex(where: { layer($0) != nil }) else { return nil }
    if LayoutVocabulary.folders[folders[deepest]] == .model,
      let keeper = folders[..<deepest].lastIndex(where: {
        LayoutVocabulary.folders[$0].map(LayoutVocabulary.rolesKeepingTheirModels.contains) == true && layer($0) != nil
      })
    {
      deepest = keeper
    }
    guard let name = layer(folders[deepest]) else { return nil }
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
    outer != inner && outer.hasSuffix("/**") && inner.hasPrefix(String(outer.dropLast(2)))
  }
}
