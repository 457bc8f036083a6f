import Foundation

/// A lint run with an index cache, one level above the pipeline: it decides whether the pipeline runs at
/// all, and keeps what it needs between runs. The last run's record (`LintRecord`) answers when nothing it
/// read has changed; while no folder its walks listed changed, its files are what a walk would find, and
/// the tree is not walked; when only files that keep their summaries changed, those alone are checked again
/// (`rerun`); otherwise the pipeline runs with the cache's indexes of unchanged files, and the cache and
/// the record are saved. No record is kept with an Xcode project, whose membership it does not pin down.
struct CachedLintRun {
  let linter: Linter
  let cache: IndexCache

  var fileSystem: any FileAccess { linter.fileSystem }

  func run(paths: [String]) throws(LintError) -> LintResult {
    let clock = LintClock()
    guard linter.membership == nil else {
      var result = try lintAll(try linter.discover(paths), recordKey: nil)
      result.seconds = clock.seconds
      return result
    }
    let roots = paths.isEmpty ? ["."] : paths
    let key = cache.recordKey(paths: paths, workingDirectory: fileSystem.currentDirectory)
    let loaded = cache.loadRecord(key: key, fileSystem: fileSystem)
    // A run that reuses a record stats files on threads of its own and needs no pool, whose first thread,
    // woken early, would share the caller's core while it reads the record.
    if loaded.record == nil { Parallel.wake() }
    // Taken before the walk that a changed folder calls for, and used after it only while the walk finds
    // the record's files.
    let stamps = loaded.record?.stamps()
    let discovered: Linter.Discovered
    if let record = loaded.record?.head, let stamps,
      let known = cache.unwalkedFiles(record, roots: roots.map(fileSystem.absolute), stamps: stamps)
    {
      discovered = Linter.Discovered(
        requested: known.filter(\.isRequested), files: known, notes: record.notes, folders: record.folders,
        manifests: record.manifests.map { fileSystem.absolute($0.path) })
    } else {
      discovered = try linter.discover(paths, stampsFolders: true)
    }
    var problem = loaded.problem
    var indexed: [String: IndexedFile] = [:]
    if let record = loaded.record, let stamps {
      do throws(LintRecordCoding.Failure) {
        if var result = try reuse(record, stamps: stamps, discovered: discovered, key: key, indexed: &indexed) {
          result.seconds = clock.seconds
          return result
        }
      } catch {
        problem = "\(error)"
      }
    }
    let display = Paths.relative(cache.recordPath, to: fileSystem.currentDirectory)
    let recordNotes = problem.map { ["note: ignored the lint cache \(display) (\($0)); rebuilt it"] } ?? []
    var result = try lintAll(discovered, recordKey: key, indexed: indexed, recordNotes: recordNotes)
    result.seconds = clock.seconds
    return result
  }

  /// The recorded result when the record holds for the discovered files (saved again when stamps were
  /// gained or a folder changed, so the next run needs no walk), or the result of checking again only the
  /// files that changed; nil when the pipeline must run (`indexed` then holds the files read until then).
  private func reuse(
    _ loaded: LoadedRecord, stamps: LintRecord.Stamps, discovered: Linter.Discovered, key: String,
    indexed: inout [String: IndexedFile]
  ) throws(LintRecordCoding.Failure) -> LintResult? {
    // A manifest edited, added or removed changes what the package rules find in any file.
    guard cache.holdsManifests(of: loaded.head, discovered.manifests, fileSystem: fileSystem) else { return nil }
    let found = cache.reusable(loaded.head, for: discovered.files, stamps: stamps, fileSystem: fileSystem)
    if let head = found.record {
      let record = try loaded.completing(head)
      let walkedAnew = record.folders == discovered.folders && record.notes == discovered.notes ? nil : record
      if var refreshed = try found.refreshed.map(loaded.completing) ?? walkedAnew {
        refreshed.folders = discovered.folders
        refreshed.notes = discovered.notes
        _ = cache.store(refreshed, key: key, fileSystem: fileSystem)
      }
      return LintResult(
        diagnostics: record.diagnostics, fileCount: record.requestedFileCount,
        layeredFileCount: record.layeredFileCount, byteCount: record.byteCount, notes: discovered.notes)
    }
    guard let (stale, changed) = found.stale else { return nil }
    var record = try loaded.completing(stale)
    record.folders = discovered.folders
    record.notes = discovered.notes
    guard var result = rerun(record, changed: changed, files: discovered.files, key: key, indexed: &indexed) else {
      return nil
    }
    result.notes = discovered.notes + result.notes
    return result
  }

