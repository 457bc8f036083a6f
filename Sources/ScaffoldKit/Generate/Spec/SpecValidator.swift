import Foundation

/// Checks a decoded spec for everything JSON structure cannot express: valid and unique names, types that
/// resolve, screens and routes that name existing models, operations and screens, HTTP paths whose
/// placeholders name parameters. Collects every problem; never stops at the first.
struct SpecValidator {
  let spec: ModuleSpec
  let map: SpecSourceMap
  let path: String
  private(set) var problems: [SpecProblem] = []

  /// Models by name (the first of duplicates).
  let models: [String: ModelSpec]
  let operations: [String: OperationSpec]
  let screens: [String: ScreenSpec]
  /// Spec paths of operations by name, to tell whether an operation's return type was readable.
  let operationKeys: [String: String]
  /// The Swift expressions generated code uses for the spec's types.
  let values: SwiftValues
  /// For each struct model, which group of structs containing one another by value it belongs to.
  let containment: [String: Int]
  /// The app's own types, which the spec may name (`ProjectTypes`).
  let projectTypes: ProjectTypes

  init(spec: ModuleSpec, map: SpecSourceMap, path: String, projectTypes: ProjectTypes = .none) {
    self.spec = spec
    self.map = map
    self.path = path
    self.projectTypes = projectTypes
    func index<Element>(_ elements: [Element], _ name: (Element) -> String) -> [String: Element] {
      Dictionary(elements.map { (name($0), $0) }.filter { !$0.0.isEmpty }, uniquingKeysWith: { first, _ in first })
    }
    models = index(spec.models, \.name)
    operations = index(spec.operations, \.name)
    screens = index(spec.screens, \.name)
    operationKeys = index(
      spec.operations.indices.map { (spec.operations[$0].name, "operations".specIndex($0)) }, \.0
    ).mapValues(\.1)
    values = SwiftValues(spec: spec)
    containment = Self.containmentGroups(models)
  }

  /// Runs every check and returns the problems found, in no particular order.
  static func validate(
    _ spec: ModuleSpec, map: SpecSourceMap, path: String, projectTypes: ProjectTypes = .none
  ) -> [SpecProblem] {
    var validator = SpecValidator(spec: spec, map: map, path: path, projectTypes: projectTypes)
    validator.checkModule()
    validator.checkModels()
    validator.checkOperations()
    validator.checkScreens()
    validator.checkRoutes()
    return validator.problems
  }

  mutating func report(_ key: String, _ message: String) {
    problems.append(SpecProblem(path: path, position: map.position(key), message: message))
  }

  mutating func report(at position: SourcePosition?, _ message: String) {
    problems.append(SpecProblem(path: path, position: position ?? map.position(""), message: message))
  }

  // MARK: Names

  /// A type-like name (module, model, screen): an UpperCamelCase identifier that is no keyword and stays a
  /// plain file name. Returns whether it passed, so callers skip follow-up checks on a bad name.
  @discardableResult
  mutating func checkTypeName(_ name: String, key: String, what: String) -> Bool {
    guard !map.isBroken(key) else { return false }
    guard checkIdentifier(name, key: key, what: what) else { return false }
    if !SwiftNames.startsUppercase(name) {
      report(
        key,
        "\(what) '\(name)' must start with an uppercase letter (UpperCamelCase), e.g. '\(SwiftCode.upperFirst(name))'")
      return false
    }
    return true
  }

  /// The module name: a type name that is neither a module of the Swift toolchain (a target of that name
  /// could not be told from it) nor a type generated code uses, which the module's default model, named
  /// after the module, would shadow.
  mutating func checkModuleName(_ name: String, key: String) {
    guard checkTypeName(name, key: key, what: "module name") else { return }
    if ModuleSpec.toolchainModules.contains(name) {
      report(
        key,
        "module name '\(name)' is the name of a module of the Swift toolchain; a module of that name would "
          + "hide it from generated code (and SwiftPM refuses the target); choose another name, e.g. '\(name)Feature'")
    } else if ModuleSpec.shadowedNames.union(KnownTypes.all).contains(name) {
      report(
        key,
        "module name '\(name)' is the name of the Swift type '\(name)' that generated code uses; the module's "
          + "types (its model is named after it) would shadow it; choose another name, e.g. '\(name)Feature'")
    }
  }

  /// A member-like name (field, parameter, operation, enum case): an identifier that is no keyword.
  @discardableResult
  mutating func checkMemberName(_ name: String, key: String, what: String) -> Bool {
    guard !map.isBroken(key) else { return false }
    guard checkIdentifier(name, key: key, what: what) else { return false }
    if name == "Type" || name == "Protocol" {
      report(key, "\(what) '\(name)' cannot name a member: Swift reserves it for 'Item.\(name)'; choose another name")
      return false
    }
    return true
  }

  private mutating func checkIdentifier(_ name: String, key: String, what: String) -> Bool {
    if name.isEmpty {
      report(key, "\(what) must not be empty")
      return false
    }
    if name.hasPrefix("/") || SwiftNames.escapesDirectory(name) {
      report(
        key, "\(what) '\(name)' would write files outside the output directory; use a plain identifier such as 'Order'")
      return false
    }
    if !SwiftNames.isIdentifier(name) {
      report(
        key,
        "\(what) '\(name)' is not a valid Swift identifier "
          + "(use ASCII letters, digits and '_', not starting with a digit)")
      return false
    }
    if SwiftNames.isKeyword(name) {
      report(key, "\(what) '\(name)' is a Swift keyword; choose another name")
      return false
    }
    return true
  }

  /// Reports every name after its first occurrence; `keys` holds each name's spec path.
  mutating func checkUnique(_ names: [String], keys: [String], what: String, within: String? = nil) {
    var seen: Set<String> = []
    for (name, key) in zip(names, keys) where !name.isEmpty && !map.isBroken(key) {
      if !seen.insert(name).inserted {
        report(key, "duplicate \(what) '\(name)'" + (within.map { " in \($0)" } ?? ""))
      }
    }
  }

  /// A reference to a declared name, with a suggestion when it names none. Nothing is reported when the
  /// list it refers to (`list`, e.g. `models`) could not be read: that problem is already reported.
  mutating func checkReference(
    _ name: String, key: String, among candidates: [String], what: String, owner: String, list: String
  ) -> Bool {
    guard !map.isBroken(key), !map.isBroken(list) else { return false }
    if name.isEmpty {
      report(key, "empty \(what) name in \(owner)")
      return false
    }
    if candidates.contains(name) { return true }
    report(key, "unknown \(what) '\(name)' in \(owner)" + Suggestions.didYouMean(name, among: candidates))
    return false
  }

  // MARK: Module

  mutating func checkModule() {
    if spec.name.isEmpty {
      if !map.isBroken("name") {
        report("", "missing required key 'name' in the spec (the module name, e.g. \"Order\")")
      }
    } else {
      checkModuleName(spec.name, key: "name")
    }
    if let baseURL = spec.baseURL {
      let url = URL(string: baseURL)
      if url?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true || (url?.host ?? "").isEmpty {
        report(
          "baseURL", "baseURL '\(baseURL)' must be an absolute http or https URL, e.g. \"https://api.example.com\"")
      }
    }
    if spec.screens.isEmpty && !map.isBroken("screens") {
      report("screens", "a module needs at least one screen; the first one is the module's entry screen")
    }
  }
}
