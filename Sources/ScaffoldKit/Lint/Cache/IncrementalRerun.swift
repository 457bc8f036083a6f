extension CachedLintRun {
  /// The result of a run over `files` where only those at offsets `changed` differ from the files of
  /// `record`, when none of them changed what it gives the rest of the project (its `FileSummary`): the
  /// changed files are read, indexed and checked again against the project table of the record's
  /// summaries, and every other file keeps the record's findings, which depend on the changed files through
  /// their summaries alone. The record is saved with the new findings; the index cache is left as it is
  /// (its entries of the changed files no longer match them, so a later whole run reads those again).
  /// nil when the whole lint must run: a summary changed, a file could not be read, no summaries, an edit that
  /// may change a cycle; the files indexed until then are in `indexed`, for that run. The project table is let
  /// go of on another thread (`Parallel.discard`).
  ///
  /// The `cycle` rule's findings depend on every file's references, which the record does not keep. They stay
  /// the record's when no changed file may change a cycle, before the edit (its summary says) or after (it
  /// draws no edge of the graphs), and none imports another target while targets form a cycle (the summary
  /// keeps imports without their positions, where a cycle of targets is reported).
  func rerun(
    _ record: LintRecord, changed: [Int], files: [Linter.SourceFile], key: String,
    indexed: inout [String: IndexedFile]
  ) -> LintResult? {
    guard record.files.count == files.count else { return nil }
    // The project as the other files give it: the record's summaries, and the table and rules made of them,
    // on another thread while the changed files are read and indexed here. A changed file is judged only if
    // it keeps its summary, so the table is the same with it or without it.
    let configuration = linter.configuration
    let fileSystem = linter.fileSystem
    let context = Parallel.start { () -> Context? in
      guard let summaries = record.summaries(), summaries.count == files.count else { return nil }
      let project = zip(files, summaries).map { file, summary in summary.file(path: file.path) }
      let engine = ProjectAnalysis(configuration: configuration, files: project, requestedPaths: []).engine
      // The manifests are those of the record (the caller checked their stamps): what the package rules
      // judge a changed file's imports against. The other files keep their imports (in their summaries), so
      // their findings and each target's unused dependencies stay the record's. What the targets re-export
      // is in the summaries too.
      var declared = linter.declaredDependencies(record.manifests.map { fileSystem.absolute($0.path) })
      declared.noteReexports(project.lazy.map(\.index), fileSystem: fileSystem)
      return Context(
        summaries: summaries, project: project,
        lowercase: Linter.LowercaseTypes(in: project, previewData: configuration.previewData),
        engine: engine, declared: declared, importable: declared.importableModules())
    }
    var updated = record
    var read: [(offset: Int, file: AnalyzedFile, bytes: [UInt8])] = []
    for offset in changed {
      let path = files[offset].path
      guard let (bytes, stamp) = try? fileSystem.readDataAndStamp(path) else { return nil }
      let index = linter.indexer(bytes, path, true)
      indexed[path] = (stamp, bytes, index)
      read.append(
        (
          offset, Linter.place(index, layerMap: linter.layerMap, root: configuration.root, fileSystem: fileSystem),
          bytes
        ))
      updated.byteCount += bytes.count - record.files[offset].size
      updated.files[offset].stamp = stamp
      updated.files[offset].size = bytes.count
      updated.files[offset].contentHash = ContentHash.hash(bytes)
    }
    guard let context = context.take() else { return nil }
    var rechecked: [AnalyzedFile] = []
    for (offset, placed, bytes) in read {
      var file = placed
      if let lowercase = context.lowercase { file = Linter.indexLowercaseTypes(in: file, bytes: bytes, lowercase) }
      guard !CycleRule.dependsOnReferences(of: file, in: context.engine),
        FileSummary(file, mayChangeACycle: false) == context.summaries[offset],
        !context.mayMoveACycleOfTargets(file, in: configuration)
      else { return nil }
      if files[offset].isRequested { rechecked.append(file) }
    }
    let paths = Set(changed.map { files[$0].path })
    var diagnostics = record.diagnostics.filter { !paths.contains($0.location.path) }
    for file in rechecked {
      let undeclared = UndeclaredImportRule.findings(
        of: file.index, owners: context.declared.owners(ofFileAt: file.index.path, fileSystem: fileSystem),
        in: context.declared, importable: context.importable, linter: linter)
      let found = context.engine.check(file, adding: undeclared)
      // A rule that placed a finding in another file would make that file's findings depend on this one.
      guard found.allSatisfy({ $0.location.path == file.index.path }) else { return nil }
      diagnostics += found
    }
    updated.diagnostics = diagnostics.sorted()
    var result = LintResult(
      diagnostics: updated.diagnostics, fileCount: updated.requestedFileCount,
      layeredFileCount: record.layeredFileCount,
      byteCount: updated.byteCount)
    if let problem = cache.store(updated, key: key, fileSystem: fileSystem) {
      result.notes.append(Self.unsavedRecordNote(problem))
    }
    Parallel.discard(context)
    return result
  }

  /// What `rerun` judges the changed files against, made from the record alone.
  private struct Context: Sendable {
    var summaries: [FileSummary]
    /// The files the table was made of: let go of with the rest after the run, on another thread. Freed at
    /// the end of the job that made them, they would keep the run waiting for that job.
    var project: [AnalyzedFile]
    var lowercase: Linter.LowercaseTypes?
    var engine: RuleEngine
    /// What the record's manifests declare, for the changed files' imports.
    var declared: DeclaredDependencies
    var importable: [Set<String>]

    /// Whether `file`, in a target, imports another target while the targets form a cycle: its imports are
    /// edges of the module graph (made of the summaries' imports), and one may be where the cycle is reported.
    func mayMoveACycleOfTargets(_ file: AnalyzedFile, in configuration: LintConfiguration) -> Bool {
      guard file.assignment.role != .test, let own = DependencyGraph.target(ofPath: file.index.path),
        !file.index.imports.isEmpty
      else { return false }
      let graph = DependencyGraph.targetGraph(of: project, declared: declared, ordered: false)
      let targets = Set(graph.nodes.map(\.name))
      return file.index.imports.contains { $0.module != own && targets.contains($0.module) }
        && !graph.cycles(in: configuration).isEmpty
    }
  }
}
