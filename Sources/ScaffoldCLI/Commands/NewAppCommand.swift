import ScaffoldKit

/// `scaffold new-app <Name>`: the skeleton of a whole app in one preset, through the same plan and writer.
struct NewAppCommand: Command {
  static let name = "new-app"
  static let abstract =
    "Generate an app skeleton: App, Core services, a starter module, tests, Package.swift, .xcodeproj."
  static let synopsis =
    "new-app <Name> [--preset mvvm|features|clean] [--binding B] [--ui \(choices(UIKind.self))] [--output DIR] "
    + "[--bundle-id ID] [--project-format pbxproj|xcproj] [--templates DIR] [--dry-run] [--force]"
  static let discussion = """
    Writes into --output (default: ./<Name>) the tree of the preset's architecture (docs/new-app.md): the
    composition root in App/, Core's services (HTTP client, storage, logger, analytics, design tokens),
    the starter module Home generated as new-module generates it, their tests, a Package.swift whose
    targets are Core and each module, <Name>.xcodeproj (iOS app and unit-test targets, synchronized
    folders, the package's <Name>Modules product, a shared scheme), scaffold.json, README.md, .gitignore.
    The project is written as project.pbxproj, which every Xcode opens; --project-format xcproj writes the
    same project as project.xcproj, the JSON5 form Xcode 27.2 and later open.
    Inside the app, new-module registers each module in Package.swift and App/AppContainer.swift and gives
    it a remote data source over Core's HTTP client, with its tests, instead of a URLSession one.
    The app templates are Templates/app/; a team overrides them like module templates (--templates DIR).

    exit codes: 0 generated, 1 refused (the output folder is not empty, without --force), 2 invalid input
    (name, bundle id, preset, templates), 3 a file could not be written.
    """
  static let options: [OptionSpec] = [
    .choice("--preset", "PRESET", "Architecture: mvvm (default), features or clean.", Preset.self),
    .choice(
      "--binding", "STYLE", "Binding style: observation, combine or closures (default: the preset's).",
      BindingStyle.self),
    .choice(
      "--ui", "KIND",
      "App entry and screens: \(alternatives(UIKind.self)) (default swiftui; hosted: a UIKit app whose modules "
        + "push SwiftUI screens in UIHostingControllers).", UIKind.self),
    .value("--output", "DIR", "Folder to create the app in (default: ./<Name>)."),
    .value("--bundle-id", "ID", "The app's bundle identifier (default: com.example.<Name>)."),
    .choice(
      "--project-format", "FORMAT",
      "The Xcode project file: pbxproj (default, every Xcode) or xcproj (JSON5, Xcode 27.2 and later).",
      ProjectFormat.self),
    .value("--templates", "DIR", "Folder of template sets whose files override the built-in ones."),
    .flag("--dry-run", "Print the plan and write nothing."),
    .flag("--force", "Write into a folder that is not empty, overwriting files whose content differs."),
  ]

  var name: String
  var preset: Preset?
  var binding: BindingStyle?
  var ui: UIKind
  var output: String?
  var bundleID: String?
  var projectFormat: ProjectFormat
  var templates: String?
  var dryRun: Bool
  var force: Bool

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard let first = arguments.positionals.first else { throw .usage("missing app name") }
    guard arguments.positionals.count == 1 else { throw .usage("unexpected argument '\(arguments.positionals[1])'") }
    name = first
    preset = try arguments.choice("--preset", as: Preset.self)
    binding = try arguments.choice("--binding", as: BindingStyle.self)
    ui = try arguments.choice("--ui", as: UIKind.self) ?? .swiftui
    output = arguments.value("--output")
    bundleID = arguments.value("--bundle-id")
    projectFormat = try arguments.choice("--project-format", as: ProjectFormat.self) ?? .pbxproj
    templates = arguments.value("--templates")
    dryRun = arguments.flag("--dry-run")
    force = arguments.flag("--force")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let setup = try ProjectSetup.load(
      ProjectSetup.Overrides(templates: templates, preset: preset ?? .mvvm, binding: binding), in: environment)
    let app = AppSpec(
      name: name, bundleID: bundleID, choice: setup.choice, ui: ui, projectFormat: projectFormat)
    let problems = app.problems()
    guard problems.isEmpty else {
      throw ScaffoldError(.invalidInput, problems.map { Problem($0) }, note: "nothing was written")
    }
    let root = output ?? name
    // A new-app killed while writing here leaves its journal: undone (or finished) first, the folder is as
    // the user left it (or holds the whole app) when it is judged empty or not.
    if !dryRun && fileSystem.kind(of: root) == .directory { try PlannedWrite.recover(root, in: environment) }
    switch fileSystem.kind(of: root) {
    case .directory? where !force:
      if let entries = try? fileSystem.contents(ofDirectory: root), !entries.isEmpty {
        throw ScaffoldError(
          .refused,
          [
            Problem(
              location: root,
              "the folder exists and is not empty; nothing was written. "
                + "Choose another --output, or re-run with --force to write into it")
          ])
      }
    case .file?:
      throw ScaffoldError(
        .invalidInput, [Problem(location: root, "a file is in the way of the app's folder; nothing was written")])
    default: break
    }
    let spec: ModuleSpec = try ProjectSetup.loadSpec(nil, name: app.starter, ui: ui, fileSystem: fileSystem)
    let rendered: AppFiles
    do {
      rendered = try AppGenerator.render(app, starter: spec, options: setup.options, templates: setup.lookup.sources)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: "nothing was written")
    }
    // The starter module is recorded as `new-module` records it, so `update` and `check` know it.
    let manifest = ModuleManifest.recording(
      files: rendered.module, module: spec.name, spec: ModuleManifest.Spec(path: nil, name: spec.name, ui: ui),
      options: rendered.moduleOptions, templates: setup.lookup.sources, templatesOption: templates, root: root,
      fileSystem: fileSystem)
    var files = rendered.all + [manifest.generatedFile]
    let layout = AppLayout.of(app.choice.preset)
    // Modules added later get the app's screens unless their spec or `--ui` says otherwise.
    var conventions = ProjectConventions()
    conventions.ui = ui == .swiftui ? nil : ui
    let configuration = InitialConfiguration.text(
      preset: app.choice.preset, binding: app.choice.binding, sourceRoot: layout.sourceRoot, conventions: conventions)
    files.append(GeneratedFile(path: ConfigurationLoader.fileName, contents: configuration, template: "init"))
    let write = try PlannedWrite(
      files: files.map { ($0.path, $0.contents) }, root: root, force: force, dryRun: dryRun, in: environment)
    if write.plan.hasConflicts {
      if dryRun { environment.console.out(write.description) }
      throw .error(
        .refused, "\(write.plan.conflicts.count) files cannot be written:", detail: write.conflictLines,
        note: "nothing was written")
    }
    let summary = NewModuleCommand.summary(write.plan, future: dryRun)
    let kind = "\(app.choice.preset.rawValue) × \(app.choice.binding.rawValue)"
    if dryRun {
      environment.console.out(
        write.description + "Dry run: \(summary) for app \(name) (\(kind)); nothing was written.\n")
      return .success
    }
    try write.apply()
    environment.console.out(write.description + "\(summary) for app \(name) (\(kind)).\n")
    environment.console.out("next: cd \(root) && swift build && swift test && scaffold lint\n")
    return .success
  }
}
