/// The facade of `update`, `check`, `destroy` and `adopt`: loading a module's manifest, rendering it again
/// with today's spec and templates, and planning the change. Commands call these and print the results;
/// the writes go through `ModuleUpdate.generationPlan` and the plan writer.
///
/// Apps that register their modules (a composition root, a project file) add the registration edits
/// for a created or destroyed module as further entries of the same generation plan, so they land or
/// roll back with the module's files.
package enum ModuleLifecycle {
  /// Where the modules live and what the command line says about re-rendering them.
  package struct Context: Sendable {
    /// The output directory the modules were generated into (their manifests are under it).
    package var root: String
    package var settings: ProjectSettings
    /// `--spec FILE`: the spec to render from instead of the recorded one.
    package var specFile: String?
    /// `--templates DIR`: overrides the recorded one.
    package var templatesOption: String?
    package var generatorVersion: String
    /// The Xcode project the modules' files are in (`--xcodeproj`, `--target`): a module compiled into an app
    /// target is rendered for that target's module.
    package var xcode: ModuleRequest.XcodeChoice

    package init(
      root: String, settings: ProjectSettings, specFile: String? = nil, templatesOption: String? = nil,
      generatorVersion: String = ScaffoldVersion.current, xcode: ModuleRequest.XcodeChoice = .automatic()
    ) {
      self.root = root
      self.settings = settings
      self.specFile = specFile
      self.templatesOption = templatesOption
      self.generatorVersion = generatorVersion
      self.xcode = xcode
    }
  }

  /// The recorded manifest of `module`, or `.noManifest`.
  package static func manifest(of module: String, root: String, fileSystem: some FileAccess) throws(LifecycleError)
    -> ModuleManifest
  {
    let found: ModuleManifest?
    do {
      found = try ModuleManifest.load(module: module, root: root, fileSystem: fileSystem)
    } catch {
      throw .manifest(error)
    }
    guard let found else {
      let path = Paths.relative(
        Paths.join(fileSystem.absolute(root), ModuleManifest.path(for: module)), to: fileSystem.currentDirectory)
      throw .noManifest(module: module, path: path)
    }
    return found
  }

  /// Plans bringing `module` up to date with its spec and templates.
  package static func update(
    module: String, in context: Context, restore: Bool, fileSystem: some FileAccess
  ) throws(LifecycleError) -> ModuleUpdate.ModulePlan {
    let old = try manifest(of: module, root: context.root, fileSystem: fileSystem)
    let new = try render(again: old, in: context, fileSystem: fileSystem)
    return ModuleUpdate.plan(old: old, new: new, root: context.root, restore: restore, fileSystem: fileSystem)
  }

  /// Plans removing `module`: its unedited files and its manifest go, edited files stay.
  package static func destroy(module: String, root: String, fileSystem: some FileAccess) throws(LifecycleError)
    -> ModuleUpdate.ModulePlan
  {
    let old = try manifest(of: module, root: root, fileSystem: fileSystem)
    var nothing = old
    nothing.files = []
    var plan = ModuleUpdate.plan(old: old, new: nothing, root: root, restore: false, fileSystem: fileSystem)
    plan.removesManifest = true
    plan.reasons = []
    return plan
  }

  /// Plans recording a manifest for a module generated before manifests existed: `files` is a fresh render,
  /// so every difference on disk from it counts as the user's edit from then on. Only the files that exist
  /// are recorded (a file the render has but the module never had was not deleted by the user); the others
  /// are the plan's `notRecorded`. A module none of whose files exist is refused.
  package static func adopt(
    files: [GeneratedFile], module: String, spec: ModuleManifest.Spec, options: GenerateOptions,
    templates: TemplateSources, templatesOption: String?, root: String, fileSystem: some FileAccess
  ) throws(LifecycleError) -> ModuleUpdate.ModulePlan {
    let path = Paths.join(fileSystem.absolute(root), ModuleManifest.path(for: module))
    if fileSystem.exists(path) {
      throw .alreadyRecorded(module: module, path: Paths.relative(path, to: fileSystem.currentDirectory))
    }
    let absolute = fileSystem.absolute(root)
    let present = files.filter { fileSystem.exists(Paths.join(absolute, $0.path)) }
    if present.isEmpty {
      throw .nothingToAdopt(module: module, root: Paths.relative(absolute, to: fileSystem.currentDirectory))
    }
    let manifest = ModuleManifest.recording(
      files: present, module: module, spec: spec, options: options, templates: templates,
      templatesOption: templatesOption, root: root, fileSystem: fileSystem)
    // Against itself: files are kept (edited) or unchanged; only the manifest is written.
    var plan = ModuleUpdate.plan(old: manifest, new: manifest, root: root, restore: false, fileSystem: fileSystem)
    let recorded = Set(present.map(\.path))
    plan.notRecorded = files.map(\.path).filter { !recorded.contains($0) }
    return plan
  }

  /// The manifest `old` would have if generated now: today's spec (`--spec`, else the recorded spec file
  /// if it is still there, else the recorded text) and templates, with the recorded options.
  static func render(again old: ModuleManifest, in context: Context, fileSystem: some FileAccess) throws(LifecycleError)
    -> ModuleManifest
  {
    let input = try renderInput(again: old, in: context, fileSystem: fileSystem)
    let files: [GeneratedFile]
    do {
      files = ShadowedNames.qualify(
        try ModuleGenerator.render(spec: input.loaded, options: input.options, templates: input.lookup.sources),
        declared: Set(input.projectTypes.declarations.keys))
    } catch {
      throw .templates(Problem.of(error))
    }
    return ModuleManifest.recording(
      files: files, module: old.module, spec: input.spec, options: input.options, templates: input.lookup.sources,
      templatesOption: input.templatesOption, root: input.root, projectRoot: context.settings.root,
      fileSystem: fileSystem)
  }

  /// What rendering `old` again starts from: today's spec, the recorded options with today's layout, the templates.
  struct RenderInput {
    var root: String
    var loaded: ModuleSpec
    var spec: ModuleManifest.Spec
    var options: GenerateOptions
    var lookup: TemplateLookup
    var templatesOption: String?
    /// The app's types, whose SDK-shadowing names generated code qualifies (`ShadowedNames`).
    var projectTypes: ProjectTypes
  }

  static func renderInput(again old: ModuleManifest, in context: Context, fileSystem: some FileAccess)
    throws(LifecycleError) -> RenderInput
  {
    let root = fileSystem.absolute(context.root)
    // The recorded options, with the layout, source root and conventions `scaffold.json` has now.
    var options = old.generateOptions(generatorVersion: context.generatorVersion)
    options.conventions = context.settings.conventions
    options.sourceRoot = context.settings.sourceRoot
    // A module inside an app has the app's remote data source, not one of its own.
    AppModule.configure(&options, root: context.settings.root, fileSystem: fileSystem)
    options.compiledByAppTarget(
      context.xcode, projectRoot: context.settings.root, outputFolder: context.root, fileSystem: fileSystem)
    // A module inside an app may name the app's types, as it could when it was generated.
    let projectTypes =
      options.layout == .modules ? ProjectTypes.scan(projectRoot: context.settings.root, fileSystem: fileSystem) : .none
    let overrides = SpecLoader.Overrides(name: old.spec.name, ui: old.spec.ui, projectTypes: projectTypes)
    var spec = old.spec
    let loaded: ModuleSpec
    let display = Paths.relative(Paths.join(root, old.path), to: fileSystem.currentDirectory)
    // A recorded path is followed only when the command line names none, and only inside the project.
    func recorded(_ value: String?, key: String, flag: String, given: String?) throws(LifecycleError) -> String? {
      guard given == nil, let value else { return nil }
      do {
        return try old.followed(
          value, key: key, flag: flag, root: root, projectRoot: fileSystem.absolute(context.settings.root),
          display: display, fileSystem: fileSystem)
      } catch {
        throw .manifest(error)
      }
    }
    let recordedSpec = try recorded(old.spec.path, key: "spec.path", flag: "--spec FILE", given: context.specFile)
    let recordedTemplates = try recorded(
      old.templatesOption, key: "templatesOption", flag: "--templates DIR", given: context.templatesOption)
    do throws(SpecError) {
      if let file = context.specFile ?? recordedSpec,
        context.specFile != nil || fileSystem.kind(of: file) == .file
      {
        let text: String
        do {
          text = try fileSystem.readText(file)
        } catch {
          throw SpecError(problems: [SpecProblem(path: file, position: nil, message: "cannot read the spec: \(error)")])
        }
        spec.path = file
        spec.text = text
        loaded = try SpecLoader.load(
          json: text, path: Paths.relative(fileSystem.absolute(file), to: fileSystem.currentDirectory),
          overrides: overrides)
      } else if let text = old.spec.text {
        loaded = try SpecLoader.load(json: text, path: old.path + " (recorded spec)", overrides: overrides)
      } else {
        loaded = try SpecLoader.defaultSpec(name: old.module, ui: old.spec.ui)
      }
    } catch {
      throw .spec(error)
    }
    guard loaded.name == old.module else { throw .renamed(module: old.module, specName: loaded.name) }
    let templatesOption = context.templatesOption ?? recordedTemplates
    let lookup: TemplateLookup
    do {
      lookup = try TemplateLookup(option: templatesOption, settings: context.settings, fileSystem: fileSystem)
    } catch {
      throw .templates(Problem.of(error))
    }
    return RenderInput(
      root: root, loaded: loaded, spec: spec, options: options, lookup: lookup, templatesOption: templatesOption,
      projectTypes: projectTypes)
  }
}

