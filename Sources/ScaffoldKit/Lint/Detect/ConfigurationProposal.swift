/// What `scaffold init --detect` proposes for an existing tree: the `scaffold.json` text, and how its files
/// fall into the layers under it (counted with the lint configuration that text parses to).
public struct ConfigurationProposal: Sendable, Equatable {
  /// The tree's folder as the user named it (its name for the current directory).
  public var root: String
  public var preset: Preset
  public var binding: BindingStyle
  /// The proposed `scaffold.json`.
  public var text: String
  public var layers: [LayerCoverage]
  /// Files exempt as app entry points or DI containers.
  public var compositionRoots: Int
  /// Folders of test files (`FlowsMVVMTests`), with how many files each holds.
  public var testFolders: [FolderCount]
  /// Files in no layer (or in two equally), relative to the root.
  public var unplaced: [String]
  /// Every Swift file lint reads under the root.
  public var fileCount: Int
  public var conventions: SourceConventions
  /// What the proposal writes of them, with the layers' folders and the tests folder: `conventions` and `layout`.
  public var written: ProjectConventions

  /// One layer: its patterns (those the proposal writes, else the preset's) and how many files it holds.
  public struct LayerCoverage: Sendable, Equatable {
    public var name: String
    public var patterns: [String]
    /// True when `patterns` are written into the proposed `scaffold.json`; false for the preset's own.
    public var isWritten: Bool
    public var fileCount: Int
  }

  public struct FolderCount: Sendable, Equatable {
    public var folder: String
    public var fileCount: Int
  }

  public var testCount: Int { testFolders.reduce(0) { $0 + $1.fileCount } }
  /// Files that are neither tests nor composition roots.
  public var appFileCount: Int { fileCount - testCount - compositionRoots }
  public var layeredCount: Int { layers.reduce(0) { $0 + $1.fileCount } }
  /// The share of app files in a layer, in whole percent rounded down.
  public var layeredPercent: Int { percent(layeredCount, of: appFileCount) }
  /// The share of all Swift files in a layer, a composition root or a test, rounded down.
  public var coveredPercent: Int { percent(fileCount - unplaced.count, of: fileCount) }

  private func percent(_ part: Int, of whole: Int) -> Int { whole == 0 ? 100 : part * 100 / whole }

  /// What `init --detect` prints: the resemblance, a table of layers, the coverage and the conventions seen.
  public var summary: String {
    var lines = [
      "\(root): \(fileCount) Swift file\(fileCount == 1 ? "" : "s") to lint; it resembles preset \(preset.rawValue) "
        + "(binding \(binding.rawValue))", "",
    ]
    let width = max(18, (layers.map(\.name.count).max() ?? 0) + 2)
    func row(_ name: String, _ count: String, _ detail: String) -> String {
      let padded = name + String(repeating: " ", count: max(1, width - name.count))
      return padded + String(repeating: " ", count: max(0, 5 - count.count)) + count
        + (detail.isEmpty ? "" : "  " + detail)
    }
    func row(_ name: String, _ count: Int, _ detail: String) -> String { row(name, String(count), detail) }
    lines.append(row("layer", "files", "patterns"))
    for layer in layers {
      guard layer.isWritten else {
        // The preset's own patterns (or those `layout` gives it) are in docs/presets.md; the first one says enough.
        let more = layer.patterns.count > 1 ? " and \(layer.patterns.count - 1) more" : ""
        let source = written.layerPaths[layer.name] == nil ? "preset" : "layout"
        lines.append(row(layer.name, layer.fileCount, (layer.patterns.first ?? "") + more + " (\(source))"))
        continue
      }
      lines.append(row(layer.name, layer.fileCount, layer.patterns.first ?? ""))
      for pattern in layer.patterns.dropFirst() {
        lines.append(String(repeating: " ", count: width + 7) + pattern)
      }
    }
    lines.append(row("composition root", compositionRoots, "exempt from layer rules"))
    lines.append(row("tests", testCount, testFolders.map { "\($0.folder)/ (\($0.fileCount))" }.joined(separator: ", ")))
    let shown = unplaced.prefix(5).joined(separator: ", ") + (unplaced.count > 5 ? ", …" : "")
    lines.append(row("in no layer", unplaced.count, shown))
    lines.append("")
    lines.append(
      "\(layeredCount) of \(appFileCount) app files are in a layer (\(layeredPercent)%); with composition roots "
        + "and tests, \(fileCount - unplaced.count) of \(fileCount) Swift files are covered (\(coveredPercent)%).")
    var seen: [String] = []
    if let suffix = conventions.screenSuffix { seen.append("screens end in \(suffix)") }
    if let suffix = conventions.routerSuffix { seen.append("navigation types end in \(suffix)") }
    switch conventions.indentation {
    case .spaces(let count)?: seen.append("indentation \(count) space\(count == 1 ? "" : "s")")
    case .tabs?: seen.append("indentation tabs")
    case nil: break
    }
    if let access = conventions.accessLevel { seen.append("access level \(access.rawValue)") }
    if !seen.isEmpty {
      lines.append(
        "Conventions seen: " + seen.joined(separator: "; ") + "; 'conventions' writes those that differ from the "
          + "preset's templates (indentation only without a .swift-format or .editorconfig).")
    }
    let place = { (name: String, path: String, target: String?) in
      "\(name) \(path)/" + (target.map { " (target \($0))" } ?? "")
    }
    let folders =
      preset.architecture.layers.compactMap { layer in
        written.layerPaths[layer.name].map { place(layer.name, $0, written.layerTargets[layer.name]) }
      } + (written.compositionRoot.map { [place("composition root", $0, written.compositionRootTarget)] } ?? [])
    if !folders.isEmpty {
      lines.append(
        "Generated modules go where the app keeps each layer: \(folders.joined(separator: ", ")) ('layout').")
    }
    if let tests = written.tests { lines.append("Generated tests go to \(tests)/ ('layout.tests').") }
    return lines.joined(separator: "\n") + "\n"
  }
}
