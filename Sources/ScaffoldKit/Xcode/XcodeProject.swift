/// A parsed `project.pbxproj`: its bytes (kept as they are), the property-list tree with byte ranges, and the
/// objects by id. Reading never changes the file; edits are insertions applied by `ProjectEditor`.
package struct XcodeProject: Sendable {
  /// One entry of the `objects` dictionary.
  struct Object: Sendable {
    var id: String
    var isa: String
    var value: PlistValue
    var entry: PlistEntry

    subscript(key: String) -> PlistValue? { value[key] }
    func string(_ key: String) -> String? { value[key]?.string }
    /// The ids listed under `key` (`children`, `files`, `buildPhases`…).
    func references(_ key: String) -> [String] { value[key]?.array?.compactMap(\.string) ?? [] }
  }

  /// Path of the `project.pbxproj` file, as errors name it.
  package let path: String
  let bytes: [UInt8]
  let root: PlistValue
  let objectsValue: PlistValue
  let objects: [String: Object]
  /// The objects in file order.
  let order: [String]
  let rootObjectID: String
  /// `objectVersion` as written (`48` … `77`); any value is read the same way.
  package let objectVersion: String

  /// Parses `bytes`; a malformed file is a located error, never a crash.
  package init(path: String, bytes: [UInt8]) throws(XcodeProjectError) {
    self.path = path
    self.bytes = bytes
    func located(_ offset: Int, _ message: String) -> XcodeProjectError {
      .malformed(SourceLocation(path: path, position: PlistParser.position(of: offset, in: bytes)), message)
    }
    do {
      root = try PlistParser.parse(bytes)
    } catch {
      throw .malformed(SourceLocation(path: path, position: error.position), error.message)
    }
    guard root.entries != nil else { throw located(root.span.lowerBound, "the project is not a dictionary") }
    guard let objectsValue = root["objects"], let entries = objectsValue.entries else {
      throw located(root.span.lowerBound, "the project has no 'objects' dictionary")
    }
    self.objectsValue = objectsValue
    var objects: [String: Object] = [:]
    var order: [String] = []
    for entry in entries {
      guard entry.value.entries != nil else {
        throw located(entry.value.span.lowerBound, "object \(entry.key) is not a dictionary")
      }
      guard let isa = entry.value["isa"]?.string else {
        throw located(entry.value.span.lowerBound, "object \(entry.key) has no 'isa'")
      }
      guard
        objects.updateValue(Object(id: entry.key, isa: isa, value: entry.value, entry: entry), forKey: entry.key) == nil
      else { throw located(entry.keySpan.lowerBound, "object id \(entry.key) is used twice") }
      order.append(entry.key)
    }
    self.objects = objects
    self.order = order
    guard let rootID = root["rootObject"]?.string, objects[rootID]?.isa == "PBXProject" else {
      throw located(root.span.lowerBound, "'rootObject' does not name a PBXProject object")
    }
    rootObjectID = rootID
    objectVersion = root["objectVersion"]?.string ?? ""
  }

  /// The file's text, unchanged.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  func location(_ offset: Int) -> SourceLocation {
    SourceLocation(path: path, position: PlistParser.position(of: offset, in: bytes))
  }

  /// `message` about the file at `offset`.
  func problem(at offset: Int, _ message: String) -> Problem {
    Problem(location: location(offset).description, message)
  }

  var project: Object { objects[rootObjectID]! }

  // MARK: Targets

  /// A target of the project, as `--target` names it.
  package struct Target: Sendable, Equatable {
    package var id: String
    package var name: String
    /// `com.apple.product-type.application`, `…bundle.unit-test`…; empty for aggregate targets.
    package var productType: String
    package var isa: String
    /// Its `PRODUCT_NAME` and `PRODUCT_MODULE_NAME` build settings as written; nil where unset.
    var productName: String? = nil
    var productModuleName: String? = nil
    /// The `.xcconfig` file its default configuration is based on, relative to the project's source root.
    var configurationFile: String? = nil

    /// The target with the product and module names its `.xcconfig` file sets where the project does not
    /// (NetNewsWire's iOS app: `PRODUCT_MODULE_NAME = NetNewsWire` in `xcconfig/NetNewsWire_iOSapp_target.xcconfig`).
    package func readingConfigurationFile(sourceRoot: String, fileSystem: any FileAccess) -> Target {
      guard let configurationFile, productName == nil || productModuleName == nil else { return self }
      let settings = XcconfigSettings.read(
        Paths.join(sourceRoot, configurationFile), keys: ["PRODUCT_NAME", "PRODUCT_MODULE_NAME"],
        fileSystem: fileSystem)
      var target = self
      target.productName = productName ?? settings["PRODUCT_NAME"]
      target.productModuleName = productModuleName ?? settings["PRODUCT_MODULE_NAME"]
      return target
    }

    /// The Swift module its sources compile into, which its tests `@testable import`.
    package var moduleName: String {
      ProductModuleName.of(target: name, productName: productName, productModuleName: productModuleName)
    }

    package var isApplication: Bool { productType == "com.apple.product-type.application" }
    package var isUnitTests: Bool { productType == "com.apple.product-type.bundle.unit-test" }
    /// Whether it builds a framework or a library, whose module other targets import. Its other products
    /// (an app, an extension, a watch app, a bundle, a tool) are embedded or run, and an aggregate target
    /// has none.
    package var buildsALibrary: Bool {
      productType.hasPrefix("com.apple.product-type.framework")
        || productType.hasPrefix("com.apple.product-type.library")
    }
  }

  /// The folder the project's paths are relative to: the one holding the `.xcodeproj` at `projectFile`
  /// (absolute), and `projectDirPath` below it.
  package func sourceRoot(projectFile: String) -> String {
    Paths.normalize(Paths.join(Paths.dirname(Paths.dirname(projectFile)), project.string("projectDirPath") ?? ""))
  }

  /// `targets`, each with the names its `.xcconfig` file sets (`Target.readingConfigurationFile`).
  package func targets(projectFile: String, fileSystem: any FileAccess) -> [Target] {
    let root = sourceRoot(projectFile: fileSystem.absolute(projectFile))
    return targets.map { $0.readingConfigurationFile(sourceRoot: root, fileSystem: fileSystem) }
  }

  package var targets: [Target] {
    var folders: [String: String]?
    return project.references("targets").compactMap { id in
      guard let object = objects[id] else { return nil }
      let configuration = defaultConfiguration(of: object)
      let settings = configuration?["buildSettings"]
      var target = Target(
        id: id, name: object.string("name") ?? id, productType: object.string("productType") ?? "", isa: object.isa,
        productName: settings?["PRODUCT_NAME"]?.string, productModuleName: settings?["PRODUCT_MODULE_NAME"]?.string)
      if let configuration,
        configuration.string("baseConfigurationReference") != nil
          || configuration.string("baseConfigurationReferenceAnchor") != nil
      {
        if folders == nil {
          folders = Dictionary(tree().compactMap { node in node.folder.map { (node.id, $0) } }) { first, _ in first }
        }
        target.configurationFile = configurationFile(of: configuration, folders: folders ?? [:])
      }
      return target
    }
  }

  /// The `.xcconfig` file of a build configuration, relative to the source root: a file reference
  /// (`baseConfigurationReference`), or a file inside a synchronized folder (Xcode 16's
  /// `baseConfigurationReferenceAnchor` and `baseConfigurationReferenceRelativePath`). `folders`: each tree
  /// element's path.
  private func configurationFile(of configuration: Object, folders: [String: String]) -> String? {
    if let reference = configuration.string("baseConfigurationReference") { return folders[reference] }
    guard let anchor = configuration.string("baseConfigurationReferenceAnchor").flatMap({ folders[$0] }),
      let relative = configuration.string("baseConfigurationReferenceRelativePath")
    else { return nil }
    return Paths.normalize(anchor.isEmpty ? relative : anchor + "/" + relative)
  }

  /// The build settings of an object's default configuration (its configuration list's
  /// `defaultConfigurationName`, else its first).
  func buildSettings(of object: Object) -> PlistValue? {
    defaultConfiguration(of: object)?["buildSettings"]
  }

  /// An object's default build configuration: its configuration list's `defaultConfigurationName`, else its
  /// first.
  private func defaultConfiguration(of object: Object) -> Object? {
    guard let list = object.string("buildConfigurationList").flatMap({ objects[$0] }) else { return nil }
    let configurations = list.references("buildConfigurations").compactMap { objects[$0] }
    return configurations.first { $0.string("name") == list.string("defaultConfigurationName") } ?? configurations.first
  }

  /// Targets that `target` depends on (through `PBXTargetDependency`).
  func dependencies(of target: Target) -> [String] {
    guard let object = objects[target.id] else { return [] }
    return object.references("dependencies").compactMap { objects[$0]?.string("target") }
  }

  /// The `PBXSourcesBuildPhase` of a target.
  func sourcesPhase(of targetID: String) -> Object? {
    objects[targetID]?.references("buildPhases").lazy.compactMap { objects[$0] }.first {
      $0.isa == "PBXSourcesBuildPhase"
    }
  }

  /// The target's Copy Bundle Resources phase, where it has one.
  func resourcesPhase(of targetID: String) -> Object? {
    objects[targetID]?.references("buildPhases").lazy.compactMap { objects[$0] }.first {
      $0.isa == "PBXResourcesBuildPhase"
    }
  }

  /// A file inside a synchronized folder belongs to a target that syncs the folder unless the target's
  /// exception set lists it, and to a target that does not sync it only if its exception set lists it.
  static func synchronizedMember(syncs: Bool, listed: Bool) -> Bool { syncs != listed }

  // MARK: The file tree

  /// An element of the group tree with the folder it stands for, relative to the project's source root
  /// (the folder holding the `.xcodeproj`, plus `projectDirPath`); `""` is the root itself.
  struct TreeNode: Sendable {
    var id: String
    var isa: String
    var folder: String?
    var parent: String?
  }

  static let treeKinds: Set<String> = [
    "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileReference", "PBXReferenceProxy",
    "PBXFileSystemSynchronizedRootGroup",
  ]

  /// Every element reachable from the main group, depth first, with its resolved folder or file path.
  /// Elements whose place cannot be known (built products, SDK files, absolute paths elsewhere) have no path.
  func tree() -> [TreeNode] {
    guard let mainID = project.string("mainGroup") else { return [] }
    let base = Paths.normalize(project.string("projectDirPath") ?? "")
    var nodes: [TreeNode] = []
    var visited = Set<String>()
    func visit(_ id: String, parentFolder: String?, parent: String?) {
      guard visited.insert(id).inserted, let object = objects[id] else { return }
      let folder = resolve(object, parentFolder: parentFolder, base: base)
      nodes.append(TreeNode(id: id, isa: object.isa, folder: folder, parent: parent))
      // A variant group's children are its languages' files (`en.lproj/Order.strings`), found below its folder.
      guard object.isa == "PBXGroup" || object.isa == "PBXVariantGroup" else { return }
      for child in object.references("children") { visit(child, parentFolder: folder, parent: id) }
    }
    visit(mainID, parentFolder: base == "." ? "" : base, parent: nil)
    return nodes
  }

  private func resolve(_ object: Object, parentFolder: String?, base: String) -> String? {
    let path = object.string("path")
    let joined: (String?) -> String? = { start in
      guard let start else { return nil }
      guard let path, !path.isEmpty else { return start }
      let result = Paths.normalize(start.isEmpty ? path : start + "/" + path)
      return result == "." ? "" : result
    }
    switch object.string("sourceTree") ?? "<group>" {
    case "<group>": return joined(parentFolder)
    case "SOURCE_ROOT": return joined(base == "." ? "" : base)
    default: return nil
    }
  }
}

/// Why a project cannot be read or edited. Each case names the file and, where there is one, the position.
package enum XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible, ProblemListing {
  /// The file is not a well-formed property list, or lacks what every project has.
  case malformed(SourceLocation, String)
  /// The edit would have to go through an object of a kind this version does not know.
  case unsupported(SourceLocation, String)
  /// The project could not be read.
  case unreadable(String, String)

  /// The problem, at its place in the file (at the file for one that could not be read).
  package var problem: Problem {
    switch self {
    case .malformed(let location, let message), .unsupported(let location, let message):
      return Problem(location: location.description, message)
    case .unreadable(let path, let reason): return Problem(location: path, reason)
    }
  }

  package var problems: [Problem] { [problem] }

  /// `location: message`, without a severity word, which the CLI adds.
  package var description: String { problem.line }
}
