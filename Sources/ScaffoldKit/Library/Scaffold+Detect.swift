extension Scaffold {
  /// `scaffold init --detect`: proposes a `scaffold.json` for the tree at `root` from its folders and file
  /// names — the preset it resembles (or `preset`), layer patterns for the files the preset leaves out, its
  /// composition-root folders — and counts its files under the proposal as `scaffold lint` would place them.
  /// Nothing is written.
  package static func detectConfiguration(
    root: String, preset: Preset? = nil, binding: BindingStyle? = nil, fileSystem: any FileAccess = DiskFileSystem()
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
    let deployment = DeploymentTarget.lowest(in: absolute, fileSystem: fileSystem)
    let style = binding ?? bindingStyle(of: texts, preset: chosen, deployment: deployment)
    let seen = SourceConventions.read(zip(texts, presetAssignments).filter { $0.1.role != .test }.map(\.0))
    let testFolders = folders(of: zip(files, presetAssignments).filter { $0.1.role == .test }.map(\.0.path))
    var written = conventions(
      seen, testFolders: testFolders, preset: chosen,
      followsFormatter: ProjectIndentation.detect(root: absolute, fileSystem: fileSystem) != nil)
    var suffixes: [String: [String]] = [:]
    var severities: [RuleID: Severity] = [:]
    var layerPaths = proposal.layers
    var pinned: Set<String> = []
    var libraries: [SharedLibraries.Library] = []
    func propose() throws(ScaffoldError) -> Proposal {
      try Proposal(
        text: InitialConfiguration.text(
          preset: chosen, binding: style, layers: layerPaths, replacing: pinned, layerSuffixes: suffixes,
          exemptPaths: proposal.exemptPaths, replacingExemptPaths: proposal.replacesPresetExemptions,
          sharedFeatures: libraries.map(\.feature), conventions: written, severities: severities),
        root: absolute, files: files)
    }
    var (text, configuration, assignments) = try propose().parts
    // Where the app keeps each layer's files, for `new-module`: a group of layers whose folders overlap is kept
    // when lint still places every file as before, a file a shared folder no longer gives its layer taking the
    // ending its name has (`ProductCell`: `Cell`).
    let before = assignments
    let unchanged = { (after: [FileAssignment]) in
      zip(before, after).allSatisfy { $0.role == $1.role && $0.layer == $1.layer }
    }
    // A layer keeps the patterns it had (those that place a file), in place of those its layout would give.
    func pin(_ name: String) {
      guard let layer = configuration.layers.first(where: { $0.name == name }) else { return }
      layerPaths.removeAll { $0.name == name }
      let placing = layer.paths.filter { glob in files.contains { glob.matches($0.path) } }
      layerPaths.append((name, placing.map(\.pattern)))
      pinned.insert(name)
    }
    // Shared-code folders (`Presentation/Utils/`) that the patterns take as features.
    let sharedFeatures = { (placed: [FileAssignment]) in
      Set(placed.compactMap(\.feature).filter { LayoutVocabulary.folders[$0] == .core })
    }
    let project = AppProject(root: absolute, fileSystem: fileSystem)
    let layeredFiles = { (placed: [FileAssignment]) in
      zip(files, placed).filter { $0.1.role == .layered }.map { Paths.join(absolute, $0.0.path) }
    }
    let newModuleFolders = NewModuleFolders(
      root: absolute, fileSystem: fileSystem, project: project, files: files.map(\.path),
      appTarget: project?.appTarget(of: layeredFiles(assignments))?.name)
    for proposed in LayoutProposal.groups(zip(files.map(\.path), assignments).map { ($0, $1) }, preset: chosen) {
      let group = proposed.filter { newModuleFolders.mayHoldNewModules($0.template) }
      guard !group.isEmpty else { continue }
      let (keptConventions, keptSuffixes, keptPaths, keptPins) = (written, suffixes, layerPaths, pinned)
      for choice in group {
        written.layerPaths[choice.layer] = choice.template
        if !choice.folders.isEmpty { written.layerFolders[choice.layer] = choice.folders }
        // A module folder named with an ending (`{feature}Domain`, `{feature}Scene`) says where new modules go,
        // not which of the app's folders are features (`AnimeDomain` is used by every feature); nor does one
        // that no pattern made features (NetNewsWire's `iOS/{feature}`, beside `iOS/Settings/`).
        if !choice.namesFeatures
          || choice.template.split(separator: "/").contains(where: { $0.contains("{feature}") && $0 != "{feature}" })
        {
          pin(choice.layer)
        }
      }
      var trial = try? propose()
      // Nor does a layout make the app's shared code a feature (`Presentation/{feature}` over `Presentation/Utils/`,
      // whose helpers every feature uses).
      if let after = trial?.assignments, !sharedFeatures(after).isSubset(of: sharedFeatures(before)) {
        for choice in group where !pinned.contains(choice.layer) { pin(choice.layer) }
        trial = try? propose()
      }
      if let after = trial?.assignments, !unchanged(after) {
        for (file, (was, now)) in zip(files, zip(before, after))
        where was.role == .layered && (now.role != was.role || now.layer != was.layer) {
          guard let layer = was.layer, let (ending, role) = LayoutVocabulary.suffixRole(of: Paths.swiftStem(file.path)),
            LayoutVocabulary.layer(for: role, in: chosen) == layer
          else { continue }
          if !suffixes[layer, default: []].contains(ending) { suffixes[layer, default: []].append(ending) }
        }
        trial = try? propose()
      }
      if let trial, unchanged(trial.assignments) {
        (text, configuration, assignments) = trial.parts
      } else {
        (written, suffixes, layerPaths, pinned) = (keptConventions, keptSuffixes, keptPaths, keptPins)
      }
    }
    // A convention that only says where generated files go is kept when lint still places every file as before.
    @discardableResult func keepIfUnchanged(_ change: (inout ProjectConventions) -> Void) -> Bool {
      let kept = written
      change(&written)
      if let trial = try? propose(), unchanged(trial.assignments) {
        (text, configuration, assignments) = trial.parts
        return true
      }
      written = kept
      return false
    }
    // A module's own composition root (clean's factory) goes to the folder holding most of the app's DI containers
    // (`Application/DIContainer`, beside its `AppDelegate`), else most of its composition roots (`Application/`
    // beside `Services.swift`, also where that folder holds the app's `Scenes/`: only the files right in it are
    // exempt).
    if chosen.architecture.moduleHasCompositionRoot {
      var counts: [String: Int] = [:]
      for (file, assignment) in zip(files, assignments) where assignment.role == .compositionRoot {
        let folder = Paths.dirname(file.path)
        if folder != ".", !folder.isEmpty, !folder.contains(where: { "*?[]\\{}".contains($0) }) {
          counts[folder, default: 0] += 1
        }
      }
      let containers = { (folder: String) in LayoutVocabulary.isDependencyFolder(Paths.basename(folder)) ? 1 : 0 }
      let order = counts.sorted { (containers($0.key), $0.value, $1.key) > (containers($1.key), $1.value, $0.key) }
      for folder in order.map(\.key) where newModuleFolders.mayHoldNewModules(folder) {
        if keepIfUnchanged({ $0.compositionRoot = folder }) { break }
      }
    }
    // In a classic Xcode project, the app target compiles the layers' files: generated tests import it.
    if written.target == nil, written.layerTargets.isEmpty,
      !written.layerPaths.isEmpty || written.compositionRoot != nil,
      let name = project?.appTarget(of: layeredFiles(assignments))?.moduleName
    {
      keepIfUnchanged { $0.target = name }
    }
    // Layers whose folders are separate SwiftPM targets compile there: generated files import those they use.
    let targets = packageTargets(root: absolute, fileSystem: fileSystem)
    if !targets.isEmpty, !written.layerPaths.isEmpty {
      var trial = written
      let target = { (template: String) -> String? in
        let folder = template.split(separator: "/").prefix { !$0.contains("{") }.joined(separator: "/")
        return targets.first { folder == $0.path || folder.hasPrefix($0.path + "/") }?.name
      }
      for (layer, template) in written.layerPaths {
        if let name = target(template) { trial.layerTargets[layer] = name }
      }
      trial.compositionRootTarget = trial.compositionRoot.flatMap(target)
      if trial != written {
        written = trial
        (text, configuration, assignments) = try propose().parts
      }
    }
    // Package targets the patterns take as features but that the features import are the app's libraries.
    libraries = SharedLibraries.find(
      analysis.files, assignments: assignments, declared: analysis.declaredDependencies, root: absolute,
      fileSystem: fileSystem)
    if !libraries.isEmpty { (text, configuration, assignments) = try propose().parts }
    // The proposal is checked before it is offered: the app's tree is linted under it. Where the layer rules
    // would flag a large share of the files they place, the proposal is a guess the app does not follow, so
    // those rules are proposed as warnings (the app's habits are its architecture until the team says
    // otherwise), and the summary says how many findings there are and where.
    var findings = try lintFindings(configuration, root: absolute, fileSystem: fileSystem)
    let layerSizes = Dictionary(grouping: assignments.filter { $0.role == .layered }, by: { $0.layer ?? "" })
      .mapValues(\.count)
    let flagged = Set(
      findings.filter { $0.rule == .layerDependency || $0.rule == .featureIsolation }.map(\.location.path))
    let habits = ConfigurationProposal.habits(in: findings, layerSizes: layerSizes)
    let importHabits = ConfigurationProposal.habits(of: .forbiddenImport, in: findings, layerSizes: layerSizes)
    let layered = layerSizes.values.reduce(0, +)
    if !habits.isEmpty || (layered > 0 && flagged.count * 100 >= layered * ConfigurationProposal.habitPercent) {
      severities = [.layerDependency: .warning, .featureIsolation: .warning]
    }
    if !importHabits.isEmpty { severities[.forbiddenImport] = .warning }
    if !severities.isEmpty {
      (text, configuration, assignments) = try propose().parts
      findings = try lintFindings(configuration, root: absolute, fileSystem: fileSystem)
    }
    let writtenPaths = Dictionary(uniqueKeysWithValues: layerPaths.map { ($0.name, $0.paths) })
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
      fileCount: files.count, sharedLibraries: libraries, conventions: seen, written: written,
      findings: .init(
        findings, flaggedFiles: flagged.count, habits: habits,
        softened: severities[.layerDependency] != nil, importHabits: importHabits),
      deployment: deployment)
  }

  /// What `scaffold lint` reports on the tree under `configuration`.
  private static func lintFindings(
    _ configuration: LintConfiguration, root: String, fileSystem: any FileAccess
  ) throws(ScaffoldError) -> [Diagnostic] {
    do {
      return try Linter(configuration: configuration, fileSystem: fileSystem).run(paths: [root]).diagnostics
    } catch {
      throw ScaffoldError(.failed, error, note: "the proposed configuration could not be checked; nothing was written")
    }
  }

  /// A proposed `scaffold.json`, parsed, and where its configuration places each file.
  private struct Proposal {
    var text: String
    var configuration: LintConfiguration
    var assignments: [FileAssignment]

    init(text: String, root: String, files: [(path: String, types: [String])]) throws(ScaffoldError) {
      self.text = text
      do {
        configuration = try LintConfiguration.parse(
          Array(text.utf8), displayPath: ConfigurationLoader.fileName, root: root)
      } catch {
        throw ScaffoldError(.failed, error, note: "the proposed configuration does not parse; nothing was written")
      }
      let map = LayerMap(configuration: configuration)
      assignments = files.map { map.assign(path: $0.path, declaredTypes: $0.types) }
    }

    var parts: (String, LintConfiguration, [FileAssignment]) { (text, configuration, assignments) }
  }

  /// The root's one Xcode project: its targets and which of them compiles each file.
  struct AppProject {
    let targets: [XcodeProject.Target]
    let membership: TargetMembership

    init?(root: String, fileSystem: any FileAccess) {
      guard let projectFile = try? XcodeIntegration.locate(option: nil, folders: [root], fileSystem: fileSystem),
        let bytes = try? fileSystem.readData(projectFile),
        let targets = try? ProjectFormat.targets(of: projectFile, bytes: bytes, fileSystem: fileSystem),
        let membership = try? TargetMembership(projectFile: projectFile, fileSystem: fileSystem)
      else { return nil }
      self.targets = targets
      self.membership = membership
    }

    /// The application target that compiles most of `files` (absolute); nil when none compiles any. Its
    /// module name is what Xcode derives from its product name (`ProductModuleName`).
    func appTarget(of files: [String]) -> XcodeProject.Target? {
      let applications = Set(targets.filter(\.isApplication).map(\.name))
      var counts: [String: Int] = [:]
      for file in files {
        for target in membership.targets(of: file) where applications.contains(target) {
          counts[target, default: 0] += 1
        }
      }
      guard let name = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return nil }
      return targets.first { $0.name == name }
    }
  }

  /// Where a new feature module's files may go. Into no local package below the root (a folder holding a
  /// `Package.swift`, the root's own aside): the app's libraries (`Packages/StatusKit`, `MastodonSDK`) or tools
  /// beside it (a server in `Sources/PushServer`), whose targets are not the app's; a folder per feature in the
  /// SwiftPM layout (`Modules/{feature}/Sources/…`) would be a new package, which `new-module` does not write.
  /// Nor into a folder whose files other targets of the Xcode project compile and the app target does not
  /// (HomeAssistant's `Sources/Shared/`, its `Shared` frameworks' folder, where new files join those targets).
  struct NewModuleFolders {
    let root: String
    let fileSystem: any FileAccess
    let project: AppProject?
    /// The tree's Swift files, relative to the root.
    let files: [String]
    /// The application target new modules are added to.
    let appTarget: String?

    /// Whether generated files may go to the layout template or folder `template` (relative to the root).
    func mayHoldNewModules(_ template: String) -> Bool {
      let segments = template.split(separator: "/")
      if let feature = segments.firstIndex(where: { $0.contains("{") }),
        segments[feature...].contains(where: { LayoutVocabulary.structuralFolders.contains(String($0)) })
      {
        return false
      }
      let fixed = segments.prefix { !$0.contains("{") }.joined(separator: "/")
      var folder = fixed
      while !folder.isEmpty, folder != "." {
        if fileSystem.kind(of: Paths.join(root, folder, "Package.swift")) == .file { return false }
        folder = Paths.dirname(folder)
      }
      guard let project, let appTarget else { return true }
      let compilers = files.lazy.filter { fixed.isEmpty || $0.hasPrefix(fixed + "/") }
        .map { project.membership.targets(of: Paths.join(root, $0)) }.filter { !$0.isEmpty }
      return compilers.isEmpty || compilers.contains { $0.contains(appTarget) }
    }
  }

  /// The targets of the root's `Package.swift` that name their folder (`.target(name: "Domain", path:
  /// "Projects/Domain/Sources")`), each on one line, read as text.
  private static func packageTargets(root: String, fileSystem: any FileAccess) -> [(name: String, path: String)] {
    guard let bytes = try? fileSystem.readData(Paths.join(root, "Package.swift")) else { return [] }
    func quoted(after key: String, in line: Substring) -> String? {
      guard let start = line.range(of: key + "\"")?.upperBound,
        let end = line[start...].firstIndex(of: "\"")
      else { return nil }
      return String(line[start..<end])
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard line.contains(".target("), let name = quoted(after: "name: ", in: line),
        let path = quoted(after: "path: ", in: line)
      else { return nil }
      return (name, ProjectConventions.normalized(path))
    }
  }

  /// The conventions worth writing: those that differ from the preset's templates, the indentation only when no
  /// formatter file says it, and the tests folder when all unit tests are in one (other than `Tests`, the
  /// default's), UI tests aside.
  private static func conventions(
    _ seen: SourceConventions, testFolders: [ConfigurationProposal.FolderCount], preset: Preset,
    followsFormatter: Bool
  ) -> ProjectConventions {
    var written = ProjectConventions()
    let defaults = preset.architecture.suffixes
    if let suffix = seen.routerSuffix, suffix != defaults.navigator { written.suffixes.navigator = suffix }
    if let suffix = seen.screenSuffix, suffix != defaults.viewController { written.suffixes.viewController = suffix }
    if seen.accessLevel == .internal { written.access = .internal }
    written.ui = seen.ui
    if !followsFormatter, seen.indentation != Indentation.templates { written.indentation = seen.indentation }
    // UI tests run the app from outside; the module's unit tests go where the app's unit tests are.
    let unitTests = testFolders.filter { !$0.folder.hasSuffix("UITests") }
    if unitTests.count == 1, let folder = unitTests.first?.folder, !folder.isEmpty, folder != "Tests",
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
  /// Below iOS 17 (`deployment`), observation is not among them: `@Observable` would not compile there.
  private static func bindingStyle(
    of files: [(path: String, text: String)], preset: Preset, deployment: DeploymentTarget?
  ) -> BindingStyle {
    let markers: [(BindingStyle, [String])] = [
      (.combine, ["ObservableObject", "@Published"]), (.observation, ["@Observable\n", "@Observable "]),
      (.closures, ["-> Void)?"]),
    ]
    let viewModels = files.filter { file in
      LayoutVocabulary.suffixRole(of: Paths.swiftStem(file.path))?.role == .viewModel
    }
    var supported = ArchitectureTable.bindings(for: preset)
    if let deployment, deployment < .observation, supported.count > 1 { supported.removeAll { $0 == .observation } }
    let counts = markers.filter { supported.contains($0.0) }.map { style, words in
      (style, viewModels.count { file in words.contains { file.text.contains($0) } })
    }
    guard let best = counts.max(by: { $0.1 < $1.1 }), best.1 > 0 else {
      let preferred = ArchitectureTable.defaultBinding(for: preset)
      return supported.contains(preferred) ? preferred : supported.contains(.combine) ? .combine : supported[0]
    }
    return best.0
  }
}
