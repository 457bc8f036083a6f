/// `protected-layer`: code names a type of a layer that protects itself from the code's layer, with
/// `mayBeUsedBy` (the only layers that may use it) or `mayNotBeUsedBy` (layers that must not). Reported on the
/// user's side, at the reference. A use must be allowed both by the user's `mayDependOn` and by the used
/// layer's protection; one `mayDependOn` already forbids is reported once, as `layer-dependency`.
enum ProtectedLayerRule: FileRule {
  static let id = RuleID.protectedLayer
  static let metadata = RuleMetadata(
    summary: "Code names a type of a layer that does not let the code's layer use it.",
    explanation: """
      A layer may name the layers that may use it (mayBeUsedBy) or the ones that must not \
      (mayNotBeUsedBy), on top of what each user's mayDependOn allows. A reference from any other layer \
      is reported where it is written.
      """,
    example: """
      // scaffold.json: "Payments": { "paths": ["Core/Payments/**"], "mayBeUsedBy": ["Repository"] }
      // Modules/Cart/ViewModel/CartViewModel.swift (layer ViewModel)
      let gateway: PaymentGateway  // protected-layer: Payments may be used only by Repository
      """,
    defaultSeverity: .error)

  /// A `Payments` layer inside Core that ViewModel and Repository may depend on, and that protects itself.
  private static func project(protection: String, user: String) -> [String: String] {
    [
      "scaffold.json": """
      {
        "layers": {
          "Payments": { "paths": ["Core/Payments/**"], \(protection) },
          "ViewModel": { "mayDependOn": ["Payments"] },
          "Repository": { "mayDependOn": ["Payments"] }
        }
      }
      """,
      "Core/Payments/PaymentGateway.swift": "struct PaymentGateway {}\n",
      "Modules/Cart/ViewModel/CartViewModel.swift": user,
      "Modules/Cart/Repository/CartRepository.swift": """
      struct CartRepository {
        let gateway: PaymentGateway
      }
      """,
    ]
  }

  static let examples = [
    RuleExample(
      "a ViewModel that names a type of a layer only the Repository may use",
      project(
        protection: #""mayBeUsedBy": ["Repository"]"#,
        user: """
          final class CartViewModel {
            let gateway: ↓PaymentGateway
          }
          """)),
    RuleExample(
      "a ViewModel that names a type of a layer ViewModels must not use",
      project(
        protection: #""mayNotBeUsedBy": ["ViewModel", "View"]"#,
        user: """
          final class CartViewModel {
            let gateway: ↓PaymentGateway
          }
          """)),
    RuleExample(
      "a ViewModel that goes through its Repository",
      project(
        protection: #""mayBeUsedBy": ["Repository"]"#,
        user: """
          final class CartViewModel {
            let repository: CartRepository
          }
          """)),
  ]

  static func check(_ file: AnalyzedFile, _ resolved: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic] {
    let configuration = engine.configuration
    let assignment = file.assignment
    guard let ownLayer = userLayer(of: file, in: configuration) else { return [] }
    var verdicts: [Int: ProjectTable.Entry?] = [:]
    var reported = Set<String>()
    var result: [Diagnostic] = []
    let references = file.index.references
    for offset in references.indices {
      // Most references mean no declared name: looked at no further.
      guard let (number, meansMember) = resolved[offset] else { continue }
      let reference = references[offset]
      if reference.isPreview && configuration.exemptPreviews { continue }
      // Composition-root code is exempt from layer rules.
      if let enclosing = reference.enclosingType, configuration.isExemptType(enclosing) { continue }
      let violation: ProjectTable.Entry?
      if let known = verdicts[number] {
        violation = known
      } else {
        violation = judge(
          engine.table.placements(ofNumber: number), of: assignment, ownLayer: ownLayer, in: configuration)
        verdicts[number] = violation
      }
      guard let entry = violation else { continue }
      var meant = reference
      if meansMember, let member = meant.member { meant.name = member }
      guard reported.insert("\(meant.position.line) \(meant.name)").inserted else { continue }
      result += finding(file, meant, entry, in: engine)
    }
    return result
  }

  /// The layer of `file` when the rule checks it: the rule runs, some layer is protected, and the file is in a
  /// layer.
  private static func userLayer(of file: AnalyzedFile, in configuration: LintConfiguration) -> LintConfiguration.Layer?
  {
    guard file.assignment.role == .layered, let name = file.assignment.layer, configuration.severity(of: id) != .off,
      configuration.layers.contains(where: \.isProtected)
    else { return nil }
    return configuration.layer(named: name)
  }

