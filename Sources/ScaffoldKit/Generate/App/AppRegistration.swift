/// The app `new-app` made around the project root, when there is one: its `Package.swift` has the region
/// modules register in. `Scaffold.planModule` then adds the module's files for the app and its registration.
struct AppRegistration {
  let root: String
  let fileSystem: any FileAccess
  let package: String

  /// Nil when the project root's `Package.swift` is missing or not an app's.
  init?(settings: ProjectSettings, fileSystem: any FileAccess) throws(ScaffoldError) {
    let path = Paths.join(settings.root, AppModule.packagePath)
    guard fileSystem.kind(of: path) == .file else { return nil }
    do {
      package = try fileSystem.readText(path)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
    guard AppModule.isApp(packageText: package) else { return nil }
    root = settings.root
    self.fileSystem = fileSystem
  }

  /// The files the module adds inside the app (not the module's own: `update` and `check` leave them alone).
  func addOns(_ spec: ModuleSpec, setup: ProjectSetup) throws(ScaffoldError) -> [GeneratedFile] {
    do {
      return try AppModule.render(spec: spec, options: setup.options, templates: setup.lookup.sources)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
  }

  /// Adds the edits of `Package.swift` and the composition root that register `spec` (unchanged when it is).
  func register(_ spec: ModuleSpec, setup: ProjectSetup, in plan: inout GenerationPlan) throws(ScaffoldError) {
    let containerPath = Paths.join(root, AppModule.containerPath(AppLayout.of(setup.choice.preset)))
    let unregistered = "the module cannot be registered; nothing was written"
    let container: String
    do {
      container = try fileSystem.readText(containerPath)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: unregistered)
    }
    let registered: AppModule.Sources
    do {
      registered = try AppModule.register(
        spec, options: setup.options, templates: setup.lookup.sources,
        in: AppModule.Sources(
          package: package, container: container, rootTests: text(rootTestsPath), scheme: scheme.flatMap(text)))
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
    plan.addEdit(path: Paths.join(root, AppModule.packagePath), prior: package, contents: registered.package)
    plan.addEdit(path: containerPath, prior: container, contents: registered.container)
    for (path, prior, contents) in [
      (rootTestsPath, text(rootTestsPath), registered.rootTests), (scheme, scheme.flatMap(text), registered.scheme),
    ] {
      if let path, let prior { plan.addEdit(path: path, prior: prior, contents: contents) }
    }
  }

  private var rootTestsPath: String? { Paths.join(root, AppModule.rootTestsPath) }

  /// The shared scheme of the app's Xcode project (`<Name>.xcodeproj` at the root, scheme `<Name>`), if it has one.
  private var scheme: String? {
    let projects = ((try? fileSystem.contents(ofDirectory: root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
    return projects.lazy.map { project in
      Paths.join(root, XcodeAppProject.schemePath(name: String(Paths.basename(project).dropLast(".xcodeproj".count))))
    }.first { fileSystem.kind(of: $0) == .file }
  }

  /// The text of the file at `path`, nil when it is missing or unreadable (registration then leaves it out).
  private func text(_ path: String?) -> String? {
    guard let path, fileSystem.kind(of: path) == .file else { return nil }
    return try? fileSystem.readText(path)
  }
}

extension AppRegistration {
  /// Adds the edits that take `modules` out of `Package.swift`, the composition root, the root's test and the
  /// scheme, so the app still builds without them.
  func unregister(_ modules: [String], preset: Preset, in plan: inout GenerationPlan) {
    let layout = AppLayout.of(preset)
    let containerPath = Paths.join(root, AppModule.containerPath(layout))
    guard let container = text(containerPath) else { return }
    let prior = AppModule.Sources(
      package: package, container: container, rootTests: text(rootTestsPath), scheme: scheme.flatMap(text))
    let result = modules.reduce(prior) { AppModule.unregister($1, layout: layout, in: $0) }
    plan.addEdit(path: Paths.join(root, AppModule.packagePath), prior: package, contents: result.package)
    plan.addEdit(path: containerPath, prior: container, contents: result.container)
    for (path, prior, contents) in [
      (rootTestsPath, prior.rootTests, result.rootTests), (scheme, prior.scheme, result.scheme),
    ] {
      if let path, let prior { plan.addEdit(path: path, prior: prior, contents: contents) }
    }
  }
}

extension ModuleLifecycle {
  /// Adds to `plan` what takes the destroyed `modules` out of the app around `context.settings.root`, when the
  /// project is an app `new-app` made (nothing otherwise): the edits of the files they registered in, and the
  /// removal of the files they added inside the app (their remote data source over Core's client and its tests)
  /// where those are as they would be rendered now; an edited one stays, as the module's own edited files do.
  package static func unregister(
    _ modules: [String], in context: Context, fileSystem: some FileAccess, in plan: inout GenerationPlan
  ) throws(ScaffoldError) {
    guard let app = try AppRegistration(settings: context.settings, fileSystem: fileSystem) else { return }
    app.unregister(modules, preset: context.settings.preset, in: &plan)
    for module in modules {
      let addOns: [GeneratedFile]
      do {
        let old = try manifest(of: module, root: context.root, fileSystem: fileSystem)
        let input = try renderInput(again: old, in: context, fileSystem: fileSystem)
        addOns = try AppModule.render(spec: input.loaded, options: input.options, templates: input.lookup.sources)
      } catch {
        throw ScaffoldError(.invalidInput, error, note: "nothing was removed")
      }
      for file in addOns {
        let path = Paths.join(plan.root, file.path)
        guard let disk = try? fileSystem.readText(path), LineDiff.same(disk, file.contents),
          !plan.entries.contains(where: { Paths.join(plan.root, $0.path) == path })
        else { continue }
        plan.entries.append(
          GenerationPlan.Entry(path: file.path, contents: "", action: .remove, existing: ContentDigest(disk.utf8)))
      }
    }
  }
}
