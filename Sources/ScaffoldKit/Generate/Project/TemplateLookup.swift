/// Where template files come from, searched file by file in this order: `--templates DIR`, the
/// `templates` folder of `scaffold.json`, the project's `.scaffold/templates/`, then the built-in sets.
/// A team that overrides one file inherits every other file from the next layer down.
package struct TemplateLookup: Sendable {
  /// Which layer a template file resolves from; directory layers carry their folder as shown to users.
  package enum Origin: Sendable, Equatable, CustomStringConvertible {
    /// `--templates DIR`.
    case option(String)
    /// `templates` in `scaffold.json`.
    case configuration(String)
    /// `.scaffold/templates/` in the project root.
    case project(String)
    case builtin

    /// The layer's name: `--templates`, `scaffold.json templates`, `.scaffold/templates`, `built-in`.
    package var description: String {
      switch self {
      case .option: return "--templates"
      case .configuration: return "scaffold.json templates"
      case .project: return ".scaffold/templates"
      case .builtin: return "built-in"
      }
    }

    /// The layer's folder as shown to users; nil for the built-in templates.
    package var folder: String? {
      switch self {
      case .option(let path), .configuration(let path), .project(let path): return path
      case .builtin: return nil
      }
    }
  }

  /// One layer: its origin and the source it reads.
  package struct Layer: Sendable {
    package var origin: Origin
    package var source: any TemplateSource
    /// The folder, for directory layers.
    package var directory: String?
  }

  /// The folder, relative to the project root, that a project's own templates live in.
  package static let projectFolder = ".scaffold/templates"

  package var layers: [Layer]
  private let fileSystem: any FileAccess

  /// The layers for a project. A missing `--templates` or `scaffold.json` folder is an error; a missing
  /// `.scaffold/templates/` just means the project has none.
  package init(
    option: String?, settings: ProjectSettings, fileSystem: any FileAccess,
    builtin: BuiltinTemplateSource = BuiltinTemplateSource()
  ) throws(TemplateLookupError) {
    self.fileSystem = fileSystem
    var layers: [Layer] = []
    func directory(_ path: String, _ origin: Origin) -> Layer {
      // Rooted at the path as shown, so errors name template files relative to the working directory.
      let source = DirectoryTemplateSource(root: Self.display(path, fileSystem), fileSystem: fileSystem)
      return Layer(origin: origin, source: source, directory: path)
    }
    if let option {
      let path = fileSystem.absolute(option)
      guard fileSystem.kind(of: path) == .directory else { throw .missingDirectory(option, location: nil) }
      layers.append(directory(path, .option(Self.display(path, fileSystem))))
    }
    if let path = settings.templates {
      guard fileSystem.kind(of: path) == .directory else {
        throw .missingDirectory(Self.display(path, fileSystem), location: settings.templatesLocation)
      }
      layers.append(directory(path, .configuration(Self.display(path, fileSystem))))
    }
    let project = Paths.join(settings.root, Self.projectFolder)
    if fileSystem.kind(of: project) == .directory {
      layers.append(directory(project, .project(Self.display(project, fileSystem))))
    }
    layers.append(Layer(origin: .builtin, source: builtin, directory: nil))
    self.layers = layers
  }

  /// The layers as sources for the generator.
  package var sources: TemplateSources { TemplateSources(layers.map(\.source)) }

  /// A file (`mvvm/ViewModel.swift.stencil`) and the layer it resolves from. A file a set does not hold itself
  /// is the one generation uses in its place: that of the set it extends, or of `shared/` (`TemplateSet.file`).
  package func resolve(_ path: String) throws(TemplateSetError) -> (file: ResolvedTemplateFile, origin: Origin)? {
    for layer in layers {
      if let found = try TemplateSources([layer.source]).resolve(path) { return (found, layer.origin) }
    }
    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[1] != "manifest.json", (try? resolve("\(parts[0])/manifest.json")) != nil,
      let set = try? TemplateSet(named: parts[0], sources: sources), let file = try set.file(parts[1]),
      let layer = layers.first(where: { $0.source.displayName == file.source })
    else { return nil }
    return (file, layer.origin)
  }

  /// The set and path inside it of a file lying in one of the directory layers (`mvvm`,
  /// `ViewModel.swift.stencil`), with that layer.
  package func place(ofFile absolutePath: String) -> (set: String, relative: String, layer: Layer)? {
    for layer in layers {
      guard let directory = layer.directory, absolutePath.hasPrefix(directory + "/") else { continue }
      let parts = absolutePath.dropFirst(directory.count + 1).split(separator: "/", maxSplits: 1).map(String.init)
      if parts.count == 2 { return (parts[0], parts[1], layer) }
    }
    return nil
  }

  /// The sets whose generation reads a file of `folders` (folder names of one template layer): a set among them,
  /// a set extending one of them, and every set when they include `shared/`, which every set falls back on.
  package func sets(using folders: Set<String>) -> [String] {
    setNames().filter { name in
      folders.contains(TemplateSet.sharedFolder)
        || !folders.isDisjoint(with: (try? TemplateSet(named: name, sources: sources))?.lineage ?? [name])
    }
  }

  /// Every set (a folder holding `manifest.json`, or any folder of a directory layer) across the layers.
  package func setNames() -> [String] {
    folderNames().filter { name in (try? resolve("\(name)/manifest.json")) != nil }
  }

  /// Every top-level folder of the layers, sorted: the sets and the folders they share (`shared`).
  package func folderNames() -> [String] {
    var names = Set<String>()
    for layer in layers {
      names.formUnion(
        paths(in: layer).compactMap { path in
          let parts = path.split(separator: "/", maxSplits: 1)
          return parts.count == 2 ? String(parts[0]) : nil
        })
    }
    return names.sorted()
  }

  /// The files of `set` across the layers, relative to the set's folder, sorted.
  package func files(inSet set: String) -> [String] {
    var names = Set<String>()
    for layer in layers {
      for path in paths(in: layer) where path.hasPrefix(set + "/") {
        names.insert(String(path.dropFirst(set.count + 1)))
      }
    }
    return names.sorted()
  }

  /// `files(inSet:)` and the templates its manifest takes from the set it extends or from `shared/`, sorted.
  package func filesUsed(bySet set: String) -> [String] {
    let inherited = (try? TemplateSet(named: set, sources: sources))?.manifest.entries.map(\.template) ?? []
    return Set(files(inSet: set) + inherited).sorted()
  }

  /// Every file path of a layer (`mvvm/ViewModel.swift.stencil`).
  private func paths(in layer: Layer) -> [String] {
    if let directory = layer.directory { return Self.walk(directory, fileSystem: fileSystem) }
    if let builtin = layer.source as? BuiltinTemplateSource { return builtin.paths }
    return []
  }

  /// The files below `root`, relative to it; hidden files and folders are skipped. Symbolic links are
  /// followed only while they stay inside `root`, and each real folder is listed once, so a link loop or
  /// a link out of the folder (a cloned repository's templates are untrusted) is never walked.
  static func walk(_ root: String, fileSystem: any FileAccess) -> [String] {
    let realRoot = fileSystem.resolvingSymbolicLinks(root) ?? root
    var visited: Set<String> = [realRoot]
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let entries = (try? fileSystem.entries(ofDirectory: Paths.join(root, relative))) ?? []
      for entry in entries where !entry.name.hasPrefix(".") {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        if entry.isSymbolicLink || entry.kind == .directory {
          guard let real = fileSystem.resolvingSymbolicLinks(Paths.join(root, child)), Self.isInside(real, realRoot)
          else { continue }
          if entry.kind == .directory, !visited.insert(real).inserted { continue }
        }
        switch entry.kind {
        case .directory?: pending.append(child)
        case .file?: result.append(child)
        case nil: continue
        }
      }
    }
    return result.sorted()
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  static func display(_ path: String, _ fileSystem: any FileAccess) -> String {
    Paths.relative(path, to: fileSystem.currentDirectory)
  }
}

/// A template folder that should exist does not.
package enum TemplateLookupError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// `--templates DIR` or `templates` in `scaffold.json` names no directory.
  case missingDirectory(String, location: SourceLocation?)

  package var problems: [Problem] {
    switch self {
    case .missingDirectory(let path, let location?):
      return [Problem(location: "\(location)", "templates folder '\(path)' does not exist")]
    case .missingDirectory(let path, nil):
      return [Problem("--templates \(path): no such directory")]
    }
  }

  package var description: String { problemText }
}
