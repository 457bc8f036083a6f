/// Where `scaffold lint` would put each Swift file a module generates, against the place its role has in the
/// preset's own architecture table. The role of a file is what its manifest entry produces under the preset's
/// own layout (a view model goes to `ViewModel/`, so it is a ViewModel file); the project's effective lint
/// configuration (its `scaffold.json` with `layers`, `layout`, `exempt`, `include` and `exclude`, or the
/// preset's own table when there is none) places the file where it will really go. A file whose role is a
/// layer must land in that layer; a test must be a test (or not linted: lint exempts tests from every
/// rule); a composition root must be exempt as one. A file the preset's table puts in no layer (features'
/// coordinator and models, `Package.swift`) is the team's to place, as lint leaves it: it is not judged.
/// Under `preset: none` the layers are the team's own, so a layered file must be in one of them, any one; a
/// configuration without layers places nothing, and nothing is judged (nor are tests where no pattern exempts
/// tests, nor composition roots where none is exempt).
package enum GeneratedLayerCheck {
  /// A generated file that lint would not place where its role is.
  package struct Mismatch: Sendable, Equatable {
    /// The file, relative to the working directory.
    package var path: String
    /// The file's role: a layer's name, `test` or `composition root`.
    package var role: String
    /// The template it was rendered from.
    package var template: String
    /// Where lint would put it: `layer 'ViewModel' ('…')`, `no layer`, `not linted (excluded by '…')`.
    package var found: String
    /// The patterns that should cover it, as the configuration writes them.
    package var patterns: String
    /// What should hold those patterns: `layer 'View'`, `exempt.tests`.
    package var holder: String
    /// Who decided `found`: `scaffold.json (preset mvvm)` or `preset mvvm`.
    package var origin: String

    /// The problem as the CLI prints it, located at the file.
    package var problem: Problem {
      let what: String
      switch role {
      case "test": what = "a test"
      case "composition root": what = "a composition root"
      default: what = ("AEIOU".contains(role.prefix(1)) ? "an " : "a ") + "\(role) file"
      }
      return Problem(
        location: path,
        "\(what) (\(template)) would be in \(found) under \(origin); \(holder) should cover it: \(patterns)")
    }
  }

  /// The mismatches of `files` (relative to `root`, rendered from `spec` with `options` and `set`) under
  /// `configuration`, in file order.
  static func mismatches(
    files: [GeneratedFile], root: String, spec: ModuleSpec, options: GenerateOptions, set: TemplateSet,
    configuration: LintConfiguration, fileSystem: any FileAccess
  ) throws(TemplateSetError) -> [Mismatch] {
    guard !configuration.layers.isEmpty else { return [] }
    var plain = options
    plain.conventions = options.conventions.withoutPlacement
    let reference = LayerMap(
      configuration: options.preset.configuration(root: "/", conventions: plain.conventions))
    let context = TemplateContext(spec: spec, options: options)
    let referenceContext = TemplateContext(spec: spec, options: plain)
    let actual = LayerMap(configuration: configuration)
    let linter = Linter(configuration: configuration, fileSystem: fileSystem)
    let contents = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    let conventions = set.manifest.conventions.merging(context.conventionOverrides) { _, project in project }
    let absoluteRoot = fileSystem.absolute(root)
    var result: [Mismatch] = []
    for entry in set.manifest.entries {
      guard let file = try set.file(entry.template) else { continue }
      let planned = try ModuleGenerator.outputs(of: entry, file: file, context: context, conventions: conventions)
      let roles = try ModuleGenerator.outputs(
        of: entry, file: file, context: referenceContext, conventions: conventions)
      guard planned.count == roles.count else { continue }
      for (output, roleOutput) in zip(planned, roles) where output.path.hasSuffix(".swift") {
        guard let text = contents[output.path] else { continue }
        let types = SwiftIndexer.index(text, path: output.path).topLevelTypes
        let role = reference.decide(path: roleOutput.path, declaredTypes: types).assignment
        let absolute = Paths.normalize(Paths.join(absoluteRoot, output.path))
        let placement = Placement(absolute: absolute, types: types, map: actual, linter: linter)
        guard
          let mismatch = placement.mismatch(
            for: role, configuration: configuration, path: Paths.relative(absolute, to: fileSystem.currentDirectory),
            template: file.displayName)
        else { continue }
        result.append(mismatch)
      }
    }
    return result
  }

  /// Where lint puts one planned file: not linted (and why), or its decision.
  private enum Placement {
    case notLinted(String)
    case placed(LayerDecision)

    init(absolute: String, types: [String], map: LayerMap, linter: Linter) {
      let relative = Paths.relative(absolute, to: map.configuration.root)
      if relative.hasPrefix("../") || relative == ".." || relative.hasPrefix("/") {
        self = .notLinted("outside the configuration root")
      } else if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        self = .notLinted("in a hidden folder")
      } else if let reason = linter.exclusion(of: absolute) {
        self = .notLinted(reason)
      } else {
        self = .placed(map.decide(path: relative, declaredTypes: types))
      }
    }

    /// How messages say where the file would be.
    var found: String {
      switch self {
      case .notLinted(let reason): return "no layer: not linted (\(reason))"
      case .placed(let decision):
        let assignment = decision.assignment
        switch assignment.role {
        case .test: return "no layer: a test (exempt.tests '\(decision.testPattern ?? "?")')"
        case .compositionRoot: return "no layer: a composition root (exempt \(decision.exemption ?? "?"))"
        case .layered: return "layer '\(assignment.layer ?? "?")' (\(decision.match?.reason ?? "?"))"
        case .unassigned:
          if assignment.ambiguousLayers.count == 2 {
            let (a, b) = (assignment.ambiguousLayers[0], assignment.ambiguousLayers[1])
            return "no layer: layers '\(a.layer)' (\(a.reason)) and '\(b.layer)' (\(b.reason)) match it equally"
          }
          return "no layer"
        }
      }
    }

    /// The mismatch between this placement and `role` (the file's assignment in the preset's own table).
    func mismatch(
      for role: FileAssignment, configuration: LintConfiguration, path: String, template: String
    ) -> Mismatch? {
      func mismatch(_ roleName: String, holder: String, patterns: [String]) -> Mismatch {
        Mismatch(
          path: path, role: roleName, template: template, found: found,
          patterns: patterns.isEmpty ? "(none)" : patterns.joined(separator: ", "), holder: holder,
          origin: configuration.origin)
      }
      let quoted = { (globs: [Glob]) in globs.map { "'\($0.pattern)'" } }
      var placed: FileAssignment?
      if case .placed(let decision) = self { placed = decision.assignment }
      switch role.role {
      // A configuration without test (or composition-root) patterns exempts nothing, so lint has no place for
      // the file to miss. A test lint does not read is exempt from every rule as much as one it exempts.
      case .test:
        guard let placed, placed.role != .test, !configuration.testPaths.isEmpty else { return nil }
        return mismatch("test", holder: "exempt.tests", patterns: quoted(configuration.testPaths))
      case .compositionRoot:
        guard placed?.role != .compositionRoot,
          !(configuration.exemptPaths.isEmpty && configuration.exemptTypes.isEmpty)
        else { return nil }
        return mismatch("composition root", holder: "exempt.paths", patterns: quoted(configuration.exemptPaths))
      case .layered:
        guard let layer = role.layer else { return nil }
        let placedLayer = placed?.role == .layered ? placed?.layer : nil
        if let own = configuration.layer(named: layer) {
          guard placedLayer != layer, !own.paths.contains(where: \.namesTarget) else { return nil }
          return mismatch(layer, holder: "layer '\(layer)'", patterns: [Self.patterns(of: own)])
        }
        // The team's own layers (`preset: none`): any of them will do.
        guard placedLayer == nil, !configuration.layers.contains(where: { $0.paths.contains(where: \.namesTarget) })
        else { return nil }
        return mismatch(
          layer, holder: "one of its layers",
          patterns: configuration.layers.map { "\($0.name) \(Self.patterns(of: $0))" })
      case .unassigned:
        return nil
      }
    }

    /// `'Flows/{feature}/**', 'Views/**' with suffix 'View' or 'Cell'`.
    static func patterns(of layer: LintConfiguration.Layer) -> String {
      let paths = layer.paths.map { "'\($0.pattern)'" }.joined(separator: ", ")
      guard !layer.suffixes.isEmpty else { return paths.isEmpty ? "(no patterns)" : paths }
      let suffixes = "suffix " + layer.suffixes.map { "'\($0)'" }.joined(separator: " or ")
      return paths.isEmpty ? suffixes : "\(paths) with \(suffixes)"
    }
  }
}
