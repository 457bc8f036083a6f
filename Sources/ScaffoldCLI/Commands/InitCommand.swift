import ScaffoldKit

/// `scaffold init`: writes the project's `scaffold.json`, which `new-module` and `lint` both read.
struct InitCommand: Command {
  static let name = "init"
  static let abstract = "Write scaffold.json: the project's preset, binding, templates and lint settings."
  static let synopsis =
    "init [--preset \(Preset.allCases.map(\.rawValue).joined(separator: "|"))] "
    + "[--binding \(BindingStyle.allCases.map(\.rawValue).joined(separator: "|"))] [--detect] [--root DIR] "
    + "[--dry-run] [--force]"
  static let discussion = """
    Writes scaffold.json in the current directory (or --root DIR), the project root: preset and
    binding (which template set new-module renders, and which layer rules lint applies), moduleRoot,
    templates, organization, author, custom values and the lint rules with their default severities.
    Every key is described in docs/presets.md and docs/lint.md.

    --detect reads an existing app instead: the preset its folders resemble (unless --preset names
    one), layer patterns for the files the preset leaves out, its composition-root folders and the
    binding its view models use. It prints how many files each layer holds, the share of all Swift
    files covered and the conventions it saw (see docs/adoption.md).

    presets and their bindings (the first is the default):
    \(Preset.allCases.map { preset in
      "  \(preset.rawValue): " + ArchitectureTable.bindings(for: preset).map(\.rawValue).joined(separator: ", ")
        + (preset.modulesAs == preset ? "" : " (no layers of its own; modules generated as \(preset.modulesAs.rawValue))")
    }.joined(separator: "\n"))

    exit codes: 0 written, 1 scaffold.json exists (use --force to replace it), 2 invalid input,
    3 a file could not be written.
    """
  static let options: [OptionSpec] = [
    .choice(
      "--preset", "PRESET", "Architecture: \(alternatives(Preset.self)) (default: \(Preset.default.rawValue)).",
      Preset.self),
    .choice(
      "--binding", "STYLE", "Binding style: observation, combine or closures (default: the preset's).",
      BindingStyle.self),
    .flag("--detect", "Propose the layers from the app's folders and file names."),
    .value("--root", "DIR", "The project root: where scaffold.json goes and what --detect reads (default: .)."),
    .flag("--dry-run", "Print scaffold.json and write nothing."),
    .flag("--force", "Replace an existing scaffold.json."),
  ]

  var preset: Preset
  var binding: BindingStyle
  /// Given explicitly; with --detect, the ones not given are detected.
  var requested: (preset: Preset?, binding: BindingStyle?)
  var detect: Bool
  var root: String?
  var dryRun: Bool
  var force: Bool

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    if let extra = arguments.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    let named = try arguments.choice("--preset", as: Preset.self)
    preset = named ?? .default
    let requested = try arguments.choice("--binding", as: BindingStyle.self)
    self.requested = (named, requested)
    guard let choice = ArchitectureTable.choice(preset: preset, binding: requested) else {
      throw .usage(
        "preset '\(preset.rawValue)' has no binding '\(requested?.rawValue ?? "")'; it supports "
          + ArchitectureTable.bindings(for: preset).map(\.rawValue).joined(separator: ", "))
    }
    binding = choice.binding
    detect = arguments.flag("--detect")
    root = arguments.value("--root")
    dryRun = arguments.flag("--dry-run")
    force = arguments.flag("--force")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let root = self.root ?? fileSystem.currentDirectory
    var (preset, binding) = (self.preset, self.binding)
    var text = InitialConfiguration.text(preset: preset, binding: binding)
    if detect {
      let proposal: ConfigurationProposal = try Scaffold.detectConfiguration(
        root: self.root ?? ".", preset: requested.preset, binding: requested.binding, fileSystem: fileSystem)
      (preset, binding, text) = (proposal.preset, proposal.binding, proposal.text)
      environment.console.out(proposal.summary)
      if let warning = proposal.lowCoverageWarning { environment.console.err("warning: \(warning)\n") }
      if dryRun { environment.console.out("\n") }
    }
    if dryRun {
      environment.console.out(text)
      return .success
    }
    let target = Paths.join(root, ConfigurationLoader.fileName)
    // Even an identical file is refused: a second init is a mistake worth pointing out.
    if !force, fileSystem.exists(target) {
      throw .error(
        .refused,
        "\(Paths.displayed(Paths.relative(fileSystem.absolute(target), to: fileSystem.currentDirectory))) already "
          + "exists; it was left untouched. Edit it, or re-run with --force to replace it")
    }
    let write = try PlannedWrite(
      files: [(ConfigurationLoader.fileName, text)], root: root, force: force, in: environment)
    let plan = write.plan
    if plan.hasConflicts {
      throw .error(.refused, "\(ConfigurationLoader.fileName) cannot be written:", detail: write.conflictLines)
    }
    try write.apply()
    let action = plan.entries.first?.action
    let verb = action == .overwrite ? "Replaced" : action == .unchanged ? "Kept" : "Wrote"
    environment.console.out(
      "\(verb) \(ConfigurationLoader.fileName): preset \(preset.rawValue), binding \(binding.rawValue).\n")
    let choice = ArchitectureTable.choice(preset: preset, binding: binding)
    if let choice, !ArchitectureTable.has(choice.templateSet, in: .builtin) {
      environment.console.err(
        "note: the built-in template set '\(choice.templateSet)' is not available yet; new-module needs it, "
          + "or a team template set of that name (see 'scaffold templates list')\n")
    }
    return .success
  }
}
