/// A place template files come from: the built-in set, a team's directory, `--templates DIR`.
/// Paths are relative to the source's root and start with the set's name (`mvvm/manifest.json`).
package protocol TemplateSource: Sendable {
  /// How messages name this source (`built-in`, a directory path).
  var displayName: String { get }
  /// The text of the file at `path`, or nil when this source does not have it.
  func text(at path: String) throws(TemplateSetError) -> String?
}

/// The templates compiled into the binary from `Templates/`.
package struct BuiltinTemplateSource: TemplateSource {
  private let files: [String: String]

  package init(files: [String: String] = BuiltinTemplates.files) {
    self.files = files
  }

  package var displayName: String { "built-in" }

  package func text(at path: String) -> String? { files[path] }

  /// Every bundled file path, sorted.
  package var paths: [String] { files.keys.sorted() }

  /// The built-in sets: folders holding a `manifest.json`.
  package static var setNames: [String] {
    BuiltinTemplateSource().paths.filter { $0.hasSuffix("/manifest.json") }.map { String($0.dropLast(14)) }
  }
}

/// Templates in a directory on disk (or in memory, in tests).
package struct DirectoryTemplateSource: TemplateSource {
  package let root: String
  private let fileSystem: any FileAccess

  package init(root: String, fileSystem: any FileAccess) {
    self.root = root
    self.fileSystem = fileSystem
  }

  package var displayName: String { root }

  package func text(at path: String) throws(TemplateSetError) -> String? {
    // A manifest's template or an include may not climb out of the folder (`../../secret`).
    guard isContainedTemplatePath(path) else { return nil }
    let full = Paths.join(root, path)
    guard fileSystem.kind(of: full) == .file else { return nil }
    // Reading a FIFO blocks while a writer holds it open and a device may never end: refused from `stat` alone.
    if fileSystem.isSpecialFile(full) {
      throw .unreadable(path: full, reason: "not a regular file (a FIFO, socket or device); a template must be a file")
    }
    // Nor may a symbolic link inside it lead out.
    if let real = fileSystem.resolvingSymbolicLinks(full), let realRoot = fileSystem.resolvingSymbolicLinks(root),
      !TemplateLookup.isInside(real, realRoot)
    {
      throw .unreadable(
        path: full, reason: "a symbolic link to '\(real)', outside the template folder, is not followed")
    }
    do {
      return try fileSystem.readText(full)
    } catch {
      throw .unreadable(path: full, reason: error.description)
    }
  }
}

/// Sources searched in order, file by file: the first that has a file wins, so a directory holding one
/// template overrides just that file and inherits the rest.
package struct TemplateSources: Sendable {
  package var sources: [any TemplateSource]

  package init(_ sources: [any TemplateSource]) {
    self.sources = sources
  }

  /// The built-in templates alone.
  package static var builtin: TemplateSources { TemplateSources([BuiltinTemplateSource()]) }

  /// A file's text and the name it is reported under (`<source>/<path>` for directories, the path for
  /// built-ins), or nil when no source has it.
  package func resolve(_ path: String) throws(TemplateSetError) -> ResolvedTemplateFile? {
    try resolve(path, below: nil)
  }

  /// Like `resolve(_:)`, but when the file found is `requester` itself (a team's `shared/ListView.swift.stencil`
  /// that extends `shared/ListView.swift.stencil`), the next source's file of that path: an override can build on
  /// the template it replaces.
  func resolve(_ path: String, below requester: String?) throws(TemplateSetError) -> ResolvedTemplateFile? {
    for source in sources {
      if let text = try source.text(at: path) {
        let name = source is BuiltinTemplateSource ? path : Paths.join(source.displayName, path)
        if name == requester { continue }
        return ResolvedTemplateFile(path: path, displayName: name, source: source.displayName, text: text)
      }
    }
    return nil
  }
}

/// One template file found in a source.
package struct ResolvedTemplateFile: Sendable, Equatable {
  /// The path inside the sources (`mvvm/ViewModel.swift.stencil`).
  package var path: String
  /// The name errors are located at.
  package var displayName: String
  /// Where it came from (`built-in` or a directory).
  package var source: String
  package var text: String

  package init(path: String, displayName: String, source: String, text: String) {
    self.path = path
    self.displayName = displayName
    self.source = source
    self.text = text
  }
}
