import Foundation

/// The findings of the last lint run, kept next to the index cache (`lint-result`), so that a run over a
/// tree where nothing changed costs a `stat` per folder and file: no walk, no index decoded, no rule run.
///
/// The record names every file the run read, in order, with its stamp, size and content hash, and the
/// stamp of the index file it was written with. It is reused only when the walk finds exactly those files
/// and each one still has its stamp (or, when the stamp was too recent to trust or changed, the same
/// contents), the index file is the one written with it, and the key matches: scaffold build,
/// configuration, working directory and the paths asked for. When only some of those files changed and
/// none of them changed its `FileSummary`, those files alone are checked again (`Linter.rerun`). Anything
/// else — a file added or removed, a summary changed, another configuration, a damaged record — runs the
/// whole lint, which writes a new record.
struct LintRecord: Sendable, Equatable {
  /// One file of the run as it was read.
  struct FileState: Sendable, Equatable {
    /// The display path (relative to the working directory).
    var path: String
    /// False for files read only to complete the project table.
    var isRequested: Bool
    /// nil when the file was written too recently to trust its stamp (its contents decide).
    var stamp: FileStamp?
    var size: Int
    var contentHash: UInt64
  }

  /// A folder the run's walk listed (absolute), with its stamp from before the listing; nil when too recent
  /// to trust.
  typealias FolderState = Linter.ListedFolder

  /// The index files' stamps when the record was written: a record outlives no rewrite of the index, so
  /// a damaged index is noticed (and rebuilt) as it is without a record.
  var indexStamp: FileStamp
  /// nil when there were no changes to the index file.
  var changesStamp: FileStamp?
  var files: [FileState]
  /// Every folder the walks listed: while each has its stamp, a walk would find the same files.
  var folders: [FolderState] = []
  /// What the walks noted (files and folders skipped), for stderr.
  var notes: [String] = []
  /// The `Package.swift` files the package rules read (`isRequested` false): an edit of one runs the whole
  /// lint, as no Swift file's stamp tells of it.
  var manifests: [FileState] = []
  var diagnostics: [Diagnostic]
  var layeredFileCount: Int
  var byteCount: Int
  /// How many of `files` the run was asked for (the others complete the project table): its `fileCount`.
  var requestedFileCount: Int { files.indices.count { files[$0].isRequested } }
  /// Every file's `FileSummary`, in the order of `files`, encoded: decoded (`summaries()`) only when some
  /// files changed.
  var summaryBytes: [UInt8] = []

  /// What a record holds besides its files: decoded after them (`LintRecordCoding.decodeFindings`).
  typealias Findings = (diagnostics: [Diagnostic], summaryBytes: [UInt8])

  /// `summaryBytes` decoded; nil when they do not hold one summary per file.
  func summaries() -> [FileSummary]? {
    summaryBytes.withUnsafeBufferPointer { buffer in
      var reader = ByteReader(buffer: buffer, offset: 0)
      var result: [FileSummary] = []
      result.reserveCapacity(files.count)
      for _ in files {
        guard let summary = try? FileSummary.decode(&reader) else { return nil }
        result.append(summary)
      }
      return reader.offset == buffer.count ? result : nil
    }
  }

  /// The `summaryBytes` of the files of `project`: their summaries, encoded in slices on all cores.
  static func encodeSummaries(of project: ProjectAnalysis) -> [UInt8] {
    let files = project.files
    let counts = project.referenceCounts
    return Parallel.mapSlices(of: files.count, length: 512) { slice in
      var out = ByteWriter()
      for offset in slice {
        FileSummary(files[offset], mayChangeACycle: counts?.mayChangeACycle(offset) ?? false).encode(into: &out)
      }
      return out.bytes
    }.flatMap { $0 }
  }

  /// What `stat` said of the record's folders and files, in the order of `folders` and `files`: one list, as
  /// the stats gave it, not copied into two.
  struct Stamps {
    private let all: [FileStamp?]
    private let folderCount: Int

    /// The stamps of a record's folders then its files, as one list in that order (`statPaths`).
    init(_ all: [FileStamp?], of record: LintRecord) {
      self.all = all
      folderCount = record.folders.count
    }

