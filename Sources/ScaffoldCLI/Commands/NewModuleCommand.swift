import ScaffoldKit

/// `scaffold new-module <Name>`: spec → rendered files → plan → all-or-nothing write.
struct NewModuleCommand: Command {
  static let name = "new-module"
  static let abstract = "Generate a feature module (View, ViewModel, Repository, Model, Router, tests)."
  static let synopsis =
    "new-module <Name> [--spec FILE] [--output DIR] [--package] [--ui \(choices(UIKind.self))] [--preset P] [--binding B] "
    + "[--templates DIR] [--xcodeproj PATH] [--target NAME] [--test-target NAME] [--no-xcodeproj] [--allow-collisions] [--allow-unmapped] [--dry-run] [--force]"
  static let discussion = """
    Without --spec, the module follows the built-in default spec (one model, list and detail screens,
    fetch operations; see docs/spec.md). With --spec, <Name> may be left out: the spec's name is used.

    Files go to Modules/<Name>/{View,ViewModel,Repository,Model,Router}/ and Tests/<Name>Tests/ under
    the output directory, or with --package to a standalone SwiftPM package (Package.swift,
    Sources/<Name>/, Tests/<Name>Tests/). A file that exists with other content is a conflict: the whole
    run is refused and nothing is written, unless --force. A module generated before (it has a manifest in
    .scaffold/modules) is brought up to date with 'scaffold update', which keeps your edits.

    The nearest scaffold.json (see 'scaffold init') supplies preset, binding, moduleRoot (the default
    output directory), templates, organization, author and custom values; --preset and --binding
    override it. When the working directory (or the folder of scaffold.json) holds one .xcodeproj, the
    files are added to it: nothing to do inside a synchronized folder of the right target, a membership
    exception where tests land in the app's synchronized folder, groups, file references and build files
    elsewhere (see docs/xcode.md). Each template file is looked up in --templates DIR, then the templates folder of
    scaffold.json, then .scaffold/templates/ in the project root, then the built-in set.

    Inside an app made by new-app (a Package.swift with the '// scaffold:begin modules' region), the module
    is registered in Package.swift and App/AppContainer.swift, and its remote data source is one over the
    app's HTTP client, with its tests, instead of a URLSession data source of its own (see docs/new-app.md).

    Before writing, each generated Swift file is placed by the project's lint configuration (scaffold.json
    with its layers, layout, exempt, include and exclude, or the preset's own table without one) as
    'scaffold lint' would: a file in no layer, or in another layer than its role's (a test that is not
    exempt as a test, a composition root that is not exempt), is refused with the patterns that should
    cover it; --allow-unmapped writes the module anyway and prints them as warnings. Files the preset
    puts in no layer itself (features' coordinator and models) are not judged (see docs/presets.md).

    exit codes: 0 generated (or all unchanged), 1 refused (conflicts, collisions, unmapped files), 2 invalid input (usage, spec,
    templates), 3 a file could not be written.
    """
  static let options: [OptionSpec] =
    [
      .value("--spec", "FILE", "Module spec (JSON) to generate from.", completion: .specFiles),
      .value("--output", "DIR", "Directory to generate into (default: the current directory)."),
      .flag("--package", "Emit a standalone SwiftPM package for the module."),
      .choice(
        "--ui", "KIND",
        "Screens and navigation: \(alternatives(UIKind.self)) (hosted: SwiftUI screens that a UIKit coordinator "
          + "pushes in UIHostingControllers; overrides the spec).", UIKind.self),
      .choice(
        "--preset", "PRESET", "Architecture: \(alternatives(Preset.self)) (overrides scaffold.json).", Preset.self),
      .choice(
        "--binding", "STYLE", "Binding style: observation, combine or closures (overrides scaffold.json).",
        BindingStyle.self),
      .value("--templates", "DIR", "Folder of template sets whose files override all other template sources."),
    ] + XcodeOptions.specs("add the files to") + [
      .flag("--allow-collisions", "Write even where a type or the module's folder already exists in the project."),
      .flag("--allow-unmapped", "Write even where lint would put a generated file in no layer or the wrong one."),
      .flag("--dry-run", "Print the plan and write nothing."),
      .flag("--force", "Overwrite files whose content differs."),
    ]