  static func readsReferences(of file: AnalyzedFile, in engine: RuleEngine) -> Bool {
    userLayer(of: file, in: engine.configuration) != nil
  }

  /// The declaration a reference is reported against, or nil when the reference is fine here: some place of
  /// the name allows it, or every place is one `layer-dependency` or `feature-isolation` judges.
  static func judge(
    _ placements: [ProjectTable.Placement], of assignment: FileAssignment, ownLayer: LintConfiguration.Layer,
    in configuration: LintConfiguration
  ) -> ProjectTable.Entry? {
    var protected: [ProjectTable.Placement] = []
    for place in placements {
      guard let targetName = place.layer, let target = configuration.layer(named: targetName) else { return nil }
      let crossesFeatures =
        assignment.feature != nil
        && place.feature.map {
          $0 != assignment.feature && !configuration.isOpenToOtherFeatures($0, layer: targetName)
        } ?? false
      guard ownLayer.mayDepend(on: targetName), !crossesFeatures else { continue }
      if target.mayBeUsed(by: ownLayer.name) { return nil }
      protected.append(place)
    }
    return protected.min { $0.nearest.location < $1.nearest.location }?.nearest
  }

  static func finding(
    _ file: AnalyzedFile, _ reference: TypeReference, _ entry: ProjectTable.Entry, in engine: RuleEngine
  ) -> [Diagnostic] {
    let assignment = file.assignment
    let userLayer = assignment.layer ?? "?"
    let targetLayer = entry.assignment.layer ?? "?"
    let subject =
      reference.enclosingType.map { "\(userLayer) '\($0)'" }
      ?? "\(userLayer) file '\(Paths.basename(file.index.path))'"
    let rule = engine.configuration.layer(named: targetLayer).map { protection(of: $0, user: userLayer) } ?? ""
    return engine.diagnostic(
      id,
      "\(subject) references '\(reference.name)' declared in layer \(targetLayer) (\(entry.path)); \(rule)",
      file.index.path, reference.position,
      source: Diagnostic.Endpoint(
        symbol: reference.enclosingType, layer: assignment.layer, feature: assignment.feature),
      target: Diagnostic.Endpoint(
        symbol: entry.declaration.qualifiedName, layer: targetLayer, feature: entry.assignment.feature,
        location: entry.location))
  }

  /// "Payments must not be used by ViewModel" or "Payments may be used only by Repository".
  static func protection(of layer: LintConfiguration.Layer, user: String) -> String {
    if layer.mayNotBeUsedBy.contains(user) { return "\(layer.name) must not be used by \(user)" }
    let allowed = layer.mayBeUsedBy ?? []
    return "\(layer.name) may be used only by "
      + (allowed.isEmpty ? "itself" : allowed.joined(separator: ", "))
  }

  /// Cites the `mayNotBeUsedBy` entry that names the user's layer, else the `mayBeUsedBy` list.
  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    guard let targetName = diagnostic.target?.layer, let target = explainer.configuration.layer(named: targetName)
    else { return [] }
    let user = diagnostic.source?.layer ?? "?"
    let denied = target.mayNotBeUsedBy.contains(user)
    let key = denied ? "mayNotBeUsedBy" : "mayBeUsedBy"
    var cited = explainer.cite(["layers", targetName, key])
    if denied, let entry = listEntry(explainer.document?["layers"]?[targetName]?[key], naming: user) {
      cited = "\(explainer.documentPath):\(entry.position): layers.\(targetName).\(key) names \(user)"
    }
    return [cited + ": " + protection(of: target, user: user)]
  }

  /// The element of a list value (an array, or `{"replace": [...]}`) that is the string `name`.
  private static func listEntry(_ node: JSONNode?, naming name: String) -> JSONNode? {
    let list = node?.members != nil ? node?["replace"] : node
    return list?.elements?.first { $0.stringValue == name }
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    guard let targetName = diagnostic.target?.layer, let target = explainer.configuration.layer(named: targetName),
      let user = diagnostic.source?.layer, let own = explainer.configuration.layer(named: user)
    else { return nil }
    // A layer this one may use that may itself use the protected one: the one to ask.
    let via = own.mayDependOn.first { name in
      target.mayBeUsed(by: name) && (explainer.configuration.layer(named: name)?.mayDepend(on: targetName) ?? false)
    }
    return via.map { "go through the \($0)" }
      ?? "move the use into a layer \(targetName) lets use it, or behind a protocol that layer implements"
  }
}
