/// The app's libraries among the features the layer patterns find: a package target with layer folders of its
/// own (`MastodonSDK/Sources/MastodonUI/View/`) is a feature to `**/Sources/{feature}/View/**`, yet when the
/// features import it, it is what they share, as Core is. `init --detect` writes them in `crossFeature.shared`,
/// so that lint lets every feature use them.
enum SharedLibraries {
  /// A feature imported by at least this many other places is a library.
  static let minimumImporters = 2

  /// One library: the feature's name and how many other places import its module.
  struct Library: Sendable, Equatable {
    var feature: String
    var importers: Int
  }

  /// The features of `files` (placed by `assignments`, in the same order) that are a package target of
  /// `declared` under `root` (absolute) and whose module files of at least `minimumImporters` other places
  /// import: other features, or outside any feature, other targets (the files no package target compiles are the
  /// app's, one place). Composition roots, which import every module they assemble, and tests are not counted.
  static func find(
    _ files: [AnalyzedFile], assignments: [FileAssignment], declared: DeclaredDependencies, root: String,
    fileSystem: any FileAccess
  ) -> [Library] {
    let owners = files.map { file in
      declared.owners(ofFileAt: file.index.path, fileSystem: fileSystem).first { declared.targets[$0].folder != nil }
    }
    // The package targets (nil: none) that compile each feature's production files. A feature is a target's
    // module when that target alone compiles it and names it: its folder or a folder holding it has the feature's
    // name (`Sources/MastodonUI`, `DataModel/Sources/PocketCastsDataModel`). Features named by folders inside
    // the target (`MastodonUI/Scene/Report`) are parts of it.
    var compilers: [String: Set<Int?>] = [:]
    for (owner, assignment) in zip(owners, assignments) where assignment.role != .test {
      if let feature = assignment.feature { compilers[feature, default: []].insert(owner) }
    }
    var featureOfModule: [String: String] = [:]
    for (feature, targets) in compilers where targets.count == 1 {
      guard let target = targets.first ?? nil, let folder = declared.targets[target].folder,
        Paths.relative(folder, to: root).split(separator: "/").contains(Substring(feature))
      else { continue }
      featureOfModule[declared.targets[target].module] = feature
    }
    var places: [String: Set<String>] = [:]
    for (offset, file) in files.enumerated() where [.layered, .unassigned].contains(assignments[offset].role) {
      let place = assignments[offset].feature ?? owners[offset].map { declared.targets[$0].module } ?? ""
      for declaration in file.index.imports {
        guard let feature = featureOfModule[declaration.module], place != feature, place != declaration.module
        else { continue }
        places[feature, default: []].insert(place)
      }
    }
    return places.filter { $0.value.count >= minimumImporters }.map {
      Library(feature: $0.key, importers: $0.value.count)
    }
    .sorted { $0.feature < $1.feature }
  }
}
