/// The types an app already declares, which the spec of a module generated into that app may name
/// (`"type": "Product?"`): each top-level type of the project's Swift files (test files and build folders
/// aside), where it is declared, and the layer the project's lint configuration puts its file in.
///
/// Read before the spec is loaded, so a spec naming `Product` is not "unknown type". After rendering,
/// `layerRefusals` checks each named type against the layers of the generated files that use it, as
/// `scaffold lint` would: a model naming the app's `ProductView` is refused at the spec's position.
package struct ProjectTypes: Sendable, Equatable {
  package struct Declaration: Sendable, Equatable {
    package var name: String
    /// The declaring file, absolute.
    package var path: String
    package var position: SourcePosition
    /// The file's layer under the project's lint configuration; nil when it is in none.
    package var layer: String?
    /// Whether it is declared `public` or `open`: generated modules declare their types public, so a field
    /// of the app's type needs it public too.
    package var isPublic: Bool
    /// The feature its file belongs to (`{feature}` of the layer's pattern), if any.
    package var feature: String?
    /// `path:line:col` with the path relative to the working directory, for messages.
    package var location: String
    /// Set when the module may not use the type: why, in words that follow "is ".
    package var refusal: String?
    /// `struct`, `enum`, `class`, `protocol`, … as declared.
    package var kind: DeclarationKind = .struct
    /// The names its declaration and the app's extensions of it inherit (`Codable`, `Hashable`, a protocol
    /// of the app's), read lexically (`InheritanceClause`).
    package var inherited: Set<String> = []

    package init(
      name: String, path: String, position: SourcePosition, isPublic: Bool = true, layer: String?,
      feature: String? = nil, location: String, refusal: String? = nil
    ) {
      self.name = name
      self.isPublic = isPublic
      self.path = path
      self.position = position
      self.layer = layer
      self.feature = feature
      self.location = location
      self.refusal = refusal
    }
  }

  /// Every declaration of each name (a name declared twice in an app is the app's own problem).
  package private(set) var declarations: [String: [Declaration]]
  /// The project's lint configuration, which placed the declarations in layers; nil when there is none.
  package let configuration: LintConfiguration?
  /// Whether a spec is checked for the conformances its models need of these types; off for the first load
  /// of `new-module`, which renders the module to find layer refusals, reported before anything else.
  var checksConformances = true

  package init(_ declarations: [Declaration] = [], configuration: LintConfiguration? = nil) {
    self.declarations = Dictionary(grouping: declarations, by: \.name)
    self.configuration = configuration
  }

  package static let none = ProjectTypes()

  /// The first declaration of `name`, if the project has one.
  package func declaration(of name: String) -> Declaration? { declarations[name]?.first }

  /// What a generated model needs of a type one of its fields holds: its `Codable`, `Equatable`, `Hashable`
  /// and `Sendable` conformances (docs/spec.md, "App types").
  static let neededConformances = ["Decodable", "Encodable", "Equatable", "Hashable", "Sendable"]

  /// The conformances of `neededConformances` that the app's declaration of `name` lacks, as far as its text
  /// says: what the type, its extensions and the app's protocols it adopts inherit, with `Codable` and
  /// `Hashable` standing for what they imply. An enum is taken as `Equatable` and `Hashable` (Swift gives them
  /// to one without associated values), and an internal struct or enum as `Sendable` (Swift infers it in its
  /// own module), except under the clean preset: its `DTOConvertible` refines `Sendable` and is conformed to by
  /// the app's type from another file, which Swift takes only from a `Sendable` written in the type's own file
  /// (an error in Swift 6, "conformance to 'Sendable' must occur in the same source file"; a warning in 5).
  func missingConformances(of name: String) -> [String] {
    guard checksConformances, let declaration = declaration(of: name) else { return [] }
    var seen: Set<String> = []
    var pending = Array(declaration.inherited)
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      switch next {
      case "Codable": pending += ["Decodable", "Encodable"]
      case "Hashable": pending.append("Equatable")
      default:
        if let adopted = self.declaration(of: next), adopted.kind == .protocol { pending += adopted.inherited }
      }
    }
    if declaration.kind == .enum { seen.formUnion(["Equatable", "Hashable"]) }
    if [.struct, .enum].contains(declaration.kind), !declaration.isPublic, configuration?.preset != .clean {
      seen.insert("Sendable")
    }
    return Self.neededConformances.filter { !seen.contains($0) }
  }

  /// The top-level types of the Swift files under `projectRoot`, placed in layers by the lint configuration
  /// found from there (none: no layers, so no refusals).
  package static func scan(projectRoot: String, fileSystem: any FileAccess) -> ProjectTypes {
    let root = fileSystem.absolute(projectRoot)
    let configuration = try? ConfigurationLoader.load(lintPaths: [root], fileSystem: fileSystem)
    let layers = configuration.map { LayerMap(configuration: $0) }
    var found: [Declaration] = []
    var extended: [String: Set<String>] = [:]
    for path in ProjectCollisions.swiftFiles(under: root, fileSystem: fileSystem)
    where !GeneratedNameCheck.isTestFile(path) {
      guard let bytes = try? fileSystem.readData(path) else { continue }
      let indexed = SwiftIndexer.index(bytes, path: path).declarations
      for declaration in indexed where declaration.kind == .extension {
        let name = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
        extended[name, default: []].formUnion(InheritanceClause.names(in: bytes, at: declaration.position))
      }
      let declarations = indexed.filter { $0.kind != .extension && $0.qualifiedName == $0.name }
      guard !declarations.isEmpty else { continue }
      let assignment = configuration.flatMap { configuration in
        layers?.assign(path: Paths.relative(path, to: configuration.root), declaredTypes: declarations.map(\.name))
      }
      let display = Paths.relative(path, to: fileSystem.currentDirectory)
      let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      for declaration in declarations {
        var entry = Declaration(
          name: declaration.name, path: path, position: declaration.position,
          isPublic: Self.isPublic(declaration.position, lines: lines), layer: assignment?.layer,
          feature: assignment?.feature,
          location: SourcePosition.location(display, declaration.position))
        entry.kind = declaration.kind
        entry.inherited = Set(InheritanceClause.names(in: bytes, at: declaration.position))
        found.append(entry)
      }
    }
    for index in found.indices { found[index].inherited.formUnion(extended[found[index].name] ?? []) }
    return ProjectTypes(found, configuration: configuration)
  }

  /// Whether the modifiers before the name on its line say `public` or `open` (`public final class Server`).
  private static func isPublic(_ position: SourcePosition, lines: [Substring]) -> Bool {
    guard position.line >= 1, position.line <= lines.count else { return false }
    let words = lines[position.line - 1].utf8.prefix(max(position.column - 1, 0)).split {
      !(($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "_"))
    }
    return words.contains { $0.elementsEqual("public".utf8) || $0.elementsEqual("open".utf8) }
  }

  /// For each of `names` that a generated source file of `files` (relative to `root`) names although the
  /// file's layer may not depend on the type's layer, or the type belongs to another feature whose layer
  /// features may not share, why — as `scaffold lint` would report it.
  func layerRefusals(
    _ names: Set<String>, files: [GeneratedFile], root: String, fileSystem: any FileAccess
  ) -> [String: String] {
    guard !names.isEmpty, let configuration else { return [:] }
    let layers = LayerMap(configuration: configuration)
    let root = fileSystem.absolute(root)
    var refusals: [String: String] = [:]
    for file in files where file.path.hasSuffix(".swift") && !GeneratedNameCheck.isTestFile(file.path) {
      let index = SwiftIndexer.index(Array(file.contents.utf8), path: file.path)
      let path = Paths.relative(Paths.join(root, file.path), to: configuration.root)
      let assignment = layers.assign(path: path, declaredTypes: index.declarations.map(\.name))
      guard assignment.role == .layered, let own = assignment.layer, let ownLayer = configuration.layer(named: own)
      else { continue }
      for reference in index.references where names.contains(reference.name) && refusals[reference.name] == nil {
        guard let declaration = declaration(of: reference.name), let target = declaration.layer else { continue }
        if !ownLayer.mayDepend(on: target) {
          refusals[reference.name] =
            "in layer '\(target)', which the generated \(file.path) (layer '\(own)') may not depend on"
        } else if let feature = declaration.feature, let ownFeature = assignment.feature, feature != ownFeature,
          !configuration.isOpenToOtherFeatures(feature, layer: target)
        {
          refusals[reference.name] =
            "in feature '\(feature)', whose layer '\(target)' the generated \(file.path) (feature '\(ownFeature)') "
            + "may not reach into"
        }
      }
    }
    return refusals
  }

  /// These types, with `refusals` recorded on their declarations.
  func refusing(_ refusals: [String: String]) -> ProjectTypes {
    var copy = self
    for (name, reason) in refusals {
      copy.declarations[name] = copy.declarations[name]?.map {
        var declaration = $0
        declaration.refusal = reason
        return declaration
      }
    }
    return copy
  }
}
