import ScaffoldKit

/// `scaffold graph [PATH...]`: the project's dependencies as a DOT, Mermaid, SVG or JSON graph, or an HTML
/// page with a dependency matrix.
struct GraphCommand: Command {
  static let name = "graph"
  static let abstract = "Draw the dependencies between layers, features or types, violations highlighted."
  static let synopsis =
    "graph [PATH...] [--config FILE] [--format dot|mermaid|svg|html|json] [--level layer|feature|type|module]"
    + " [--focus NAME] [--violations-only] [--max-edges N] [--output FILE] [--xcodeproj PATH]"
  static let discussion = """
    Reads the sources as 'scaffold lint' does (same configuration, same reference resolution) and prints
    the dependencies as they are: one node per layer, feature or type, edges weighted by the number of
    references, violating edges in red with their count and rules, exempt nodes (composition roots)
    dashed. Test files are left out. Nodes run top to bottom in dependency order. See docs/graph.md.

    dot output renders with Graphviz: scaffold graph | dot -Tsvg > graph.svg
    mermaid output renders on GitHub inside a ```mermaid block.
    svg is drawn by scaffold itself (no Graphviz needed); html is one self-contained page with a
    dependency matrix (a cell per pair, click it for the references) beside the layer diagram.

    On a large project, draw a part: --focus Order --level feature (a node of the level drawn and its
    neighbours; a name that only another level draws is an error naming that level), --violations-only,
    --max-edges 40 (violations first, then the heaviest).

    exit codes: 0 graph written (even with violations), 2 invalid input, 3 the output could not be written.
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the first path)."),
    .choice("--format", "FORMAT", "dot (default), mermaid, svg, html or json.", GraphFormat.self),
    .choice("--level", "LEVEL", "layer (default), feature, type or module.", DependencyGraph.Level.self),
    .value("--focus", "NAME", "Only this layer, feature or type, its neighbours and the edges between them."),
    .flag("--violations-only", "Only the edges that hold violations."),
    .value("--max-edges", "N", "Draw at most N edges, violations first (default 60 for dot, mermaid, svg; 0: all)."),
    .value("--output", "FILE", "Write the graph to FILE instead of stdout."),
    .value("--xcodeproj", "PATH", "Graph only the files some target of this Xcode project compiles."),
  ]

  var paths: [String]
  var configPath: String?
  var format: GraphFormat
  var level: DependencyGraph.Level
  var output: String?
  var selection: GraphSelection
  var xcodeproj: String?

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    paths = arguments.positionals
    configPath = arguments.value("--config")
    format = try arguments.choice("--format", as: GraphFormat.self) ?? .default
    level = try arguments.choice("--level", as: DependencyGraph.Level.self) ?? .layer
    output = arguments.value("--output")
    selection = GraphSelection(focus: arguments.value("--focus"), violationsOnly: arguments.flag("--violations-only"))
    if let text = arguments.value("--max-edges") {
      guard let count = Int(text), count >= 0 else {
        throw .usage("--max-edges expects a number of edges (0 for all), got '\(text)'")
      }
      selection.maxEdges = count
    }
    xcodeproj = arguments.value("--xcodeproj")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let analysis: ProjectAnalysis = try Scaffold.analyze(
      paths: paths, configurationFile: configPath, xcodeProject: xcodeproj, fileSystem: fileSystem)
    let text: String
    do {
      text = try GraphReport.render(analysis, level: level, format: format, selection: selection)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    guard let output else {
      environment.console.out(text)
      return .success
    }
    do {
      try fileSystem.write(text, to: output)
    } catch {
      throw ScaffoldError(.failed, error)
    }
    return .success
  }
}
