extension Scaffold {
  /// The project as the rules see it, without running them, for views other than findings (`scaffold
  /// graph`): the files under `paths` (the working directory when empty) and the rest of the project under
  /// the configuration root (`configurationFile`, or the `scaffold.json` found from `paths`), read, indexed
  /// and placed in layers; with `xcodeProject`, files by its targets.
  public static func analyze(
    paths: [String], configurationFile: String? = nil, xcodeProject: String? = nil, fileSystem: any FileSystem
  ) throws(ScaffoldError) -> ProjectAnalysis {
    let linter = try analysisLinter(paths, configurationFile, xcodeProject, fileSystem)
    do throws(LintError) {
      return try linter.analyzeProject(paths: paths)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }

  /// Where each file under `paths` is placed and why (`scaffold which`); the options as for `analyze`.
  public static func placements(
    of paths: [String], configurationFile: String? = nil, xcodeProject: String? = nil, fileSystem: any FileSystem
  ) throws(ScaffoldError) -> [FilePlacement] {
    let linter = try analysisLinter(paths, configurationFile, xcodeProject, fileSystem)
    do throws(LintError) {
      return try linter.placements(of: paths)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }

  private static func analysisLinter(
    _ paths: [String], _ configurationFile: String?, _ xcodeProject: String?, _ fileSystem: any FileSystem
  ) throws(ScaffoldError) -> Linter {
    let membership = try TargetMembership.forOption(xcodeProject, fileSystem: fileSystem)
    do {
      let configuration = try ConfigurationLoader.load(
        explicitPath: configurationFile, lintPaths: paths, fileSystem: fileSystem)
      var linter = Linter(configuration: configuration, fileSystem: fileSystem)
      linter.membership = membership
      return linter
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}
