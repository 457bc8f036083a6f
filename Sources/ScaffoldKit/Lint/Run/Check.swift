extension Linter {
  /// The check stage: the rules over the placed `files` of `discovered`, findings reported for its requested
  /// ones, and the project they were judged in (its table and engine), for a caller that keeps a summary of it.
  /// The package rules read the discovered `Package.swift` files, and what the files left out re-export.
  ///
  /// In three steps: one pass over the files on all cores (each file's references resolved once, the file
  /// rules run on it and its references counted for the `cycle` rule), then the whole-project rules, then each
  /// requested file's suppressions over its findings of both kinds.
  func check(_ files: [AnalyzedFile], of discovered: Discovered, byteCount: Int) -> (LintResult, ProjectAnalysis) {
    let requested = discovered.requested
    var project = ProjectAnalysis(
      configuration: configuration, files: files, requestedPaths: Set(requested.map(\.path)))
    project.declaredDependencies = declaredDependencies(discovered.manifests)
    project.declaredDependencies.assignOwners(files, fileSystem: fileSystem)
    project.declaredDependencies.noteReexports(files.lazy.map(\.index), fileSystem: fileSystem)
    if membership != nil {
      // With an Xcode project, a local package's files are not linted; what they re-export still counts.
      project.declaredDependencies.noteReexports(readingFilesAt: discovered.excluded, fileSystem: fileSystem)
    }
    let engine = project.engine
    let levels = CycleRule.countedLevels(in: project)
    let numbering = levels.isEmpty ? nil : ReferenceCounts.Numbering(project, levels: levels)
    let passes = checkFiles(of: project, in: engine, counting: numbering)
    if let numbering { project.referenceCounts = ReferenceCounts(numbering: numbering, edges: passes.map(\.edges)) }
    let projectFindings = Dictionary(grouping: RuleID.projectRules.flatMap { $0.check(project, in: self) }) {
      $0.location.path
    }
    let requestedOffsets = files.indices.filter { passes[$0].isRequested }
    // Whole-project findings located in a requested file go through that file's suppressions.
    let fileFindings = Parallel.map(requestedOffsets) { [projectFindings] offset in
      engine.suppress(passes[offset].findings + (projectFindings[files[offset].index.path] ?? []), in: files[offset])
    }.flatMap { $0 }
    let elsewhere = projectFindings.filter { !project.requestedPaths.contains($0.key) }.values.flatMap { $0 }
    let diagnostics = (fileFindings + elsewhere).sorted()
    let result = LintResult(
      diagnostics: diagnostics, fileCount: requested.count,
      layeredFileCount: requestedOffsets.count { files[$0].assignment.role == .layered },
      byteCount: byteCount)
    return (result, project)
  }

  /// What the pass over one file found: the file rules' findings (requested files only, no suppression
  /// applied) and its edges counted for the `cycle` rule (when it counts them).
  struct FilePass: Sendable {
    var isRequested: Bool
    var findings: [Diagnostic] = []
    var edges: [[ReferenceCounts.FileEdge]] = []
  }

  /// The pass over every file of `project`, on all cores; `files[i]` goes with the result's `[i]`. With a
  /// `numbering`, a file that was not asked for is counted too: a cycle may run through it.
  private func checkFiles(
    of project: ProjectAnalysis, in engine: RuleEngine, counting numbering: ReferenceCounts.Numbering?
  ) -> [FilePass] {
    let requestedPaths = project.requestedPaths
    let files = project.files
    return Parallel.map(Array(files.indices)) { offset in
      let file = files[offset]
      var pass = FilePass(isRequested: requestedPaths.contains(file.index.path))
      guard pass.isRequested || numbering != nil else { return pass }
      let resolved = engine.resolve(file, always: numbering != nil && file.assignment.role != .test)
      if pass.isRequested { pass.findings = engine.findings(of: file, resolved) }
      if let numbering { pass.edges = numbering.edges(of: offset, in: files, resolved) }
      return pass
    }
  }

  /// Whether a package rule runs, which reads the project's manifests.
  var readsManifests: Bool {
    [RuleID.undeclaredImport, .unusedDependency].contains { configuration.severity(of: $0) != .off }
  }

  /// What the package rules compare imports with: read only when one of them runs and there is a manifest
  /// or an Xcode project.
  func declaredDependencies(_ manifests: [String]) -> DeclaredDependencies {
    guard readsManifests, manifests.count + (membership == nil ? 0 : 1) > 0 else { return DeclaredDependencies() }
    return DeclaredDependencies(
      manifests: manifests, membership: membership, systemModules: configuration.systemModules,
      fileSystem: fileSystem)
  }
}
