/// What `scaffold init --detect` proposes for an existing tree: the `scaffold.json` text, and how its files
/// fall into the layers under it (counted with the lint configuration that text parses to).
package struct ConfigurationProposal: Sendable, Equatable {
  /// The tree's folder as the user named it (its name for the current directory).
  package var root: String
  package var preset: Preset
  package var binding: BindingStyle
  /// The proposed `scaffold.json`.
  package var text: String
  package var layers: [LayerCoverage]
  /// Files exempt as app entry points or DI containers.
  package var compositionRoots: Int
  /// Folders of test files (`FlowsMVVMTests`), with how many files each holds.
  package var testFolders: [FolderCount]
  /// Files in no layer (or in two equally), relative to the root.
  package var unplaced: [String]
  /// Every Swift file lint reads under the root.
  package var fileCount: Int
  /// Features that are the app's libraries, written in `crossFeature.shared` (see `SharedLibraries`).
  var sharedLibraries: [SharedLibraries.Library] = []
  package var conventions: SourceConventions
  /// What the proposal writes of them, with the layers' folders and the tests folder: `conventions` and `layout`.
  package var written: ProjectConventions
  /// What `scaffold lint` reports on the tree under the proposal.
  package var findings: Findings
  /// The lowest iOS version the app's project files deploy to, when they say.
  package var deployment: DeploymentTarget?

  /// The share of layered files (in percent) flagged by the layer rules from which the proposal writes those
  /// rules as warnings: the app follows other habits than the proposal guessed. The same share of one layer's
  /// files referring to one other layer makes that pair a habit.
  package static let habitPercent = 25

  /// The layer pairs (`ViewModel → View`) that at least `habitPercent` of the first layer's files (and three
  /// or more) refer across, with that share; with `forbiddenImport`, the modules a layer imports so
  /// (`ViewModel imports UIKit`: Mastodon's view models, 86 of 120).
  static func habits(
    of rule: RuleID = .layerDependency, in findings: [Diagnostic], layerSizes: [String: Int]
  ) -> [(pair: String, percent: Int)] {
    var files: [String: Set<String>] = [:]
    var sources: [String: String] = [:]
    for finding in findings where finding.rule == rule {
      guard let from = finding.source?.layer,
        let to = rule == .forbiddenImport ? finding.target?.symbol : finding.target?.layer
      else { continue }
      let pair = rule == .forbiddenImport ? "\(from) imports \(to)" : "\(from) → \(to)"
      files[pair, default: []].insert(finding.location.path)
      sources[pair] = from
    }
    return files.compactMap { pair, paths -> (String, Int)? in
      guard let size = layerSizes[sources[pair] ?? ""], size > 0, paths.count >= 3 else { return nil }
      let percent = paths.count * 100 / size
      return percent >= habitPercent ? (pair, percent) : nil
    }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
  }

  /// The findings lint reports under the proposal, counted.
  package struct Findings: Sendable, Equatable {
    /// Rule → how many findings, for the rules with any, by rule order.
    package var byRule: [(rule: RuleID, count: Int)]
    /// `from → to` layer pairs of layer-dependency findings, most first.
    package var layerPairs: [(pair: String, count: Int)]
    /// Files with a layer-dependency or feature-isolation finding.
    package var flaggedFiles: Int
    /// Layer pairs a large share of a layer's files refer across (see `habits(in:layerSizes:)`).
    package var habits: [(pair: String, percent: Int)]
    /// True when the proposal writes the layer rules as warnings because so many files are flagged.
    package var softened: Bool
    /// Modules a large share of a layer's files import though the layer forbids them (`ViewModel imports
    /// UIKit`): the proposal writes `forbidden-import` as a warning.
    package var importHabits: [(pair: String, percent: Int)] = []

    package var total: Int { byRule.reduce(0) { $0 + $1.count } }

    init(
      _ diagnostics: [Diagnostic], flaggedFiles: Int, habits: [(pair: String, percent: Int)], softened: Bool,
      importHabits: [(pair: String, percent: Int)] = []
    ) {
      var rules: [RuleID: Int] = [:]
      var pairs: [String: Int] = [:]
      for diagnostic in diagnostics {
        rules[diagnostic.rule, default: 0] += 1
        if diagnostic.rule == .layerDependency, let from = diagnostic.source?.layer, let to = diagnostic.target?.layer {
          pairs["\(from) → \(to)", default: 0] += 1
        }
      }
      byRule = RuleID.allCases.compactMap { rule in rules[rule].map { (rule, $0) } }
      layerPairs = pairs.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
      self.flaggedFiles = flaggedFiles
      self.habits = habits
      self.softened = softened
      self.importHabits = importHabits
    }

    package static func == (lhs: Findings, rhs: Findings) -> Bool {
      lhs.byRule.elementsEqual(rhs.byRule) { $0 == $1 } && lhs.layerPairs.elementsEqual(rhs.layerPairs) { $0 == $1 }
        && lhs.flaggedFiles == rhs.flaggedFiles && lhs.habits.elementsEqual(rhs.habits) { $0 == $1 }
        && lhs.softened == rhs.softened && lhs.importHabits.elementsEqual(rhs.importHabits) { $0 == $1 }
    }

    /// The summary's lines about them.
    var lines: [String] {
      guard total > 0 else { return ["Under it, lint reports no finding."] }
      var lines = [
        "Under it, lint reports \(total) finding\(total == 1 ? "" : "s"): "
          + byRule.map { "\($0.rule.rawValue) \($0.count)" }.joined(separator: ", ") + "."
      ]
      if !layerPairs.isEmpty {
        lines.append(
          "Most frequent layer pairs: " + layerPairs.prefix(5).map { "\($0.pair) \($0.count)" }.joined(separator: ", ")
            + ".")
      }
      if softened {
        let why =
          habits.isEmpty
          ? "the layer rules flag \(flaggedFiles) files, over \(ConfigurationProposal.habitPercent)% of those in a layer"
          : "habits of the app: " + habits.map { "\($0.pair) in \($0.percent)% of its files" }.joined(separator: ", ")
        lines.append(
          "The app does not follow this proposal everywhere (\(why)), so layer-dependency and feature-isolation are "
            + "proposed as warnings. Record the findings with 'scaffold lint --write-baseline FILE' and make the "
            + "rules errors when the team is ready.")
      }
      if !importHabits.isEmpty {
        lines.append(
          "Forbidden imports are a habit of the app ("
            + importHabits.map { "\($0.pair) in \($0.percent)% of its files" }.joined(separator: ", ")
            + "), so forbidden-import is proposed as a warning.")
      }
      return lines
    }
  }

  /// One layer: its patterns (those the proposal writes, else the preset's) and how many files it holds.
  package struct LayerCoverage: Sendable, Equatable {
    package var name: String
    package var patterns: [String]
    /// True when `patterns` are written into the proposed `scaffold.json`; false for the preset's own.
    package var isWritten: Bool
    package var fileCount: Int
  }

  package struct FolderCount: Sendable, Equatable {
    package var folder: String
    package var fileCount: Int
  }

  package var testCount: Int { testFolders.reduce(0) { $0 + $1.fileCount } }
  /// Files that are not tests: those the layer rules could check, composition roots included (an exempt
  /// file is one lint says nothing about, so it does not count as covered).
  package var appFileCount: Int { fileCount - testCount }
  package var layeredCount: Int { layers.reduce(0) { $0 + $1.fileCount } }
  /// The share of app files in a layer, in whole percent rounded down: the coverage figure.
  package var layeredPercent: Int { percent(layeredCount, of: appFileCount) }

  /// Below this share of app files in a layer, the proposal says plainly how much lint will not see.
  package static let lowCoveragePercent = 50

  /// The folders of the app files in no layer, with how many each holds, most first.
  package var unplacedFolders: [FolderCount] {
    var counts: [String: Int] = [:]
    for path in unplaced { counts[Paths.dirname(path), default: 0] += 1 }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { .init(folder: $0.key, fileCount: $0.value) }
  }

  /// The warning for a proposal that places under `lowCoveragePercent` of the app's files; nil otherwise.
  package var lowCoverageWarning: String? {
    guard layeredPercent < Self.lowCoveragePercent else { return nil }
    var text =
      "only \(layeredCount) of \(appFileCount) app files (\(layeredPercent)%) are in a layer; lint checks no "
      + "reference from the others"
    if compositionRoots > 0 { text += " (\(compositionRoots) are exempt as composition roots)" }
    let folders = unplacedFolders
    if !folders.isEmpty {
      let shown = folders.prefix(8).map { "\($0.folder)/ (\($0.fileCount))" }.joined(separator: ", ")
      text += "; folders with files in no layer: " + shown + (folders.count > 8 ? ", …" : "")
    }
    return text + "; add them to a layer's 'paths' in scaffold.json, or pass --preset to try another architecture"
  }

  private func percent(_ part: Int, of whole: Int) -> Int { whole == 0 ? 100 : part * 100 / whole }

  /// What `init --detect` prints: the resemblance, a table of layers, the coverage and the conventions seen.
  package var summary: String {
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
      "\(layeredCount) of \(appFileCount) app files are in a layer (\(layeredPercent)%); "
        + "\(compositionRoots) exempt as composition roots, \(unplaced.count) in no layer, \(testCount) tests.")
    if !sharedLibraries.isEmpty {
      lines.append(
        "Shared libraries: "
          + sharedLibraries.map { "\($0.feature) (imported from \($0.importers) places)" }.joined(separator: ", ")
          + ": package targets the patterns take as features, which 'crossFeature.shared' opens to every feature.")
    }
    lines += findings.lines
    if let deployment, deployment < .observation {
      lines.append(
        "The app deploys to \(deployment) (\(deployment.source)); @Observable needs iOS 17, so the binding is "
          + "\(binding.rawValue).")
    }
    let needed: (DeploymentTarget, String)? =
      switch conventions.ui {
      case .uikit?: nil
      case .hosted?:
        (.hosted, "SwiftUI screens in UIHostingController need \(DeploymentTarget.hosted) (task, refreshable)")
      default: (.swiftUI, "SwiftUI modules need \(DeploymentTarget.swiftUI) (NavigationStack)")
      }
    if let deployment, let (minimum, what) = needed, deployment < minimum, deployment >= .templates {
      lines.append(
        what + ": new-module refuses them here; give it --ui uikit, or raise the deployment target.")
    }
    if let deployment, deployment < .templates {
      lines.append(
        "The templates need \(DeploymentTarget.templates) (Swift concurrency): new-module refuses to write into this "
          + "app until its deployment target is raised.")
    }
    var seen: [String] = []
    // In a SwiftUI app, its few view controllers are not its screens (IceCubesApp: 1 against 133 views).
    if let suffix = conventions.screenSuffix, conventions.ui == .uikit { seen.append("screens end in \(suffix)") }
    if conventions.ui == .uikit { seen.append("screens are UIKit view controllers (modules get them)") }
    let stack = conventions.stack
    if conventions.ui == .hosted {
      seen.append(
        "screens are SwiftUI views that UIKit coordinators push in hosting controllers (UIHostingController in "
          + "\(stack.hostingControllers) files, \(stack.coordinators) coordinators, NavigationStack in "
          + "\(stack.navigationStacks)); modules get the same (ui hosted: their coordinator pushes each SwiftUI "
          + "screen in a UIHostingController)")
    }
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
        written.layerPaths[layer.name].map { path in
          let inside = (written.layerFolders[layer.name] ?? [:]).sorted { $0.key < $1.key }
          return place(layer.name, path, written.layerTargets[layer.name])
            + (inside.isEmpty
              ? ""
              : " ("
                + inside.map { "\($0.key) \($0.value.isEmpty ? "in it" : "in \($0.value)/")" }.joined(separator: ", ")
                + ")")
        }
      } + (written.compositionRoot.map { [place("composition root", $0, written.compositionRootTarget)] } ?? [])
    if !folders.isEmpty {
      lines.append(
        "Generated modules go where the app keeps each layer: \(folders.joined(separator: ", ")) ('layout').")
    }
    if let tests = written.tests { lines.append("Generated tests go to \(tests)/ ('layout.tests').") }
    if let target = written.target {
      lines.append("The app target \(target) compiles them; generated tests import it ('layout.target').")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
