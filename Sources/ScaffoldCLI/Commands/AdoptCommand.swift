import ScaffoldKit

/// `scaffold adopt <Module> --spec FILE`: records a manifest for a module generated before manifests
/// existed, so `update`, `check` and `destroy` work on it. Every difference from a fresh render counts as
/// the user's edit.
struct AdoptCommand: Command {
  static let name = "adopt"
  static let abstract = "Record a manifest for a module generated before manifests existed."
  static let synopsis =
    "adopt <Module> [--spec FILE] [--output DIR] [--package] [--ui \(choices(UIKind.self))] [--preset P] [--binding B] "
    + "[--templates DIR] [--dry-run]"
  static let discussion = """
    Renders the module as 'scaffold new-module' would with the same options (give the spec and options
    it was generated with), and writes only .scaffold/modules/<Name>.json, recording that render as
    what was generated. Files that differ from it are treated as your edits from then on. Only files that
    exist are recorded: each file of the render that does not exist is named in a warning, and the next
    'scaffold update' creates it as a new file. A module none of whose files exist is refused.

    exit codes: 0 recorded, 1 refused (another run is writing there), 2 invalid input (or the module
    already has a manifest), 3 a file could not be written.
    """
  /// The options of `new-module` that decide what is rendered (and `--dry-run`); the Xcode, collision and
  /// overwrite options of a generation that writes files do not apply to one that records a manifest.
  static let options: [OptionSpec] = NewModuleCommand.options.filter {
    ["--spec", "--output", "--package", "--ui", "--preset", "--binding", "--templates", "--dry-run"].contains($0.name)
  }

  var generation: NewModuleCommand

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    generation = try NewModuleCommand(arguments: arguments)
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    // A run killed while writing there (an adopt that left its manifest, a new-module half placed) is
    // finished or undone before the module is rendered, so the render and the refusals see a whole tree.
    let dryRun = generation.dryRun
    let module = try Scaffold.renderModule(
      generation.request, fileSystem: fileSystem, environment: environment.project,
      beforeReading: { root throws(ScaffoldError) in if !dryRun { try PlannedWrite.recover(root, in: environment) } })
    let (setup, spec, files, root) = (module.setup, module.spec, module.files, module.root)
    let plan: ModuleUpdate.ModulePlan
    do {
      plan = try ModuleLifecycle.adopt(
        files: files, module: spec.name,
        spec: ModuleManifest.Spec(path: generation.specPath, name: generation.name, ui: generation.ui),
        options: setup.options, templates: setup.lookup.sources, templatesOption: generation.templates, root: root,
        fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let write = PlannedWrite(
      plan: ModuleUpdate.generationPlan([plan], root: root, conflictStyle: .refuse, fileSystem: fileSystem),
      fileSystem: fileSystem)
    let display = { (path: String) in write.display(path: Paths.join(write.plan.root, path)) }
    if !plan.notRecorded.isEmpty {
      let count = plan.notRecorded.count
      environment.console.err(
        "warning: \(ModuleUpdateReport.count(count, "file")) of the render "
          + (count == 1 ? "does" : "do") + " not exist and " + (count == 1 ? "is" : "are")
          + " not recorded (the next 'scaffold update' creates " + (count == 1 ? "it" : "them") + "):\n"
          + plan.notRecorded.map { "  \(display($0))\n" }.joined())
    }
    environment.console.out(ModuleUpdateReport.lines(plan, display: display))
    if !generation.dryRun { try write.apply() }
    let edited = plan.files.filter { $0.change == .keptEdits }.count
    environment.console.out(
      (generation.dryRun ? "Dry run: would record " : "Recorded ") + "\(spec.name): "
        + "\(ModuleUpdateReport.count(plan.files.count, "generated file")), \(edited) edited, "
        + "\(plan.notRecorded.count) not recorded"
        + (generation.dryRun ? "; nothing was written.\n" : ".\n"))
    return .success
  }
}
