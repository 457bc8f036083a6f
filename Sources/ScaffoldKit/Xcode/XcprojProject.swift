/// A parsed `project.xcproj`, the JSON5 form Xcode 27.2 can store a project in (the model of
/// apple/xcode-project-format, `XCSchema.Project`): its bytes as they are, the JSON5 tree with byte ranges,
/// its targets and its file tree. Reading never changes the file; edits are insertions made by
/// `XcprojIntegrator` and removals made by `XcprojRemoval`.
package struct XcprojProject: Sendable {
  /// One element of the `files` tree: a file reference, group, folder (synchronized with the disk), variant
  /// or version group, or a kind this version does not know (kept as it is, never entered).
  struct Reference: Sendable {
    var kind: String
    var node: JSONNode
    /// The file or folder it stands for, relative to the folder holding the `.xcodeproj`; nil when its
    /// place cannot be known (built products, SDK files, paths outside the project).
    var path: String?
    /// Index of the group holding it in `references`; nil at the top level.
    var parent: Int?

    static let knownKinds: Set<String> = ["file-reference", "group", "folder", "variant-group", "version-group"]
  }

  /// A build phase a file is a member of, as `target-membership` names it.
  struct PhaseReference: Sendable, Equatable {
    var target: String
    var kind: String
  }

  /// Path of the `project.xcproj` file, as errors name it.
  package let path: String
  let bytes: [UInt8]
  let root: JSONNode
  /// The targets in file order, described as the pbxproj reader describes them (`isa` from the target's
  /// `kind`, the full product type), so that target choice reads both formats alike.
  let targets: [XcodeProject.Target]
  let targetNodes: [String: JSONNode]
  /// The file tree, depth first.
  let references: [Reference]

  static let fileName = "project.xcproj"
  /// `kind` of a target → the pbxproj class it is written as in the other format.
  static let targetKinds = [
    "native": "PBXNativeTarget", "aggregate": "PBXAggregateTarget", "external-build-system": "PBXLegacyTarget",
  ]
  static let productTypePrefix = "com.apple.product-type."

  /// Parses `bytes`; a malformed file, or one that needs what this version does not know, is a located error.
  package init(path: String, bytes: [UInt8]) throws(XcodeProjectError) {
    self.path = path
    self.bytes = bytes
    do {
      root = try JSONParser.parse(bytes, dialect: .json5)
    } catch {
      throw .malformed(SourceLocation(path: path, position: error.position), error.message)
    }
    let location = { (node: JSONNode) in SourceLocation(path: path, position: node.position) }
    guard root.members != nil else { throw .malformed(location(root), "the project is not an object") }
    // Xcode refuses a project that requires capabilities it lacks; so does scaffold, for every one: the
    // format's first version requires none, and a later one may change what an edit must write.
    if let required = root["required-capabilities"] {
      guard let list = required.elements, list.allSatisfy({ $0.stringValue != nil }) else {
        throw .malformed(location(required), "'required-capabilities' is not a list of strings")
      }
      if !list.isEmpty {
        let names = list.compactMap(\.stringValue).map { "'\($0)'" }.joined(separator: ", ")
        throw .unsupported(
          location(required),
          "the project requires \(names), which this version of scaffold does not know; it reads project.xcproj "
            + "files that require no capabilities")
      }
    }
    for key in ["default-configuration", "localizations", "files"] where root[key] == nil {
      throw .malformed(location(root), "the project has no '\(key)'")
    }
    guard let files = root["files"]?.elements else {
      throw .malformed(location(root["files"]!), "'files' is not a list")
    }
    var targets: [XcodeProject.Target] = []
    var targetNodes: [String: JSONNode] = [:]
    for node in root["targets"]?.elements ?? [] {
      guard node.members != nil, let name = node["name"]?.stringValue, let id = node["id"]?.stringValue else {
        throw .malformed(location(node), "a target needs a 'name' and an 'id'")
      }
      guard targetNodes.updateValue(node, forKey: name) == nil else {
        throw .malformed(location(node["name"]!), "target name '\(name)' is used twice")
      }
      let kind = node["kind"]?.stringValue ?? "native"
      let productType =
        node["product-type"]?.stringValue.map { Self.productTypePrefix + $0 }
        ?? node["full-product-type"]?.stringValue ?? ""
      let settings = node["build-settings"]
      targets.append(
        XcodeProject.Target(
          id: id, name: name, productType: productType, isa: Self.targetKinds[kind] ?? kind,
          productName: settings?["PRODUCT_NAME"]?.stringValue,
          productModuleName: settings?["PRODUCT_MODULE_NAME"]?.stringValue))
    }
    self.targets = targets
    self.targetNodes = targetNodes
    var references: [Reference] = []
    func visit(_ node: JSONNode, folder: String?, parent: Int?) throws(XcodeProjectError) {
      guard node.members != nil else {
        throw .malformed(location(node), "an element of the file tree is not an object")
      }
      let kind = node["kind"]?.stringValue ?? "file-reference"
      let resolved = Self.resolve(node["path"]?.stringValue ?? "", in: folder)
      references.append(Reference(kind: kind, node: node, path: resolved, parent: parent))
      guard kind == "group" || kind == "variant-group" || kind == "version-group" else { return }
      let index = references.count - 1
      for child in node["children"]?.elements ?? [] { try visit(child, folder: resolved, parent: index) }
    }
    for node in files { try visit(node, folder: "", parent: nil) }
    self.references = references
  }

  /// The project's development region as `localizations` names it.
  var developmentRegion: String? { root["localizations"]?["development"]?.stringValue }

  /// The file's text, unchanged.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  func location(_ node: JSONNode) -> SourceLocation { SourceLocation(path: path, position: node.position) }

  /// `message` about the file at `node`.
  func problem(at node: JSONNode, _ message: String) -> Problem {
    Problem(location: location(node).description, message)
  }

  /// A reference's `path` (`Order.swift`, `<PROJECT>/Shared`, `<USER:SRCROOT>/App`, `/abs`) resolved
  /// against its parent's folder; relative to the project's folder, `""` for the folder itself.
  static func resolve(_ path: String, in folder: String?) -> String? {
    func joined(_ start: String?, _ rest: String) -> String? {
      guard let start else { return nil }
      guard !rest.isEmpty else { return start }
      let result = Paths.normalize(start.isEmpty ? rest : start + "/" + rest)
      return result == "." ? "" : result.hasPrefix("../") || result == ".." ? nil : result
    }
    if path.hasPrefix("<") {
      guard let end = path.range(of: ">/") else { return nil }
      let base = path[path.index(after: path.startIndex)..<end.lowerBound]
      let rest = String(path[end.upperBound...])
      return ["PROJECT", "USER:SRCROOT", "USER:SOURCE_ROOT"].contains(base) ? joined("", rest) : nil
    }
    if path.hasPrefix("/") || path.hasPrefix("~") { return nil }
    return joined(folder, path.replacingOccurrences(of: "\\<", with: "<"))
  }

  // MARK: Targets and membership

  /// Targets `target` depends on, by id (a dependency is a target's name, or an object naming it).
  func dependencies(of target: XcodeProject.Target) -> [String] {
    let ids = Dictionary(targets.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
    return (targetNodes[target.name]?["dependencies"]?.elements ?? []).compactMap { element in
      (element.stringValue ?? element["target"]?.stringValue).flatMap { ids[$0] }
    }
  }

  /// The kind of each build phase of `target`, with its `id` and `name` where it has them.
  func buildPhases(of target: String) -> [(kind: String, id: String?, name: String?)] {
    (targetNodes[target]?["build-phases"]?.elements ?? []).compactMap { phase in
      if let kind = phase.stringValue { return (kind, nil, nil) }
      guard let kind = phase["kind"]?.stringValue else { return nil }
      return (kind, phase["id"]?.stringValue, phase["name"]?.stringValue)
    }
  }

  /// The build phases a `target-membership` entry names: `Target/compile-sources`, `Target/copy/Name`,
  /// `id:…`, a list of name components, or an object whose `build-phase` is one of those.
  func phase(_ entry: JSONNode) -> PhaseReference? {
    if let reference = entry["build-phase"] { return phase(reference) }
    let components: [String]
    if let string = entry.stringValue {
      if string.hasPrefix("id:") {
        let id = String(string.dropFirst(3))
        for target in targets {
          if let match = buildPhases(of: target.name).first(where: { $0.id == id }) {
            return PhaseReference(target: target.name, kind: match.kind)
          }
        }
        return nil
      }
      components = string.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    } else if let list = entry.elements {
      components = list.compactMap { $0.stringValue ?? $0["name"]?.stringValue }
    } else {
      return nil
    }
    guard components.count >= 2 else { return nil }
    return PhaseReference(target: components[0], kind: components[1])
  }

  /// The targets whose Compile Sources phase the file reference is a member of.
  func compilingTargets(of reference: Reference) -> Set<String> {
    Set(
      (reference.node["target-membership"]?.elements ?? []).compactMap(phase).filter { $0.kind == "compile-sources" }
        .map(\.target))
  }

  /// A folder's targets (`target-membership`, target names) and, per target, the entries its exception
  /// set lists (paths relative to the folder).
  func synchronization(of folder: Reference) -> (syncing: Set<String>, exceptions: [String: Set<String>]) {
    let syncing = Set((folder.node["target-membership"]?.elements ?? []).compactMap(\.stringValue))
    var exceptions: [String: Set<String>] = [:]
    for set in folder.node["membership-exceptions"]?.elements ?? [] {
      guard let target = set["target"]?.stringValue else { continue }
      let listed = (set["exclusions"] ?? set["inclusions"])?.elements?.compactMap(\.stringValue) ?? []
      exceptions[target, default: []].formUnion(listed)
    }
    return (syncing, exceptions)
  }
}
