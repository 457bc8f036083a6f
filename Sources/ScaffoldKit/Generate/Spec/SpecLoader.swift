/// Reads a module spec: JSON text in, a validated `ModuleSpec` out, or a `SpecError` listing every problem
/// at `path:line:col`.
///
/// The command line's `<Name>` and `--ui` are passed as `Overrides`:
/// - `name`: the module name when the spec has no `name`; when it has one, the two must be equal (a mismatch
///   is a problem, so a typo on either side is caught rather than silently resolved).
/// - `ui`: replaces the spec's `ui`.
package enum SpecLoader {
  /// What the command line says about the module; applied before validation.
  package struct Overrides: Sendable, Equatable {
    /// The `<Name>` argument: the module name when the spec has none; otherwise it must equal the spec's.
    package var name: String?
    /// `--ui`: replaces the spec's `ui`.
    package var ui: UIKind?
    /// The project's `conventions.ui`: the spec's `ui` when it has none.
    package var defaultUI: UIKind?
    /// The types of the app the module is generated into, which the spec may name (`ProjectTypes`).
    package var projectTypes: ProjectTypes

    package init(
      name: String? = nil, ui: UIKind? = nil, defaultUI: UIKind? = nil, projectTypes: ProjectTypes = .none
    ) {
      self.name = name
      self.ui = ui
      self.defaultUI = defaultUI
      self.projectTypes = projectTypes
    }
  }

  /// Parses, decodes and validates a spec. `path` is used only in messages (`order.json:3:5: error: ...`).
  package static func load(json: [UInt8], path: String, overrides: Overrides = Overrides()) throws(SpecError)
    -> ModuleSpec
  {
    let root: JSONNode
    do {
      root = try JSONParser.parse(json)
    } catch {
      throw SpecError(problems: [
        SpecProblem(path: path, position: error.position, message: "invalid JSON: \(error.message)")
      ])
    }
    var decoder = SpecDecoder(path: path)
    var spec = decoder.decodeModule(root)
    var problems = decoder.problems
    // A document that is not an object holds no spec to check further.
    if decoder.map.isBroken("") { throw SpecError(problems: problems) }
    var map = decoder.map
    if let name = overrides.name {
      let nameProblems = checkModuleName(name)
      problems += nameProblems
      // Reported once, without a position: the name came from the command line.
      if !nameProblems.isEmpty { map.broken.insert("name") }
      if spec.name.isEmpty {
        spec.name = name
      } else if nameProblems.isEmpty, spec.name != name, !decoder.map.isBroken("name") {
        problems.append(
          SpecProblem(
            path: path, position: decoder.map.position("name"),
            message: "the spec names the module '\(spec.name)' but the command line says '\(name)'; "
              + "make them agree, or remove 'name' from the spec"))
      }
    }
    // The project's UI stack applies to a spec that names none (`position` would answer the root's position).
    if let ui = overrides.ui ?? (decoder.map.positions["ui"] == nil ? overrides.defaultUI : nil) { spec.ui = ui }
    spec.appTypes = spec.namedTypes.filter {
      overrides.projectTypes.declaration(of: $0) != nil && !spec.declaresModel($0)
    }
    problems += SpecValidator.validate(spec, map: map, path: path, projectTypes: overrides.projectTypes)
    guard problems.isEmpty else { throw SpecError(problems: problems) }
    return spec
  }

  package static func load(json: String, path: String, overrides: Overrides = Overrides()) throws(SpecError)
    -> ModuleSpec
  {
    try load(json: Array(json.utf8), path: path, overrides: overrides)
  }

  /// Reads `path` through `fileSystem` and loads it; an unreadable file is a problem like any other.
  package static func load(file path: String, in fileSystem: any FileAccess, overrides: Overrides = Overrides())
    throws(SpecError) -> ModuleSpec
  {
    // Reading a FIFO blocks while a writer holds it open and a device may never end: refused from `stat` alone.
    if fileSystem.isSpecialFile(path) {
      throw SpecError(problems: [
        SpecProblem(
          path: path, position: nil,
          message: "cannot read the spec: not a regular file (a FIFO, socket or device); a spec must be a file")
      ])
    }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(path)
    } catch {
      throw SpecError(problems: [SpecProblem(path: path, position: nil, message: "cannot read the spec: \(error)")])
    }
    return try load(json: bytes, path: path, overrides: overrides)
  }

  /// The built-in spec used when no `--spec` is given (see `ModuleSpec.default(name:)`), for module `name`.
  /// Only the name can be wrong, and its problems are reported alone rather than once per derived name.
  package static func defaultSpec(name: String, ui: UIKind? = nil) throws(SpecError) -> ModuleSpec {
    let nameProblems = checkModuleName(name)
    guard nameProblems.isEmpty else { throw SpecError(problems: nameProblems) }
    var spec = ModuleSpec.default(name: name)
    if let ui { spec.ui = ui }
    try validate(spec, path: "<default spec>")
    return spec
  }

  /// Validates a spec built or changed in code. Problems carry `path` but no line and column.
  package static func validate(_ spec: ModuleSpec, path: String = "<spec>") throws(SpecError) {
    let problems = SpecValidator.validate(spec, map: SpecSourceMap(), path: path)
    guard problems.isEmpty else { throw SpecError(problems: problems) }
  }

  /// The positions of a spec's values, for problems found after loading (see `GeneratedNameCheck`); empty
  /// when the text is not a readable spec.
  static func sourceMap(json: [UInt8], path: String) -> SpecSourceMap {
    guard let root = try? JSONParser.parse(json) else { return SpecSourceMap() }
    var decoder = SpecDecoder(path: path)
    _ = decoder.decodeModule(root)
    return decoder.map
  }

  /// Problems with a module name given on the command line (reported without a file: `error: ...`).
  package static func checkModuleName(_ name: String) -> [SpecProblem] {
    var validator = SpecValidator(spec: ModuleSpec(name: name), map: SpecSourceMap(), path: "")
    validator.checkModuleName(name, key: "name")
    return validator.problems
  }
}