    var folders: ArraySlice<FileStamp?> { all[..<folderCount] }

    /// The stamp of the file at `offset` in the record's `files`.
    func file(_ offset: Int) -> FileStamp? { all[folderCount + offset] }
  }

  /// The paths a run stats before trusting the record: its folders, then its files.
  var statPaths: [String] { folders.map(\.path) + files.map(\.path) }

  static let formatVersion: UInt32 = 11
  static let magic = Array("scaffold lint result cache\n".utf8)
  static let fileName = "lint-result"
}

extension IndexCache {
  /// Where the last run's findings are kept.
  var recordPath: String { Paths.join(directory, LintRecord.fileName) }

  /// The record key of a run with `paths` (as given) from `workingDirectory`: the cache key plus what
  /// decides which files are reported and how their paths are written.
  func recordKey(paths: [String], workingDirectory: String) -> String {
    key + " cwd " + workingDirectory + " paths " + paths.joined(separator: "\u{0}")
  }

  /// The stored record when it holds for `files` as they are now; `refreshed` is the record with the
  /// stamps of files whose contents had to be compared (save it, so the next run only stats them); the
  /// problem when a record exists but could not be read. When the record is of the same files but some of
  /// them changed, `stale` is that record (stamps refreshed) and the offsets of the changed files.
  func reusableRecord(
    for files: [Linter.SourceFile], key: String, fileSystem: any FileAccess, now: Date = Date()
  ) -> (record: LintRecord?, refreshed: LintRecord?, problem: String?, stale: (LintRecord, changed: [Int])?) {
    let loaded = loadRecord(key: key, fileSystem: fileSystem)
    guard let loadedRecord = loaded.record else { return (nil, nil, loaded.problem, nil) }
    let stamps = loadedRecord.stamps()
    let record: LintRecord
    do {
      record = try loadedRecord.whole()
    } catch {
      return (nil, nil, "\(error)", nil)
    }
    let found = reusable(record, for: files, stamps: stamps, fileSystem: fileSystem, now: now)
    return (found.record, found.refreshed, nil, found.stale)
  }

  /// The stored record of runs with `key`: its findings decoded on another thread while this one decodes the
  /// rest, then both stat its folders and files; the problem when a record exists but could not be read.
  func loadRecord(key: String, fileSystem: any FileAccess) -> (record: LoadedRecord?, problem: String?) {
    guard fileSystem.kind(of: recordPath) == .file else { return (nil, nil) }
    do {
      let bytes = try fileSystem.readData(recordPath)
      let layout = try LintRecordCoding.decodeLayout(bytes, key: key)
      let paths = layout.paths
      let stats = SharedBatch(count: paths.count, length: FileStamp.sliceLength) { range in
        fileSystem.stamps(of: paths, in: range)
      }
      // The findings first: the stats end with both threads busy, and the findings are ready by then.
      let rest = Parallel.start { () -> Result<LintRecord.Findings, LintRecordCoding.Failure> in
        let decoded = Result { () throws(LintRecordCoding.Failure) in
          try LintRecordCoding.decodeFindings(bytes, in: layout.findings)
        }
        stats.work()
        return decoded
      }
      let head = try LintRecordCoding.decodeHead(bytes, layout)
      return (LoadedRecord(head: head, stats: stats, rest: rest), nil)
    } catch LintRecordCoding.Failure.otherKey {
      return (nil, nil)
    } catch {
      return (nil, "\(error)")
    }
  }

  /// Whether the index files are those `record` was written with.
  func holdsIndex(of record: LintRecord, fileSystem: any FileAccess) -> Bool {
    fileSystem.stamp(of: path) == record.indexStamp && fileSystem.stamp(of: changesPath) == record.changesStamp
  }

