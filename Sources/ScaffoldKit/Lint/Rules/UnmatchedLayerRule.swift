/// `unmatched-layer`: no file is in any layer, or a pattern `scaffold.json` writes matches no file. It looks
/// at the whole project, so `Linter` runs it after every file is placed.
enum UnmatchedLayerRule: ProjectRule {
  static let id = RuleID.unmatchedLayer
  static let metadata = RuleMetadata(
    summary: "No file is in any layer, or a pattern scaffold.json writes matches no file.",
    explanation: """
      A configuration that maps nothing lints nothing and reports success; a misspelt folder or suffix \
      does the same for one layer. Reported at the pattern (or the configuration); `scaffold which \
      <file>` shows how a file is placed.
      """,
    example: """
      scaffold.json:5:30: warning: layer View: pattern '**/Screens/{feature}/**' matches no file [unmatched-layer]
      """,
    defaultSeverity: .warning)

  static let examples = [
    RuleExample(
      "a layer whose pattern matches no file",
      [
        "scaffold.json": """
        {
          "preset": "mvvm",
          "layers": { "Screen": { "paths": [↓"**/Screens/**"] } }
        }
        """,
        "Modules/Order/View/OrderView.swift": "struct OrderView {}\n",
      ]),
    RuleExample(
      "a layer whose pattern matches a file",
      [
        "scaffold.json": """
        {
          "preset": "mvvm",
          "layers": { "Screen": { "paths": ["**/Screens/**"] } }
        }
        """,
        "App/Screens/HomeScreen.swift": "struct HomeScreen {}\n",
      ]),
  ]

  static func check(_ project: ProjectAnalysis, in linter: Linter) -> [Diagnostic] {
    linter.coverage(project.files)
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "fix the pattern (scaffold which <file> shows how a file is placed)"
  }
}

/// The rule's findings, over the whole placed project: run after the file rules (`Linter.check`).
extension Linter {
  /// `unmatched-layer` findings: no file of the project in any layer, or a pattern or suffix that
  /// `scaffold.json` writes that matches none of its files.
  func coverage(_ files: [AnalyzedFile]) -> [Diagnostic] {
    let severity = configuration.severity(of: .unmatchedLayer)
    guard severity != .off, !files.isEmpty else { return [] }
    let configPath =
      configuration.sourcePath
      ?? Paths.relative(
        Paths.join(configuration.root, "scaffold.json"), to: fileSystem.currentDirectory)
    func finding(_ message: String, _ location: SourceLocation) -> Diagnostic {
      Diagnostic(rule: .unmatchedLayer, severity: severity, message: message, location: location)
    }
    var result: [Diagnostic] = []
    let isProduction = { (file: AnalyzedFile) in file.assignment.role != .test }
    // By index: a copy of each file would count references on all its arrays.
    let productionCount = files.indices.count { files[$0].assignment.role != .test }
    // Without a scaffold.json there is no file to locate the finding at: `Scaffold.lint` says it in a warning
    // of the run instead (`LintResult.warnings`).
    if productionCount > 0, configuration.sourcePath != nil,
      !files.indices.contains(where: {
        files[$0].assignment.role != .test
          && (files[$0].assignment.layer != nil || !files[$0].assignment.ambiguousLayers.isEmpty)
      })
    {
      let patterns = configuration.layers.flatMap { layer in layer.paths.map { "'\($0.pattern)'" } }
      result.append(
        finding(
          "no file is in a layer: \(configuration.origin) places none of the \(productionCount) "
            + "file\(productionCount == 1 ? "" : "s") "
            + (patterns.isEmpty
              ? "(it has no layers)"
              : "(patterns \(patterns.prefix(4).joined(separator: ", "))"
                + (patterns.count > 4 ? ", …)" : ")"))
            + "; add layers that match the project's folders (scaffold which <file> shows why a file is in none)",
          SourceLocation(path: configPath, position: SourcePosition(line: 1, column: 1))))
    }
    let written = configuration.writtenPatterns
    let globs = written.map { $0.isSuffix ? nil : try? Glob($0.text) }
    let matched = matchedPatterns(written, globs: globs, in: files)
    for (offset, written) in written.enumerated() where !matched[offset] {
      if written.isSuffix {
        result.append(
          finding("layer \(written.layer): suffix '\(written.text)' matches no file name", written.location))
      } else if let glob = globs[offset], glob.namesTarget {
        guard let membership else {
          result.append(
            finding(
              "layer \(written.layer): pattern '\(written.text)' names a target, but no Xcode project was given; "
                + "lint with --xcodeproj PATH to place files by target", written.location))
          continue
        }
        let named = files.contains { file in
          isProduction(file)
            && membership.targets(of: fileSystem.absolute(file.index.path)).contains { glob.matchTarget($0) != nil }
        }
        guard !named else { continue }
        result.append(
          finding(
            "layer \(written.layer): pattern '\(written.text)' matches no target that compiles a linted file",
            written.location))
      } else if globs[offset] != nil {
        result.append(finding("layer \(written.layer): pattern '\(written.text)' matches no file", written.location))
      }
    }
    return result
  }

  /// For each written pattern, whether a production file (not a test) matches it: a suffix ends the file's
  /// name, a path pattern (`globs`, compiled) matches its path below the root. Target patterns are left to
  /// the caller (false). The files are looked at in slices on all cores, each slice skipping the patterns it
  /// has already seen match, and the file's name or path only made while a pattern of that kind is left.
  private func matchedPatterns(
    _ written: [LintConfiguration.WrittenPattern], globs: [Glob?], in files: [AnalyzedFile]
  ) -> [Bool] {
    let fileSystem = self.fileSystem
    let root = configuration.root
    let suffixes = written.indices.filter { written[$0].isSuffix }
    let paths = written.indices.filter { globs[$0].map { !$0.namesTarget } == true }
    let pathGlobs = paths.compactMap { globs[$0] }
    let found = Parallel.mapSlices(of: files.count, length: 64) { slice in
      var found = [Bool](repeating: false, count: written.count)
      var suffixesLeft = suffixes.count
      var pathsLeft = paths.count
      // By index: a copy of each file would count references on all its arrays.
      for fileIndex in slice where files[fileIndex].assignment.role != .test {
        guard suffixesLeft > 0 || pathsLeft > 0 else { break }
        let filePath = files[fileIndex].index.path
        if suffixesLeft > 0 {
          let stem = Paths.swiftStem(filePath)
          for offset in suffixes where !found[offset] && stem.hasSuffix(written[offset].text) {
            found[offset] = true
            suffixesLeft -= 1
          }
        }
        if pathsLeft > 0 {
          let path = GlobPath(Paths.relative(fileSystem.absolute(filePath), to: root))
          for (number, offset) in paths.enumerated() where !found[offset] {
            if pathGlobs.withGlob(at: number, { $0.match(path) != nil }) {
              found[offset] = true
              pathsLeft -= 1
            }
          }
        }
      }
      return found
    }
    return written.indices.map { offset in found.contains { $0[offset] } }
  }
}
