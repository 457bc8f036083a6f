/// A preset's lint configuration: its row of the architecture table as layers with compiled globs.
extension Preset {
  /// The preset's configuration, with globs relative to `root`, its layers where `conventions` put them.
  package func configuration(root: String, conventions: ProjectConventions = ProjectConventions()) -> LintConfiguration
  {
    let architecture = self.architecture.applying(conventions)
    var configuration = LintConfiguration(
      preset: self, root: root,
      include: [],
      exclude: Self.globs(Self.defaultExclude),
      layers: architecture.layers.map { layer in
        var lintLayer = LintConfiguration.Layer(
          name: layer.name, paths: Self.globs(architecture.paths(of: layer)), suffixes: layer.suffixes,
          mayDependOn: layer.mayDependOn, forbiddenImports: layer.forbiddenImports,
          allowedImports: layer.allowedImports,
          origin: conventions.layerPaths[layer.name] == nil ? .preset : .presetChangedByConfiguration)
        lintLayer.sharedFolder = architecture.sharedFolder(of: layer)
        return lintLayer
      },
      crossFeatureAllow: architecture.crossFeatureAllow,
      exemptPaths: Self.globs(architecture.compositionRoots),
      exemptTypes: Self.globs(architecture.compositionRootTypes),
      testPaths: Self.globs(architecture.testPaths))
    configuration.conventions = conventions
    return configuration
  }

  /// Build output, dependency checkouts, build manifests (SwiftPM, Tuist) and the folders Xcode keeps as one
  /// document (asset catalogs, projects, workspaces, Core Data models), whose files it never compiles: never
  /// app code, so skipped by every preset, `none` included. An app's asset catalogs are often most of its
  /// folders (two thirds of those of three open-source apps): a walk lists, and a warm run checks, the rest.
  package static let defaultExclude = [
    "**/.build/**", "**/Pods/**", "**/Carthage/**", "**/DerivedData/**", "**/Package.swift",
    "**/Package@swift-*.swift", "**/Project.swift", "**/Workspace.swift", "**/Tuist/**", "**/*.xcassets/**",
    "**/*.xcodeproj/**", "**/*.xcworkspace/**", "**/*.xcdatamodeld/**",
  ]

  /// Compiles patterns known to be valid.
  static func globs(_ patterns: [String]) -> [Glob] {
    patterns.compactMap { try? Glob($0) }
  }
}
