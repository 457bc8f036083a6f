import ScaffoldKit

/// `scaffold update [<Module>...]`: re-render modules from their manifests with today's spec and templates
/// and bring the files up to date, keeping the user's edits (three-way merge), all or nothing.
struct UpdateCommand: Command {
  static let arguments = ValueCompletion.modules
  static let name = "update"
  static let abstract = "Bring generated modules up to date with their spec and templates, keeping your edits."
  static let synopsis =
    "update [<Module>...] [--spec FILE] [--output DIR] [--templates DIR] [--dry-run] [--conflict refuse|markers] "
    + "[--restore] [--xcodeproj PATH] [--target NAME] [--test-target NAME] [--no-xcodeproj]"
  static let discussion = """
    Without <Module>, every module with a manifest (.scaffold/modules/<Name>.json under the output
    directory) is updated. Each is rendered again with its recorded options and today's spec (--spec, else
    the recorded spec file, else the spec text recorded in the manifest) and templates. Per file:
    unedited files are replaced; files you edited are kept when the template output did not change, and
    merged three-way (like diff3) when both changed. Conflicting changes refuse the whole run, listing
    each hunk, unless --conflict markers writes them with conflict markers. New files are created; files
    no longer generated are removed unless you edited them; files you deleted stay deleted unless --restore.
    Conflict markers still in a module's files (from --conflict markers or a git merge) refuse the run,
    each listed as file:line, until you resolve them. When the working directory (or the folder of
    scaffold.json) holds one .xcodeproj, new files are added to their targets and removed files' references
    are taken out of it, as new-module and destroy do. See docs/update.md.

    exit codes: 0 updated (or nothing to do), 1 refused (conflicts, unresolved conflict markers), 2 invalid input, 3 a file could not
    be written.
    """
  static let options: [OptionSpec] =
    [
      .value(
        "--spec", "FILE", "Spec to render from (one module only); recorded for the next update.", completion: .specFiles
      ),
      .value("--output", "DIR", "Directory the modules were generated into (default: moduleRoot or '.')."),
      .value("--templates", "DIR", "Folder of template sets overriding all other template sources."),
      .flag("--dry-run", "Print a unified diff per file and write nothing."),
      .choice(
        "--conflict", "STYLE", "refuse (default) or markers: write conflicts with conflict markers.",
        ModuleUpdate.ConflictStyle.self),
      .flag("--restore", "Recreate generated files you deleted."),
    ] + XcodeOptions.specs("add new files to and take removed files out of")

