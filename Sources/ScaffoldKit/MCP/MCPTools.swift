/// What a tool call works against: the project's folder, git, and what generating takes from the environment.
struct ToolContext: Sendable {
  var fileSystem: any FileAccess
  var git: GitRunner
  var environment: ProjectSetup.Environment
}

/// A tool's answer: structured JSON for the agent (`structuredContent`) and a short text for people.
struct ToolOutput {
  var structured: JSONOutput
  var text: String
}

/// One tool of `scaffold mcp`: its name, what it is for, its arguments and its work. The work is the
/// library's own (`Scaffold.lint`, `Scaffold.planModule`, …), so an agent gets what the CLI prints.
struct MCPTool: Sendable {
  var name: String
  var title: String
  var description: String
  var arguments: ToolArguments
  /// The members of `structuredContent`: name → JSON type; `T|null` may be null, `T?` may be absent.
  var output: KeyValuePairs<String, String>
  var run: @Sendable (ToolInput, ToolContext) throws(ScaffoldError) -> ToolOutput

  var listing: JSONOutput {
    .object([
      ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
      ("inputSchema", arguments.schema), ("outputSchema", outputSchema),
    ])
  }
}

extension MCPTool {
  /// `output` as a JSON Schema: clients check `structuredContent` against it.
  var outputSchema: JSONOutput {
    var properties: [(String, JSONOutput)] = []
    var required: [JSONOutput] = []
    for (name, written) in output {
      let optional = written.hasSuffix("?")
      let types = written.dropLast(optional ? 1 : 0).split(separator: "|").map { JSONOutput.string(String($0)) }
      properties.append((name, .object([("type", types.count == 1 ? types[0] : .array(types))])))
      if !optional { required.append(.string(name)) }
    }
    return .object([("type", .string("object")), ("properties", .object(properties)), ("required", .array(required))])
  }

  /// Every tool, in the order an agent uses them: before writing, writing, after writing.
  static let all: [MCPTool] = [placement, layerRules, which, planModule, newModule, lint]

  static let placement = MCPTool(
    name: "placement", title: "Where a new file goes",
    description: """
      Before writing a file: where a new file of a role (a layer such as View, ViewModel, Repository, Model, \
      Router, or test) goes for a feature, as new-module would write it, and what that layer may use and \
      import. Answers the paths new-module writes for the role and their folder.
      """,
    arguments: ToolArguments(
      properties: [
        .init(name: "feature", kind: .string, description: "The feature (module) name, e.g. Order.", required: true),
        .init(name: "role", kind: .string, description: "A layer name (any case) or 'test'.", required: true),
      ] + moduleLocation),
    output: [
      "feature": "string", "layer": "string", "folder": "string", "paths": "array", "mayDependOn": "array|null",
      "forbiddenImports": "array", "allowedImports": "array|null", "origin": "string",
    ],
    run: { input, context throws(ScaffoldError) in
      var request = moduleRequest(input)
      request.name = input.string("feature")
      let placement = try Scaffold.placement(
        role: input.string("role") ?? "", for: request, fileSystem: context.fileSystem,
        environment: context.environment)
      let structured = JSONOutput.object([
        "feature": .string(placement.feature), "layer": .string(placement.layer),
        "folder": .string(placement.folder), "paths": strings(placement.paths),
        "mayDependOn": placement.mayDependOn.map(strings) ?? .null,
        "forbiddenImports": strings(placement.forbiddenImports),
        "allowedImports": placement.allowedImports.map(strings) ?? .null, "origin": .string(placement.origin),
      ])
      var text = "\(placement.layer) files of \(placement.feature) go in \(placement.folder)/ ("
      text += placement.paths.joined(separator: ", ") + ")"
      if let may = placement.mayDependOn { text += "; may use \(may.joined(separator: ", "))" }
      if !placement.forbiddenImports.isEmpty {
        text += "; must not import \(placement.forbiddenImports.joined(separator: ", "))"
      }
      return ToolOutput(structured: structured, text: text + " [\(placement.origin)]")
    })

