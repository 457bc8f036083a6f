import TemplateEngine

/// The `scaffold.json` that `scaffold init` writes: every generator setting and the lint settings a
/// team usually changes, with their defaults spelt out so the file documents itself (see docs/presets.md).
package enum InitialConfiguration {
  /// `sourceRoot` is written when module sources go below a folder (a `features` app's `App`); `layers` (path
  /// patterns added to the preset's layers, or replacing them for the layers in `replacing`, and `layerSuffixes`,
  /// file-name endings added to them), `exemptPaths` (added to the preset's composition roots, or replacing them
  /// with `replacingExemptPaths`), `sharedFeatures` (`crossFeature.shared`) and `conventions` (its layers'
  /// folders and tests folder, suffixes, access and indentation) when `init --detect` found them.
  package static func text(
    preset: Preset, binding: BindingStyle, sourceRoot: String? = nil, layers: [(name: String, paths: [String])] = [],
    replacing: Set<String> = [], layerSuffixes: [String: [String]] = [:], exemptPaths: [String] = [],
    replacingExemptPaths: Bool = false, sharedFeatures: [String] = [],
    conventions: ProjectConventions = ProjectConventions(), severities: [RuleID: Severity] = [:]
  ) -> String {
    let rules = RuleID.allCases.map { rule in
      "    \"\(rule.rawValue)\": \"\((severities[rule] ?? rule.metadata.defaultSeverity).rawValue)\""
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
        "exclude": [],\(detected(preset: preset, layers: layers, replacing: replacing, layerSuffixes: layerSuffixes, exemptPaths: exemptPaths, replacingExemptPaths: replacingExemptPaths, sharedFeatures: sharedFeatures, conventions: conventions))
        "rules": {
      \(rules)
        }
      }

      """
  }

  /// The `layers`, `exempt`, `crossFeature`, `layout` (layer folders and tests) and `conventions` members, each
  /// line led by a newline; empty when there are none.
  private static func detected(
    preset: Preset, layers: [(name: String, paths: [String])], replacing: Set<String>,
    layerSuffixes: [String: [String]],
    exemptPaths: [String], replacingExemptPaths: Bool, sharedFeatures: [String], conventions: ProjectConventions
  ) -> String {
    func quoted(_ item: String) -> String {
      var text = ""
      JSONString.write(item, to: &text)
      return text
    }
    func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
    var text = ""
    let paths = Dictionary(layers.map { ($0.name, $0.paths) }, uniquingKeysWith: { first, _ in first })
    let names = preset.architecture.layers.map(\.name)
    let layerMembers = (names + layers.map(\.name).filter { !names.contains($0) }).compactMap { name -> String? in
      let fields =
        (paths[name].map { ["\"paths\": " + (replacing.contains(name) ? "{\"replace\": \(list($0))}" : list($0))] }
          ?? [])
        + (layerSuffixes[name].map { ["\"suffixes\": \(list($0))"] } ?? [])
      return fields.isEmpty ? nil : "    \(quoted(name)): {" + fields.joined(separator: ", ") + "}"
    }
    if !layerMembers.isEmpty {
      text += "\n  \"layers\": {\n" + layerMembers.joined(separator: ",\n") + "\n  },"
    }
    if !exemptPaths.isEmpty {
      let paths = replacingExemptPaths ? "{\"replace\": \(list(exemptPaths))}" : list(exemptPaths)
      text += "\n  \"exempt\": {\"paths\": \(paths)},"
    }
    if !sharedFeatures.isEmpty { text += "\n  \"crossFeature\": {\"shared\": \(list(sharedFeatures))}," }
    let folders =
      names.compactMap { name in
        conventions.layerPaths[name].map { path in
          let target = conventions.layerTargets[name].map { ", \"target\": \(quoted($0))" } ?? ""
          let inside = (conventions.layerFolders[name] ?? [:]).sorted { $0.key < $1.key }
          let folders =
            inside.isEmpty
            ? ""
            : ", \"folders\": {" + inside.map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ") + "}"
          return "\(quoted(name)): "
            + (target.isEmpty && folders.isEmpty ? quoted(path) : "{\"path\": \(quoted(path))\(target)\(folders)}")
        }
      }
      + (conventions.compositionRoot.map { path in
        let target = conventions.compositionRootTarget.map { ", \"target\": \(quoted($0))" }
        return "\"compositionRoot\": " + (target.map { "{\"path\": \(quoted(path))\($0)}" } ?? quoted(path))
      }.map { [$0] } ?? [])
      + (conventions.tests.map { ["\"tests\": \(quoted($0))"] } ?? [])
      + (conventions.target.map { ["\"target\": \(quoted($0))"] } ?? [])
    if !folders.isEmpty {
      text += "\n  \"layout\": {" + folders.joined(separator: ", ") + "},"
    }
    var members: [String] = []
    let suffixes = NameSuffixes.roles.compactMap { role in
      conventions.suffixes[role].map { "\"\(role)\": \(quoted($0))" }
    }
    if !suffixes.isEmpty { members.append("\"suffixes\": {" + suffixes.joined(separator: ", ") + "}") }
    if let access = conventions.access { members.append("\"access\": \(quoted(access.rawValue))") }
    if let ui = conventions.ui { members.append("\"ui\": \(quoted(ui.rawValue))") }
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
