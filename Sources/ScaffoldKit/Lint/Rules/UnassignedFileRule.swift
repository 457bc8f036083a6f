/// `unassigned-file`: a Swift file in no layer and not exempt (off by default).
enum UnassignedFileRule: FileRule {
  static let id = RuleID.unassignedFile
  static let metadata = RuleMetadata(
    summary: "A Swift file matches no layer and no exemption.",
    explanation: """
      Files outside every layer are not checked. Turn this rule on to make sure every source file has \
      a place in the architecture.
      """,
    example: """
      // Scripts/Helpers.swift matches no layer pattern and no exempt path
      """,
    defaultSeverity: .off)

  static let examples = [
    RuleExample(
      "a file outside every layer, with the rule on",
      [
        "scaffold.json": #"{ "preset": "mvvm", "rules": { "unassigned-file": "warning" } }"# + "\n",
        "Scripts/Helpers.swift": "↓func helper() {}\n",
      ]),
    RuleExample(
      "a file in a layer",
      [
        "scaffold.json": #"{ "preset": "mvvm", "rules": { "unassigned-file": "warning" } }"# + "\n",
        "Modules/Order/Model/Order.swift": "struct Order {}\n",
      ]),
  ]

  static func check(_ file: AnalyzedFile, _: ResolvedReferences, in engine: RuleEngine) -> [Diagnostic] {
    // The rule is off by default: its message is not worded for each of the files it would name.
    guard file.assignment.role == .unassigned, file.assignment.ambiguousLayers.isEmpty,
      engine.configuration.severity(of: id) != .off
    else { return [] }
    return engine.diagnostic(
      id,
      "'\(file.index.path)' is in no layer of \(engine.configuration.origin) and is not exempt; "
        + "add a layer pattern or an exempt path for it in scaffold.json",
      file.index.path, SourcePosition(line: 1, column: 1))
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "add a layer pattern or an exempt path for the file in scaffold.json"
  }
}
