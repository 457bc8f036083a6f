import ScaffoldKit

/// `scaffold adopt <Module> --spec FILE`: records a manifest for a module generated before manifests
/// existed, so `update`, `check` and `destroy` work on it. Every difference from a fresh render counts as
/// the user's edit.
struct AdoptCommand: Command {
  static let name = "adopt"
  static let abstract = "Record a manifest for a module generated before manifests existed."
  static let synopsis =
    "adopt <Module> [--spec FILE] [--output DIR] [--package] [--ui swiftui|uikit|both] [--preset P] [--binding B] "
    + "[--templates DIR] [--dry-run]"
  static let discussion = """
    Renders the module as 'scaffold new-module' would with the same options (give the spec and options
    it was generated with), and writes only .scaffold/modules/<Name>.json, recording that render as
    what was generated. Files that differ from it are treated as your edits from then on; generated files
    that are missing count as deleted by you.

    exit codes: 0 recorded, 1 refused (another run is writing there), 2 invalid input (or the module
    already has a manifest), 3 a file could not be written.
    """
  static let options: [OptionSpec] = NewModuleCommand.options.filter { $0.name != "--force" }

  var generation: NewModuleCommand

  init(arguments: ParsedArguments) throws(CLIError) {
    generation = try NewModuleCommand(arguments: arguments)
  }

  func run(in environment: CommandEnvironment) throws(CLIError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let module: RenderedModule
    do {
      module = try Scaffold.renderModule(generation.request, fileSystem: fileSystem, environment: environment.project)
    } catch {
      throw .job(error)
    }
    let (setup, spec, files, root) = (module.setup, module.spec, module.files, module.root)
    // An adopt killed while writing may have left the manifest in place: finished or undone first, so a
    // second adopt is refused (or records) over a whole tree.
    if !generation.dryRun { try PlannedWrite.recover(root, in: environment) }
    let plan: ModuleUpdate.ModulePlan
    do {
      plan = try ModuleLifecycle.adopt(
        files: files, module: spec.name,
        spec: ModuleManifest.Spec(path: generation.specPath, name: generation.name, ui: generation.ui),
        options: setup.options, templates: setup.lookup.sources, templatesOption: generation.templates, root: root,
        fileSystem: fileSystem)
    } catch {
      throw .job(ScaffoldError(.invalidInput, error))
    }
    let write = PlannedWrite(
      plan: ModuleUpdate.generationPlan([plan], root: root, conflictStyle: .refuse, fileSystem: fileSystem),
      fileSystem: fileSystem)
    environment.console.out(
      ModuleUpdateReport.lines(plan) { write.display(path: Paths.join(write.plan.root, $0)) })
    if !generation.dryRun { try write.apply() }
    let edited = plan.files.filter { $0.change == .keptEdits }.count
    let deleted = plan.files.filter { $0.change == .staysDeleted }.count
    environment.console.out(
      (generation.dryRun ? "Dry run: would record " : "Recorded ") + "\(spec.name): "
        + "\(ModuleUpdateReport.count(plan.files.count, "generated file")), \(edited) edited, \(deleted) deleted"
        + (generation.dryRun ? "; nothing was written.\n" : ".\n"))
    return .success
  }
}
