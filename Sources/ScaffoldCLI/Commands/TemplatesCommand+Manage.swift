import ScaffoldKit

extension TemplatesCommand {
  /// `templates list`: each set, then each file with the layer it resolves from.
  func list(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let (settings, lookup) = try ProjectSetup.project(templates: overrides.templates, in: environment)
    let chosen = try? ProjectSetup.load(overrides, in: environment).choice.templateSet
    var text =
      "lookup order: "
      + lookup.layers.map { layer in
        layer.origin.folder.map { "\(layer.origin) (\($0))" } ?? layer.origin.description
      }.joined(separator: " > ") + "\n"
    if settings.configPath == nil { text += "no scaffold.json: preset mvvm, binding observation\n" }
    for set in lookup.setNames() {
      var heading = "\n" + set
      if let choice = ArchitectureTable.choice(forSet: set) {
        heading += " (preset \(choice.preset.rawValue), binding \(choice.binding.rawValue))"
      }
      if set == chosen { heading += " [used by new-module]" }
      text += heading + "\n"
      let templateSet = try? TemplateSet(named: set, sources: lookup.sources)
      let files = lookup.filesUsed(bySet: set)
      let width = files.map(\.count).max() ?? 0
      for relative in files {
        guard let (file, origin) = try? lookup.resolve("\(set)/\(relative)") else { continue }
        var line = "  " + relative.padding(toLength: width + 2, withPad: " ", startingAt: 0) + origin.description
        // Directory layers name their files relative to the working directory; an inherited file says whose it is.
        if origin.folder != nil || file.displayName != file.path { line += " (\(file.displayName))" }
        text += line + "\n"
        if let lineage = try? templateSet?.lineage(of: relative), lineage.count > 1 {
          text += Self.describe(lineage, indent: "      ")
        }
      }
    }
    let sets = lookup.setNames()
    let missing = ArchitectureTable.choices.filter { !sets.contains($0.templateSet) }
    if !missing.isEmpty {
      text +=
        "\nnot available (no template set yet): "
        + missing.map { "\($0.templateSet) (\($0.preset.rawValue) × \($0.binding.rawValue))" }.joined(separator: ", ")
        + "\n"
    }
    environment.console.out(text)
    return .success
  }

  /// The parents of a template and, for each block, the template it is rendered from:
  /// `extends shared/ListView.swift.stencil < shared/swiftui/ContentScreen.swift.stencil` then
  /// `blocks: loaded, overlay from shared/ListView.swift.stencil; body… from …`.
  static func describe(_ lineage: [TemplateAncestor], indent: String) -> String {
    func name(_ file: ResolvedTemplateFile) -> String {
      file.source == "built-in" ? file.displayName : "\(file.displayName) (\(file.source))"
    }
    var text = indent + "extends " + lineage.dropFirst().map { name($0.file) }.joined(separator: " < ") + "\n"
    var placed: Set<String> = []
    var groups: [String] = []
    for member in lineage {
      let blocks = member.blocks.filter { placed.insert($0).inserted }
      if !blocks.isEmpty { groups.append(blocks.joined(separator: ", ") + " from " + name(member.file)) }
    }
    if !groups.isEmpty { text += indent + "blocks: " + groups.joined(separator: "; ") + "\n" }
    return text
  }

  /// `templates show <set>/<file>`: the text new-module would use, byte-exact.
  func show(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let (_, lookup) = try ProjectSetup.project(templates: overrides.templates, in: environment)
    let argument = operands[0]
    let parts = argument.split(separator: "/", maxSplits: 1).map(String.init)
    // A set or a folder the sets share (`shared/ListView.swift.stencil`).
    let sets = lookup.folderNames()
    guard let set = parts.first, sets.contains(set) else {
      let name = parts.first ?? argument
      throw .error(
        .invalidInput,
        "no template set '\(name)'\(Suggestions.didYouMean(name, among: sets)); sets: "
          + sets.joined(separator: ", "))
    }
    let files = lookup.filesUsed(bySet: set)
    guard parts.count == 2, let found = try? lookup.resolve(argument) else {
      let name = parts.count == 2 ? parts[1] : ""
      throw .error(
        .invalidInput,
        "no template '\(argument)'\(Suggestions.didYouMean(name, among: files)); files of \(set): "
          + files.joined(separator: ", "))
    }
    environment.console.out(found.file.text)
    return .success
  }

