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

  static let examples = [
    RuleExample(
      "a View that names a Repository",
      [
        "Modules/Order/View/OrderView.swift": """
        struct OrderView {
          let repository: ↓OrderRepository
        }
        """,
        "Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ]),
    RuleExample(
      "a View that asks its ViewModel",
      [
        "Modules/Order/View/OrderView.swift": """
        struct OrderView {
          let viewModel: OrderViewModel
        }
        """,
        "Modules/Order/ViewModel/OrderViewModel.swift": "final class OrderViewModel {}\n",
      ]),
  ]

  static func check(_ file: AnalyzedFile, _ resolved: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic] {
    let placements = file.assignment.typePlacements
    guard !placements.isEmpty else { return check(file, resolved, as: file.assignment, in: engine) }
    // A type its name places in another layer is judged as that layer's, the rest of the file as the file's.
    var result = check(file, resolved, as: file.assignment, in: engine) {
      file.assignment.assignment(ofType: $0) == file.assignment
    }
    var judged: Set<FileAssignment> = [file.assignment]
    for placed in placements {
      let assignment = file.assignment.assignment(ofType: placed.type)
      guard judged.insert(assignment).inserted else { continue }
      result += check(file, resolved, as: assignment, in: engine) {
        file.assignment.assignment(ofType: $0) == assignment
      }
    }
    return result.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// Whether the code of a file or type placed at `assignment` is checked for layers and for features.
  private static func checks(
    _ assignment: FileAssignment, in configuration: LintConfiguration
  ) -> (layers: Bool, features: Bool) {
    (
      assignment.role == .layered && configuration.severity(of: .layerDependency) != .off,
      assignment.role != .test && assignment.feature != nil && configuration.severity(of: .featureIsolation) != .off
    )
  }

  /// Whether some code of `file` (the file's, or a type its name places elsewhere) is checked.
  static func readsReferences(of file: AnalyzedFile, in engine: RuleEngine) -> Bool {
    let assignments =
      [file.assignment] + file.assignment.typePlacements.map { file.assignment.assignment(ofType: $0.type) }
    return assignments.contains { assignment in
      let checked = checks(assignment, in: engine.configuration)
      return checked.layers || checked.features
    }
  }

  /// The findings of the references of `file` judged from `assignment`: those whose enclosing type `includes`
  /// takes, or all.
  private static func check(
    _ file: AnalyzedFile, _ resolved: ResolvedReferences, as assignment: FileAssignment, in engine: RuleEngine,
    including includes: ((String?) -> Bool)? = nil
  ) -> [Diagnostic] {
    let configuration = engine.configuration
    let (checksLayers, checksFeatures) = checks(assignment, in: configuration)
    guard checksLayers || checksFeatures else { return [] }
    let ownLayer = assignment.layer.flatMap(configuration.layer(named:))
    let table = engine.table
    // One finding per referenced name per line: `let r: OrderRepository = OrderRepository()` is one mistake.
    var reported = Set<String>()
    // By the name's number, twice plus one when the reference is in an exempt type. A file names a few
    // distinct project types: they are looked through, where a dictionary would allocate and hash for each.
    var verdicts: [(key: Int, verdict: Verdict)] = []
    var result: [Diagnostic] = []
    // References come in source order, so their enclosing type changes rarely: its patterns are matched
    // once per run of references inside it, not once per reference.
    var lastEnclosing: (name: String, exempt: Bool)?
    file.index.references.withUnsafeBufferPointer { references in
      for reference in references.indices {
        if references[reference].isPreview && configuration.exemptPreviews { continue }
        if let includes, !includes(references[reference].enclosingType) { continue }
        guard let (number, meansMember) = resolved[reference] else { continue }
        // Code inside an `exempt.types` type is composition-root code: only feature isolation applies.
        var exempt = false
        if let enclosing = references[reference].enclosingType {
          if let last = lastEnclosing, last.name == enclosing {
            exempt = last.exempt
          } else {
            exempt = configuration.isExemptType(enclosing)
            lastEnclosing = (enclosing, exempt)
          }
        }
        if exempt && !checksFeatures { continue }
        // The verdict depends on the name and the exemption only: judged once per file, so a name declared
        // thousands of times and referenced thousands of times costs one walk over its places.
        let verdictKey = 2 * number + (exempt ? 1 : 0)
        let verdict: Verdict
        if let known = verdicts.first(where: { $0.key == verdictKey }) {
          verdict = known.verdict
        } else {
          verdict = judge(
            table.placements(ofNumber: number), of: assignment, ownLayer: ownLayer, exempt: exempt,
            checksLayers: checksLayers, checksFeatures: checksFeatures, in: configuration)
          verdicts.append((verdictKey, verdict))
        }
        guard let chosen = verdict.violation else { continue }
        var meant = references[reference]
        if meansMember, let member = meant.member { meant.name = member }
        guard reported.insert("\(meant.position.line) \(meant.name)").inserted else { continue }
        result += finding(
          file, meant, chosen.entry, chosen.rule, layerExempt: exempt, assignment: assignment, in: engine)
      }
    }
    return result
  }

  /// What a reference from one file to one name breaks: nil when it is fine.
  struct Verdict {
    var violation: (entry: ProjectTable.Entry, rule: RuleID)?
  }

  /// Judges a reference against each place its name is declared (declarations in one layer and feature
  /// are judged alike). Conservative: a place that allows it, or one in no layer (its place is unknown),
  /// makes the reference fine. Otherwise the finding names the first declaration in the file's own
  /// feature, else the one with the smallest location.
  static func judge(
    _ placements: [ProjectTable.Placement], of assignment: FileAssignment, ownLayer: LintConfiguration.Layer?,
    exempt: Bool, checksLayers: Bool, checksFeatures: Bool, in configuration: LintConfiguration
  ) -> Verdict {
    var violations: [(place: ProjectTable.Placement, rule: RuleID)] = []
    for place in placements {
      guard let targetLayer = place.layer else { return Verdict(violation: nil) }
      let layerAllowed = !checksLayers || exempt || ownLayer?.mayDepend(on: targetLayer) ?? true
      let featureAllowed =
        !checksFeatures
        || place.feature.map {
          $0 == assignment.feature || configuration.isOpenToOtherFeatures($0, layer: targetLayer)
        } ?? true
      if layerAllowed && featureAllowed { return Verdict(violation: nil) }
      violations.append((place, featureAllowed ? .layerDependency : .featureIsolation))
    }
    if let own = violations.first(where: { $0.place.feature == assignment.feature }) {
      return Verdict(violation: (own.place.first, own.rule))
    }
    guard let nearest = violations.min(by: { $0.place.nearest.location < $1.place.nearest.location }) else {
      return Verdict(violation: nil)
    }
    return Verdict(violation: (nearest.place.nearest, nearest.rule))
  }

  /// The finding of `rule` for a reference to `entry`, worded by that rule.
  static func finding(
    _ file: AnalyzedFile, _ reference: TypeReference, _ entry: ProjectTable.Entry, _ rule: RuleID,
    layerExempt: Bool, assignment: FileAssignment, in engine: RuleEngine
  ) -> [Diagnostic] {
    let configuration = engine.configuration
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
