/// A small project that shows what a rule reports and what it leaves alone. Each rule keeps its examples in
/// its own file; `RuleExampleTests` lints every one and compares the rule's findings with the markers, so an
/// example cannot drift from the rule.
struct RuleExample: Sendable {
  /// The marker that stands where a finding of the rule starts (line and column of the character after it).
  static let marker: Character = "↓"

  /// What the example shows, in a few words.
  var title: String
  /// The project's files by path from its root: Swift files, and `scaffold.json` or `baseline.json` when the
  /// example needs them (no `scaffold.json`: the built-in `mvvm` preset). A marker in any file is a finding of
  /// the rule there; an example without markers shows code the rule accepts.
  var files: [String: String]

  init(_ title: String, _ files: [String: String]) {
    self.title = title
    self.files = files
  }

  /// Whether the example shows a finding.
  var triggers: Bool { files.values.contains { $0.contains(Self.marker) } }
}
