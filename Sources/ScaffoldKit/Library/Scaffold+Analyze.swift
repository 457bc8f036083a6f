extension Scaffold {
  /// The project as the rules see it, without running them, for views other than findings (`scaffold
  /// graph`): the files under `paths` (the working directory when empty) and the rest of the project under
  /// the configuration root (`configurationFile`, or the `scaffold.json` found from `paths`), read, indexed
  /// and placed in layers; with `xcodeProject`, files by its targets.
  package static func analyze(
    paths: [String], configurationFile: String? = nil, xcodeProject: String? = nil, fileSystem: any FileAccess
  ) throws(ScaffoldError) -> ProjectAnalysis {
    try withLinter(paths, configurationFile, xcodeProject, fileSystem) { linter throws(LintError) in
      try linter.analyzeProject(paths: paths)
    }
  }

  /// Where each file under `paths` is placed and why (`scaffold which`); the options as for `analyze`.
  package static func placements(
    of paths: [String], configurationFile: String? = nil, xcodeProject: String? = nil, fileSystem: any FileAccess
  ) throws(ScaffoldError) -> [FilePlacement] {
    try withLinter(paths, configurationFile, xcodeProject, fileSystem) { linter throws(LintError) in
      try linter.placements(of: paths)
    }
  }

  /// `body` over the Linter of the configuration and Xcode project found for `paths`; what goes wrong is
  /// invalid input.
  private static func withLinter<Value>(
    _ paths: [String], _ configurationFile: String?, _ xcodeProject: String?, _ fileSystem: any FileAccess,
    _ body: (Linter) throws(LintError) -> Value
  ) throws(ScaffoldError) -> Value {
    let membership = try TargetMembership.forOption(xcodeProject, fileSystem: fileSystem)
    do {
      let configuration = try ConfigurationLoader.load(
        explicitPath: configurationFile, lintPaths: paths, fileSystem: fileSystem)
      var linter = Linter(configuration: configuration, fileSystem: fileSystem)
      linter.membership = membership
      return try body(linter)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}
