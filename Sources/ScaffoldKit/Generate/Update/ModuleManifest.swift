import TemplateEngine

/// What `new-module` records about a module in `.scaffold/modules/<Name>.json` (under the output
/// directory, meant to be committed): the spec and options it was generated with, the template set and a
/// hash of each template it read, and every generated file's exact content. `update` re-renders from it
/// and tells the user's edits from generated text with it, offline; `check` and `destroy` read it too.
package struct ModuleManifest: Sendable, Equatable {
  /// The manifest format; a manifest with a newer one is refused rather than misread.
  package static let formatVersion = 1
  /// The folder manifests live in, relative to the output directory.
  package static let folder = ".scaffold/modules"

  /// The spec the module was generated from.
  package struct Spec: Sendable, Equatable {
    /// The spec file (relative to the output directory when inside it); nil for the built-in default spec.
    package var path: String?
    /// The spec file's exact text as used; nil for the built-in default spec.
    package var text: String?
    /// `<Name>` given on the command line over the spec's name.
    package var name: String?
    /// `--ui` given on the command line over the spec's.
    package var ui: UIKind?

    package init(path: String? = nil, text: String? = nil, name: String? = nil, ui: UIKind? = nil) {
      self.path = path
      self.text = text
      self.name = name
      self.ui = ui
    }
  }

  package var module: String
  package var scaffoldVersion: String
  package var spec: Spec
  package var layout: GenerateOptions.Layout
  package var templateSet: String
  /// `--templates DIR` as given (relative to the output directory when inside it).
  package var templatesOption: String?
  /// The project values the files were rendered with (author and date stay those of the first generation,
  /// so an update on another day or by another person changes nothing by itself).
  package var project: ProjectValues
  /// Template path (`mvvm/ViewModel.swift.stencil`) → hash of the text that was read.
  package var templates: [String: String]
  /// Every generated file with exactly what was generated, sorted by path; `template` is the template's
  /// path in the sources (`mvvm/ViewModel.swift.stencil`), the same on every machine.
  package var files: [GeneratedFile]

  package init(
    module: String, scaffoldVersion: String, spec: Spec, layout: GenerateOptions.Layout, templateSet: String,
    templatesOption: String?, project: ProjectValues, templates: [String: String], files: [GeneratedFile]
  ) {
    self.module = module
    self.scaffoldVersion = scaffoldVersion
    self.spec = spec
    self.layout = layout
    self.templateSet = templateSet
    self.templatesOption = templatesOption
    self.project = project
    self.templates = templates
    self.files = files.sorted { $0.path < $1.path }
  }

  /// `.scaffold/modules/<module>.json`.
  package static func path(for module: String) -> String { "\(folder)/\(module).json" }

  package var path: String { Self.path(for: module) }

  /// The options to render the module with again.
  package func generateOptions(generatorVersion: String) -> GenerateOptions {
    GenerateOptions(
      layout: layout, templateSet: templateSet, generatorVersion: generatorVersion, project: project)
  }

  package func file(_ path: String) -> GeneratedFile? { files.first { $0.path == path } }

  /// A path the manifest records (`spec.path`, `templatesOption`) for a run to follow, checked as every path
  /// from a committed file is (`ProjectPath`); `flag` is the option that names it on the command line instead.
  /// The path is relative to the output directory `root`; it may climb out of it (`../order.json`, a package's
  /// spec beside it) only as far as the project (`projectRoot`, the folder of `scaffold.json`).
  func followed(
    _ value: String, key: String, flag: String, root: String, projectRoot: String, display: String,
    fileSystem: some FileAccess
  ) throws(ManifestError) -> String {
    func refuse(_ refusal: ProjectPath.Refusal) -> ManifestError {
      ManifestError(
        path: display, position: nil,
        message: "\(key) '\(Paths.displayed(value))' \(refusal); scaffold does not follow it (pass \(flag) to name "
          + "one on the command line)")
    }
    let candidate = Paths.normalize(Paths.join(root, value))
    let container = [root, projectRoot].first { candidate.hasPrefix($0 + "/") }
    guard !value.hasPrefix("/"), let container else { throw refuse(value.hasPrefix("/") ? .absolute : .climbsOut) }
    let inside = Paths.relative(candidate, to: container)
    if let refusal = ProjectPath.refusal(of: inside, under: container, requireNormalized: false, fileSystem: fileSystem)
    {
      throw refuse(refusal)
    }
    return candidate
  }
}

