extension CachedLintRun {
  /// The result of a run over `files` where only those at offsets `changed` differ from the files of
  /// `record`, when none of them changed what it gives the rest of the project (its `FileSummary`): the
  /// changed files are read, indexed and checked again against the project table of the record's
  /// summaries, and every other file keeps the record's findings, which depend on the changed files through
  /// their summaries alone. The record is saved with the new findings; the index cache is left as it is
  /// (its entries of the changed files no longer match them, so a later whole run reads those again).
  /// nil when the whole lint must run: a summary changed, a file could not be read, no summaries; the
  /// files indexed until then are in `indexed`, for that run. The project table is let go of on another
  /// thread (`Parallel.discard`).
  func rerun(
    _ record: LintRecord, changed: [Int], files: [Linter.SourceFile], key: String,
    indexed: inout [String: IndexedFile]
  ) -> LintResult? {
    // The package rules judge a file against the manifests, which this run does not read: the whole lint
    // runs for a project with one. A cycle depends on every file, so a record with one runs it all too.
    guard record.files.count == files.count, record.manifests.isEmpty,
      !record.diagnostics.contains(where: { $0.rule == .cycle })
    else { return nil }
    // The project as the other files give it: the record's summaries, and the table and rules made of them,
    // on another thread while the changed files are read and indexed here. A changed file is judged only if
    // it keeps its summary, so the table is the same with it or without it.
    let configuration = linter.configuration
    let fileSystem = linter.fileSystem
    let context = Parallel.start { () -> Context? in
      guard let summaries = record.summaries(), summaries.count == files.count else { return nil }
      let project = zip(files, summaries).map { file, summary in summary.file(path: file.path) }
      let engine = ProjectAnalysis(configuration: configuration, files: project, requestedPaths: []).engine
      return Context(
        summaries: summaries, project: project,
        lowercase: Linter.LowercaseTypes(in: project, previewData: configuration.previewData),
        engine: engine)
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
      guard FileSummary(file) == context.summaries[offset] else { return nil }
      // A cycle depends on references across the project, which the record does not keep.
      guard !CycleRule.dependsOnReferences(of: file, in: context.engine) else { return nil }
      if files[offset].isRequested { rechecked.append(file) }
    }
    let paths = Set(changed.map { files[$0].path })
    var diagnostics = record.diagnostics.filter { !paths.contains($0.location.path) }
    for file in rechecked {
      let found = context.engine.check(file)
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
  }
}
