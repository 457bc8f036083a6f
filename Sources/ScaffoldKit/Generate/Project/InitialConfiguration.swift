import TemplateEngine

/// The `scaffold.json` that `scaffold init` writes: every generator setting and the lint settings a
/// team usually changes, with their defaults spelt out so the file documents itself (see docs/presets.md).
public enum InitialConfiguration {
  /// `sourceRoot` is written when module sources go below a folder (a `features` app's `App`); `layers` (path
  /// patterns added to the preset's layers), `exemptPaths` and `conventions` (its tests folder, suffixes, access
  /// and indentation) when `init --detect` found them.
  public static func text(
    preset: Preset, binding: BindingStyle, sourceRoot: String? = nil, layers: [(name: String, paths: [String])] = [],
    exemptPaths: [String] = [], conventions: ProjectConventions = ProjectConventions()
  ) -> String {
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
        "exclude": [],\(detected(layers: layers, exemptPaths: exemptPaths, conventions: conventions))
        "rules": {
      \(rules)
        }
      }

      """
  }

  /// The `layers`, `exempt`, `layout` (tests only) and `conventions` members, each line led by a newline;
  /// empty when there are none.
  private static func detected(
    layers: [(name: String, paths: [String])], exemptPaths: [String], conventions: ProjectConventions
  ) -> String {
    func quoted(_ item: String) -> String {
      var text = ""
      JSONString.write(item, to: &text)
      return text
    }
    func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
    var text = ""
    if !layers.isEmpty {
      let members = layers.map { "    \(quoted($0.name)): {\"paths\": \(list($0.paths))}" }
      text += "\n  \"layers\": {\n" + members.joined(separator: ",\n") + "\n  },"
    }
    if !exemptPaths.isEmpty {
      text += "\n  \"exempt\": {\"paths\": \(list(exemptPaths))},"
    }
    if let tests = conventions.tests {
      text += "\n  \"layout\": {\"tests\": \(quoted(tests))},"
    }
    var members: [String] = []
    let suffixes = NameSuffixes.roles.compactMap { role in
      conventions.suffixes[role].map { "\"\(role)\": \(quoted($0))" }
    }
    if !suffixes.isEmpty { members.append("\"suffixes\": {" + suffixes.joined(separator: ", ") + "}") }
    if let access = conventions.access { members.append("\"access\": \(quoted(access.rawValue))") }
    switch conventions.indentation {
    case .spaces(let count)?: members.append("\"indent\": \(count)")
    case .tabs?: members.append("\"indent\": \"tab\"")
    case nil: break
    }
    if !members.isEmpty {
      text += "\n  \"conventions\": {" + members.joined(separator: ", ") + "},"
    }
    return text
  }
}
