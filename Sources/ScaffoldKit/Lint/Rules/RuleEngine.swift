/// A file ready for the rules: what it contains and where it sits.
public struct AnalyzedFile: Sendable, Equatable {
  public var index: FileIndex
  public var assignment: FileAssignment
  /// The content fingerprint of the file's bytes, whitespace ignored.
  public var fingerprint: String?

  public init(index: FileIndex, assignment: FileAssignment, fingerprint: String? = nil) {
    self.index = index
    self.assignment = assignment
    self.fingerprint = fingerprint
  }
}

/// Runs every enabled rule over a project and applies suppressions. Pure: same input, same output.
public struct RuleEngine: Sendable {
  public let configuration: LintConfiguration
  public let table: ProjectTable
  /// Modules the project imports or the configuration names: `Module.Type` means `Type` for these.
  public let modules: Set<String>

  public init(configuration: LintConfiguration, table: ProjectTable, modules: Set<String> = []) {
    self.configuration = configuration
    self.table = table
    self.modules = modules.union(configuration.modules)
  }

  /// All diagnostics for `files`, suppressions applied, sorted.
  public func run(_ files: [AnalyzedFile]) -> [Diagnostic] {
    files.flatMap(check).sorted()
  }

  /// The diagnostics of one file, with its suppressions applied (unsorted).
  public func check(_ file: AnalyzedFile) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    findings += unassignedFile(file)
    findings += ambiguousLayer(file)
    findings += forbiddenImports(file)
    findings += references(file)
    let suppressions = Suppressions(comments: file.index.lineComments)
    let (kept, unused) = suppressions.apply(to: findings)
    var result = kept
    for problem in suppressions.problems {
      result += diagnostic(.invalidSuppression, problem.message, file.index.path, problem.position)
    }
    for (suppression, rule) in unused where configuration.severity(of: rule) != .off {
      result += diagnostic(
        .unusedSuppression, "suppression of '\(rule.rawValue)' matches no finding; remove it",
        file.index.path, suppression.position)
    }
    return result
  }

  /// A diagnostic when `rule` is enabled, else nothing.
  private func diagnostic(
    _ rule: RuleID, _ message: String, _ path: String, _ position: SourcePosition,
    source: Diagnostic.Endpoint? = nil, target: Diagnostic.Endpoint? = nil
  ) -> [Diagnostic] {
    let severity = configuration.severity(of: rule)
    guard severity != .off else { return [] }
    return [
      Diagnostic(
        rule: rule, severity: severity, message: message,
        location: SourceLocation(path: path, position: position), source: source, target: target)
    ]
  }

  private func unassignedFile(_ file: AnalyzedFile) -> [Diagnostic] {
    guard file.assignment.role == .unassigned, file.assignment.ambiguousLayers.isEmpty else { return [] }
    return diagnostic(
      .unassignedFile,
      "'\(file.index.path)' is in no layer of \(configuration.origin) and is not exempt; "
        + "add a layer pattern or an exempt path for it in scaffold.json",
      file.index.path, SourcePosition(line: 1, column: 1))
  }

  private func ambiguousLayer(_ file: AnalyzedFile) -> [Diagnostic] {
    let matches = file.assignment.ambiguousLayers
    guard matches.count == 2 else { return [] }
    return diagnostic(
      .ambiguousLayer,
      "'\(file.index.path)' matches layer \(matches[0].layer) (\(matches[0].reason)) and layer \(matches[1].layer) "
        + "(\(matches[1].reason)) equally specifically, so it is in neither; make one pattern name a deeper "
        + "folder or a longer file-name ending",
      file.index.path, SourcePosition(line: 1, column: 1))
  }

  private func forbiddenImports(_ file: AnalyzedFile) -> [Diagnostic] {
    guard file.assignment.role == .layered, let layerName = file.assignment.layer,
      let layer = configuration.layer(named: layerName)
    else { return [] }
    return file.index.imports.flatMap { declaration -> [Diagnostic] in
      guard let reason = layer.importViolation(declaration.module) else { return [] }
      return diagnostic(
        .forbiddenImport,
        "\(layerName) file '\(Paths.basename(file.index.path))' imports \(declaration.module); \(reason)",
        file.index.path, declaration.position,
        source: Diagnostic.Endpoint(layer: layerName, feature: file.assignment.feature),
        target: Diagnostic.Endpoint(symbol: declaration.module))
    }
  }

  private func references(_ file: AnalyzedFile) -> [Diagnostic] {
    let assignment = file.assignment
    let checksLayers = assignment.role == .layered && configuration.severity(of: .layerDependency) != .off
    let checksFeatures =
      assignment.role != .test && assignment.feature != nil && configuration.severity(of: .featureIsolation) != .off
    guard checksLayers || checksFeatures else { return [] }
    let ownLayer = assignment.layer.flatMap(configuration.layer(named:))
    let localNames = Set(file.index.declarations.lazy.filter { $0.kind != .extension }.map(\.name))
    // One finding per referenced name per line: `let r: OrderRepository = OrderRepository()` is one mistake.
    var reported = Set<String>()
    var result: [Diagnostic] = []
    for reference in file.index.references where !localNames.contains(reference.name) {
      if reference.isPreview && configuration.exemptPreviews { continue }
      // Code inside an `exempt.types` type is composition-root code: only feature isolation applies.
      let exempt = reference.enclosingType.map(configuration.isExemptType) ?? false
      if exempt && !checksFeatures { continue }
      var name = reference.name
      var candidates = table.declarations(of: name)
      if candidates.isEmpty, let member = reference.member, modules.contains(name) {
        name = member
        candidates = table.declarations(of: member)
      }
      guard !candidates.isEmpty, !localNames.contains(name) else { continue }
      // Each candidate declaration either clears the reference (allowed, or in no layer so its place is
      // unknown: stop looking) or is a violation.
      var violations: [(entry: ProjectTable.Entry, rule: RuleID)] = []
      for candidate in candidates {
        let target = candidate.assignment
        guard let targetLayer = target.layer else { break }
        let layerAllowed = !checksLayers || exempt || ownLayer?.mayDepend(on: targetLayer) ?? true
        let featureAllowed =
          !checksFeatures || target.feature == nil || target.feature == assignment.feature
          || configuration.crossFeatureAllow.contains(targetLayer)
        if layerAllowed && featureAllowed { break }
        violations.append((candidate, featureAllowed ? .layerDependency : .featureIsolation))
      }
      // Conservative: any allowed (or unknown-layer) declaration makes the reference fine.
      guard violations.count == candidates.count else { continue }
      let key = "\(reference.position.line) \(name)"
      guard reported.insert(key).inserted else { continue }
      guard
        let chosen = violations.first(where: { $0.entry.assignment.feature == assignment.feature })
          ?? violations.min(by: { $0.entry.location < $1.entry.location })
      else { continue }
      var resolved = reference
      resolved.name = name
      result += referenceDiagnostic(file, resolved, chosen.entry, chosen.rule, layerExempt: exempt)
    }
    return result
  }

  private func referenceDiagnostic(
    _ file: AnalyzedFile, _ reference: TypeReference, _ entry: ProjectTable.Entry, _ rule: RuleID,
    layerExempt: Bool = false
  ) -> [Diagnostic] {
    let assignment = file.assignment
    let enclosing = reference.enclosingType
    let layerName = (layerExempt ? nil : assignment.layer) ?? "Composition root"
    let subject =
      enclosing.map { "\(layerName) '\($0)'" }
      ?? "\(layerName) file '\(Paths.basename(file.index.path))'"
    let targetLayer = entry.assignment.layer ?? "?"
    let message: String
    switch rule {
    case .featureIsolation:
      let feature = entry.assignment.feature ?? "?"
      let allowed = configuration.crossFeatureAllow
      let shared = configuration.sharedLayer.map { " or a protocol in \($0)" } ?? ""
      let how =
        allowed.isEmpty
        ? "features may not name each other's types"
          + (configuration.sharedLayer.map { "; go through a protocol in \($0)" } ?? "")
        : "a feature may reach another only through its \(allowed.joined(separator: " or "))\(shared)"
      message =
        "\(subject) in feature \(assignment.feature ?? "?") references '\(reference.name)' declared in "
        + "feature \(feature) (layer \(targetLayer), \(entry.path)); \(how)"
    default:
      let allowed = configuration.layer(named: layerName)?.mayDependOn ?? []
      message =
        "\(subject) references '\(reference.name)' declared in layer \(targetLayer) (\(entry.path)); "
        + "\(layerName) may depend on \(allowed.isEmpty ? "no other layer" : allowed.joined(separator: ", "))"
    }
    return diagnostic(
      rule, message, file.index.path, reference.position,
      source: Diagnostic.Endpoint(
        symbol: enclosing, layer: assignment.layer, feature: assignment.feature),
      target: Diagnostic.Endpoint(
        symbol: entry.declaration.qualifiedName, layer: entry.assignment.layer, feature: entry.assignment.feature,
        location: entry.location))
  }
}