  /// The files a walk would find, without walking: `record`'s, when every folder its walks listed still
  /// has its stamp (`stamps`, of `record`; so no file was added, removed or renamed) and `roots` (absolute)
  /// are among them.
  func unwalkedFiles(_ record: LintRecord, roots: [String], stamps: LintRecord.Stamps) -> [Linter.SourceFile]? {
    // A scan per root (usually one) rather than a set of every folder.
    guard !record.folders.isEmpty, roots.allSatisfy({ root in record.folders.contains { $0.path == root } }),
      record.folders.allSatisfy({ $0.stamp != nil }), zip(stamps.folders, record.folders).allSatisfy({ $0 == $1.stamp })
    else { return nil }
    return record.files.map { Linter.SourceFile(path: $0.path, isRequested: $0.isRequested) }
  }

  /// Whether `record`'s manifests are `manifests` (absolute, sorted) with the contents they had: their stamps
  /// when trusted, else their bytes tell.
  func holdsManifests(of record: LintRecord, _ manifests: [String], fileSystem: any FileAccess) -> Bool {
    guard record.manifests.map({ fileSystem.absolute($0.path) }) == manifests else { return false }
    return record.manifests.allSatisfy { state in
      if let stamp = state.stamp, fileSystem.stamp(of: state.path) == stamp { return true }
      guard let bytes = try? fileSystem.readData(state.path) else { return false }
      return bytes.count == state.size && ContentHash.hash(bytes) == state.contentHash
    }
  }

  /// The states a record keeps of `manifests` (absolute): read before the rules read them, so an edit made
  /// while they run shows next time.
  static func manifestStates(_ manifests: [String], fileSystem: any FileAccess) -> [LintRecord.FileState] {
    manifests.compactMap { path in
      guard let (bytes, stamp) = try? fileSystem.readDataAndStamp(path) else { return nil }
      return LintRecord.FileState(
        path: Paths.relative(path, to: fileSystem.currentDirectory), isRequested: false, stamp: stamp,
        size: bytes.count, contentHash: ContentHash.hash(bytes))
    }
  }

  /// `reusableRecord` for a record already loaded, with `stamps` taken of it (`LoadedRecord.stamps()`).
  func reusable(
    _ record: LintRecord, for files: [Linter.SourceFile], stamps: LintRecord.Stamps,
    fileSystem: any FileAccess, now: Date = Date()
  ) -> (record: LintRecord?, refreshed: LintRecord?, stale: (LintRecord, changed: [Int])?) {
    guard holdsIndex(of: record, fileSystem: fileSystem), record.files.count == files.count,
      files.indices.allSatisfy({
        record.files[$0].path == files[$0].path && record.files[$0].isRequested == files[$0].isRequested
      })
    else { return (nil, nil, nil) }
    // Only the files whose stamp differs are read and compared.
    let compared = record.files.indices.filter {
      stamps.file($0) == nil || stamps.file($0) != record.files[$0].stamp
    }
    // Not a copy of the record made to refresh nothing: its 4,000 files took a third of a millisecond.
    guard !compared.isEmpty else { return (record, nil, nil) }
    // Whether each compared file still has the recorded contents.
    let unchanged = Parallel.map(compared) { offset in
      let state = record.files[offset]
      guard let bytes = try? fileSystem.readData(state.path) else { return false }
      return bytes.count == state.size && ContentHash.hash(bytes) == state.contentHash
    }
    var refreshed = record
    var gained = false
    var changed: [Int] = []
    for (offset, isUnchanged) in zip(compared, unchanged) {
      guard isUnchanged else {
        changed.append(offset)
        continue
      }
      let trusted = Self.trusted(stamps.file(offset), now: now)
      if trusted != nil { gained = true }
      refreshed.files[offset].stamp = trusted
    }
    guard changed.isEmpty else { return (nil, nil, (refreshed, changed)) }
    return (record, gained ? refreshed : nil, nil)
  }

