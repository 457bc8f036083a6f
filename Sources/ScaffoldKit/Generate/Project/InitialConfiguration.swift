/// The `scaffold.json` that `scaffold init` writes: every generator setting and the lint settings a
/// team usually changes, with their defaults spelt out so the file documents itself (see docs/presets.md).
public enum InitialConfiguration {
  /// `sourceRoot` is written when module sources go below a folder (a `features` app's `App`).
  public static func text(preset: Preset, binding: BindingStyle, sourceRoot: String? = nil) -> String {
    let rules = RuleID.allCases.map { rule in
      "    \"\(rule.rawValue)\": \"\(rule.metadata.defaultSeverity.rawValue)\""
    }.joined(separator: ",\n")
    return """
      {
        "preset": "\(preset.rawValue)",
        "binding": "\(binding.rawValue)",
        "moduleRoot": ".",\(sourceRoot.map { "\n  \"sourceRoot\": \"\($0)\"," } ?? "")
        "templates": null,
        "organization": "",
        "author": null,
        "custom": {},
        "include": ["**/*.swift"],
        "exclude": [],
        "rules": {
      \(rules)
        }
      }

      """
  }
}