// MARK: - Recording

extension ModuleManifest {
  /// The manifest of a module just rendered as `files` from `spec` with `options` and `templates`.
  /// Paths given by the user (`specPath`, `templatesOption`) are kept relative to `root` when inside it.
  package static func recording(
    files: [GeneratedFile], module: String, spec: Spec, options: GenerateOptions, templates: TemplateSources,
    templatesOption: String?, root: String, projectRoot: String? = nil, fileSystem: some FileAccess
  ) -> ModuleManifest {
    let root = fileSystem.absolute(root)
    var spec = spec
    if let path = spec.path, spec.text == nil { spec.text = try? fileSystem.readText(path) }
    // A spec outside the project is kept by its text only: a later run follows no recorded path out of it.
    spec.path = spec.path.flatMap {
      specPath(fileSystem.absolute($0), root: root, projectRoot: projectRoot.map(fileSystem.absolute))
    }
    let set = try? TemplateSet(named: options.templateSet, sources: templates)
    var hashes: [String: String] = [:]
    var templateOfFile: [String: String] = [:]
    let key = { (name: String) in templateKey(name, sources: templates, root: root, fileSystem: fileSystem) }
    if let set {
      hashes[key(set.manifestFile.displayName)] = hash(set.manifestFile.text)
      for entry in set.manifest.entries {
        guard let file = try? set.file(entry.template) else { continue }
        templateOfFile[file.displayName] = file.path
        hashPartials(of: (file.displayName, file.text), in: set, key: key, into: &hashes)
      }
    }
    return ModuleManifest(
      module: module, scaffoldVersion: options.generatorVersion, spec: spec, layout: options.layout,
      templateSet: options.templateSet,
      templatesOption: templatesOption.map { portable($0, root: root, fileSystem: fileSystem) },
      project: options.project, templates: hashes,
      files: files.map {
        GeneratedFile(path: $0.path, contents: $0.contents, template: templateOfFile[$0.template] ?? $0.template)
      })
  }

  /// The file itself, ready for the plan next to the module's files.
  package var generatedFile: GeneratedFile {
    GeneratedFile(path: path, contents: json, template: "")
  }

  /// Hashes `file` and, recursively, the template it extends and every partial it includes by name, each
  /// found as the render finds it. `key` names a file by its display name.
  private static func hashPartials(
    of file: (name: String, source: String), in set: TemplateSet, key: (String) -> String,
    into hashes: inout [String: String]
  ) {
    guard hashes.updateValue(hash(file.source), forKey: key(file.name)) == nil else { return }
    guard let template = try? Template(source: file.source, name: file.name) else { return }
    for name in template.includedNames + (template.parentName.map { [$0] } ?? []) {
      if let found = set.partials.loadPartial(named: name, from: file.name) {
        hashPartials(of: found, in: set, key: key, into: &hashes)
      }
    }
  }

  /// A template's display name as a key that is the same from any working directory: built-in files by
  /// their path (`mvvm/ViewModel.swift.stencil`), a folder's files by their path from `root`
  /// (`.scaffold/templates/mvvm/ViewModel.swift.stencil`).
  private static func templateKey(
    _ name: String, sources: TemplateSources, root: String, fileSystem: some FileAccess
  ) -> String {
    for source in sources.sources where !(source is BuiltinTemplateSource) {
      let folder = source.displayName
      guard name.hasPrefix(folder + "/") else { continue }
      return Paths.join(portable(folder, root: root, fileSystem: fileSystem), String(name.dropFirst(folder.count + 1)))
    }
    return name
  }