  /// Writes `record` (its file stamps made trustworthy first); returns why it could not, for a note.
  func store(_ record: LintRecord, key: String, fileSystem: any FileAccess, now: Date = Date()) -> String? {
    var trusted = record
    for offset in trusted.files.indices {
      trusted.files[offset].stamp = Self.trusted(trusted.files[offset].stamp, now: now)
    }
    for offset in trusted.folders.indices {
      trusted.folders[offset].stamp = Self.trusted(trusted.folders[offset].stamp, now: now)
    }
    for offset in trusted.manifests.indices {
      trusted.manifests[offset].stamp = Self.trusted(trusted.manifests[offset].stamp, now: now)
    }
    do {
      try fileSystem.writeCache(LintRecordCoding.encode(trusted, key: key), to: recordPath)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// `stamp`, or nil when the file was written within the last seconds: it may change again within the
  /// stamp's resolution without its stamp changing, so its contents are compared next time.
  static func trusted(_ stamp: FileStamp?, now: Date) -> FileStamp? {
    let recent = Int64((now.timeIntervalSince1970 - 2) * 1e9)
    guard let stamp, stamp.modified < recent, stamp.changed < recent else { return nil }
    return stamp
  }
}

/// A record as a run reads it: its files and folders (`head`, without findings or summaries), stat'ed by the
/// reading thread and another one together, which first decodes the rest.
struct LoadedRecord: Sendable {
  /// The record without its diagnostics and summary bytes.
  var head: LintRecord
  /// The stats of `head.statPaths`, under way.
  let stats: SharedBatch<[FileStamp?]>
  let rest: Pending<Result<LintRecord.Findings, LintRecordCoding.Failure>>

  /// What `stat` says now of the head's folders and files, asked in one batch (a warm run is little else):
  /// the folders' stamps tell whether a walk is needed, the files' whether the record holds. This thread
  /// takes slices of the batch until none is left, then waits for those the other thread took.
  func stamps() -> LintRecord.Stamps {
    let slices = stats.results()
    var all: [FileStamp?] = []
    all.reserveCapacity(head.folders.count + head.files.count)
    for slice in slices { all += slice }
    return LintRecord.Stamps(all, of: head)
  }

  /// `record` (the head, or a record made from it) with the findings and summaries of the rest, once they
  /// are decoded; throws when they could not be (a damaged record behind a matching checksum).
  func completing(_ record: LintRecord) throws(LintRecordCoding.Failure) -> LintRecord {
    var record = record
    (record.diagnostics, record.summaryBytes) = try rest.value.get()
    return record
  }

  /// The whole record.
  func whole() throws(LintRecordCoding.Failure) -> LintRecord { try completing(head) }
}

/// The binary form of `LintRecord`: magic line, format version, key, the index stamps, the paths of the
/// folders and files (NUL-terminated, as `stat` takes them), the rest of the files' and folders' states, the
/// findings and a checksum of all the bytes before it (the numbers and strings of `ByteWriter`).
enum LintRecordCoding {
  typealias Failure = IndexCacheDecoder.Failure

  static func encode(_ record: LintRecord, key: String) -> [UInt8] {
    var out = ByteWriter()
    out.bytes = LintRecord.magic
    out.fixed(UInt64(LintRecord.formatVersion))
    out.string(key)
    out.stamp(record.indexStamp)
    out.optional(record.changesStamp)
    // The paths a warm run stats first, as one list that is stat'ed as it is read; then the rest of the
    // head, behind its length, so that another thread can decode the findings while this one decodes it.
    out.varint(record.folders.count)
    out.varint(record.files.count)
    let paths = PathList(record.statPaths).terminatedBytes
    out.varint(paths.count)
    out.bytes += paths
    var head = ByteWriter()
    for file in record.files {
      head.bytes.append(file.isRequested ? 1 : 0)
      head.optional(file.stamp)
      head.varint(file.size)
      head.fixed(file.contentHash)
    }
    for folder in record.folders { head.optional(folder.stamp) }
    head.varint(record.notes.count)
    for note in record.notes { head.string(note) }
    head.varint(record.manifests.count)
    for manifest in record.manifests {
      head.string(manifest.path)
      head.optional(manifest.stamp)
      head.varint(manifest.size)
      head.fixed(manifest.contentHash)
    }
    head.varint(record.layeredFileCount)
    head.varint(record.byteCount)
    out.varint(head.bytes.count)
    out.bytes += head.bytes
    // The findings' strings (paths, layers, type names repeat from finding to finding) are written once, in
    // a table before the findings, which name them by number: a thousand findings decode into a few
    // hundred strings.
    var table = StringTable()
    var findings = ByteWriter()
    findings.varint(record.diagnostics.count)
    for diagnostic in record.diagnostics {
      findings.varint(table.id(diagnostic.rule.rawValue))
      findings.varint(table.id(diagnostic.severity.rawValue))
      findings.varint(table.id(diagnostic.message))
      findings.location(diagnostic.location, in: &table)
      for endpoint in [diagnostic.source, diagnostic.target] {
        guard let endpoint else {
          findings.bytes.append(0)
          continue
        }
        findings.bytes.append(1)
        for value in [endpoint.symbol, endpoint.layer, endpoint.feature] {
          findings.varint(value.map { table.id($0) + 1 } ?? 0)
        }
        if let location = endpoint.location {
          findings.bytes.append(1)
          findings.location(location, in: &table)
        } else {
          findings.bytes.append(0)
        }
      }
    }
    table.write(into: &out)
    out.bytes += findings.bytes
    out.varint(record.summaryBytes.count)
    out.bytes += record.summaryBytes
    out.fixed(ContentHash.hash(out.bytes))
    return out.bytes
  }

  static func decode(_ bytes: [UInt8], key: String) throws(Failure) -> LintRecord {
    let layout = try decodeLayout(bytes, key: key)
    var record = try decodeHead(bytes, layout)
    (record.diagnostics, record.summaryBytes) = try decodeFindings(bytes, in: layout.findings)
    return record
  }

  /// Where the parts of a record are, read without decoding them: its folders' and files' paths (what a warm
  /// run stats, in that order), the rest of its head and its findings.
  struct Layout: Sendable {
    var indexStamp: FileStamp
    var changesStamp: FileStamp?
    var folderCount: Int
    var paths: PathList
    var head: Range<Int>
    var findings: Range<Int>
  }

  /// The layout of the record in `bytes`, once its checksum and `key` are checked.
  static func decodeLayout(_ bytes: [UInt8], key: String) throws(Failure) -> Layout {
    let magic = LintRecord.magic
    let checked = try IndexCacheDecoder.checkedLength(bytes, magic: magic, version: LintRecord.formatVersion)
    return try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      // After the magic line and the version, which `checkedLength` read.
      var reader = ByteReader(buffer: UnsafeBufferPointer(rebasing: buffer[..<checked]), offset: magic.count + 8)
      guard try reader.string() == key else { throw .otherKey }
      let indexStamp = try reader.stamp()
      let changesStamp = try reader.optionalStamp()
      let folderCount = try reader.elementCount()
      let fileCount = try reader.elementCount()
      guard
        let paths = PathList(terminated: bytes, in: try reader.stringRange(), count: folderCount + fileCount)
      else { throw .damaged }
      let head = try reader.stringRange()
      return Layout(
        indexStamp: indexStamp, changesStamp: changesStamp, folderCount: folderCount, paths: paths, head: head,
        findings: reader.offset..<checked)
    }
  }

  /// The record without its diagnostics and summary bytes.
  static func decodeHead(_ bytes: [UInt8], _ layout: Layout) throws(Failure) -> LintRecord {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var reader = ByteReader(
        buffer: UnsafeBufferPointer(rebasing: buffer[..<layout.head.upperBound]), offset: layout.head.lowerBound)
      let folderCount = layout.folderCount
      var files: [LintRecord.FileState] = []
      files.reserveCapacity(layout.paths.count - folderCount)
      for offset in folderCount..<layout.paths.count {
        let isRequested = try reader.flag()
        let stamp = try reader.optionalStamp()
        files.append(
          LintRecord.FileState(
            path: layout.paths[offset], isRequested: isRequested, stamp: stamp, size: try reader.count(),
            contentHash: try reader.fixed()))
      }
      var folders: [LintRecord.FolderState] = []
      folders.reserveCapacity(folderCount)
      for offset in 0..<folderCount {
        folders.append(LintRecord.FolderState(path: layout.paths[offset], stamp: try reader.optionalStamp()))
      }
      var notes: [String] = []
      for _ in 0..<(try reader.count()) { notes.append(try reader.string()) }
      var manifests: [LintRecord.FileState] = []
      for _ in 0..<(try reader.count()) {
        manifests.append(
          LintRecord.FileState(
            path: try reader.string(), isRequested: false, stamp: try reader.optionalStamp(), size: try reader.count(),
            contentHash: try reader.fixed()))
      }
      let layered = try reader.count()
      let byteCount = try reader.count()
      guard reader.offset == layout.head.upperBound else { throw .damaged }
      return LintRecord(
        indexStamp: layout.indexStamp, changesStamp: layout.changesStamp, files: files, folders: folders,
        notes: notes, manifests: manifests, diagnostics: [], layeredFileCount: layered, byteCount: byteCount)
    }
  }

