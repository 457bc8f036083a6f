import ScaffoldKit

/// `scaffold graph [PATH...]`: the project's dependencies as a DOT, Mermaid or JSON graph.
struct GraphCommand: Command {
  static let name = "graph"
  static let abstract = "Draw the dependencies between layers, features or types, violations highlighted."
  static let synopsis =
    "graph [PATH...] [--config FILE] [--format dot|mermaid|json] [--level layer|feature|type] [--output FILE]"
  static let discussion = """
    Reads the sources as 'scaffold lint' does (same configuration, same reference resolution) and prints
    the dependencies as they are: one node per layer, feature or type, edges weighted by the number of
    references, violating edges in red with their count and rules, exempt nodes (composition roots)
    dashed. Test files are left out. See docs/graph.md.

    dot output renders with Graphviz: scaffold graph | dot -Tsvg > graph.svg
    mermaid output renders on GitHub inside a ```mermaid block.

    exit codes: 0 graph written (even with violations), 2 invalid input.
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the first path)."),
    .value("--format", "FORMAT", "dot (default), mermaid or json."),
    .value("--level", "LEVEL", "layer (default), feature or type."),
    .value("--output", "FILE", "Write the graph to FILE instead of stdout."),
  ]

  var paths: [String]
  var configPath: String?
  var format: GraphFormat
  var level: DependencyGraph.Level
  var output: String?

  init(arguments: ParsedArguments) throws(CLIError) {
    paths = arguments.positionals
    configPath = arguments.value("--config")
    format = try arguments.choice("--format", as: GraphFormat.self) ?? .default
    level = try arguments.choice("--level", as: DependencyGraph.Level.self) ?? .layer
    output = arguments.value("--output")
  }

  func run(in environment: CommandEnvironment) throws(CLIError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let analysis: ProjectAnalysis
    do {
      let configuration = try ConfigurationLoader.load(
        explicitPath: configPath, lintPaths: paths, fileSystem: fileSystem)
      analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject(paths: paths)
    } catch {
      throw .invalidInput("\(error)")
    }
    let graph = DependencyGraph.build(from: analysis, diagnostics: analysis.diagnostics(), level: level)
    let text = format.render(graph)
    guard let output else {
      environment.console.out(text)
      return .success
    }
    do {
      try fileSystem.write(text, to: output)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    return .success
  }
}