  static let layerRules = MCPTool(
    name: "layer_rules", title: "What a layer may use",
    description: """
      The layers of the project's architecture (scaffold.json, or the preset's table), each with the layers \
      it may depend on, the imports it must not use, and the patterns and suffixes that put a file in it.
      """,
    arguments: ToolArguments(properties: [
      .init(name: "layer", kind: .string, description: "Only this layer (any case)."),
      .init(
        name: "path", kind: .string, description: "Read the scaffold.json nearest this path (default: the project)."),
    ]),
    output: ["origin": "string", "preset": "string", "layers": "array"],
    run: { input, context throws(ScaffoldError) in
      let configuration = try Scaffold.lintConfiguration(
        for: input.string("path") ?? ".", fileSystem: context.fileSystem)
      var layers = configuration.layers
      if let wanted = input.string("layer") {
        layers = layers.filter { $0.name.lowercased() == wanted.lowercased() }
        if layers.isEmpty {
          let names = configuration.layers.map(\.name)
          throw ScaffoldError(
            .invalidInput,
            "no layer named '\(wanted)' in \(configuration.origin)\(Suggestions.didYouMean(wanted, among: names)); "
              + "layers: \(names.joined(separator: ", "))")
        }
      }
      let structured = JSONOutput.object([
        "origin": .string(configuration.origin), "preset": .string(configuration.preset.rawValue),
        "layers": .array(
          layers.map { layer in
            JSONOutput.object([
              "name": .string(layer.name), "mayDependOn": strings(layer.mayDependOn),
              "forbiddenImports": strings(layer.forbiddenImports),
              "allowedImports": layer.allowedImports.map(strings) ?? .null,
              "paths": strings(layer.paths.map(\.pattern)), "suffixes": strings(layer.suffixes),
            ])
          }),
      ])
      let text = layers.map { layer in
        var line = "\(layer.name): may use \(([layer.name] + layer.mayDependOn).joined(separator: ", "))"
        if !layer.forbiddenImports.isEmpty { line += "; no import \(layer.forbiddenImports.joined(separator: ", "))" }
        if let allowed = layer.allowedImports {
          line += allowed.isEmpty ? "; no imports" : "; imports only \(allowed.joined(separator: ", "))"
        }
        return line
      }.joined(separator: "\n")
      return ToolOutput(structured: structured, text: text + "\n[\(configuration.origin)]")
    })

  static let which = MCPTool(
    name: "which", title: "Which layer a file is in",
    description: """
      For existing Swift files (folders are searched): each file's layer and feature, the pattern that put it \
      there, the types it declares, and the layers it may use and imports it must not use.
      """,
    arguments: ToolArguments(properties: [
      .init(name: "paths", kind: .strings, description: "Files or folders, relative to the project.", required: true)
    ]),
    output: ["placements": "array"],
    run: { input, context throws(ScaffoldError) in
      let paths = input.strings("paths") ?? []
      let configuration = try Scaffold.lintConfiguration(for: paths[0], fileSystem: context.fileSystem)
      let placements: [FilePlacement]
      do {
        placements = try Linter(configuration: configuration, fileSystem: context.fileSystem).placements(of: paths)
      } catch {
        throw ScaffoldError(.invalidInput, error)
      }
      return ToolOutput(
        structured: .object([("placements", .array(placements.map(PlacementReport.json)))]),
        text: PlacementReport.text(placements))
    })

  static let lint = MCPTool(
    name: "lint", title: "Lint with explanations",
    description: """
      After writing: lints the given files (the whole project is indexed), or the files changed since a git \
      revision, or the whole project, and explains each finding: the token, the rule, the configuration that \
      forbids it and what to do instead.
      """,
    arguments: ToolArguments(
      properties: [
        .init(name: "paths", kind: .strings, description: "Files or folders to lint (default: the project)."),
        .init(
          name: "changedSince", kind: .string,
          description: "A git revision (e.g. HEAD or main): only files changed since it, and untracked ones."),
      ]),
    output: ["files": "integer", "errors": "integer", "warnings": "integer", "findings": "array"],
    run: { input, context throws(ScaffoldError) in
      let request = LintRequest(
        paths: input.strings("paths") ?? [], changedSince: input.string("changedSince"), cache: .project())
      let outcome = try Scaffold.lint(request, fileSystem: context.fileSystem, git: context.git, progress: nil)
      let explainer = Explainer(configuration: outcome.configuration, fileSystem: context.fileSystem)
      let diagnostics = outcome.result.diagnostics
      let explanations = diagnostics.map { explainer.explain($0, fileSystem: context.fileSystem) }
      let errors = diagnostics.filter { $0.severity == .error }.count
      let structured = JSONOutput.object([
        "files": .int(outcome.result.fileCount), "errors": .int(errors),
        "warnings": .int(diagnostics.count - errors),
        "findings": .array(
          zip(diagnostics, explanations).map { diagnostic, explanation in
            JSONOutput.object([
              "path": .string(diagnostic.location.path), "line": .int(diagnostic.location.line),
              "column": .int(diagnostic.location.column), "rule": .string(diagnostic.rule.rawValue),
              "severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
              "explanation": .string(explanation),
            ])
          }),
      ])
      let files = "\(outcome.result.fileCount) file\(outcome.result.fileCount == 1 ? "" : "s")"
      let text =
        diagnostics.isEmpty
        ? "No findings in \(files)."
        : "\(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(files):\n\n"
          + explanations.joined(separator: "\n")
      return ToolOutput(structured: structured, text: text)
    })

  static let planModule = MCPTool(
    name: "plan_module", title: "Plan a module (dry run)",
    description: """
      The files new-module would write for a module, from a name (the built-in default spec) or a spec file, \
      each with its action (create, unchanged, overwrite, update, conflict); nothing is written. The same \
      plan as 'scaffold new-module --dry-run'.
      """,
    arguments: moduleArguments,
    output: moduleOutput,
    run: { input, context throws(ScaffoldError) in
      try generate(input, context: context, write: false)
    })

