/// The library's two jobs, as `scaffold lint` and `scaffold new-module` do them; see `docs/library.md`.
/// The CLI, the SwiftPM plugins and a team's own tests call these, so a baseline, `changedSince` or a
/// preset override means the same everywhere.
public enum Scaffold {
  /// Lints a tree with its `scaffold.json` (or the one `request` names): indexes the whole project,
  /// runs the rules on `request.paths`, then applies the baseline and `changedSince`.
  public static func lint(_ request: LintRequest, fileSystem: any FileSystem = DiskFileSystem()) throws(ScaffoldError)
    -> LintOutcome
  {
    try lint(request, fileSystem: try fileSystem.access(), git: .process, progress: nil)
  }

  /// `lint` with `git` answering `changedSince` and `progress` called from the indexing workers.
  package static func lint(
    _ request: LintRequest, fileSystem: any FileAccess, git: GitRunner, progress: LintProgressHandler?
  ) throws(ScaffoldError) -> LintOutcome {
    // A run with a cache wakes the pool only once it knows it has no record to reuse (`Linter.run`).
    if request.cache == .none { Parallel.wake() }
    let configuration: LintConfiguration
    do {
      configuration = try ConfigurationLoader.load(
        explicitPath: request.configurationFile, lintPaths: request.paths, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    var linter = Linter(configuration: configuration, fileSystem: fileSystem)
    linter.membership = try TargetMembership.forOption(request.xcodeProject, fileSystem: fileSystem)
    linter.progress = progress
    if case .project(let directory) = request.cache {
      linter.cache = IndexCache.forProject(configuration, directory: directory, fileSystem: fileSystem)
    }
    let result: LintResult
    do {
      result = try linter.run(paths: request.paths)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    // Asked before the baseline, so that an unknown revision stops the run before a pruned baseline is written.
    let changed = try request.changedSince.map { revision throws(ScaffoldError) in
      try git.changedFiles(since: revision, in: configuration.root)
    }
    // Compared before the baseline is applied: pruning rewrites the file, and only lowers it.
    var growth: BaselineGrowth?
    if let revision = request.baselineGrowthSince, let file = request.baseline {
      growth = BaselineGrowth(
        revision: revision, before: try git.baseline(file, at: revision, fileSystem: fileSystem),
        after: try BaselineApplication.read(file, fileSystem: fileSystem))
    }
    let application = BaselineApplication(request: request, configuration: configuration, fileSystem: fileSystem)
    var (filtered, pruned) = try application.apply(to: result, changed: changed)
    var hint: String?
    if configuration.sourcePath == nil {
      // Said plainly, without a location: there is no file to point at.
      let preset = "the built-in preset \(configuration.preset.rawValue)"
      hint =
        "note: no scaffold.json in \(request.paths.first ?? ".") or any folder above it; linted with the layers of "
        + "\(preset) ('scaffold init --detect' writes a scaffold.json that fits this project)"
      let count = filtered.fileCount
      if count > 0 && filtered.layeredFileCount == 0 {
        filtered.warnings.append(
          "no file is in a layer: \(preset) places none of the \(count) file\(count == 1 ? "" : "s"), so no layer "
            + "rule was checked; write a scaffold.json that matches the project's folders with "
            + "'scaffold init --detect'")
      }
    }
    var outcome = LintOutcome(configuration: configuration, result: filtered, pruned: pruned, configurationHint: hint)
    outcome.baselineGrowth = growth
    return outcome
  }

  /// Renders a module with the project's settings and plans writing it: the files, the module manifest
  /// (`scaffold update` reads it) and the Xcode project edit. Nothing is written. An earlier run that was
  /// interrupted while writing in the output folder is finished or undone first.
  public static func planModule(_ request: ModuleRequest, fileSystem: any FileSystem = DiskFileSystem())
    throws(ScaffoldError) -> ModulePlan
  {
    try planModule(request, fileSystem: try fileSystem.access(), environment: ProjectSetup.Environment())
  }

  /// `planModule` in `environment`; `recovered` is told of an interrupted run finished or undone. With `dryRun`,
  /// nothing is touched and `recovered` is told what recovery will do.
  package static func planModule(
    _ request: ModuleRequest, fileSystem: any FileAccess, environment: ProjectSetup.Environment,
    dryRun: Bool = false, recovered: (_ folder: String, _ report: RecoveryReport) -> Void = { _, _ in }
  ) throws(ScaffoldError) -> ModulePlan {
    // Before the module is rendered: what it is rendered as (its strings table, the app's types, its target)
    // must not come from the half-written files of an interrupted run.
    let module = try renderModule(request, fileSystem: fileSystem, environment: environment) {
      root throws(ScaffoldError) in
      try recover(root, dryRun: dryRun, recovered: recovered, fileSystem: fileSystem)
    }
    if !request.allowCollisions {
      let collisions = ProjectCollisions.find(
        files: module.files, root: module.root,
        projectTypes: request.overrides.layout == .modules ? module.projectTypes : nil,
        moduleFolders: module.setup.options.architecture.moduleFolders(module: module.spec.name), fileSystem: fileSystem
      )
      if !collisions.isEmpty {
        throw ScaffoldError(
          .refused,
          [
            Problem(
              "the module collides with what the project already has:",
              detail: collisions.map { "  \($0)\n" }.joined())
          ],
          note: "nothing was written; rename the module, or pass --allow-collisions to write it anyway")
      }
    }
    let unmapped = try layerMismatches(of: module, fileSystem: fileSystem).map(\.problem)
    if !unmapped.isEmpty && !request.allowUnmapped {
      throw ScaffoldError(
        .refused, unmapped,
        note: "nothing was written; make scaffold.json's layers, layout or exempt patterns cover "
          + "\(unmapped.count == 1 ? "the file" : "each file") where its role is, "
          + "or pass --allow-unmapped to write the module anyway")
    }
    // A `ui` taken from `conventions.ui` is recorded like `--ui`, so `update` renders the same views after the
    // convention changes.
    let conventionUI = module.setup.options.effectiveConventions.ui.flatMap { $0 == module.spec.ui ? $0 : nil }
    let manifest = ModuleManifest.recording(
      files: module.files, module: module.spec.name,
      spec: ModuleManifest.Spec(path: request.specFile, name: request.name, ui: request.ui ?? conventionUI),
      options: module.setup.options, templates: module.setup.lookup.sources,
      templatesOption: request.overrides.templates, root: module.root, projectRoot: module.setup.settings.root,
      fileSystem: fileSystem)
    // Inside an app made by `new-app` (rendered `inApp`), the module is a package target the app target links: it
    // gets a remote data source over Core's HTTP client, with its tests, and is registered; the Xcode project
    // needs no edit.
    let app =
      request.overrides.layout == .modules
      ? try AppRegistration(settings: module.setup.settings, fileSystem: fileSystem) : nil
    let addOns = try app?.addOns(module.spec, setup: module.setup) ?? []
    var plan = try makePlan(
      files: (module.files + addOns + [manifest.generatedFile]).map { ($0.path, $0.contents) },
      // Recovered already, before rendering (a dry run's would be told twice).
      root: module.root, force: request.force, fileSystem: fileSystem, dryRun: dryRun, recovered: { _, _ in })
    try app?.register(module.spec, setup: module.setup, in: &plan)
    let project =
      app != nil ? nil : try integrate(&plan, request: request, setup: module.setup, fileSystem: fileSystem)
    return ModulePlan(
      spec: module.spec, files: module.files, plan: plan, project: project,
      warnings: request.allowUnmapped ? unmapped : [],
      existingManifest: fileSystem.exists(Paths.join(plan.root, manifest.path)) ? manifest.path : nil)
  }

  /// The generated files that `scaffold lint` would place in no layer, or in another layer than their role's,
  /// under the configuration lint would read for the output folder (the preset's own table, rooted there,
  /// without a `scaffold.json`).
  package static func layerMismatches(
    of module: RenderedModule, fileSystem: any FileAccess = DiskFileSystem()
  ) throws(ScaffoldError) -> [GeneratedLayerCheck.Mismatch] {
    let options = module.setup.options
    do {
      let configuration = try lintConfiguration(of: module, fileSystem: fileSystem)
      return try GeneratedLayerCheck.mismatches(
        files: module.files, root: module.root, spec: module.spec, options: options,
        set: module.setup.templateSet(), configuration: configuration, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
  }

  /// The configuration lint would read for a rendered module's folder: its `scaffold.json`, or the preset's
  /// own table rooted there.
  static func lintConfiguration(of module: RenderedModule, fileSystem: any FileAccess) throws(ConfigurationError)
    -> LintConfiguration
  {
    ConfigurationLoader.locate(from: module.root, fileSystem: fileSystem) == nil
      ? module.setup.options.preset.configuration(root: fileSystem.absolute(module.root))
      : try ConfigurationLoader.load(lintPaths: [module.root], fileSystem: fileSystem)
  }

  /// Renders a module with the project's settings, without planning: the first half of `planModule`.
  /// `beforeReading` runs with the output root before anything of the project is read.
  package static func renderModule(
    _ request: ModuleRequest, fileSystem: any FileAccess = DiskFileSystem(),
    environment: ProjectSetup.Environment = ProjectSetup.Environment(),
    beforeReading: (_ root: String) throws(ScaffoldError) -> Void = { _ in }
  ) throws(ScaffoldError) -> RenderedModule {
    let unwritten = "nothing was written"
    var setup = try ProjectSetup.load(request.overrides, fileSystem: fileSystem, environment: environment)
    let root =
      request.output ?? (request.overrides.layout == .package ? setup.settings.moduleRoot : setup.settings.outputRoot)
      ?? "."
    try beforeReading(root)
    setup.options.compiledByAppTarget(
      request.xcode, projectRoot: setup.settings.root, outputFolder: root, fileSystem: fileSystem)
    // Into an app, generated code compiles with the app's deployment target.
    if request.overrides.layout == .modules, setup.choice.binding == .observation,
      let target = DeploymentTarget.lowest(in: setup.settings.root, fileSystem: fileSystem),
      target < .observation
    {
      let others = ArchitectureTable.bindings(for: setup.choice.preset).filter { $0 != .observation }
      throw ScaffoldError(
        .invalidInput,
        [
          Problem(
            location: Paths.relative(Paths.join(setup.settings.root, target.location), to: fileSystem.currentDirectory),
            "the app deploys to \(target), and the observation binding's @Observable needs iOS 17; use the "
              + (others.map(\.rawValue).joined(separator: " or ")) + " binding (\"binding\" in scaffold.json, or "
              + "--binding), or raise the deployment target")
        ], note: unwritten)
    }
    let projectTypes =
      request.overrides.layout == .modules
      ? ProjectTypes.scan(projectRoot: setup.settings.root, fileSystem: fileSystem) : .none
    func load(_ projectTypes: ProjectTypes) throws(ScaffoldError) -> ModuleSpec {
      do throws(ScaffoldError) {
        return try ProjectSetup.loadSpec(
          request.specFile, name: request.name, ui: request.ui, defaultUI: setup.options.effectiveConventions.ui,
          projectTypes: projectTypes, fileSystem: fileSystem)
      } catch {
        var error = error
        error.note += "; " + unwritten
        throw error
      }
    }
    var firstPass = projectTypes
    firstPass.checksConformances = false
    let spec = try load(firstPass)
    let files: [GeneratedFile]
    do {
      // Inside the app's target, SDK names the app declares again are named by their module.
      files = ShadowedNames.qualify(
        try ModuleGenerator.render(spec: spec, options: setup.options, templates: setup.lookup.sources),
        declared: Set(projectTypes.declarations.keys))
    } catch {
      throw ScaffoldError(.invalidInput, error, note: unwritten)
    }
    // Into an app, the generated code must run where the app does: what it uses against the deployment target.
    if request.overrides.layout == .modules,
      let target = DeploymentTarget.lowest(in: setup.settings.root, fileSystem: fileSystem),
      let needed = DeploymentTarget.required(by: files), target < needed.minimum
    {
      throw ScaffoldError(
        .invalidInput,
        [
          Problem(
            location: Paths.relative(Paths.join(setup.settings.root, target.location), to: fileSystem.currentDirectory),
            "the app deploys to \(target), and the generated module needs \(needed.minimum): "
              + needed.reasons(above: target) + "; raise the deployment target to \(needed.minimum) or later")
        ], note: unwritten)
    }
    // And in the app's Swift language mode.
    if request.overrides.layout == .modules,
      let version = SwiftLanguageVersion.lowest(in: setup.settings.root, fileSystem: fileSystem),
      version < .generated
    {
      throw ScaffoldError(
        .invalidInput,
        [
          Problem(
            location: Paths.relative(
              Paths.join(setup.settings.root, version.location), to: fileSystem.currentDirectory),
            "the app compiles in \(version), and the generated module needs Swift 5 or later (in Swift 4 `try?` "
              + "does not flatten optionals); set SWIFT_VERSION to 5.0 or later")
        ], note: unwritten)
    }
    // The spec against the names the chosen set generates for it.
    let problems = GeneratedNameCheck.problems(
      in: files, spec: spec, set: setup.options.templateSet,
      json: request.specFile.flatMap { try? fileSystem.readData($0) }, path: request.specFile ?? "<default spec>")
    guard problems.isEmpty else {
      let error = SpecError(problems: problems)
      throw ScaffoldError(.invalidInput, error, note: "\(error.summary); \(unwritten)")
    }
    // The app's types against the layers of the generated files that name them; loading the spec again
    // with the refusals reports each where the spec names the type.
    let refusals = projectTypes.layerRefusals(spec.appTypes, files: files, root: root, fileSystem: fileSystem)
    if !refusals.isEmpty || !projectTypes.declarations.isEmpty { _ = try load(projectTypes.refusing(refusals)) }
    return RenderedModule(setup: setup, spec: spec, files: files, root: root, projectTypes: projectTypes)
  }

  /// Writes a plan all or nothing; a plan with conflicts is refused.
  public static func write(_ plan: GenerationPlan, fileSystem: any FileSystem = DiskFileSystem()) throws(ScaffoldError)
  {
    let fileSystem = try fileSystem.access()
    do {
      try PlanWriter.apply(plan, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(error)
    }
  }

  /// Plans writing `files` (relative paths) under `root`, after finishing or undoing an interrupted run
  /// there, so the plan sees the files as they were before that run or after it. With `dryRun` nothing is
  /// touched: `recovered` is told what recovery will do, and the plan sees the files as they are.
  package static func makePlan(
    files: [(path: String, contents: String)], root: String, force: Bool, fileSystem: any FileAccess,
    dryRun: Bool = false, recovered: (_ folder: String, _ report: RecoveryReport) -> Void = { _, _ in }
  ) throws(ScaffoldError) -> GenerationPlan {
    try recover(root, dryRun: dryRun, recovered: recovered, fileSystem: fileSystem)
    do {
      return try GenerationPlan.make(files: files, root: root, force: force, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(error)
    }
  }

  /// Finishes or undoes an interrupted run under `root`, so what reads the project next sees it as it was
  /// before that run or after it; a second call finds nothing to do. With `dryRun` nothing is touched and
  /// `recovered` is told what recovery will do. True when there was such a run.
  @discardableResult
  package static func recover(
    _ root: String, dryRun: Bool, recovered: (_ folder: String, _ report: RecoveryReport) -> Void,
    fileSystem: any FileAccess
  ) throws(ScaffoldError) -> Bool {
    do {
      guard let report = try PlanWriter.recover(root: root, fileSystem: fileSystem, dryRun: dryRun) else {
        return false
      }
      recovered(fileSystem.absolute(root), report)
      return true
    } catch {
      throw ScaffoldError(error)
    }
  }

  /// Adds the Xcode project's edit to the plan when there is a project; nil when there is none.
  private static func integrate(
    _ plan: inout GenerationPlan, request: ModuleRequest, setup: ProjectSetup, fileSystem: any FileAccess
  ) throws(ScaffoldError) -> XcodeIntegration.Outcome? {
    guard request.overrides.layout == .modules,
      let (projectFile, options) = try request.xcode.locate(projectRoot: setup.settings.root, fileSystem: fileSystem)
    else { return nil }
    do {
      return try XcodeIntegration.integrate(
        into: &plan, projectFile: projectFile, options: options, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
  }
}

extension ModuleRequest.XcodeChoice {
  /// The `project.pbxproj` this choice names, with the target options: the one `.xcodeproj` in the working
  /// directory or in `projectRoot` for `.automatic`; nil for `.none` or when there is none.
  func locate(projectRoot: String, fileSystem: any FileAccess) throws(ScaffoldError)
    -> (String, XcodeIntegration.Options)?
  {
    let option: String?
    let options: XcodeIntegration.Options
    switch self {
    case .none: return nil
    case .automatic(let chosen): (option, options) = (nil, chosen)
    case .project(let path, let chosen): (option, options) = (path, chosen)
    }
    do {
      return try XcodeIntegration.locate(
        option: option, folders: [fileSystem.currentDirectory, projectRoot], fileSystem: fileSystem
      ).map { ($0, options) }
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
  }
}

extension ScaffoldError {
  /// Refusals (another run, files changed meanwhile, conflicts) keep the tree whole; a failed write is a
  /// failure; a path no file system accepts is invalid input.
  package init(_ error: GenerationError) {
    switch error {
    case .untrustedJournal(let problem, let note): self.init(.invalidInput, [problem], note: note)
    case .writeFailed: self.init(.failed, error)
    case .busy, .changedSincePlanning, .planHasConflicts: self.init(.refused, error)
    case .pathEscapesOutput, .pathIsWriterState, .nameTooLong, .linkEscapesOutput, .duplicatePath,
      .pathsDifferOnlyInCase,
      .outputIsAFile:
      self.init(.invalidInput, error)
    }
  }
}

extension TargetMembership {
  /// The target membership of the Xcode project at `option` (`lint` and `graph --xcodeproj`); nil for none.
  package static func forOption(_ option: String?, fileSystem: any FileAccess) throws(ScaffoldError)
    -> TargetMembership?
  {
    guard let option else { return nil }
    do {
      guard let file = try XcodeIntegration.locate(option: option, folders: [], fileSystem: fileSystem) else {
        return nil
      }
      return try TargetMembership(projectFile: file, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}
