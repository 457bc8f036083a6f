/// What `scaffold.json` tells the generator: the project's architecture, where modules and team
/// templates live, and values templates read. Lint reads the same file, so both agree on the preset.
package struct ProjectSettings: Sendable, Equatable {
  /// Absolute folder of `scaffold.json` (the project root), or the working directory when there is none.
  package var root: String
  /// Absolute path of `scaffold.json`, when there is one.
  package var configPath: String?
  /// How messages name `scaffold.json` (relative to the working directory).
  package var displayPath: String?
  /// The preset as written; `none` generates modules as `Preset.modulesAs` says.
  package var preset: Preset
  /// The binding written in `scaffold.json`; nil means the preset's default.
  package var binding: BindingStyle?
  /// Absolute folder modules are generated into (`moduleRoot`, relative to the project root).
  package var moduleRoot: String?
  /// Where module sources go below the module root (`sourceRoot`, as written; see `GenerateOptions`).
  package var sourceRoot: String?
  /// Absolute folder of the team's template sets (`templates`, relative to the project root).
  package var templates: String?
  /// Where `templates` is written, for messages about that folder.
  package var templatesLocation: SourceLocation?
  package var organization: String?
  /// Overrides the author read from git.
  package var author: String?
  /// Values handed to templates under `custom` (a spec's own `custom` values win).
  package var custom: [String: JSONValue]
  /// The team's layout and conventions (`layout`, `conventions`), as lint reads them too.
  package var conventions = ProjectConventions()

  /// The folder generated paths are relative to, and module manifests are kept under: the project root when
  /// `scaffold.json` has a `layout` (which places files from there through `moduleRoot`), else `moduleRoot`.
  package var outputRoot: String? { conventions.hasLayout ? root : moduleRoot }

  /// A folder read from `scaffold.json` (absolute) and where it is written, for `checkLinks`.
  struct FolderSource: Sendable, Equatable {
    var key: String
    var path: String
    var position: SourcePosition
  }
  private var folderSources: [FolderSource] = []

  /// A folder `scaffold.json` names that a symbolic link leads out of the project is refused where it is written.
  func checkLinks(fileSystem: some FileAccess) throws(ConfigurationError) {
    let display = displayPath ?? ConfigurationLoader.fileName
    let problems = folderSources.compactMap { source -> ConfigurationProblem? in
      let relative = Paths.relative(source.path, to: root)
      guard relative != ".",
        let refusal = ProjectPath.refusal(of: relative, under: root, requireNormalized: false, fileSystem: fileSystem)
      else { return nil }
      return ConfigurationProblem(
        location: SourceLocation(path: display, position: source.position),
        message: "'\(source.key)' \(refusal); write a folder inside the project")
    }
    if !problems.isEmpty { throw .invalid(problems) }
  }

  /// Settings of a project without `scaffold.json`: the defaults, rooted at `root`.
  package init(root: String) {
    self.root = root
    preset = .default
    custom = [:]
  }

  /// The generator settings of a parsed `scaffold.json`; problems are located in it, all collected.
  package init(configuration: LintConfiguration) throws(ConfigurationError) {
    self.init(root: configuration.root)
    let display = configuration.sourcePath ?? ConfigurationLoader.fileName
    displayPath = configuration.sourcePath
    configPath = configuration.sourcePath.map { _ in Paths.join(configuration.root, ConfigurationLoader.fileName) }
    preset = configuration.preset
    conventions = configuration.conventions
    var problems: [ConfigurationProblem] = []
    let settings = configuration.generatorSettings
    func report(_ node: JSONNode, _ message: String) {
      let location = SourceLocation(path: display, position: node.position)
      problems.append(ConfigurationProblem(location: location, message: message))
    }
    // `null` means "not set", so `scaffold init` can list every key.
    func text(_ key: String) -> String? {
      guard let node = settings[key], node.value != .null else { return nil }
      guard let value = node.stringValue else {
        report(node, "'\(key)' must be a string, found \(node.value.kindDescription)")
        return nil
      }
      return value
    }
    if let name = text("binding") {
      if let style = BindingStyle(rawValue: name) {
        binding = style
      } else if let node = settings["binding"] {
        let names = BindingStyle.allCases.map(\.rawValue)
        report(
          node,
          "unknown binding '\(name)'\(Suggestions.didYouMean(name, among: names)); expected one of "
            + names.joined(separator: ", "))
      }
    }
    // Folders a committed `scaffold.json` names stay inside the project (`ProjectPath`).
    func folder(_ key: String) -> String? {
      guard let value = text(key) else { return nil }
      if Paths.normalize(value) != ".", let refusal = ProjectPath.refusal(of: value, requireNormalized: false),
        let node = settings[key]
      {
        report(node, "'\(key)' '\(Paths.displayed(value))' \(refusal); write a folder inside the project")
        return nil
      }
      return value
    }
    moduleRoot = folder("moduleRoot").map { Paths.normalize(Paths.join(root, $0)) }
    sourceRoot = folder("sourceRoot")
    templates = folder("templates").map { Paths.normalize(Paths.join(root, $0)) }
    for (key, value) in [("moduleRoot", moduleRoot), ("templates", templates)] {
      guard let value, let node = settings[key] else { continue }
      folderSources.append(FolderSource(key: key, path: value, position: node.position))
    }
    if templates != nil, let node = settings["templates"] {
      templatesLocation = SourceLocation(path: display, position: node.position)
    }
    organization = text("organization")
    author = text("author")
    if let node = settings["custom"], node.value != .null {
      if let members = node.members {
        for member in members { custom[member.key] = member.value.value }
      } else {
        report(node, "'custom' must be an object, found \(node.value.kindDescription)")
      }
    }
    if !problems.isEmpty { throw .invalid(problems) }
  }

  /// The settings of the nearest `scaffold.json` in `directory` or above it, or the defaults rooted at
  /// `directory` when there is none. Without an `indent` convention, the project's formatter settings give it.
  package static func load(from directory: String, fileSystem: any FileAccess) throws(ConfigurationError)
    -> ProjectSettings
  {
    guard let path = ConfigurationLoader.locate(from: directory, fileSystem: fileSystem) else {
      return ProjectSettings(root: fileSystem.absolute(directory))
    }
    let configuration = try ConfigurationLoader.load(explicitPath: path, fileSystem: fileSystem)
    var settings = try ProjectSettings(configuration: configuration)
    try settings.checkLinks(fileSystem: fileSystem)
    if settings.conventions.indentation == nil {
      settings.conventions.indentation = ProjectIndentation.detect(root: settings.root, fileSystem: fileSystem)
    }
    if settings.conventions.indentsConditionalBlocks == nil {
      settings.conventions.indentsConditionalBlocks = ProjectIndentation.conditionalBlocks(
        root: settings.root, fileSystem: fileSystem)
    }
    return settings
  }
}