/// Why `update`, `check`, `destroy` or `adopt` cannot start.
package enum LifecycleError: Error, Equatable, Sendable, CustomStringConvertible, ProblemListing {
  /// The module has no manifest (generated before manifests existed, or never).
  case noManifest(module: String, path: String)
  /// `adopt` for a module that already has one.
  case alreadyRecorded(module: String, path: String)
  /// `adopt` for a module none of whose rendered files exist under the output directory.
  case nothingToAdopt(module: String, root: String)
  case manifest(ManifestError)
  case spec(SpecError)
  /// The spec now names another module; updating does not rename.
  case renamed(module: String, specName: String)
  /// The templates cannot be found or rendered.
  case templates([Problem])

  /// The problems; a spec's and a manifest's as those errors word them, with the spec's count after.
  package var problems: [Problem] {
    switch self {
    case .noManifest(let module, let path):
      return [
        Problem(
          "module '\(module)' has no manifest (\(path)); "
            + "record one with 'scaffold adopt \(module) --spec FILE', or generate it with 'scaffold new-module'")
      ]
    case .alreadyRecorded(let module, let path):
      return [Problem("module '\(module)' already has a manifest (\(path)); use 'scaffold update \(module)'")]
    case .nothingToAdopt(let module, let root):
      return [
        Problem(
          "none of the files module '\(module)' renders exists under \(root.isEmpty ? "." : root); give the "
            + "--output, --package and --spec it was generated with, or generate it with 'scaffold new-module'")
      ]
    case .manifest(let error):
      return Problem.of(error)
    case .spec(let error):
      return error.problems
    case .renamed(let module, let specName):
      return [
        Problem(
          "the spec names module '\(specName)', but this is module '\(module)'; "
            + "update does not rename a module (generate '\(specName)' with new-module, then destroy '\(module)')")
      ]
    case .templates(let problems):
      return problems
    }
  }

  /// After a spec's problems, their count.
  package var closingLine: String? {
    if case .spec(let error) = self { return error.summary }
    return nil
  }

  package var description: String { problemText }
}