  /// `path` (absolute) relative to `root`: inside it, or beside it within `projectRoot` (`../order.json`); nil
  /// elsewhere.
  static func specPath(_ path: String, root: String, projectRoot: String?) -> String? {
    let inRoot = Paths.relative(path, to: root)
    if inRoot != path { return inRoot }
    guard let projectRoot, path.hasPrefix(projectRoot + "/"), root == projectRoot || root.hasPrefix(projectRoot + "/")
    else { return nil }
    var up = ""
    var base = root
    while !path.hasPrefix(base + "/") {
      up += "../"
      base = Paths.dirname(base)
    }
    return up + Paths.relative(path, to: base)
  }

  /// `path` relative to `root` when inside it, else absolute: a manifest committed with the project
  /// names its files the same on every machine.
  static func portable(_ path: String, root: String, fileSystem: some FileAccess) -> String {
    let absolute = fileSystem.absolute(path)
    let relative = Paths.relative(absolute, to: root)
    return relative == absolute ? absolute : relative
  }

  /// 64-bit FNV-1a of the UTF-8 text, as 16 hex digits: enough to tell that a template changed.
  static func hash(_ text: String) -> String { Fingerprint.hex(text) }
}

// MARK: - JSON

/// A manifest that cannot be read, or names a path scaffold will not follow.
package struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible, ProblemListing {
  package var path: String
  package var position: SourcePosition?
  package var message: String

  package var problems: [Problem] { [Problem(location: SourcePosition.location(path, position), message)] }

  package var description: String { problemText }
}

extension ModuleManifest {
  /// Sorted keys, two-space indent, one trailing newline: stable text that diffs well in review.
  package var json: String {
    var root: [String: TemplateValue] = [
      "format": .int(Self.formatVersion),
      "module": .string(module),
      "scaffoldVersion": .string(scaffoldVersion),
      "layout": .string(layout.rawValue),
      "templateSet": .string(templateSet),
      "templates": .dictionary(templates.mapValues(TemplateValue.string)),
      "project": .dictionary([
        "author": .string(project.author), "date": .string(project.date), "year": .int(project.year),
        "organization": .string(project.organization), "preset": .string(project.preset),
        "binding": .string(project.binding), "custom": .dictionary(project.custom.mapValues(TemplateValue.init(json:))),
      ]),
      "files": .array(
        files.map {
          .dictionary(["path": .string($0.path), "template": .string($0.template), "contents": .string($0.contents)])
        }
      ),
    ]
    var specValue: [String: TemplateValue] = ["default": .bool(spec.text == nil)]
    if let path = spec.path { specValue["path"] = .string(path) }
    if let text = spec.text { specValue["text"] = .string(text) }
    if let name = spec.name { specValue["name"] = .string(name) }
    if let ui = spec.ui { specValue["ui"] = .string(ui.rawValue) }
    root["spec"] = .dictionary(specValue)
    if let templatesOption { root["templatesOption"] = .string(templatesOption) }
    return TemplateValue.dictionary(root).json() + "\n"
  }

