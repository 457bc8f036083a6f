extension Linter {
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
    _ record: LintRecord, changed: [Int], files: [SourceFile], cache: IndexCache, key: String,
    indexed: inout [String: IndexedFile]
  ) -> LintResult? {
    guard let summaries = record.summaries(), summaries.count == files.count, record.files.count == files.count
    else { return nil }
    var project = zip(files, summaries).map { file, summary in summary.file(path: file.path) }
    let lowercase = LowercaseTypes(in: project)
    var updated = record
    var rechecked: [AnalyzedFile] = []
    for offset in changed {
      let path = files[offset].path
      guard let (bytes, stamp) = try? fileSystem.readDataAndStamp(path) else { return nil }
      let index = indexer(bytes, path, true)
      indexed[path] = (stamp, bytes, index)
      var file = Self.place(index, layerMap: layerMap, root: configuration.root, fileSystem: fileSystem)
      if let lowercase { file = Self.indexLowercaseTypes(in: file, bytes: bytes, lowercase) }
      guard FileSummary(file) == summaries[offset] else { return nil }
      project[offset] = file
      updated.byteCount += bytes.count - record.files[offset].size
      updated.files[offset].stamp = stamp
      updated.files[offset].size = bytes.count
      updated.files[offset].contentHash = ContentHash.hash(bytes)
      if files[offset].isRequested { rechecked.append(file) }
    }
    let engine = ProjectAnalysis(configuration: configuration, files: project, requestedPaths: []).engine
    let paths = Set(changed.map { files[$0].path })
    var diagnostics = record.diagnostics.filter { !paths.contains($0.location.path) }
    for file in rechecked {
      let found = engine.check(file)
      // A rule that placed a finding in another file would make that file's findings depend on this one.
      guard found.allSatisfy({ $0.location.path == file.index.path }) else { return nil }
      diagnostics += found
    }
    updated.diagnostics = diagnostics.sorted()
    var result = LintResult(
      diagnostics: updated.diagnostics, fileCount: files.count, layeredFileCount: record.layeredFileCount,
      byteCount: updated.byteCount)
    if let problem = cache.store(updated, key: key, fileSystem: fileSystem) {
      result.notes.append(Self.unsavedRecordNote(problem))
    }
    Parallel.discard((consume project, consume engine, consume summaries))
    return result
  }
}