  /// `templates eject [<set>] [--to DIR]`: copies a built-in set for editing, all or nothing, never
  /// overwriting a file that differs.
  func eject(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let (settings, _) = try ProjectSetup.project(templates: overrides.templates, in: environment)
    let builtin = BuiltinTemplateSource()
    let builtinSets = Set(builtin.paths.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    let set: String
    if let named = operands.first {
      set = named
    } else {
      set = try ProjectSetup.load(overrides, in: environment).choice.templateSet
    }
    guard builtinSets.contains(set) else {
      throw .error(
        .invalidInput,
        "no built-in template set '\(set)'\(Suggestions.didYouMean(set, among: builtinSets)); built-in sets: "
          + builtinSets.joined(separator: ", "))
    }
    let destination = arguments.value("--to") ?? Paths.join(settings.root, TemplateLookup.projectFolder)
    var files = builtin.paths.filter { $0.hasPrefix(set + "/") }.map { ($0, builtin.text(at: $0) ?? "") }
    // A file the set takes from the set it extends or from shared/ is ejected as a file extending that one,
    // ready for a block override.
    if let templateSet = try? TemplateSet(named: set, sources: TemplateSources([builtin])) {
      for relative in Set(templateSet.manifest.entries.map(\.template)).sorted()
      where builtin.text(at: "\(set)/\(relative)") == nil {
        guard let file = try? templateSet.file(relative) else { continue }
        files.append(("\(set)/\(relative)", "{% extends \"\(file.displayName)\" %}\n"))
      }
    }
    let write = try PlannedWrite(files: files, root: destination, force: false, in: environment)
    let plan = write.plan
    if plan.hasConflicts {
      throw .error(
        .refused,
        "\(plan.conflicts.count) file\(plan.conflicts.count == 1 ? " already exists" : "s already exist"):",
        detail: write.conflictLines,
        note: "nothing was written; eject never overwrites: move them away, or eject --to another folder")
    }
    environment.console.out(write.description)
    try write.apply()
    let folder = Paths.relative(plan.root, to: fileSystem.currentDirectory)
    environment.console.out(
      "\(NewModuleCommand.summary(plan, future: false)) in \(folder)/\(set). Delete the files you do not change: "
        + "the rest is inherited.\n")
    return .success
  }

  /// `templates validate [DIR]`: parses every template and renders every set against the examples.
  func validate(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let directory = operands.first
    if let directory, overrides.templates != nil {
      throw .usage("give DIR or --templates, not both (\(directory))")
    }
    let (settings, lookup) = try ProjectSetup.project(templates: directory ?? overrides.templates, in: environment)
    var sets = lookup.setNames()
    if let layer = lookup.layers.first, let folder = layer.directory, directory != nil {
      sets = lookup.sets(using: Set(TemplateLookupFolders.setFolders(folder, fileSystem: fileSystem)))
    }
    var specs = TemplateValidator.exampleSpecs().map(\.spec)
    for path in arguments.all("--spec") {
      specs.append(try ProjectSetup.loadSpec(path, name: nil, in: environment))
    }
    let project = ProjectValues(
      author: settings.author ?? "", now: environment.project.now, organization: settings.organization ?? "",
      custom: settings.custom)
    let options = GenerateOptions(generatorVersion: ScaffoldVersion.current, project: project)
    let report = TemplateValidator.validate(sets: sets, lookup: lookup, specs: specs, options: options)
    let summary =
      "\(report.sets.count) set\(report.sets.count == 1 ? "" : "s") (\(report.sets.joined(separator: ", "))), "
      + "\(report.templates) templates, \(report.renders) renders"
    guard report.problems.isEmpty else {
      throw ScaffoldError(
        .invalidInput, report.problems,
        note: "\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(summary)")
    }
    environment.console.out("No problems: \(summary).\n")
    return .success
  }
}

/// Folder helpers for `validate DIR`.
enum TemplateLookupFolders {
  /// The set folders directly inside `folder`.
  static func setFolders(_ folder: String, fileSystem: any FileAccess) -> [String] {
    let names = (try? fileSystem.contents(ofDirectory: folder)) ?? []
    return names.filter { !$0.hasPrefix(".") && fileSystem.kind(of: Paths.join(folder, $0)) == .directory }
  }
}