  /// Reads a manifest written by `json`; `path` names it in errors. A manifest is committed with the project,
  /// so it is untrusted input: each path it records must pass `contained` (by default the lexical checks of
  /// `ProjectPath`; `load` adds the symbolic links below the output directory), no file may be listed
  /// twice, and the spec and templates it names must lie inside the project.
  package static func parse(
    _ text: String, path: String,
    contained: (String) -> ProjectPath.Refusal? = { ProjectPath.refusal(of: $0) }
  ) throws(ManifestError) -> ModuleManifest {
    let node: JSONNode
    do {
      node = try JSONParser.parse(text)
    } catch {
      throw ManifestError(path: path, position: error.position, message: error.message)
    }
    func fail(_ message: String, _ at: JSONNode? = nil) -> ManifestError {
      ManifestError(path: path, position: (at ?? node).position, message: message)
    }
    func string(_ key: String, in object: JSONNode) throws(ManifestError) -> String {
      guard let value = object[key]?.stringValue else { throw fail("missing string \"\(key)\"", object) }
      return value
    }
    guard node.members != nil else { throw fail("a module manifest is a JSON object") }
    guard case .int(let format)? = node["format"]?.value else { throw fail("missing \"format\"") }
    guard format <= formatVersion else {
      throw fail(
        "manifest format \(format) is newer than this scaffold understands (\(formatVersion)); upgrade scaffold")
    }
    guard let layout = GenerateOptions.Layout(rawValue: try string("layout", in: node)) else {
      throw fail("unknown \"layout\"", node["layout"])
    }
    guard let specNode = node["spec"], let projectNode = node["project"] else {
      throw fail("missing \"spec\" or \"project\"")
    }
    var spec = Spec(path: specNode["path"]?.stringValue, text: specNode["text"]?.stringValue)
    spec.name = specNode["name"]?.stringValue
    if let ui = specNode["ui"] {
      guard let kind = ui.stringValue.flatMap(UIKind.init(rawValue:)) else { throw fail("unknown \"ui\"", ui) }
      spec.ui = kind
    }
    var project = ProjectValues(
      author: try string("author", in: projectNode), organization: try string("organization", in: projectNode),
      preset: try string("preset", in: projectNode), binding: try string("binding", in: projectNode))
    project.date = try string("date", in: projectNode)
    if case .int(let year)? = projectNode["year"]?.value { project.year = year }
    for member in projectNode["custom"]?.members ?? [] { project.custom[member.key] = member.value.value }
    var templates: [String: String] = [:]
    for member in node["templates"]?.members ?? [] { templates[member.key] = member.value.stringValue ?? "" }
    var files: [GeneratedFile] = []
    var seen = Set<String>()
    for element in node["files"]?.elements ?? [] {
      let file = GeneratedFile(
        path: try string("path", in: element), contents: try string("contents", in: element),
        template: try string("template", in: element))
      let pathNode = element["path"] ?? element
      if let refusal = contained(file.path) {
        throw fail("file '\(Paths.displayed(file.path))' \(refusal); scaffold does not touch it", pathNode)
      }
      if file.path.lowercased().hasPrefix(writerStateFolder + "/") {
        throw fail("file '\(Paths.displayed(file.path))' lies in scaffold's own folder, not in a module", pathNode)
      }
      guard seen.insert(file.path.lowercased()).inserted else {
        throw fail("file '\(Paths.displayed(file.path))' is listed twice", pathNode)
      }
      files.append(file)
    }
    return ModuleManifest(
      module: try string("module", in: node), scaffoldVersion: try string("scaffoldVersion", in: node), spec: spec,
      layout: layout, templateSet: try string("templateSet", in: node),
      templatesOption: node["templatesOption"]?.stringValue, project: project, templates: templates, files: files)
  }

  /// The manifest of `module` under `root`, or nil when the module has none.
  package static func load(module: String, root: String, fileSystem: some FileAccess) throws(ManifestError)
    -> ModuleManifest?
  {
    let full = Paths.join(fileSystem.absolute(root), path(for: module))
    let display = Paths.relative(full, to: fileSystem.currentDirectory)
    if let refusal = ProjectPath.refusal(
      of: path(for: module), under: fileSystem.absolute(root), fileSystem: fileSystem)
    {
      throw ManifestError(
        path: display, position: nil, message: "the manifest's path \(refusal); scaffold does not read it")
    }
    guard fileSystem.kind(of: full) == .file else { return nil }
    if fileSystem.isSpecialFile(full) {
      throw ManifestError(path: display, position: nil, message: "is not a regular file; scaffold does not read it")
    }
    let text: String
    do {
      text = try fileSystem.readText(full)
    } catch {
      throw ManifestError(path: display, position: nil, message: "\(error)")
    }
    let manifest = try parse(text, path: display) { path in
      ProjectPath.refusal(of: path, under: fileSystem.absolute(root), fileSystem: fileSystem)
    }
    guard manifest.module == module else {
      throw ManifestError(path: display, position: nil, message: "records module '\(manifest.module)', not '\(module)'")
    }
    return manifest
  }

  /// The modules with a manifest under `root`, sorted.
  package static func modules(root: String, fileSystem: some FileAccess) -> [String] {
    let folder = Paths.join(fileSystem.absolute(root), Self.folder)
    let names = (try? fileSystem.contents(ofDirectory: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
  }
}