extension ModuleLifecycle {
  /// Adds to `plan` the edit of the Xcode project that follows what the plan does to the `modules`' files
  /// (`update`, `destroy`): files it creates go into their targets, files it removes go out of the project with
  /// the groups scaffold created for them. Nil when there is no project, and for an app `new-app` made (its
  /// synchronized folders follow the files) or modules generated as packages, as `new-module` leaves those alone.
  package static func followProject(
    _ choice: ModuleRequest.XcodeChoice, modules: [ModuleUpdate.ModulePlan], in context: Context,
    fileSystem: some FileAccess, in plan: inout GenerationPlan
  ) throws(ScaffoldError) -> XcodeIntegration.Outcome? {
    let paths = Set(modules.filter { $0.manifest.layout == .modules }.flatMap { $0.files.map(\.path) })
    guard !paths.isEmpty, !AppModule.isApp(root: context.settings.root, fileSystem: fileSystem),
      let (projectFile, options) = try choice.locate(projectRoot: context.settings.root, fileSystem: fileSystem)
    else { return nil }
    var files = GenerationPlan(root: plan.root, entries: plan.entries.filter { paths.contains($0.path) })
    let count = files.entries.count
    let outcome: XcodeIntegration.Outcome
    do {
      outcome = try XcodeIntegration.integrate(
        into: &files, projectFile: projectFile, options: options, adding: .created, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
    guard !outcome.files.isEmpty else { return nil }
    plan.entries += files.entries.dropFirst(count)
    return outcome
  }
}

extension ModuleLifecycle {
  /// The files `plan` writes (created, restored, replaced or merged) that `scaffold lint` would place in no
  /// layer, or in another layer than their role's, under the configuration lint reads for the output folder:
  /// the check `new-module` makes before writing (`GeneratedLayerCheck`), for an update.
  package static func layerMismatches(
    of plan: ModuleUpdate.ModulePlan, in context: Context, fileSystem: some FileAccess
  ) throws(LifecycleError) -> [GeneratedLayerCheck.Mismatch] {
    let written = Set(
      plan.files.filter { [.created, .restored, .replaced, .merged].contains($0.change) }.map(\.path))
    guard !written.isEmpty else { return [] }
    let input = try renderInput(again: plan.manifest, in: context, fileSystem: fileSystem)
    do {
      let configuration =
        ConfigurationLoader.locate(from: input.root, fileSystem: fileSystem) == nil
        ? input.options.preset.configuration(root: input.root)
        : try ConfigurationLoader.load(lintPaths: [input.root], fileSystem: fileSystem)
      return try GeneratedLayerCheck.mismatches(
        files: plan.manifest.files.filter { written.contains($0.path) }, root: input.root, spec: input.loaded,
        options: input.options, set: TemplateSet(named: input.options.templateSet, sources: input.lookup.sources),
        configuration: configuration, fileSystem: fileSystem)
    } catch {
      throw .templates(Problem.of(error))
    }
  }
}
