import ScaffoldKit

/// `scaffold new-module <Name>`: spec → rendered files → plan → all-or-nothing write.
struct NewModuleCommand: Command {
  static let name = "new-module"
  static let abstract = "Generate a feature module (View, ViewModel, Repository, Model, Router, tests)."
  static let synopsis =
    "new-module <Name> [--spec FILE] [--output DIR] [--package] [--ui swiftui|uikit|both] [--templates DIR] [--dry-run] [--force]"
  static let discussion = """
    Without --spec, the module follows the built-in default spec (one model, list and detail screens,
    fetch operations; see docs/spec.md). With --spec, <Name> may be left out: the spec's name is used.

    Files go to Modules/<Name>/{View,ViewModel,Repository,Model,Router}/ and Tests/<Name>Tests/ under
    the output directory, or with --package to a standalone SwiftPM package (Package.swift,
    Sources/<Name>/, Tests/<Name>Tests/). A file that exists with other content is a conflict: the whole
    run is refused and nothing is written, unless --force.

    exit codes: 0 generated (or all unchanged), 1 refused (conflicts) or a write failed,
    2 invalid input (usage, spec, templates).
    """
  static let options: [OptionSpec] = [
    .value("--spec", "FILE", "Module spec (JSON) to generate from."),
    .value("--output", "DIR", "Directory to generate into (default: the current directory)."),
    .flag("--package", "Emit a standalone SwiftPM package for the module."),
    .value("--ui", "KIND", "View adapters: swiftui, uikit or both (overrides the spec)."),
    .value("--templates", "DIR", "Folder of template sets whose files override the built-in ones."),
    .flag("--dry-run", "Print the plan and write nothing."),
    .flag("--force", "Overwrite files whose content differs."),
  ]

  var name: String?
  var specPath: String?
  var output: String
  var layout: GenerateOptions.Layout
  var ui: UIKind?
  var templates: String?
  var dryRun: Bool
  var force: Bool

  init(arguments: ParsedArguments) throws(CLIError) {
    guard arguments.positionals.count <= 1 else {
      throw .usage("unexpected argument '\(arguments.positionals[1])'")
    }
    name = arguments.positionals.first
    specPath = arguments.value("--spec")
    if name == nil && specPath == nil { throw .usage("missing module name (or --spec FILE)") }
    output = arguments.value("--output") ?? "."
    layout = arguments.flag("--package") ? .package : .modules
    if let value = arguments.value("--ui") {
      guard let kind = UIKind(rawValue: value) else {
        throw .usage(
          "invalid --ui '\(value)': expected swiftui, uikit or both"
            + Suggestions.didYouMean(value, among: UIKind.allCases.map(\.rawValue)))
      }
      ui = kind
    }
    templates = arguments.value("--templates")
    dryRun = arguments.flag("--dry-run")
    force = arguments.flag("--force")
  }

  func run(in environment: CommandEnvironment) throws(CLIError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let spec = try loadSpec(fileSystem)
    let files = try render(spec, fileSystem)
    let plan: GenerationPlan
    do {
      plan = try GenerationPlan.make(
        files: files.map { ($0.path, $0.contents) }, root: output, force: force, fileSystem: fileSystem)
    } catch {
      throw .invalidInput("error: \(error)")
    }
    let display = { (entry: GenerationPlan.Entry) in
      Paths.relative(Paths.join(plan.root, entry.path), to: fileSystem.currentDirectory)
    }
    if plan.hasConflicts {
      var message = "error: \(plan.conflicts.count) file\(plan.conflicts.count == 1 ? "" : "s") would be overwritten:\n"
      for entry in plan.conflicts { message += "  \(display(entry)): \(entry.reason ?? "conflict")\n" }
      message += "nothing was written; keep your changes, or re-run with --force to overwrite them"
      if dryRun { environment.console.out(Self.describe(plan, display: display)) }
      throw .refused(message)
    }
    environment.console.out(Self.describe(plan, display: display))
    if dryRun {
      environment.console.out("Dry run: \(Self.summary(plan, future: true)); nothing was written.\n")
      return .success
    }
    do {
      try PlanWriter.apply(plan, fileSystem: fileSystem)
    } catch {
      throw .failed("error: \(error)")
    }
    environment.console.out("\(Self.summary(plan, future: false)) for module \(spec.name).\n")
    return .success
  }

  private func loadSpec(_ fileSystem: any FileSystem) throws(CLIError) -> ModuleSpec {
    do {
      if let specPath {
        return try SpecLoader.load(
          file: specPath, in: fileSystem, overrides: SpecLoader.Overrides(name: name, ui: ui))
      }
      return try SpecLoader.defaultSpec(name: name ?? "", ui: ui)
    } catch {
      throw .invalidInput("\(error)\n\(error.summary); nothing was written")
    }
  }

  private func render(_ spec: ModuleSpec, _ fileSystem: any FileSystem) throws(CLIError) -> [GeneratedFile] {
    var sources: [any TemplateSource] = []
    if let templates {
      guard fileSystem.kind(of: templates) == .directory else {
        throw .invalidInput("error: --templates \(templates): no such directory")
      }
      sources.append(DirectoryTemplateSource(root: fileSystem.absolute(templates), fileSystem: fileSystem))
    }
    sources.append(BuiltinTemplateSource())
    let options = GenerateOptions(layout: layout, generatorVersion: ScaffoldVersion.current)
    do {
      return try ModuleGenerator.render(spec: spec, options: options, templates: TemplateSources(sources))
    } catch {
      throw .invalidInput("\(error)\nnothing was written")
    }
  }

  /// One line per file: `create    Modules/Order/Model/Order.swift`.
  static func describe(_ plan: GenerationPlan, display: (GenerationPlan.Entry) -> String) -> String {
    plan.entries.map { entry in
      var line = entry.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + display(entry)
      if entry.action == .conflict, let reason = entry.reason { line += " (\(reason))" }
      return line + "\n"
    }.joined()
  }

  static func summary(_ plan: GenerationPlan, future: Bool) -> String {
    func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
    var parts = [
      (future ? "would create " : "created ") + files(plan.count(.create))
    ]
    if plan.count(.overwrite) > 0 { parts.append((future ? "would overwrite " : "overwrote ") + files(plan.count(.overwrite))) }
    parts.append("\(plan.count(.unchanged)) unchanged")
    let text = parts.joined(separator: ", ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