  /// The diagnostics and summary bytes of a record, from `range` of its `bytes` (`Layout.findings`).
  static func decodeFindings(_ bytes: [UInt8], in range: Range<Int>) throws(Failure) -> LintRecord.Findings {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var reader = ByteReader(
        buffer: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), offset: range.lowerBound)
      var strings: [String] = []
      for _ in 0..<(try reader.count()) { strings.append(try reader.string()) }
      func string() throws(Failure) -> String {
        let number = try reader.count()
        guard number < strings.count else { throw .damaged }
        return strings[number]
      }
      func optional() throws(Failure) -> String? {
        let number = try reader.count()
        guard number <= strings.count else { throw .damaged }
        return number == 0 ? nil : strings[number - 1]
      }
      func location() throws(Failure) -> SourceLocation {
        SourceLocation(path: try string(), position: try reader.position())
      }
      let diagnosticCount = try reader.elementCount()
      var diagnostics: [Diagnostic] = []
      diagnostics.reserveCapacity(diagnosticCount)
      for _ in 0..<diagnosticCount {
        guard let rule = RuleID(rawValue: try string()), let severity = Severity(rawValue: try string())
        else { throw .damaged }
        func endpoint() throws(Failure) -> Diagnostic.Endpoint? {
          guard try reader.flag() else { return nil }
          return Diagnostic.Endpoint(
            symbol: try optional(), layer: try optional(), feature: try optional(),
            location: try reader.flag() ? try location() : nil)
        }
        diagnostics.append(
          Diagnostic(
            rule: rule, severity: severity, message: try string(), location: try location(), source: try endpoint(),
            target: try endpoint()))
      }
      let summaries = try reader.stringRange()
      guard reader.offset == reader.buffer.count else { throw .damaged }
      return (diagnostics, Array(reader.buffer[summaries]))
    }
  }
}

