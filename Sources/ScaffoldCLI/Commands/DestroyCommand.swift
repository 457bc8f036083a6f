import ScaffoldKit

/// `scaffold destroy <Module>`: removes what `new-module` generated, keeping the files the user edited.
struct DestroyCommand: Command {
  static let arguments = ValueCompletion.modules
  static let name = "destroy"
  static let abstract = "Remove a generated module's unedited files and its manifest; keep the files you edited."
  static let synopsis = "destroy <Module>... [--output DIR] [--xcodeproj PATH] [--no-xcodeproj] [--dry-run]"
  static let discussion = """
    Removes every file of the module's manifest whose content is still exactly as generated, the folders
    that leaves empty, and the manifest. Files you edited are kept and listed, and do not fail the run:
    remove them yourself if you no longer need them. When the working directory (or the folder of
    scaffold.json) holds one .xcodeproj, the removed files' references go out of it too: file references,
    build files, their place in their groups, and the groups new-module created that this leaves empty.

    exit codes: 0 destroyed (files you edited kept), 1 refused (something in the way, such as a folder
    where a generated file was; another run writing there), 2 invalid input (no manifest), 3 a file could
    not be removed.
    """
  static let options: [OptionSpec] =
    [
      .value("--output", "DIR", "Directory the module was generated into (default: moduleRoot or '.')."),
      .flag("--dry-run", "Print what would be removed and remove nothing."),
    ] + XcodeOptions.specs("remove the files from", targets: false)

  var modules: [String]
  var output: String?
  var dryRun: Bool
  var xcode: ModuleRequest.XcodeChoice

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard !arguments.positionals.isEmpty else { throw .usage("missing module name") }
    modules = arguments.positionals
    output = arguments.value("--output")
    dryRun = arguments.flag("--dry-run")
    xcode = try XcodeOptions.choice(arguments)
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let target = try ModuleTarget(modules: modules, output: output, dryRun: dryRun, in: environment)
    var plans: [ModuleUpdate.ModulePlan] = []
    for module in target.modules {
      do {
        plans.append(try ModuleLifecycle.destroy(module: module, root: target.root, fileSystem: fileSystem))
      } catch {
        throw ScaffoldError(.invalidInput, error, note: "nothing was removed")
      }
    }
    var plan = ModuleUpdate.generationPlan(plans, root: target.root, conflictStyle: .refuse, fileSystem: fileSystem)
    let project: XcodeIntegration.Outcome?
    let context = ModuleLifecycle.Context(root: target.root, settings: target.settings)
    try ModuleLifecycle.unregister(target.modules, in: context, fileSystem: fileSystem, in: &plan)
    project = try ModuleLifecycle.followProject(
      xcode, modules: plans, in: context, fileSystem: fileSystem, in: &plan)
    let write = PlannedWrite(plan: plan, fileSystem: fileSystem)
    let console = environment.console
    for plan in plans { console.out(ModuleUpdateReport.lines(plan, display: target.display)) }
    // The app's files: those it registered the modules in, and those the modules added inside it.
    let modulesFiles = Set(plans.flatMap { plan in plan.files.map(\.path) + [plan.manifest.path] })
    for entry in write.plan.entries
    where entry.action == .update || (entry.action == .remove && !modulesFiles.contains(entry.path)) {
      let path = Paths.relative(Paths.join(write.plan.root, entry.path), to: fileSystem.currentDirectory)
      console.out("\(entry.action == .update ? "update" : "remove")    \(path)\n")
    }
    if let project {
      console.out(project.report(display: write.display(path:)))
      if let steps = XcodeOptions.manualSteps(project, display: write.display(path:)) { console.err(steps) }
    }
    if write.plan.hasConflicts {
      throw .error(.refused, "cannot remove:", detail: write.conflictLines, note: "nothing was removed")
    }
    if !dryRun { try write.apply() }
    for plan in plans {
      let kept = plan.files.filter { $0.change == .keptNoLongerGenerated }.count
      let removed = plan.files.filter { $0.change == .removed }.count
      var line = (dryRun ? "Dry run: would remove " : "Removed ") + "\(plan.module): "
      line += ModuleUpdateReport.count(removed, "file")
      if kept > 0 { line += ", kept \(ModuleUpdateReport.count(kept, "file")) you edited" }
      console.out(line + (dryRun ? "; nothing was removed.\n" : ".\n"))
    }
    return .success
  }
}