  /// The whole pipeline over the discovered files, unchanged files' indexes taken from the cache, which is
  /// saved while the rules run; then the record of the run under `recordKey` (none when nil). The notes are
  /// the discovery's, the index cache's, then `recordNotes`.
  private func lintAll(
    _ discovered: Linter.Discovered, recordKey: String?, indexed: [String: IndexedFile] = [:],
    recordNotes: [String] = []
  ) throws(LintError) -> LintResult {
    var (analysis, saving, notes) = try analyze(discovered.files, indexed: indexed)
    let manifests =
      recordKey != nil && linter.readsManifests
      ? IndexCache.manifestStates(discovered.manifests, fileSystem: fileSystem) : []
    let files = linter.place(analysis.takeFiles())
    var (result, project) = linter.check(files, of: discovered, byteCount: analysis.byteCount)
    // The summaries need nothing of the index cache being saved, which the record names: made before waiting.
    let savesRecord = recordKey != nil && analysis.readsAll
    let summaryBytes = savesRecord ? LintRecord.encodeSummaries(of: project) : []
    let saved = Self.saved(saving)
    result.notes = discovered.notes + notes + (saved.note.map { [$0] } ?? []) + recordNotes
    if savesRecord, let recordKey, saved.isSaved, let indexStamp = fileSystem.stamp(of: cache.path) {
      let record = LintRecord(
        indexStamp: indexStamp, changesStamp: fileSystem.stamp(of: cache.changesPath),
        files: analysis.receipts.map(\.state), folders: discovered.folders, notes: discovered.notes,
        manifests: manifests, diagnostics: result.diagnostics, layeredFileCount: result.layeredFileCount,
        byteCount: result.byteCount,
        summaryBytes: summaryBytes)
      if let problem = cache.store(record, key: recordKey, fileSystem: fileSystem) {
        result.notes.append(Self.unsavedRecordNote(problem))
      }
    }
    Parallel.discard((consume files, consume project, consume analysis))
    return result
  }

  /// The placed project for views other than findings (the graph), through the index cache.
  func placedFiles(_ files: [Linter.SourceFile], readsEveryReference: Bool) throws(LintError) -> [AnalyzedFile] {
    var (analysis, saving, _) = try analyze(files, readsEveryReference: readsEveryReference)
    _ = Self.saved(saving)
    return linter.place(analysis.takeFiles())
  }

  /// The analyze stage from the cache, and the cache being saved on another thread (filed, encoded and
  /// written while the caller runs the rules): why it could not be, or nil (saved, or unchanged).
  private func analyze(
    _ files: [Linter.SourceFile], indexed: [String: IndexedFile] = [:], readsEveryReference: Bool = false
  ) throws(LintError) -> (
    Linter.Analysis<CachedIndexSource.Receipt>, saving: Pending<String?>, notes: [String]
  ) {
    let contents = cache.load(fileSystem: fileSystem)
    let snapshot = contents.snapshot
    let now = Date()
    let source = CachedIndexSource(
      fileSystem: fileSystem, indexer: linter.indexer, snapshot: snapshot, indexed: indexed, now: now)
    let analysis = try linter.analyze(files, from: source, readsEveryReference: readsEveryReference)
    let receipts = analysis.receipts
    var notes: [String] = []
    if let problem = contents.problem {
      let display = Paths.relative(contents.problemPath ?? cache.path, to: fileSystem.currentDirectory)
      notes.append("note: ignored the lint cache \(display) (\(problem)); rebuilt it")
    }
    guard receipts.contains(where: \.isChanged) || receipts.count != snapshot.count || contents.problem != nil else {
      return (analysis, Pending(nil), notes)
    }
    let isWhole = contents.problem != nil
    let saving = Parallel.start { [receipts, fileSystem, cache] in
      var fresh: [String: IndexCache.Entry] = [:]
      fresh.reserveCapacity(receipts.count)
      var changed = Set<String>()
      for receipt in receipts {
        fresh[receipt.absolute] = receipt.entry
        if receipt.isChanged { changed.insert(receipt.absolute) }
      }
      return isWhole
        ? cache.store(fresh, fileSystem: fileSystem, now: now)
        : cache.store(fresh, changed: changed, over: snapshot, fileSystem: fileSystem, now: now)
    }
    return (analysis, saving, notes)
  }

  /// Waits for the index cache to be saved: whether the cache on disk holds what this run read, and the
  /// note to print when it could not be saved.
  private static func saved(_ saving: Pending<String?>) -> (isSaved: Bool, note: String?) {
    guard let problem = saving.value else { return (true, nil) }
    return (false, "note: could not save the lint cache (\(problem)); the next run reads every file again")
  }

  /// The note of a run whose record could not be saved.
  static func unsavedRecordNote(_ problem: String) -> String {
    "note: could not save the lint results (\(problem)); the next run checks every file again"
  }
}
