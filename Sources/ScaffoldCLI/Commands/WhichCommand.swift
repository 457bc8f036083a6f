import ScaffoldKit

/// `scaffold which <path>...`: each file's layer, feature and the pattern that put it there.
struct WhichCommand: Command {
  static let name = "which"
  static let abstract = "Show each file's layer and feature, the pattern that decided, and what it may use."
  static let synopsis = "which <path>... [--config FILE] [--format text|json] [--xcodeproj PATH]"
  static let discussion = """
    For every Swift file given (folders are searched as 'scaffold lint' does), prints its layer and feature,
    the pattern that placed it and where that pattern comes from (the preset or scaffold.json), or why no
    pattern did; the types it declares; the layers it may use and the imports its layer forbids. The layer
    is the one the lint rules use. See docs/lint.md.

    exit codes: 0 printed, 2 invalid input (usage, configuration, a missing path).
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the first path)."),
    .choice("--format", "FORMAT", "text (default) or json.", Format.self),
    .value("--xcodeproj", "PATH", "Place files by the targets of this Xcode project, as lint --xcodeproj does."),
  ]

  enum Format: String, CaseIterable {
    case text, json
  }

  var paths: [String]
  var configPath: String?
  var format: Format
  var xcodeproj: String?

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    paths = arguments.positionals
    guard !paths.isEmpty else { throw .usage("which needs at least one path") }
    configPath = arguments.value("--config")
    format = try arguments.choice("--format", as: Format.self) ?? .text
    xcodeproj = arguments.value("--xcodeproj")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let placements: [FilePlacement] = try Scaffold.placements(
      of: paths, configurationFile: configPath, xcodeProject: xcodeproj, fileSystem: fileSystem)
    switch format {
    case .text: environment.console.out(PlacementReport.text(placements))
    case .json: environment.console.out(PlacementReport.json(placements))
    }
    return .success
  }
}
