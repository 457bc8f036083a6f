/// `forbidden-import`: a file imports a module its layer must not use.
enum ForbiddenImportRule: FileRule {
  static let id = RuleID.forbiddenImport
  static let metadata = RuleMetadata(
    summary: "A file imports a module its layer must not use.",
    explanation: """
      Layers may forbid modules (a ViewModel must not import UIKit, SwiftUI or AppKit) or allow only \
      some (the clean preset's Domain layer imports nothing but Foundation).
      """,
    example: """
      // Modules/Order/ViewModel/OrderViewModel.swift (layer ViewModel)
      import UIKit  // forbidden-import: a ViewModel stays free of UI frameworks
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "a ViewModel that imports UIKit",
      ["Modules/Order/ViewModel/OrderViewModel.swift": "import ↓UIKit\n\nfinal class OrderViewModel {}\n"]),
    RuleExample(
      "a ViewModel that imports Foundation",
      ["Modules/Order/ViewModel/OrderViewModel.swift": "import Foundation\n\nfinal class OrderViewModel {}\n"]),
  ]

  static func check(_ file: AnalyzedFile, _: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic] {
    guard file.assignment.role == .layered, let layerName = file.assignment.layer,
      let layer = engine.configuration.layer(named: layerName)
    else { return [] }
    return file.index.imports.flatMap { declaration -> [Diagnostic] in
      guard let reason = layer.importViolation(declaration.module) else { return [] }
      return engine.diagnostic(
        id,
        "\(layerName) file '\(Paths.basename(file.index.path))' imports \(declaration.module); \(reason)",
        file.index.path, declaration.position,
        source: Diagnostic.Endpoint(layer: layerName, feature: file.assignment.feature),
        target: Diagnostic.Endpoint(symbol: declaration.module))
    }
  }

  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    let sourceLayer = diagnostic.source?.layer ?? "?"
    let layer = explainer.configuration.layer(named: sourceLayer)
    let key =
      layer?.allowedImports != nil && !(layer?.forbiddenImports.contains(diagnostic.target?.symbol ?? "") ?? false)
      ? "allowedImports" : "forbiddenImports"
    let module = diagnostic.target?.symbol ?? "?"
    return [explainer.cite(["layers", sourceLayer, key]) + ": " + (layer?.importViolation(module) ?? key)]
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    guard let module = diagnostic.target?.symbol else { return nil }
    let sourceLayer = diagnostic.source?.layer
    let may = explainer.configuration.layers.filter { $0.name != sourceLayer && $0.importViolation(module) == nil }
      .map(\.name)
    guard !may.isEmpty else { return "remove the import of \(module)" }
    return "move the code that needs \(module) to \(may.joined(separator: ", ")) (layers that may import it)"
  }
}