  static let newModule = MCPTool(
    name: "new_module", title: "Generate a module",
    description: """
      Generates a module as 'scaffold new-module' does: plans every file and writes all or nothing. A file \
      that exists with other content is a conflict and nothing is written, unless 'force'.
      """,
    arguments: moduleArguments,
    output: moduleOutput,
    run: { input, context throws(ScaffoldError) in
      try generate(input, context: context, write: true)
    })

  /// Where a module goes and how it is rendered: the options of `new-module` an agent may need.
  private static let moduleLocation: [ToolArguments.Property] = [
    .init(name: "spec", kind: .string, description: "A module spec (JSON file) instead of the built-in default spec."),
    .init(
      name: "output", kind: .string, description: "The folder to generate into (default: scaffold.json's moduleRoot)."),
    .init(name: "package", kind: .boolean, description: "A standalone SwiftPM package instead of app folders."),
    .init(
      name: "ui", kind: .choice(UIKind.allCases.map(\.rawValue)),
      description: "Screens and navigation; hosted: SwiftUI screens a UIKit coordinator pushes (overrides the spec)."),
    .init(name: "preset", kind: .choice(Preset.allCases.map(\.rawValue)), description: "Architecture preset."),
    .init(name: "binding", kind: .choice(BindingStyle.allCases.map(\.rawValue)), description: "Binding style."),
  ]

  private static let moduleOutput: KeyValuePairs<String, String> = [
    "module": "string", "written": "boolean", "entries": "array", "conflicts": "integer", "warnings": "array",
    "notes": "array", "xcode": "string?",
  ]

  private static let moduleArguments = ToolArguments(
    properties: [.init(name: "name", kind: .string, description: "The module name, e.g. Order.")] + moduleLocation + [
      .init(name: "force", kind: .boolean, description: "Overwrite files whose content differs."),
      .init(
        name: "allowUnmapped", kind: .boolean,
        description: "Write even where lint would put a generated file in no layer or the wrong one."),
      .init(
        name: "allowCollisions", kind: .boolean,
        description: "Write even where a type or the module's folder already exists."),
    ], oneOf: [["name", "spec"]])

  private static func moduleRequest(_ input: ToolInput) -> ModuleRequest {
    let overrides = ProjectSetup.Overrides(
      preset: input.string("preset").flatMap(Preset.init(rawValue:)),
      binding: input.string("binding").flatMap(BindingStyle.init(rawValue:)),
      layout: input.flag("package") ? .package : .modules)
    var request = ModuleRequest(
      name: input.string("name"), specFile: input.string("spec"),
      ui: input.string("ui").flatMap(UIKind.init(rawValue:)),
      output: input.string("output"), force: input.flag("force"),
      allowCollisions: input.flag("allowCollisions"), allowUnmapped: input.flag("allowUnmapped"))
    request.overrides = overrides
    return request
  }

  private static func generate(_ input: ToolInput, context: ToolContext, write: Bool) throws(ScaffoldError)
    -> ToolOutput
  {
    var notes: [String] = []
    let module = try Scaffold.planModule(
      moduleRequest(input), fileSystem: context.fileSystem, environment: context.environment,
      recovered: { folder, report in notes.append("\(folder): \(report)") })
    let plan = module.plan
    let directory = context.fileSystem.currentDirectory
    let display = { (entry: GenerationPlan.Entry) in plan.displayPath(entry, relativeTo: directory) }
    if write && plan.hasConflicts {
      let count = plan.count(.conflict)
      throw ScaffoldError(
        .refused,
        [
          Problem(
            "\(count) file\(count == 1 ? "" : "s") would be overwritten:",
            detail: plan.conflicts.map { "  \(display($0)): \($0.reason ?? "conflict")\n" }.joined())
        ], note: "nothing was written; keep the changes, or pass 'force' to overwrite them")
    }
    if write { try Scaffold.write(plan, fileSystem: context.fileSystem) }
    let written = write
    let project = module.project?.report { Paths.relative($0, to: directory) } ?? ""
    let structured = JSONOutput.object([
      "module": .string(module.spec.name), "written": .bool(written),
      "entries": .array(
        plan.entries.map { entry in
          JSONOutput.object([
            "action": .string(entry.action.rawValue), "path": .string(display(entry)),
            "reason": entry.reason.map(JSONOutput.string),
          ])
        }),
      "conflicts": .int(plan.count(.conflict)),
      "warnings": strings(module.warnings.map { $0.rendered(severity: "warning") }),
      "notes": strings(notes),
      "xcode": project.isEmpty ? nil : .string(project),
    ])
    var text = plan.describe(display: display) + project
    text += plan.summary(future: !write) + (write ? " for module \(module.spec.name).\n" : "; nothing was written.\n")
    if plan.hasConflicts { text += "new_module would refuse: \(plan.count(.conflict)) conflict(s).\n" }
    return ToolOutput(structured: structured, text: text)
  }

  private static func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }
}
