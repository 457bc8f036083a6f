extension Scaffold {
  /// `scaffold init --detect`: proposes a `scaffold.json` for the tree at `root` from its folders and file
  /// names — the preset it resembles (or `preset`), layer patterns for the files the preset leaves out, its
  /// composition-root folders — and counts its files under the proposal as `scaffold lint` would place them.
  /// Nothing is written.
  public static func detectConfiguration(
    root: String, preset: Preset? = nil, binding: BindingStyle? = nil, fileSystem: any FileSystem = DiskFileSystem()
  ) throws(ScaffoldError) -> ConfigurationProposal {
    let absolute = fileSystem.absolute(root)
    guard fileSystem.kind(of: absolute) == .directory else {
      throw ScaffoldError(.invalidInput, "\(Paths.displayed(root)): no such folder")
    }
    // Read and indexed once; each configuration below only places the files again.
    let analysis: ProjectAnalysis
    do {
      analysis = try Linter(configuration: Preset.default.configuration(root: absolute), fileSystem: fileSystem)
        .analyzeProject(paths: [root])
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let files = analysis.files.map { file in
      (path: Paths.relative(fileSystem.absolute(file.index.path), to: absolute), types: file.topLevelTypes)
    }
    let chosen = preset ?? LayoutDetector.preset(resembling: files.map(\.path))
    let presetMap = LayerMap(configuration: chosen.configuration(root: absolute))
    let presetAssignments = files.map { presetMap.assign(path: $0.path, declaredTypes: $0.types) }
    let proposal = LayoutDetector(preset: chosen).propose(
      zip(files, presetAssignments).map { LayoutDetector.File(path: $0.0.path, assignment: $0.1) })
    let texts = files.map { file in
      let bytes = (try? fileSystem.readData(Paths.join(absolute, file.path))) ?? []
      return (path: file.path, text: String(decoding: bytes, as: UTF8.self))
    }
    let style = binding ?? bindingStyle(of: texts, preset: chosen)
    let seen = SourceConventions.read(zip(texts, presetAssignments).filter { $0.1.role != .test }.map(\.0))
    let testFolders = folders(of: zip(files, presetAssignments).filter { $0.1.role == .test }.map(\.0.path))
    let written = conventions(
      seen, testFolders: testFolders, preset: chosen,
      followsFormatter: ProjectIndentation.detect(root: absolute, fileSystem: fileSystem) != nil)
    let text = InitialConfiguration.text(
      preset: chosen, binding: style, layers: proposal.layers, exemptPaths: proposal.exemptPaths,
      conventions: written)
    let configuration: LintConfiguration
    do {
      configuration = try LintConfiguration.parse(
        Array(text.utf8), displayPath: ConfigurationLoader.fileName, root: absolute)
    } catch {
      throw ScaffoldError(.failed, error, note: "the proposed configuration does not parse; nothing was written")
    }
    let map = LayerMap(configuration: configuration)
    let assignments = files.map { map.assign(path: $0.path, declaredTypes: $0.types) }
    let writtenPaths = Dictionary(uniqueKeysWithValues: proposal.layers.map { ($0.name, $0.paths) })
    let layers = configuration.layers.map { layer in
      ConfigurationProposal.LayerCoverage(
        name: layer.name,
        patterns: writtenPaths[layer.name] ?? layer.paths.map(\.pattern) + layer.suffixes.map { "suffix \($0)" },
        isWritten: writtenPaths[layer.name] != nil,
        fileCount: assignments.count { $0.role == .layered && $0.layer == layer.name })
    }
    return ConfigurationProposal(
      root: Paths.displayed(root == "." ? Paths.basename(absolute) : root), preset: chosen, binding: style, text: text,
      layers: layers, compositionRoots: assignments.count { $0.role == .compositionRoot },
      testFolders: folders(of: zip(files, assignments).filter { $0.1.role == .test }.map(\.0.path)),
      unplaced: zip(files, assignments).filter { $0.1.role == .unassigned }.map(\.0.path),
      fileCount: files.count, conventions: seen, written: written)
  }

  /// The conventions worth writing: those that differ from the preset's templates, the indentation only when no
  /// formatter file says it, and the tests folder when all tests are in one (other than `Tests`, the default's).
  private static func conventions(
    _ seen: SourceConventions, testFolders: [ConfigurationProposal.FolderCount], preset: Preset,
    followsFormatter: Bool
  ) -> ProjectConventions {
    var written = ProjectConventions()
    let defaults = preset.architecture.suffixes
    if let suffix = seen.routerSuffix, suffix != defaults.navigator { written.suffixes.navigator = suffix }
    if let suffix = seen.screenSuffix, suffix != defaults.viewController { written.suffixes.viewController = suffix }
    if seen.accessLevel == .internal { written.access = .internal }
    if !followsFormatter, seen.indentation != Indentation.templates { written.indentation = seen.indentation }
    if testFolders.count == 1, let folder = testFolders.first?.folder, !folder.isEmpty, folder != "Tests",
      !folder.contains(where: { "*?[]\\{}".contains($0) })
    {
      written.tests = folder
    }
    return written
  }

  /// The folders of test files, with how many each holds.
  private static func folders(of tests: [String]) -> [ConfigurationProposal.FolderCount] {
    var counts: [String: Int] = [:]
    for path in tests { counts[testFolder(of: path), default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { .init(folder: $0.key, fileCount: $0.value) }
  }

  /// The folder a test file's tests live in: its first folder named `…Tests` or `UITests`, else its own folder.
  private static func testFolder(of path: String) -> String {
    let folders = path.split(separator: "/").dropLast()
    let named = folders.firstIndex { $0.hasSuffix("Tests") }
    return (named.map { folders[...$0] } ?? folders[...]).joined(separator: "/")
  }

  /// The binding the view models use, among those the preset offers: `ObservableObject`/`@Published` is
  /// combine, `@Observable` observation, an optional closure property closures; else the preset's default.
  private static func bindingStyle(of files: [(path: String, text: String)], preset: Preset) -> BindingStyle {
    let markers: [(BindingStyle, [String])] = [
      (.combine, ["ObservableObject", "@Published"]), (.observation, ["@Observable\n", "@Observable "]),
      (.closures, ["-> Void)?"]),
    ]
    let viewModels = files.filter { file in
      LayoutVocabulary.suffixRole(of: Paths.swiftStem(file.path))?.role == .viewModel
    }
    let supported = ArchitectureTable.bindings(for: preset)
    let counts = markers.filter { supported.contains($0.0) }.map { style, words in
      (style, viewModels.count { file in words.contains { file.text.contains($0) } })
    }
    guard let best = counts.max(by: { $0.1 < $1.1 }), best.1 > 0 else {
      return ArchitectureTable.defaultBinding(for: preset)
    }
    return best.0
  }
}