  var name: String?
  var specPath: String?
  var output: String?
  var layout: GenerateOptions.Layout
  var ui: UIKind?
  var templates: String?
  var preset: Preset?
  var binding: BindingStyle?
  var dryRun: Bool
  var force: Bool
  var allowCollisions: Bool
  var allowUnmapped: Bool
  var xcode: ModuleRequest.XcodeChoice

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.count <= 1 else {
      throw .usage("unexpected argument '\(arguments.positionals[1])'")
    }
    name = arguments.positionals.first
    specPath = arguments.value("--spec")
    if name == nil && specPath == nil { throw .usage("missing module name (or --spec FILE)") }
    output = arguments.value("--output")
    layout = arguments.flag("--package") ? .package : .modules
    if let value = arguments.value("--ui") {
      guard let kind = UIKind(rawValue: value) else {
        throw .usage(
          "invalid --ui '\(value)': expected \(alternatives(UIKind.self))"
            + Suggestions.didYouMean(value, among: UIKind.allCases.map(\.rawValue)))
      }
      ui = kind
    }
    templates = arguments.value("--templates")
    preset = try arguments.choice("--preset", as: Preset.self)
    binding = try arguments.choice("--binding", as: BindingStyle.self)
    dryRun = arguments.flag("--dry-run")
    force = arguments.flag("--force")
    xcode = try XcodeOptions.choice(arguments)
    allowCollisions = arguments.flag("--allow-collisions")
    allowUnmapped = arguments.flag("--allow-unmapped")
  }

  /// The library's request for these options.
  var request: ModuleRequest {
    var request = ModuleRequest(
      name: name, specFile: specPath, ui: ui, output: output, force: force, xcode: xcode,
      allowCollisions: allowCollisions, allowUnmapped: allowUnmapped)
    request.overrides = ProjectSetup.Overrides(templates: templates, preset: preset, binding: binding, layout: layout)
    return request
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let module: ModulePlan = try Scaffold.planModule(
      request, fileSystem: environment.fileSystem, environment: environment.project, dryRun: dryRun,
      recovered: PlannedWrite.recovered(in: environment))
    if !module.warnings.isEmpty {
      environment.console.err(module.warnings.map { $0.rendered(severity: "warning") }.joined())
    }
    let write = PlannedWrite(plan: module.plan, fileSystem: environment.fileSystem)
    let plan = write.plan
    let project = module.project
    let report = project.map { $0.report(display: write.display(path:)) } ?? ""
    if let project, project.conflict == nil,
      let steps = XcodeOptions.manualSteps(project, display: write.display(path:))
    {
      environment.console.err(steps)
    }
    if plan.hasConflicts {
      let count = plan.conflicts.count
      let files = "\(count) file\(count == 1 ? "" : "s")"
      // With --force the only conflicts left are things --force cannot replace (a file or folder in the way).
      let (problem, advice) =
        force
        ? ("\(files) cannot be written:", "move what is in the way and re-run")
        : module.existingManifest.map { manifest in
          (
            "\(module.spec.name) was generated before (\(write.display(path: Paths.join(plan.root, manifest)))); "
              + "\(files) would be overwritten:",
            "run 'scaffold update \(module.spec.name)' to bring it up to date and keep your edits"
          )
        } ?? ("\(files) would be overwritten:", "keep your changes, or re-run with --force to overwrite them")
      if dryRun { environment.console.out(write.description + report) }
      throw .error(.refused, problem, detail: write.conflictLines, note: "nothing was written; " + advice)
    }
    if dryRun {
      environment.console.out(write.description + report)
      environment.console.out("Dry run: \(Self.summary(plan, future: true)); nothing was written.\n")
      return .success
    }
    // The plan is printed once it has happened: a failed write lists nothing as created.
    try write.apply()
    environment.console.out(write.description + report)
    environment.console.out("\(Self.summary(plan, future: false)) for module \(module.spec.name).\n")
    return .success
  }

  /// One line per file: `create    Modules/Order/Model/Order.swift`.
  static func describe(_ plan: GenerationPlan, display: (GenerationPlan.Entry) -> String) -> String {
    plan.describe(display: display)
  }

  static func summary(_ plan: GenerationPlan, future: Bool) -> String { plan.summary(future: future) }
}
