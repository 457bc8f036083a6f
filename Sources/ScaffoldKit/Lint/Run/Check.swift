extension Linter {
  /// The check stage: the rules over the placed `files`, findings reported for the `requested` ones, and
  /// the project they were judged in (its table and engine), for a caller that keeps a summary of it.
  /// `manifests`: the project's `Package.swift` files (absolute), which the package rules read.
  func check(
    _ files: [AnalyzedFile], requested: [SourceFile], byteCount: Int, manifests: [String] = []
  ) -> (LintResult, ProjectAnalysis) {
    var project = ProjectAnalysis(
      configuration: configuration, files: files, requestedPaths: Set(requested.map(\.path)))
    project.declaredDependencies = declaredDependencies(manifests)
    project.declaredDependencies.assignOwners(files, fileSystem: fileSystem)
    let engine = project.engine
    let requestedFiles = project.requestedFiles
    // Whole-project findings located in a requested file go through that file's suppressions.
    let projectFindings = Dictionary(grouping: RuleID.projectRules.flatMap { $0.check(project, in: self) }) {
      $0.location.path
    }
    let fileFindings = Parallel.map(requestedFiles) { [engine, projectFindings] in
      engine.check($0, adding: projectFindings[$0.index.path] ?? [])
    }.flatMap { $0 }
    let elsewhere = projectFindings.filter { !project.requestedPaths.contains($0.key) }.values.flatMap { $0 }
    let diagnostics = (fileFindings + elsewhere).sorted()
    let result = LintResult(
      diagnostics: diagnostics, fileCount: requested.count,
      layeredFileCount: requestedFiles.indices.count { requestedFiles[$0].assignment.role == .layered },
      byteCount: byteCount)
    return (result, project)
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
