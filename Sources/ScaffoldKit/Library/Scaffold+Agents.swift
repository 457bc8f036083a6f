/// Where a new file of a role goes in a feature, and what it may use there: what a coding agent asks before
/// it writes a file (`scaffold mcp`'s `placement` tool).
public struct RolePlacement: Sendable, Equatable {
  package var feature: String
  /// The layer the files are in (`ViewModel`), or `test` for tests.
  public var layer: String
  /// The files of that layer `new-module` writes for the feature, relative to the working directory.
  public var paths: [String]
  /// The folder that holds them (their longest common folder), relative to the working directory.
  public var folder: String
  /// Layers its code may name types from (its own included); nil for tests, which may use any.
  public var mayDependOn: [String]?
  public var forbiddenImports: [String]
  public var allowedImports: [String]?
  /// Where the layer table comes from: `scaffold.json (preset mvvm)` or `preset mvvm`.
  package var origin: String
}

extension Scaffold {
  /// Where the files of `role` (a layer's name, any case, or `test`) go for the feature `request` names, as
  /// `new-module` with the same request would write them, placed by the configuration lint reads there.
  public static func placement(
    role: String, for request: ModuleRequest, fileSystem: any FileSystem = DiskFileSystem()
  ) throws(ScaffoldError) -> RolePlacement {
    try placement(
      role: role, for: request, fileSystem: try fileSystem.access(), environment: ProjectSetup.Environment())
  }

  /// `placement` in `environment`.
  package static func placement(
    role: String, for request: ModuleRequest, fileSystem: any FileAccess, environment: ProjectSetup.Environment
  ) throws(ScaffoldError) -> RolePlacement {
    let module = try renderModule(request, fileSystem: fileSystem, environment: environment)
    let configuration: LintConfiguration
    do {
      configuration = try lintConfiguration(of: module, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let wantsTests = ["test", "tests"].contains(role.lowercased())
    let layer = configuration.layers.first { $0.name.lowercased() == role.lowercased() }
    guard wantsTests || layer != nil else {
      let names = configuration.layers.map(\.name) + ["test"]
      throw ScaffoldError(
        .invalidInput,
        "no layer named '\(role)' in \(configuration.origin)\(Suggestions.didYouMean(role, among: names)); "
          + "roles: \(names.joined(separator: ", "))")
    }
    let map = LayerMap(configuration: configuration)
    let paths = module.files.filter { $0.path.hasSuffix(".swift") }.compactMap { file -> String? in
      let path = fileSystem.absolute(Paths.join(module.root, file.path))
      let types = SwiftIndexer.index(file.contents, path: file.path).topLevelTypes
      let assignment = map.decide(path: Paths.relative(path, to: configuration.root), declaredTypes: types).assignment
      let matches =
        wantsTests ? assignment.role == .test : assignment.role == .layered && assignment.layer == layer?.name
      return matches ? Paths.relative(path, to: fileSystem.currentDirectory) : nil
    }
    let name = layer?.name ?? "test"
    guard let first = paths.first else {
      throw ScaffoldError(
        .invalidInput,
        "new-module writes no \(name) file for a feature under \(configuration.origin); "
          + "ask 'which' about an existing file of the layer instead")
    }
    let folder = paths.dropFirst().reduce(Paths.dirname(first)) { folder, path in
      var common = folder
      while common != "." && common != "/" && !path.hasPrefix(common + "/") { common = Paths.dirname(common) }
      return common
    }
    return RolePlacement(
      feature: module.spec.name, layer: name, paths: paths, folder: folder,
      mayDependOn: layer.map { [$0.name] + $0.mayDependOn }, forbiddenImports: layer?.forbiddenImports ?? [],
      allowedImports: layer?.allowedImports, origin: configuration.origin)
  }

  /// The configuration lint uses for `path` (a file or folder; the working directory by default): its layers
  /// with what each may depend on and import.
  package static func lintConfiguration(
    for path: String = ".", configurationFile: String? = nil, fileSystem: any FileAccess = DiskFileSystem()
  ) throws(ScaffoldError) -> LintConfiguration {
    do {
      return try ConfigurationLoader.load(explicitPath: configurationFile, lintPaths: [path], fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}