  var modules: [String]
  var specPath: String?
  var output: String?
  var templates: String?
  var dryRun: Bool
  var conflictStyle: ModuleUpdate.ConflictStyle
  var restore: Bool
  var xcode: ModuleRequest.XcodeChoice

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    modules = arguments.positionals
    specPath = arguments.value("--spec")
    if specPath != nil && modules.count != 1 { throw .usage("--spec needs exactly one module") }
    output = arguments.value("--output")
    templates = arguments.value("--templates")
    dryRun = arguments.flag("--dry-run")
    conflictStyle = try arguments.choice("--conflict", as: ModuleUpdate.ConflictStyle.self) ?? .refuse
    restore = arguments.flag("--restore")
    xcode = try XcodeOptions.choice(arguments)
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let target = try ModuleTarget(modules: modules, output: output, dryRun: dryRun, in: environment)
    let plans = try target.updatePlans(specFile: specPath, templates: templates, restore: restore, xcode: xcode)
    var plan = ModuleUpdate.generationPlan(
      plans, root: target.root, conflictStyle: conflictStyle, fileSystem: environment.fileSystem)
    let project: XcodeIntegration.Outcome? = try ModuleLifecycle.followProject(
      xcode, modules: plans, in: ModuleLifecycle.Context(root: target.root, settings: target.settings),
      fileSystem: environment.fileSystem, in: &plan)
    let write = PlannedWrite(plan: plan, fileSystem: environment.fileSystem)
    let console = environment.console
    let unresolved = plans.flatMap(\.unresolved)
    if !unresolved.isEmpty {
      throw .error(
        .refused,
        "\(ModuleUpdateReport.count(unresolved.count, "unresolved conflict")) in the module's files:",
        detail: ModuleUpdateReport.unresolved(unresolved, display: target.display),
        note: "nothing was written; resolve each conflict (keep the lines you want and delete the <<<<<<<, "
          + "|||||||, ======= and >>>>>>> lines), then run 'scaffold update' again")
    }
    for plan in plans { console.out(ModuleUpdateReport.lines(plan, display: target.display)) }
    // The layer check new-module makes before writing: a written file lint would misplace is said, not refused,
    // as the module is already there.
    for plan in plans {
      let context = ModuleLifecycle.Context(
        root: target.root, settings: target.settings, specFile: specPath, templatesOption: templates)
      do {
        let mismatches = try ModuleLifecycle.layerMismatches(
          of: plan, in: context, fileSystem: environment.fileSystem)
        console.err(mismatches.map { $0.problem.rendered(severity: "warning") }.joined())
      } catch {
        throw ScaffoldError(.invalidInput, error, note: "nothing was written")
      }
    }
    if let project {
      if project.edited != nil { console.out("update    \(write.display(path: project.projectFile))\n") }
      console.out(project.report(display: write.display(path:)))
      if let steps = XcodeOptions.manualSteps(project, display: write.display(path:)), project.conflict == nil {
        console.err(steps)
      }
    }
    if write.plan.hasConflicts {
      throw .error(
        .refused, "\(ModuleUpdateReport.count(write.plan.conflicts.count, "file")) cannot be updated:",
        detail: write.conflictLines + ModuleUpdateReport.conflicts(plans, display: target.display),
        note: "nothing was written; edit the files so the template's changes apply, or re-run with "
          + "--conflict markers to write the conflicts into the files")
    }
    // A kept file naming a type the update removes will not compile: said where it is.
    func warnRemovedTypeUses(_ plan: ModuleUpdate.ModulePlan) {
      for use in plan.removedTypeUses {
        var located = use
        located.path = target.display(use.path)
        console.err(located.problem.rendered(severity: "warning"))
      }
    }
    if dryRun {
      for plan in plans { console.out(ModuleUpdateReport.diffs(plan, display: target.display)) }
      for plan in plans {
        console.out("Dry run: \(plan.module): \(ModuleUpdateReport.summary(plan)); nothing was written.\n")
        warnRemovedTypeUses(plan)
      }
      return .success
    }
    try write.apply()
    for plan in plans {
      console.out("Updated \(plan.module): \(ModuleUpdateReport.summary(plan)).\n")
      warnRemovedTypeUses(plan)
      if !plan.conflicts.isEmpty {
        console.err(
          "warning: \(ModuleUpdateReport.count(plan.conflicts.count, "file")) of \(plan.module) now "
            + (plan.conflicts.count == 1 ? "holds" : "hold") + " conflict "
            + "markers (<<<<<<< yours … >>>>>>> generated now); resolve them before building\n")
      }
    }
    return .success
  }
}

/// The modules a lifecycle command works on and where they live: the output directory (`--output`, else
/// `moduleRoot`, else `.`) and the modules named, or every module with a manifest there.
struct ModuleTarget {
  var root: String
  var modules: [String]
  var settings: ProjectSettings
  var environment: CommandEnvironment

  /// `dryRun` (`--dry-run`, and `check`, which writes nothing) leaves a killed run's journal for a writing run.
  init(modules: [String], output: String?, dryRun: Bool, in environment: CommandEnvironment) throws(ScaffoldError) {
    let (settings, _) = try ProjectSetup.project(templates: nil, in: environment)
    let fileSystem = environment.fileSystem
    root = fileSystem.absolute(output ?? settings.outputRoot ?? ".")
    // A run killed while writing here is finished or undone first, so the plans see whole files.
    try PlannedWrite.recover(root, dryRun: dryRun, in: environment)
    self.settings = settings
    self.environment = environment
    self.modules = modules.isEmpty ? ModuleManifest.modules(root: root, fileSystem: fileSystem) : modules
    if self.modules.isEmpty {
      let folder = Paths.relative(Paths.join(root, ModuleManifest.folder), to: fileSystem.currentDirectory)
      throw .error(
        .invalidInput,
        "no module manifests in \(folder); generate a module with 'scaffold new-module', "
          + "or record one generated earlier with 'scaffold adopt <Module> --spec FILE'")
    }
  }

  /// A path under the root as shown to the user (relative to the working directory).
  func display(_ path: String) -> String {
    Paths.relative(Paths.join(root, path), to: environment.fileSystem.currentDirectory)
  }

  func updatePlans(
    specFile: String?, templates: String?, restore: Bool, xcode: ModuleRequest.XcodeChoice = .automatic()
  ) throws(ScaffoldError) -> [ModuleUpdate.ModulePlan] {
    let context = ModuleLifecycle.Context(
      root: root, settings: settings, specFile: specFile, templatesOption: templates,
      generatorVersion: ScaffoldVersion.current, xcode: xcode)
    var plans: [ModuleUpdate.ModulePlan] = []
    for module in modules {
      do {
        plans.append(
          try ModuleLifecycle.update(module: module, in: context, restore: restore, fileSystem: environment.fileSystem))
      } catch {
        throw ScaffoldError(.invalidInput, error, note: "nothing was written")
      }
    }
    return plans
  }
}