extension ByteWriter {
  mutating func stamp(_ stamp: FileStamp) {
    varint(UInt64(bitPattern: stamp.size))
    varint(UInt64(bitPattern: stamp.modified))
    varint(UInt64(bitPattern: stamp.changed))
    varint(stamp.inode)
  }

  /// `0` for nil, else `1` and the stamp.
  mutating func optional(_ stamp: FileStamp?) {
    guard let stamp else {
      bytes.append(0)
      return
    }
    bytes.append(1)
    self.stamp(stamp)
  }

  /// `0` for nil, else `1` and the string.
  mutating func optional(_ value: String?) {
    guard let value else {
      bytes.append(0)
      return
    }
    bytes.append(1)
    string(value)
  }

  /// The number of the location's path in `table`, then its position.
  mutating func location(_ location: SourceLocation, in table: inout StringTable) {
    varint(table.id(location.path))
    position(location.position)
  }
}

extension ByteReader {
  mutating func stamp() throws(IndexCacheDecoder.Failure) -> FileStamp {
    FileStamp(
      size: Int64(bitPattern: try varint()), modified: Int64(bitPattern: try varint()),
      changed: Int64(bitPattern: try varint()), inode: try varint())
  }

  mutating func optionalStamp() throws(IndexCacheDecoder.Failure) -> FileStamp? {
    try flag() ? try stamp() : nil
  }

  /// A byte that must be 0 or 1.
  mutating func flag() throws(IndexCacheDecoder.Failure) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw .damaged
    }
  }

  mutating func optional() throws(IndexCacheDecoder.Failure) -> String? {
    try flag() ? try string() : nil
  }
}
