import ScaffoldKit

/// `scaffold templates <subcommand>`: the template author's tools — render one template, print the
/// context, list/show/eject the sets and validate a team's templates.
struct TemplatesCommand: Command {
  enum Subcommand: String, CaseIterable {
    case render, context, list, show, eject, validate

    /// The options each subcommand accepts; any other is a usage error.
    var options: Set<String> {
      let project: Set<String> = ["--templates", "--preset", "--binding"]
      switch self {
      case .render: return project.union(["--spec", "--context", "--partials", "--item", "--name", "--package"])
      case .context: return project.union(["--spec", "--name", "--package"])
      case .list, .show: return project
      case .eject: return project.union(["--to"])
      case .validate: return project.union(["--spec"])
      }
    }
  }

  static let name = "templates"
  static var subcommands: [String] { Subcommand.allCases.map(\.rawValue) }
  static let abstract = "Render, inspect, eject and validate templates (for template authors)."
  static let synopsis = "templates render|context|list|show|eject|validate [ARGUMENTS] [options]"
  static let discussion = """
    subcommands:
      render <FILE> [--spec SPEC | --context JSON] [--partials DIR] [--item NAME]
          Print FILE rendered (byte-exact). With --spec (or neither) the context is the one new-module
          uses; with --context the JSON object as is. FILE is a path, or <set>/<file> as new-module
          would find it. Includes resolve in --partials DIR, then FILE's folder, then the set. --item
          picks the screen or model of a template rendered once per element.
      context [--spec SPEC]
          Print the context new-module renders with, as JSON with sorted keys.
      list
          Print every set, its files, and where each file resolves from.
      show <set>/<file>
          Print the template new-module would use for that file.
      eject [<set>] [--to DIR]
          Copy a built-in set (default: the project's) to DIR (default: .scaffold/templates in the
          project root) for editing. Never overwrites.
      validate [DIR]
          Parse every template and render every set against the example specs (and each --spec);
          DIR is layered over the other template sources.

    Template files are looked up per file in --templates DIR, the templates folder of scaffold.json,
    .scaffold/templates/ in the project root, then the built-in sets. See docs/templates.md.

    exit codes: 0 success, 1 refused (eject would overwrite), 2 invalid input (usage, template errors),
    3 a file could not be written.
    """
  static let options: [OptionSpec] = [
    .value(
      "--spec", "FILE", "Module spec (JSON); validate takes several.", repeatable: true, completion: .specFiles),
    .value("--context", "FILE", "render: a JSON object to render with instead of a module context."),
    .value("--partials", "DIR", "render: folder searched first for {% include %} partials."),
    .value("--item", "NAME", "render: the screen or model to render a per-element template for."),
    .value("--name", "NAME", "render, context: the module name without --spec (default Example)."),
    .flag("--package", "render, context: the standalone package layout."),
    .value("--to", "DIR", "eject: destination folder (default .scaffold/templates in the project root)."),
    .value("--templates", "DIR", "Folder of template sets searched before all other sources."),
    .choice("--preset", "PRESET", "\(alternatives(Preset.self)) (overrides scaffold.json).", Preset.self),
    .choice("--binding", "STYLE", "observation, combine or closures (overrides scaffold.json).", BindingStyle.self),
  ]

  var subcommand: Subcommand
  var operands: [String]
  var arguments: ParsedArguments
  var overrides: ProjectSetup.Overrides

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard let first = arguments.positionals.first else {
      throw .usage("missing subcommand: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw .usage(
        "unknown subcommand '\(first)'" + Suggestions.didYouMean(first, among: Subcommand.allCases.map(\.rawValue))
          + "; expected \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    self.subcommand = subcommand
    operands = Array(arguments.positionals.dropFirst())
    self.arguments = arguments
    let used = Set(arguments.values.keys).union(arguments.flags).subtracting(["--help"])
    if let stray = used.subtracting(subcommand.options).sorted().first {
      throw .usage("option '\(stray)' does not apply to 'templates \(subcommand.rawValue)'")
    }
    if subcommand != .validate, arguments.all("--spec").count > 1 {
      throw .usage("option '--spec' given more than once")
    }
    if arguments.value("--spec") != nil, arguments.value("--context") != nil {
      throw .usage("give --spec or --context, not both")
    }
    if arguments.value("--context") != nil,
      let other = ["--item", "--name", "--package"].first(where: { arguments.value($0) != nil || arguments.flag($0) })
    {
      throw .usage("option '\(other)' applies to module contexts, not to --context")
    }
    let maximum: Int
    switch subcommand {
    case .render, .show: maximum = 1
    case .eject, .validate: maximum = 1
    case .context, .list: maximum = 0
    }
    if operands.count > maximum { throw .usage("unexpected argument '\(operands[maximum])'") }
    if subcommand == .render || subcommand == .show, operands.isEmpty {
      throw .usage(subcommand == .render ? "missing template FILE" : "missing <set>/<file>")
    }
    overrides = ProjectSetup.Overrides(
      templates: arguments.value("--templates"),
      preset: try arguments.choice("--preset", as: Preset.self),
      binding: try arguments.choice("--binding", as: BindingStyle.self),
      layout: arguments.flag("--package") ? .package : .modules)
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    switch subcommand {
    case .render: return try render(in: environment)
    case .context: return try printContext(in: environment)
    case .list: return try list(in: environment)
    case .show: return try show(in: environment)
    case .eject: return try eject(in: environment)
    case .validate: return try validate(in: environment)
    }
  }
}
