/// What one file gives the rest of the project: the types it adds to the project table, the modules it
/// imports, its place, and whether an edit of it may change a cycle. Another file's findings depend
/// on this file through these alone, so an edit that leaves them equal changes no other file's findings (what
/// `LintRecord` uses to re-check one file).
struct FileSummary: Sendable, Equatable {
  /// The top-level types the project table takes from the file (none for a test file, whose types no
  /// production file sees).
  var declarations: [TypeDeclaration]
  /// The modules of its imports, in order.
  var modules: [String]
  /// The modules of its `@_exported` imports: what its target gives the targets that depend on it.
  var exportedModules: [String]
  var assignment: FileAssignment
  /// An edit of the file may change a cycle of the `cycle` rule's feature or layer graph: its references draw
  /// an edge of one (`ReferenceCounts.mayChangeACycle`).
  var mayChangeACycle: Bool

  init(_ file: AnalyzedFile, mayChangeACycle: Bool) {
    declarations =
      file.assignment.role == .test
      ? [] : file.index.declarations.filter { $0.isTopLevelType }
    modules = file.index.imports.map(\.module)
    exportedModules = file.index.imports.filter(\.isExported).map(\.module)
    assignment = file.assignment
    self.mayChangeACycle = mayChangeACycle
  }

  /// The file as the project table and the rule engine see it from other files: its declarations and
  /// imports without positions of references.
  func file(path: String) -> AnalyzedFile {
    AnalyzedFile(
      index: FileIndex(
        path: path,
        imports: modules.map {
          ImportDeclaration(
            module: $0, path: $0, attributes: exportedModules.contains($0) ? ["_exported"] : [],
            position: SourcePosition(line: 1, column: 1))
        },
        declarations: declarations),
      assignment: assignment)
  }

  private init(
    declarations: [TypeDeclaration], modules: [String], exportedModules: [String], assignment: FileAssignment,
    mayChangeACycle: Bool
  ) {
    self.declarations = declarations
    self.modules = modules
    self.exportedModules = exportedModules
    self.assignment = assignment
    self.mayChangeACycle = mayChangeACycle
  }

  func encode(into out: inout ByteWriter) {
    out.varint(declarations.count)
    for declaration in declarations {
      out.string(declaration.name)
      out.optional(declaration.qualifiedName == declaration.name ? nil : declaration.qualifiedName)
      out.varint(DeclarationKind.allCases.firstIndex(of: declaration.kind)!)
      out.position(declaration.position)
    }
    out.varint(modules.count)
    for module in modules { out.string(module) }
    out.varint(exportedModules.count)
    for module in exportedModules { out.string(module) }
    out.varint(IndexCache.roles.firstIndex(of: assignment.role)!)
    out.optional(assignment.layer)
    out.optional(assignment.feature)
    out.varint(assignment.ambiguousLayers.count)
    for match in assignment.ambiguousLayers {
      out.string(match.layer)
      for value in [match.feature, match.pattern, match.suffix] { out.optional(value) }
      out.varint(match.depth)
      out.varint(match.suffixLength)
    }
    out.varint(assignment.typePlacements.count)
    for placed in assignment.typePlacements {
      out.string(placed.type)
      out.string(placed.layer)
      out.optional(placed.feature)
    }
    out.varint(mayChangeACycle ? 1 : 0)
  }

  static func decode(_ reader: inout ByteReader) throws(IndexCacheDecoder.Failure) -> FileSummary {
    var declarations: [TypeDeclaration] = []
    for _ in 0..<(try reader.count()) {
      let name = try reader.string()
      let qualified = try reader.optional() ?? name
      let kind = try reader.count()
      guard kind < DeclarationKind.allCases.count else { throw .damaged }
      declarations.append(
        TypeDeclaration(
          name: name, qualifiedName: qualified, kind: DeclarationKind.allCases[kind], position: try reader.position()))
    }
    var modules: [String] = []
    for _ in 0..<(try reader.count()) { modules.append(try reader.string()) }
    var exportedModules: [String] = []
    for _ in 0..<(try reader.count()) { exportedModules.append(try reader.string()) }
    let role = try reader.count()
    guard role < IndexCache.roles.count else { throw .damaged }
    var assignment = FileAssignment(
      role: IndexCache.roles[role], layer: try reader.optional(), feature: try reader.optional())
    for _ in 0..<(try reader.count()) {
      assignment.ambiguousLayers.append(
        LayerMatch(
          layer: try reader.string(), feature: try reader.optional(), pattern: try reader.optional(),
          suffix: try reader.optional(), depth: try reader.count(), suffixLength: try reader.count()))
    }
    for _ in 0..<(try reader.count()) {
      assignment.typePlacements.append(
        TypePlacement(type: try reader.string(), layer: try reader.string(), feature: try reader.optional()))
    }
    let mayChangeACycle = try reader.count()
    guard mayChangeACycle <= 1 else { throw .damaged }
    return FileSummary(
      declarations: declarations, modules: modules, exportedModules: exportedModules, assignment: assignment,
      mayChangeACycle: mayChangeACycle == 1)
  }
}
