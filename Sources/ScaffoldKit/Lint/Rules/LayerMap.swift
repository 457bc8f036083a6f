/// Where a file sits in the architecture.
public struct FileAssignment: Sendable, Hashable {
  /// How the rules treat the file.
  public enum Role: String, Sendable, Hashable {
    /// In a layer: every rule applies.
    case layered
    /// An app entry point or DI container: exempt from layer rules, subject to feature isolation.
    case compositionRoot
    /// A test: exempt from every architecture rule, and its types are invisible to production code.
    case test
    /// In no layer and not exempt: only `unassigned-file` looks at it.
    case unassigned
  }

  public var role: Role
  public var layer: String?
  public var feature: String?

  public init(role: Role, layer: String? = nil, feature: String? = nil) {
    self.role = role
    self.layer = layer
    self.feature = feature
  }
}

/// Maps file paths to layers and features with the configuration's globs (compiled once).
public struct LayerMap: Sendable {
  public let configuration: LintConfiguration

  public init(configuration: LintConfiguration) {
    self.configuration = configuration
  }

  /// The assignment of a file. `path` is relative to the configuration root; `declaredTypes` are the names
  /// the file declares (a file declaring a composition-root type is one).
  public func assign(path: String, declaredTypes: [String] = []) -> FileAssignment {
    let globPath = GlobPath(path)
    if configuration.testPaths.contains(where: { $0.match(globPath) != nil }) {
      return FileAssignment(role: .test)
    }
    let placed = layer(of: path, globPath)
    let isRoot =
      configuration.exemptPaths.contains { $0.match(globPath) != nil }
      || declaredTypes.contains { configuration.exemptTypes.contains($0) }
    if isRoot { return FileAssignment(role: .compositionRoot, layer: placed?.layer, feature: placed?.feature) }
    guard let placed else { return FileAssignment(role: .unassigned) }
    return FileAssignment(role: .layered, layer: placed.layer, feature: placed.feature)
  }

  private func layer(of path: String, _ globPath: GlobPath) -> (layer: String, feature: String?)? {
    var stem = Paths.basename(path)
    if stem.hasSuffix(".swift") { stem.removeLast(6) }
    for layer in configuration.layers {
      if !layer.suffixes.isEmpty, !layer.suffixes.contains(where: { stem.hasSuffix($0) }) { continue }
      if layer.paths.isEmpty { return (layer.name, nil) }
      for glob in layer.paths {
        if let capture = glob.match(globPath) { return (layer.name, capture.feature) }
      }
    }
    return nil
  }
}

/// The project-wide table of declared types: name → the files declaring it, with their assignments.
public struct ProjectTable: Sendable {
  /// One declaration of a type name.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var declaration: TypeDeclaration
    public var assignment: FileAssignment

    public var location: SourceLocation { SourceLocation(path: path, position: declaration.position) }
  }

  private var entries: [String: [Entry]] = [:]

  /// Builds the table from every file's index and assignment (`files[i]` goes with `assignments[i]`).
  /// Left out: extensions (they declare nothing new); nested types (elsewhere they are written qualified,
  /// `Outer.Inner`, and the reference is `Outer`, so a bare `Configuration` never means a nested type
  /// of another file); and test files (their types live in another target, invisible to production code).
  public init(files: [FileIndex], assignments: [FileAssignment]) {
    for (file, assignment) in zip(files, assignments) where assignment.role != .test {
      for declaration in file.declarations
      where declaration.kind != .extension && !declaration.qualifiedName.contains(".") {
        entries[declaration.name, default: []].append(
          Entry(path: file.path, declaration: declaration, assignment: assignment))
      }
    }
  }

  /// Every declaration of `name`, in file order.
  public func declarations(of name: String) -> [Entry] {
    entries[name] ?? []
  }

  /// How many distinct type names the project declares.
  public var count: Int { entries.count }
}
