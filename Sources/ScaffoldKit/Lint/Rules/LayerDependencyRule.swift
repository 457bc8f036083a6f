/// `layer-dependency`: a type in one layer names a type declared in a layer it may not depend on. One walk over
/// a file's type references finds these and `feature-isolation` findings together, since which rule a
/// reference breaks depends on both.
enum LayerDependencyRule: FileRule {
  static let id = RuleID.layerDependency
  static let metadata = RuleMetadata(
    summary: "A type in one layer names a type declared in a layer it may not depend on.",
    explanation: """
      Each layer lists the layers it may depend on (for example a View may use its ViewModel, Router, \
      Model and Core, never a Repository). A reference to a type declared in the project is checked \
      against that list; framework types are covered by forbidden-import instead.
      """,
    example: """
      // Modules/Order/View/OrderView.swift (layer View)
      struct OrderView {
        let repository: OrderRepository  // layer-dependency: ask OrderViewModel instead
      }
      """,
    defaultSeverity: .error)

  static func check(_ file: AnalyzedFile, in engine: RuleEngine) -> [Diagnostic] {
    let configuration = engine.configuration
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
      var candidates = engine.table.declarations(of: name)
      if candidates.isEmpty, let member = reference.member, engine.modules.contains(name) {
        name = member
        candidates = engine.table.declarations(of: member)
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
      result += finding(file, resolved, chosen.entry, chosen.rule, layerExempt: exempt, in: engine)
    }
    return result
  }

  /// The finding of `rule` for a reference to `entry`, worded by that rule.
  static func finding(
    _ file: AnalyzedFile, _ reference: TypeReference, _ entry: ProjectTable.Entry, _ rule: RuleID,
    layerExempt: Bool, in engine: RuleEngine
  ) -> [Diagnostic] {
    let configuration = engine.configuration
    let assignment = file.assignment
    let enclosing = reference.enclosingType
    let layerName = (layerExempt ? nil : assignment.layer) ?? "Composition root"
    let subject =
      enclosing.map { "\(layerName) '\($0)'" }
      ?? "\(layerName) file '\(Paths.basename(file.index.path))'"
    let message =
      rule == .featureIsolation
      ? FeatureIsolationRule.message(
        subject: subject, reference: reference.name, entry: entry, from: assignment.feature, in: configuration)
      : message(subject: subject, reference: reference.name, entry: entry, layer: layerName, in: configuration)
    return engine.diagnostic(
      rule, message, file.index.path, reference.position,
      source: Diagnostic.Endpoint(
        symbol: enclosing, layer: assignment.layer, feature: assignment.feature),
      target: Diagnostic.Endpoint(
        symbol: entry.declaration.qualifiedName, layer: entry.assignment.layer, feature: entry.assignment.feature,
        location: entry.location))
  }

  /// "View 'OrderView' references 'OrderRepository' declared in layer Repository (…); View may depend on …"
  static func message(
    subject: String, reference: String, entry: ProjectTable.Entry, layer layerName: String,
    in configuration: LintConfiguration
  ) -> String {
    let targetLayer = entry.assignment.layer ?? "?"
    let allowed = configuration.layer(named: layerName)?.mayDependOn ?? []
    return "\(subject) references '\(reference)' declared in layer \(targetLayer) (\(entry.path)); "
      + "\(layerName) may depend on \(allowed.isEmpty ? "no other layer" : allowed.joined(separator: ", "))"
  }

  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    let sourceLayer = diagnostic.source?.layer ?? "?"
    let allowed = explainer.configuration.layer(named: sourceLayer)?.mayDependOn ?? []
    let list = allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")
    let missing = diagnostic.target?.layer.map { ", not \($0)" } ?? ""
    return [
      explainer.cite(["layers", sourceLayer, "mayDependOn"]) + ": \(sourceLayer) may depend on \(list)\(missing)"
    ]
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    let configuration = explainer.configuration
    guard let sourceLayer = diagnostic.source?.layer, let layer = configuration.layer(named: sourceLayer) else {
      return nil
    }
    let allowed = layer.mayDependOn
    let list = allowed.isEmpty ? "no other layer" : allowed.joined(separator: ", ")
    let target = diagnostic.target?.layer
    // A layer this one may use that may itself use the target: the one to ask.
    let via = allowed.first { name in
      target.map { configuration.layer(named: name)?.mayDepend(on: $0) ?? false } ?? false
    }
    let advice = via.map { "ask the \($0)" } ?? "move the dependency behind a protocol in a layer it may use"
    return "\(advice); \(sourceLayer) may depend on \(list)"
  }
}
