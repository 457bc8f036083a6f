import TemplateEngine

/// The `scaffold.json` that `scaffold init` writes: every generator setting and the lint settings a
/// team usually changes, with their defaults spelt out so the file documents itself (see docs/presets.md).
public enum InitialConfiguration {
  /// `sourceRoot` is written when module sources go below a folder (a `features` app's `App`); `layers` (path
  /// patterns added to the preset's layers) and `exemptPaths` when `init --detect` found them.
  public static func text(
    preset: Preset, binding: BindingStyle, sourceRoot: String? = nil, layers: [(name: String, paths: [String])] = [],
    exemptPaths: [String] = []
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
        "exclude": [],\(detected(layers: layers, exemptPaths: exemptPaths))
        "rules": {
      \(rules)
        }
      }

      """
  }

  /// The `layers` and `exempt` members, each line led by a newline; empty when there are none.
  private static func detected(layers: [(name: String, paths: [String])], exemptPaths: [String]) -> String {
    func list(_ items: [String]) -> String {
      var text = "["
      for (offset, item) in items.enumerated() {
        if offset > 0 { text += ", " }
        JSONString.write(item, to: &text)
      }
      return text + "]"
    }
    var text = ""
    if !layers.isEmpty {
      let members = layers.map { layer in
        var key = ""
        JSONString.write(layer.name, to: &key)
        return "    \(key): {\"paths\": \(list(layer.paths))}"
      }
      text += "\n  \"layers\": {\n" + members.joined(separator: ",\n") + "\n  },"
    }
    if !exemptPaths.isEmpty {
      text += "\n  \"exempt\": {\"paths\": \(list(exemptPaths))},"
    }
    return text
  }
}
