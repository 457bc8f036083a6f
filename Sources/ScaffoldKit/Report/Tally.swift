/// Findings counted per rule and per layer pair, in a stable order.
struct Tally {
  var rules: [(rule: RuleID, errors: Int, warnings: Int)] = []
  /// `View -> Repository`, `ViewModel -> import UIKit`, `ViewModel (Cart) -> Repository (Order)` across
  /// features; most frequent first, then by name.
  var pairs: [(pair: String, count: Int)] = []

  init(_ diagnostics: [Diagnostic]) {
    var byRule: [RuleID: (errors: Int, warnings: Int)] = [:]
    var byPair: [String: Int] = [:]
    for diagnostic in diagnostics {
      var counts = byRule[diagnostic.rule, default: (0, 0)]
      if diagnostic.severity == .error { counts.errors += 1 } else { counts.warnings += 1 }
      byRule[diagnostic.rule] = counts
      if let pair = Self.pair(diagnostic) { byPair[pair, default: 0] += 1 }
    }
    rules = byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value.errors, $0.value.warnings) }
    pairs = byPair.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
  }

  static func pair(_ diagnostic: Diagnostic) -> String? {
    guard let from = diagnostic.source?.layer else { return nil }
    if diagnostic.rule == .forbiddenImport, let module = diagnostic.target?.symbol {
      return "\(from) -> import \(module)"
    }
    guard let to = diagnostic.target?.layer else { return nil }
    if diagnostic.rule == .featureIsolation, let source = diagnostic.source?.feature,
      let target = diagnostic.target?.feature
    {
      return "\(from) (\(source)) -> \(to) (\(target))"
    }
    return "\(from) -> \(to)"
  }
}
