/// The preset tables of docs/presets.md, written from the architecture table and the preset × binding table;
/// a test compares them with the file, so the documentation cannot drift from what lint and new-module do.
enum ArchitectureDocs {
  static let begin = "<!-- generated from the architecture table (Sources/ScaffoldKit/Architecture); do not edit -->"
  static let end = "<!-- end of the generated tables -->"

  /// Both tables, between the markers. `builtin` says whether a template set ships with the tool.
  static func markdown(builtin: (String) -> Bool) -> String {
    var lines = [begin, "", "### Preset × binding", ""]
    lines += ["| preset | binding | template set | built in |", "|---|---|---|---|"]
    for preset in Preset.allCases where preset.modulesAs == preset {
      let bindings = ArchitectureTable.bindings(for: preset)
      for choice in ArchitectureTable.choices where choice.preset == preset {
        let isDefault = choice.binding == bindings.first ? " (default)" : ""
        lines.append(
          "| `\(preset.rawValue)` | `\(choice.binding.rawValue)`\(isDefault) | `\(choice.templateSet)` | "
            + "\(builtin(choice.templateSet) ? "yes" : "no") |")
      }
    }
    lines += ["", "### Layers", ""]
    lines.append(
      "Which layer a file is in (`scaffold lint`), where `scaffold new-module` writes it, and what the layer may "
        + "use. `<module>` is `<folder>/<Name>`, the folder given per preset. A layer with no folder in a module "
        + "is the project's own (`Core/`).")
    for preset in Preset.allCases {
      lines += [""] + section(preset.architecture)
    }
    return (lines + ["", end]).joined(separator: "\n") + "\n"
  }

  static func section(_ architecture: Architecture) -> [String] {
    let preset = architecture.preset
    guard !architecture.layers.isEmpty else {
      return [
        "**`\(preset.rawValue)`**: no layers, composition roots or tests: `scaffold.json` defines them all. "
          + "`new-module` generates modules as `\(preset.modulesAs.rawValue)`."
      ]
    }
    let package = Architecture.packageModuleFolder
    var lines = [
      "**`\(preset.rawValue)`**: modules in `\(architecture.moduleFolder)/<Name>/` (`\(package)/<Name>/` with "
        + "`--package`), tests in `\(Architecture.testsFolder(module: "<Name>"))/`.",
      "",
      "| layer | files (lint) | new-module writes to | may depend on | imports |",
      "|---|---|---|---|---|",
    ]
    for layer in architecture.layers {
      var files = architecture.paths(of: layer).map { "`\($0)`" }.joined(separator: ", ")
      if !layer.suffixes.isEmpty {
        files += ", named `*" + layer.suffixes.joined(separator: "`, `*") + "`"
      }
      let folder = layer.moduleFolder.map { $0.isEmpty ? "`<module>/`" : "`<module>/\($0)/`" } ?? "—"
      let depends = layer.mayDependOn.isEmpty ? "—" : layer.mayDependOn.joined(separator: ", ")
      lines.append("| \(layer.name) | \(files) | \(folder) | \(depends) | \(imports(layer)) |")
    }
    var roots =
      "Composition roots (exempt from layer rules): "
      + architecture.compositionRoots.map { "`\($0)`" }.joined(separator: ", ")
    if architecture.moduleHasCompositionRoot, let folder = architecture.compositionRootFolder {
      roots += " (a module's own: `<module>/\(folder)/`)"
    }
    roots += ", and files declaring only " + architecture.compositionRootTypes.map { "`\($0)`" }.joined(separator: ", ")
    lines += ["", roots + "."]
    lines.append(
      "Tests (exempt from every rule): " + architecture.testPaths.map { "`\($0)`" }.joined(separator: ", ") + ".")
    if !architecture.crossFeatureAllow.isEmpty {
      lines.append(
        "Another feature's layers a feature may name: " + architecture.crossFeatureAllow.joined(separator: ", ") + ".")
    }
    return lines
  }

  static func imports(_ layer: Architecture.Layer) -> String {
    if let allowed = layer.allowedImports { return "only " + allowed.joined(separator: ", ") }
    if !layer.forbiddenImports.isEmpty { return "not " + layer.forbiddenImports.joined(separator: ", ") }
    return "any"
  }

  /// The generated part of `text` (between the markers, inclusive), or nil when the markers are missing.
  static func section(in text: String) -> Substring? {
    guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else { return nil }
    let lineEnd = text[stop.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
    return text[start.lowerBound..<lineEnd]
  }
}
