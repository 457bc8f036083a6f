extension Linter {
  /// The check stage: the rules over the placed `files`, findings reported for the `requested` ones, and
  /// the project they were judged in (its table and engine), for a caller that keeps a summary of it.
  func check(_ files: [AnalyzedFile], requested: [SourceFile], byteCount: Int) -> (LintResult, ProjectAnalysis) {
    let project = ProjectAnalysis(
      configuration: configuration, files: files, requestedPaths: Set(requested.map(\.path)))
    let engine = project.engine
    let requestedFiles = project.requestedFiles
    let fileFindings = Parallel.map(requestedFiles) { [engine] in engine.check($0) }.flatMap { $0 }
    let projectFindings = RuleID.projectRules.flatMap { $0.check(project, in: self) }
    let diagnostics = (fileFindings + projectFindings).sorted()
    let result = LintResult(
      diagnostics: diagnostics, fileCount: requested.count,
      layeredFileCount: requestedFiles.indices.count { requestedFiles[$0].assignment.role == .layered },
      byteCount: byteCount)
    return (result, project)
  }
}
