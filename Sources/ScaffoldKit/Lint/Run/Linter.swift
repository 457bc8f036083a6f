import Dispatch
import Foundation

/// Turns a file's bytes into its index; `SwiftIndexer.index` in production, a stub in some tests. With
/// `readsReferences` false the index may leave out the references (`FileIndex.omitsReferences`).
public typealias IndexFunction = @Sendable (_ bytes: [UInt8], _ path: String, _ readsReferences: Bool) -> FileIndex

/// Why a lint run could not start or finish. The CLI exits with status 2 for these.
public enum LintError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// A path given on the command line does not exist.
  case notFound(String)
  /// A file or folder exists but cannot be read.
  case unreadable(String, reason: String)
  /// A path given on the command line holds nothing to lint: not a Swift file, or a folder without one.
  case nothingToLint(String, reason: String)

  /// One problem, located at the path.
  public var problems: [Problem] {
    switch self {
    case .notFound(let path): return [Problem(location: Paths.displayed(path), "no such file or directory")]
    case .unreadable(let path, let reason): return [Problem(location: Paths.displayed(path), "cannot read: \(reason)")]
    case .nothingToLint(let path, let reason):
      return [Problem(location: path.isEmpty ? "''" : Paths.displayed(path), reason)]
    }
  }

  public var description: String { problemText }

  init(_ error: FileSystemError) {
    switch error {
    case .notFound(let path): self = .notFound(path)
    case .unreadable(let path, let reason), .unwritable(let path, let reason): self = .unreadable(path, reason: reason)
    }
  }
}

/// The outcome of a lint run.
public struct LintResult: Sendable, Equatable {
  /// Sorted by path, line, column, rule.
  public var diagnostics: [Diagnostic]
  public var fileCount: Int
  /// How many of the linted files are in a layer (composition roots and tests are not).
  public var layeredFileCount: Int
  public var byteCount: Int
  /// Wall-clock seconds for discovery, indexing and rules.
  public var seconds: Double
  /// Remarks about the run that are not findings (an index cache that was unusable or not saved), for
  /// stderr.
  public var notes: [String]
  /// Warnings about the run as a whole that no file location fits (no `scaffold.json`, and the built-in
  /// preset places no file in a layer), for stderr; like findings' warnings, they fail a `--strict` run.
  public var warnings: [String] = []

  public init(
    diagnostics: [Diagnostic], fileCount: Int, layeredFileCount: Int? = nil, byteCount: Int = 0, seconds: Double = 0,
    notes: [String] = []
  ) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.layeredFileCount = layeredFileCount ?? fileCount
    self.byteCount = byteCount
    self.seconds = seconds
    self.notes = notes
  }

  public var errorCount: Int { count(of: .error) }
  public var warningCount: Int { count(of: .warning) }

  /// By index: `count(where:)` copied each finding, with its strings, on each of the five counts a run makes.
  private func count(of severity: Severity) -> Int {
    var count = 0
    for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
    return count
  }

  /// Whether the run fails: any error, or any warning (of a finding or the run) when `strict`. (Exit status 1
  /// in the CLI.)
  public func hasViolations(strict: Bool) -> Bool {
    errorCount > 0 || (strict && (warningCount > 0 || !warnings.isEmpty))
  }

  /// `Linted 12 files in 0.04s: 2 errors, 1 warning; 10/12 files in a layer` — for the CLI's stderr summary.
  public var summary: String {
    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    // Not `String(format:)`, whose first call in a process takes a fifth of a millisecond: 2 % of a warm run.
    let hundredths = Int((max(0, seconds) * 100).rounded())
    let time = "\(hundredths / 100)." + String(String(100 + hundredths % 100).dropFirst())
    return "Linted \(plural(fileCount, "file")) in \(time)s: \(plural(errorCount, "error")), "
      + plural(warningCount, "warning") + "; \(layeredFileCount)/\(fileCount) files in a layer"
  }
}

/// Lints Swift sources: discovers files, reads and indexes them on all cores, maps them to layers,
/// builds the project table and runs the rules.
public struct Linter: Sendable {
  public let configuration: LintConfiguration
  public let fileSystem: any FileSystem
  public let indexer: IndexFunction
  /// Called from the indexing workers as files are done (throttled); nil costs nothing.
  public var progress: LintProgressHandler?
  /// With an Xcode project's membership, files that no target compiles are skipped.
  public var membership: TargetMembership?
  /// Where indexes of unchanged files are kept between runs; nil reads and indexes every file.
  public var cache: IndexCache?

  /// `indexer` defaults to the lexer-based `SwiftIndexer`; tests may pass a stub.
  public init(
    configuration: LintConfiguration, fileSystem: any FileSystem,
    indexer: @escaping IndexFunction = { SwiftIndexer.index($0, path: $1, lowercaseTypes: [], readsReferences: $2) }
  ) {
    self.configuration = configuration
    self.fileSystem = fileSystem
    self.indexer = indexer
  }

  /// Lints `paths` (files or folders; the working directory when empty). Types are looked up across the
  /// whole project under the configuration root, so linting one folder still sees the layers around it;
  /// diagnostics are reported for the requested files only.
  public func run(paths: [String] = []) throws(LintError) -> LintResult {
    let start = ContinuousClock.now
    let roots = paths.isEmpty ? ["."] : paths
    func seconds() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    func recorded(_ record: LintRecord, notes: [String]) -> LintResult {
      LintResult(
        diagnostics: record.diagnostics, fileCount: record.requestedFileCount,
        layeredFileCount: record.layeredFileCount, byteCount: record.byteCount, seconds: seconds(), notes: notes)
    }
    // The last run's findings, when nothing it read has changed (not with an Xcode project, whose
    // membership the record does not pin down). While no folder the record's walks listed changed, its files
    // are what a walk would find, and the tree is not walked.
    let recordKey = cache?.recordKey(paths: paths, workingDirectory: fileSystem.currentDirectory)
    let loaded =
      keepsRecord ? cache.flatMap { cache in recordKey.map { cache.loadRecord(key: $0, fileSystem: fileSystem) } } : nil
    // A run that reuses a record stats files on threads of its own and needs no pool, whose first thread,
    // woken early, would share the caller's core while it reads the record. (A run without a cache has woken
    // it already, in `Scaffold.lint`.)
    if cache != nil, loaded?.record == nil { Parallel.wake() }
    // Taken before the walk that a changed folder calls for, and used after it only while the walk finds
    // the record's files.
    let stamps = loaded?.record?.stamps()
    var skipped: [String] = []
    var folders: [LintRecord.FolderState] = []
    // The files asked for, when the tree was walked; unwalked, they are picked out of the record's files only
    // when the record does not hold.
    let walked: [SourceFile]?
    let files: [SourceFile]
    if let cache, let record = loaded?.record?.head, let stamps,
      let known = cache.unwalkedFiles(record, roots: roots.map(fileSystem.absolute), stamps: stamps)
    {
      (files, skipped, folders, walked) = (known, record.notes, record.folders, nil)
    } else {
      let requested = try discover(roots, notes: &skipped, named: !paths.isEmpty, folders: &folders)
      files = withProjectContext(requested, requestedRoots: roots.map(fileSystem.absolute), folders: &folders)
      walked = requested
    }
    var recordNotes: [String] = []
    var indexed: [String: IndexedFile] = [:]
    if keepsRecord, let cache, let recordKey, let loaded {
      var problem = loaded.problem
      if let loadedRecord = loaded.record, let stamps {
        do throws(LintRecordCoding.Failure) {
          let found = cache.reusable(loadedRecord.head, for: files, stamps: stamps, fileSystem: fileSystem)
          if let head = found.record {
            let record = try loadedRecord.completing(head)
            // Saved again when stamps were gained or a folder changed, so the next run needs no walk.
            let walkedAnew = record.folders == folders && record.notes == skipped ? nil : record
            if var refreshed = try found.refreshed.map(loadedRecord.completing) ?? walkedAnew {
              refreshed.folders = folders
              refreshed.notes = skipped
              _ = cache.store(refreshed, key: recordKey, fileSystem: fileSystem)
            }
            return recorded(record, notes: skipped)
          }
          if let (stale, changed) = found.stale {
            var record = try loadedRecord.completing(stale)
            record.folders = folders
            record.notes = skipped
            if var result = rerun(
              record, changed: changed, files: files, cache: cache, key: recordKey, indexed: &indexed)
            {
              result.notes = skipped + result.notes
              result.seconds = seconds()
              return result
            }
          }
        } catch {
          problem = "\(error)"
        }
      }
      if let problem {
        recordNotes.append(
          "note: ignored the lint cache \(Paths.relative(cache.recordPath, to: fileSystem.currentDirectory)) "
            + "(\(problem)); rebuilt it")
      }
    }
    var result = check(
      try analyze(files, indexed: indexed, readsEveryReference: false),
      requested: walked ?? files.filter(\.isRequested), recordKey: recordKey,
      folders: folders, skipped: skipped, recordNotes: recordNotes)
    result.seconds = seconds()
    return result
  }

  /// The rules over the files `analysis` read, and the record of the run saved for the next one (under
  /// `recordKey`, with the walk's `folders` and `skipped` notes). The notes are `skipped`, the analysis's,
  /// then `recordNotes`. The analysis is let go of on another thread (`Parallel.discard`).
  private func check(
    _ analysis: consuming Analysis, requested: [SourceFile], recordKey: String?,
    folders: [LintRecord.FolderState], skipped: [String], recordNotes: [String]
  ) -> LintResult {
    let requestedPaths = Set(requested.map(\.path))
    let project = ProjectAnalysis(configuration: configuration, files: analysis.files, requestedPaths: requestedPaths)
    let engine = project.engine
    let requestedFiles = project.requestedFiles
    let diagnostics =
      (Parallel.map(requestedFiles) { [engine] in engine.check($0) }.flatMap { $0 } + coverage(project.files)).sorted()
    var result = LintResult(
      diagnostics: diagnostics, fileCount: requested.count,
      layeredFileCount: requestedFiles.indices.count { requestedFiles[$0].assignment.role == .layered },
      byteCount: analysis.byteCount,
      seconds: 0, notes: [])
    // The summaries need nothing of the index cache being saved, which the record names: made before waiting.
    let savesRecord = keepsRecord && recordKey != nil && analysis.states != nil
    let summaryBytes = savesRecord ? LintRecord.encodeSummaries(of: project.files) : []
    let saved = analysis.saved()
    var notes = skipped + analysis.notes + (saved.note.map { [$0] } ?? []) + recordNotes
    if savesRecord, let cache, let recordKey, saved.isSaved, let states = analysis.states,
      let indexStamp = fileSystem.stamp(of: cache.path)
    {
      let record = LintRecord(
        indexStamp: indexStamp, changesStamp: fileSystem.stamp(of: cache.changesPath), files: states,
        folders: folders, notes: skipped,
        diagnostics: diagnostics, layeredFileCount: result.layeredFileCount,
        byteCount: result.byteCount,
        summaryBytes: summaryBytes)
      if let problem = cache.store(record, key: recordKey, fileSystem: fileSystem) {
        notes.append(Self.unsavedRecordNote(problem))
      }
    }
    result.notes = notes
    Parallel.discard((consume analysis, consume project, consume engine, consume requestedFiles))
    return result
  }

  /// The note of a run whose record could not be saved.
  static func unsavedRecordNote(_ problem: String) -> String {
    "note: could not save the lint results (\(problem)); the next run checks every file again"
  }

  /// `unmatched-layer` findings: no file of the project in any layer, or a pattern or suffix that
  /// `scaffold.json` writes that matches none of its files.
  func coverage(_ files: [AnalyzedFile]) -> [Diagnostic] {
    let severity = configuration.severity(of: .unmatchedLayer)
    guard severity != .off, !files.isEmpty else { return [] }
    let configPath =
      configuration.sourcePath
      ?? Paths.relative(
        Paths.join(configuration.root, "scaffold.json"), to: fileSystem.currentDirectory)
    func finding(_ message: String, _ location: SourceLocation) -> Diagnostic {
      Diagnostic(rule: .unmatchedLayer, severity: severity, message: message, location: location)
    }
    var result: [Diagnostic] = []
    let isProduction = { (file: AnalyzedFile) in file.assignment.role != .test }
    // By index: a copy of each file would count references on all its arrays.
    let productionCount = files.indices.count { files[$0].assignment.role != .test }
    // Without a scaffold.json there is no file to locate the finding at: `Scaffold.lint` says it in a warning
    // of the run instead (`LintResult.warnings`).
    if productionCount > 0, configuration.sourcePath != nil,
      !files.indices.contains(where: {
        files[$0].assignment.role != .test
          && (files[$0].assignment.layer != nil || !files[$0].assignment.ambiguousLayers.isEmpty)
      })
    {
      let patterns = configuration.layers.flatMap { layer in layer.paths.map { "'\($0.pattern)'" } }
      result.append(
        finding(
          "no file is in a layer: \(configuration.origin) places none of the \(productionCount) files "
            + (patterns.isEmpty
              ? "(it has no layers)"
              : "(patterns \(patterns.prefix(4).joined(separator: ", "))"
                + (patterns.count > 4 ? ", …)" : ")"))
            + "; add layers that match the project's folders (scaffold which <file> shows why a file is in none)",
          SourceLocation(path: configPath, position: SourcePosition(line: 1, column: 1))))
    }
    let written = configuration.writtenPatterns
    let globs = written.map { $0.isSuffix ? nil : try? Glob($0.text) }
    let matched = matchedPatterns(written, globs: globs, in: files)
    for (offset, written) in written.enumerated() where !matched[offset] {
      if written.isSuffix {
        result.append(
          finding("layer \(written.layer): suffix '\(written.text)' matches no file name", written.location))
      } else if let glob = globs[offset], glob.namesTarget {
        guard let membership else {
          result.append(
            finding(
              "layer \(written.layer): pattern '\(written.text)' names a target, but no Xcode project was given; "
                + "lint with --xcodeproj PATH to place files by target", written.location))
          continue
        }
        let named = files.contains { file in
          isProduction(file)
            && membership.targets(of: fileSystem.absolute(file.index.path)).contains { glob.matchTarget($0) != nil }
        }
        guard !named else { continue }
        result.append(
          finding(
            "layer \(written.layer): pattern '\(written.text)' matches no target that compiles a linted file",
            written.location))
      } else if globs[offset] != nil {
        result.append(finding("layer \(written.layer): pattern '\(written.text)' matches no file", written.location))
      }
    }
    return result
  }

  /// For each written pattern, whether a production file (not a test) matches it: a suffix ends the file's
  /// name, a path pattern (`globs`, compiled) matches its path below the root. Target patterns are left to
  /// the caller (false). The files are looked at in slices on all cores, each slice skipping the patterns it
  /// has already seen match, and the file's name or path only made while a pattern of that kind is left.
  private func matchedPatterns(
    _ written: [LintConfiguration.WrittenPattern], globs: [Glob?], in files: [AnalyzedFile]
  ) -> [Bool] {
    let fileSystem = self.fileSystem
    let root = configuration.root
    let suffixes = written.indices.filter { written[$0].isSuffix }
    let paths = written.indices.filter { globs[$0].map { !$0.namesTarget } == true }
    let pathGlobs = paths.compactMap { globs[$0] }
    let found = Parallel.mapSlices(of: files.count, length: 64) { slice in
      var found = [Bool](repeating: false, count: written.count)
      var suffixesLeft = suffixes.count
      var pathsLeft = paths.count
      // By index: a copy of each file would count references on all its arrays.
      for fileIndex in slice where files[fileIndex].assignment.role != .test {
        guard suffixesLeft > 0 || pathsLeft > 0 else { break }
        let filePath = files[fileIndex].index.path
        if suffixesLeft > 0 {
          let stem = Paths.swiftStem(filePath)
          for offset in suffixes where !found[offset] && stem.hasSuffix(written[offset].text) {
            found[offset] = true
            suffixesLeft -= 1
          }
        }
        if pathsLeft > 0 {
          let path = GlobPath(Paths.relative(fileSystem.absolute(filePath), to: root))
          for (number, offset) in paths.enumerated() where !found[offset] {
            if pathGlobs.withGlob(at: number, { $0.match(path) != nil }) {
              found[offset] = true
              pathsLeft -= 1
            }
          }
        }
      }
      return found
    }
    return written.indices.map { offset in found.contains { $0[offset] } }
  }

  /// The project as the rules see it, without running them: the files under `paths` and the rest of the
  /// project under the configuration root, read, indexed and placed in layers. For `scaffold graph`.
  public func analyzeProject(paths: [String] = []) throws(LintError) -> ProjectAnalysis {
    let roots = paths.isEmpty ? ["."] : paths
    var skipped: [String] = []
    let requested = try discover(roots, notes: &skipped, named: !paths.isEmpty)
    var folders: [LintRecord.FolderState] = []
    let files = withProjectContext(requested, requestedRoots: roots.map(fileSystem.absolute), folders: &folders)
    let analysis = try analyze(files, readsEveryReference: true)
    _ = analysis.saved()
    return ProjectAnalysis(
      configuration: configuration, files: analysis.files, requestedPaths: Set(requested.map(\.path)))
  }

  /// A discovered file, by its display path (relative to the working directory).
  struct SourceFile: Sendable {
    var path: String
    /// False for files read only to complete the project table; their read errors are ignored.
    var isRequested = true
  }

  /// `requested` plus the rest of the project under the configuration root, unless a request covers it.
  private func withProjectContext(
    _ requested: [SourceFile], requestedRoots: [String], folders: inout [LintRecord.FolderState]
  ) -> [SourceFile] {
    let root = configuration.root
    let coversRoot = requestedRoots.contains { $0 == root || $0 == "/" || root.hasPrefix($0 + "/") }
    var ignored: [String] = []
    guard !coversRoot, fileSystem.kind(of: root) == .directory,
      let context = try? discover([root], notes: &ignored, folders: &folders)
    else { return requested }
    let known = Set(requested.map(\.path))
    let extra = context.filter { !known.contains($0.path) }.map { SourceFile(path: $0.path, isRequested: false) }
    return (requested + extra).sorted { $0.path < $1.path }
  }

  /// The `.swift` files under `paths`, filtered by include/exclude, as paths relative to the working
  /// directory, sorted and without duplicates. Hidden folders are skipped.
  public func discoverFiles(_ paths: [String]) throws(LintError) -> [String] {
    var notes: [String] = []
    return try discover(paths, notes: &notes).map(\.path)
  }

  /// Folders nested deeper than this below a linted folder are not read (a guard against pathological
  /// trees; a note names the first one skipped).
  static let maximumDepth = 64

  /// The files under `paths`; what was skipped goes to `notes` (`note: …` lines for stderr). A named path
  /// that holds nothing to lint (not a Swift file, a device, a folder without a Swift file) is an error.
  /// `named`: the paths were given by the user (the default working directory may hold nothing).
  func discover(_ paths: [String], notes: inout [String], named: Bool = true) throws(LintError) -> [SourceFile] {
    var folders: [LintRecord.FolderState] = []
    return try discover(paths, notes: &notes, named: named, folders: &folders)
  }

  /// `discover`, adding to `folders` every folder listed with its stamp from before it was listed (when
  /// the run keeps a record: a walk is then known to find the same files while those stamps hold).
  func discover(
    _ paths: [String], notes: inout [String], named: Bool = true, folders: inout [LintRecord.FolderState]
  ) throws(LintError) -> [SourceFile] {
    var found = Set<String>()
    var directories: [(path: String, display: String)] = []
    let workingDirectory = fileSystem.currentDirectory
    for path in paths {
      if path.isEmpty { throw .nothingToLint(path, reason: "an empty path names no file") }
      let absolute = fileSystem.absolute(path)
      switch fileSystem.kind(of: absolute) {
      case nil:
        // stat fails for a link loop too; opening the path tells that apart from a missing file.
        do throws(FileSystemError) { _ = try fileSystem.readData(path) } catch { throw LintError(error) }
        throw .notFound(path)
      case .file?:
        if fileSystem.isSpecialFile(absolute) {
          throw .nothingToLint(path, reason: "not a regular file (a device, FIFO or socket); lint reads Swift files")
        }
        guard absolute.hasSuffix(".swift") else { throw .nothingToLint(path, reason: "not a Swift file") }
        if let reason = exclusion(of: absolute) {
          notes.append("note: skipped \(Paths.displayed(path)): \(reason)")
        } else {
          found.insert(absolute)
        }
      case .directory?: directories.append((absolute, path))
      }
    }
    if !directories.isEmpty {
      var walk = Walk()
      try self.walk(directories.map(\.path), into: &walk)
      folders += walk.folders
      for directory in directories {
        let prefix = directory.path == "/" ? "/" : directory.path + "/"
        guard !walk.files.contains(where: { $0.absolute.hasPrefix(prefix) }) else { continue }
        let excluded = walk.excluded.count { $0.hasPrefix(prefix) }
        if excluded == 0 {
          guard named else { continue }
          throw .nothingToLint(directory.display, reason: "no Swift file in this folder or below it")
        }
        notes.append(
          "note: \(Paths.displayed(directory.display)): all \(excluded) Swift file\(excluded == 1 ? " is" : "s are") "
            + "left out by the configuration's include/exclude patterns\(membership == nil ? "" : " or the Xcode project")"
        )
      }
      if let deep = walk.tooDeep.min() {
        notes.append(
          "note: skipped \(walk.tooDeep.count) folder\(walk.tooDeep.count == 1 ? "" : "s") nested more than "
            + "\(Self.maximumDepth) levels deep, such as \(Paths.displayed(Paths.relative(deep, to: fileSystem.currentDirectory)))"
        )
      }
      for special in walk.special.sorted() {
        // A listing gives neither a kind; a link that leads nowhere is told apart here, where it is rare.
        let what =
          fileSystem.isSymbolicLink(special)
          ? "a symbolic link to nothing (a missing file, or a loop of links)"
          : "not a regular file (a device, FIFO or socket)"
        notes.append(
          "note: skipped \(Paths.displayed(Paths.relative(special, to: fileSystem.currentDirectory))): \(what)")
      }
      // One folder walked, nothing named: every file is listed once, with its display path made on the
      // thread that listed it.
      if directories.count == 1, found.isEmpty {
        return walk.files.map { SourceFile(path: $0.display) }.sorted { $0.path < $1.path }
      }
      found.formUnion(walk.files.lazy.map(\.absolute))
    }
    return found.map { SourceFile(path: Paths.relative($0, to: workingDirectory)) }
      .sorted { $0.path < $1.path }
  }

  /// What a walk found: the included `.swift` files, those left out, and what it did not read.
  private struct Walk {
    var files: [(absolute: String, display: String)] = []
    /// `.swift` files the include/exclude patterns (or the project's membership) leave out.
    var excluded: [String] = []
    /// Folders below the depth limit.
    var tooDeep: [String] = []
    /// FIFOs, devices, sockets and links to nothing named `.swift`.
    var special: [String] = []
    /// The folders listed, with their stamps.
    var folders: [LintRecord.FolderState] = []
  }

  /// Lists the tree on all cores, each thread taking the next folder waiting to be listed, so none waits for
  /// a level of the tree to be done. The files are a set and the folders are sorted, so the order in which
  /// folders are read does not matter; of several folders that cannot be read, the first by path is reported.
  private func walk(_ roots: [String], into walk: inout Walk) throws(LintError) {
    typealias Part = (walk: Walk, failures: [(folder: String, error: LintError)])
    let parts = Parallel.drain(roots.map { (path: $0, depth: 0) }, state: { Part(Walk(), []) }) { folder, part in
      guard folder.depth < Self.maximumDepth else {
        part.walk.tooDeep.append(folder.path)
        return []
      }
      switch list(folder.path) {
      case .failure(let error):
        part.failures.append((folder.path, error))
        return []
      case .success(let level):
        part.walk.files += level.files
        if let state = level.folder { part.walk.folders.append(state) }
        part.walk.excluded += level.excluded
        part.walk.special += level.special
        return level.directories.map { (path: $0, depth: folder.depth + 1) }
      }
    }
    if let failure = parts.flatMap(\.failures).min(by: { $0.folder < $1.folder }) { throw failure.error }
    for part in parts {
      walk.files += part.walk.files
      walk.folders += part.walk.folders
      walk.excluded += part.walk.excluded
      walk.special += part.walk.special
      walk.tooDeep += part.walk.tooDeep
    }
    walk.folders.sort { $0.path < $1.path }
  }

  private struct Listing: Sendable {
    /// Absolute, and relative to the working directory.
    var files: [(absolute: String, display: String)] = []
    var excluded: [String] = []
    var special: [String] = []
    var directories: [String] = []
    var folder: LintRecord.FolderState?
  }

  /// The included `.swift` files and the folders to descend into, directly inside `directory`.
  private func list(_ directory: String) -> Result<Listing, LintError> {
    // Before the listing: an entry added after it changes the stamp seen next time.
    let stamp = keepsRecord ? fileSystem.stamp(of: directory) : nil
    let entries: [DirectoryEntry]
    do {
      entries = try fileSystem.entries(ofDirectory: directory)
    } catch {
      return .failure(LintError(error))
    }
    var listing = Listing()
    if keepsRecord { listing.folder = LintRecord.FolderState(path: directory, stamp: stamp) }
    let folder = GlobPath(rootRelative(directory))
    // Most entries of an app's folders are neither folders nor Swift files: their paths are never made.
    for entry in entries where !entry.name.hasPrefix(".") {
      switch entry.kind {
      case .directory?:
        // Linked folders may form cycles (or lead out of the project); lint them by naming them.
        if entry.isSymbolicLink { continue }
        if configuration.exclude.firstMatch(folder.appending(entry.name), subtreesOnly: true) != nil { continue }
        listing.directories.append(Paths.join(directory, entry.name))
      case .file?:
        guard entry.name.hasSuffix(".swift") else { continue }
        let path = Paths.join(directory, entry.name)
        if isIncluded(path, relative: folder.appending(entry.name)) {
          listing.files.append((path, Paths.relative(path, to: fileSystem.currentDirectory)))
        } else {
          listing.excluded.append(path)
        }
      case nil:
        if entry.name.hasSuffix(".swift") { listing.special.append(Paths.join(directory, entry.name)) }
      }
    }
    return .success(listing)
  }

  /// Why the include and exclude patterns (or the project's membership) leave `absolute` out; nil when
  /// they let it be linted.
  func exclusion(of absolute: String) -> String? {
    if let membership, membership.targets(of: absolute).isEmpty { return "no target of the Xcode project compiles it" }
    let path = GlobPath(rootRelative(absolute))
    if !configuration.include.isEmpty, !configuration.include.contains(where: { $0.match(path) != nil }) {
      return "matches none of the configuration's include patterns"
    }
    if let pattern = configuration.exclude.first(where: { $0.match(path) != nil }) {
      return "excluded by '\(pattern.pattern)'"
    }
    return nil
  }

  /// Whether this run reads and writes a record of its findings (`LintRecord`).
  var keepsRecord: Bool { cache != nil && membership == nil }

  /// The layer map of this run: the configuration's patterns, with the project's targets when there is one.
  var layerMap: LayerMap { LayerMap(configuration: configuration, membership: membership) }

  /// Whether the include and exclude patterns (and, with a project, its target membership) let `absolute` be linted.
  func isIncluded(_ absolute: String) -> Bool {
    isIncluded(absolute, relative: GlobPath(rootRelative(absolute)))
  }

  /// `isIncluded` with the path relative to the root already split.
  private func isIncluded(_ absolute: String, relative path: GlobPath) -> Bool {
    if let membership, membership.targets(of: absolute).isEmpty { return false }
    return (configuration.include.isEmpty || configuration.include.firstMatch(path) != nil)
      && configuration.exclude.firstMatch(path) == nil
  }

  /// `path` relative to the configuration root (unchanged when outside it), the form globs match.
  func rootRelative(_ path: String) -> String {
    Paths.relative(fileSystem.absolute(path), to: configuration.root)
  }

  /// A file read and indexed: its stamp from before the read, its bytes and their index.
  typealias IndexedFile = (stamp: FileStamp?, bytes: [UInt8], index: FileIndex)

  /// What `analyze` read.
  private struct Analysis {
    var files: [AnalyzedFile]
    var byteCount: Int
    /// About the index cache, for stderr.
    var notes: [String]
    /// Each file as it was read, in the order of the files given; nil when one could not be read.
    var states: [LintRecord.FileState]?
    /// The index cache being saved, if the run keeps one: why it could not be, or nil (saved, or unchanged).
    var saving: Pending<String?>?

    /// Waits for the index cache to be saved: whether the cache on disk holds what this run read, and the
    /// note to print when it could not be saved.
    func saved() -> (isSaved: Bool, note: String?) {
      guard let saving else { return (false, nil) }
      guard let problem = saving.value else { return (true, nil) }
      return (false, "note: could not save the lint cache (\(problem)); the next run reads every file again")
    }
  }

  /// Reads, indexes and places every file on all cores (taking unchanged files' indexes from the cache);
  /// results keep the order of `files`, so nothing later depends on scheduling.
  /// `indexed`: files already read and indexed by display path, with their stamps from before the read.
  /// `readsEveryReference`: false leaves out the references of the files no rule reads them from (tests,
  /// files in no layer): the rules' findings are the same; views of the whole project (the graph) want them.
  private func analyze(
    _ files: [SourceFile], indexed: [String: IndexedFile] = [:], readsEveryReference: Bool
  ) throws(LintError) -> Analysis {
    let fileSystem = self.fileSystem
    let indexer = self.indexer
    let layerMap = self.layerMap
    let root = configuration.root
    let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
    let cached = cache?.load(fileSystem: fileSystem) ?? IndexCache.Contents()
    let snapshot = cached.snapshot
    // Without a cache the stamp and content hash are never compared: not worth a pass over every byte.
    let keepsEntries = cache != nil
    let now = Date()
    var results = Parallel.map(files) {
      file -> Result<(AnalyzedFile, (path: String, entry: IndexCache.Entry)?, size: Int, Bool, [UInt8]?), LintError>? in
      defer { counter?.advance() }
      let absolute = fileSystem.absolute(file.path)
      let placing = layerMap.placing(path: Paths.relative(absolute, to: root))
      let readsReferences = readsEveryReference || placing.mayReadReferences
      // An index cached without references serves only where they are not read.
      let previous = snapshot.entry(for: absolute).flatMap { $0.index.omitsReferences && readsReferences ? nil : $0 }
      var entry: IndexCache.Entry
      // Whether the entry differs from the cached one as it is stored (stamps too recent to trust are not).
      var changed = true
      var readBytes: [UInt8]?
      // A file the cache holds is stat'ed, to be read only if it changed; another is read with its stamp.
      var stamp = keepsEntries && previous != nil ? fileSystem.stamp(of: absolute) : nil
      if let ready = indexed[file.path] {
        readBytes = ready.bytes
        entry = IndexCache.Entry(
          stamp: ready.stamp, size: ready.bytes.count, contentHash: ContentHash.hash(ready.bytes), index: ready.index)
      } else if let previous, let stamp, previous.stamp == stamp {
        entry = previous
        changed = false
      } else {
        let bytes: [UInt8]
        do throws(FileSystemError) {
          if keepsEntries && previous == nil {
            (bytes, stamp) = try fileSystem.readDataAndStamp(file.path)
          } else {
            bytes = try fileSystem.readData(file.path)
          }
        } catch {
          return file.isRequested ? .failure(LintError(error)) : nil
        }
        readBytes = bytes
        let hash = keepsEntries ? ContentHash.hash(bytes) : 0
        if let previous, previous.contentHash == hash, previous.size == bytes.count {
          entry = previous
          entry.stamp = stamp
          changed = previous.stamp != IndexCache.trusted(stamp, now: now)
        } else {
          entry = IndexCache.Entry(
            stamp: stamp, size: bytes.count, contentHash: hash, index: indexer(bytes, file.path, readsReferences))
        }
      }
      entry.index.path = file.path
      let analyzed = Self.place(entry.index, layerMap: layerMap, placing: placing)
      // Without a cache the entry is let go of here, on all cores, not by the loop below on one. The bytes are
      // kept for the lowercase type names (below) only where the rules read the references: such a file may
      // name one. Any other file is read again in the rare case it is needed, and its bytes go now (its index
      // keeps none of them).
      return .success(
        (analyzed, keepsEntries ? (absolute, entry) : nil, entry.size, changed, readsReferences ? readBytes : nil))
    }
    var analyzed: [AnalyzedFile] = []
    analyzed.reserveCapacity(files.count)
    var contents: [[UInt8]?] = []
    contents.reserveCapacity(files.count)
    var byteCount = 0
    // Each file's cache entry by absolute path, and whether it differs from the stored one: filed by path on
    // the thread that saves the cache, not here.
    var kept: [(path: String, entry: IndexCache.Entry, isChanged: Bool)] = []
    kept.reserveCapacity(keepsEntries ? files.count : 0)
    var states: [LintRecord.FileState]? = []
    states?.reserveCapacity(keepsEntries ? files.count : 0)
    // Each result is moved out, not copied: no reference counting per file on one core.
    for (offset, file) in files.enumerated() {
      switch results[offset].take() {
      case .success(let (analyzedFile, entry, size, isChanged, bytes))?:
        byteCount += size
        analyzed.append(analyzedFile)
        contents.append(bytes)
        if let (absolute, entry) = entry {
          kept.append((absolute, entry, isChanged))
          states?.append(
            LintRecord.FileState(
              path: file.path, isRequested: file.isRequested, stamp: entry.stamp, size: entry.size,
              contentHash: entry.contentHash))
        }
      case .failure(let error)?: throw error
      case nil: states = nil
      }
    }
    var notes: [String] = []
    var saving: Pending<String?>?
    if let cache {
      if let problem = cached.problem {
        let display = Paths.relative(cached.problemPath ?? cache.path, to: fileSystem.currentDirectory)
        notes.append("note: ignored the lint cache \(display) (\(problem)); rebuilt it")
      }
      if kept.contains(where: \.isChanged) || kept.count != snapshot.count || cached.problem != nil {
        // Filed, encoded and written while the caller runs the rules (`Analysis.saved()` waits for it).
        let isWhole = cached.problem != nil
        saving = Parallel.start { [kept, fileSystem] in
          var fresh: [String: IndexCache.Entry] = [:]
          fresh.reserveCapacity(kept.count)
          var changed = Set<String>()
          for (path, entry, isChanged) in kept {
            fresh[path] = entry
            if isChanged { changed.insert(path) }
          }
          return isWhole
            ? cache.store(fresh, fileSystem: fileSystem, now: now)
            : cache.store(fresh, changed: changed, over: snapshot, fileSystem: fileSystem, now: now)
        }
      } else {
        saving = Pending(nil)
      }
    }
    indexLowercaseTypes(in: &analyzed, contents: contents)
    return Analysis(files: analyzed, byteCount: byteCount, notes: notes, states: states, saving: saving)
  }

  /// Type names the project declares in lowercase (`iCarousel`) are references only once every file has
  /// been read: the files that may name one (by their `lowercaseNames`) are indexed again with those names
  /// (nothing to do in the usual project, whose types are all capitalised).
  /// `contents[i]` are the bytes of `files[i]` when they were read (nil: read them).
  /// The files are changed in place: a copy of the list would count references on every file's arrays.
  private func indexLowercaseTypes(in files: inout [AnalyzedFile], contents: [[UInt8]?]) {
    guard let lowercase = LowercaseTypes(in: files) else { return }
    let fileSystem = self.fileSystem
    let candidates = files.indices.filter { lowercase.mayBeNamed(by: files[$0]) ?? true }
    guard !candidates.isEmpty else { return }
    let reindexed = Parallel.map(candidates.map { (files[$0], contents[$0]) }) { file, bytes in
      guard let bytes = bytes ?? (try? fileSystem.readData(file.index.path)) else { return file }
      return Self.indexLowercaseTypes(in: file, bytes: bytes, lowercase)
    }
    for (offset, file) in zip(candidates, reindexed) { files[offset] = file }
  }

  /// The type names the project's production files declare in lowercase, with what finds the files that may
  /// name one: their bytes and their hashes for the files' `lowercaseNames`. nil when there is none.
  struct LowercaseTypes {
    let names: Set<String>
    let patterns: [[UInt8]]
    let probes: [WordSignature.Probe]

    init?(in files: [AnalyzedFile]) {
      // In slices on all cores, by index: a copy of each file would count references on all its arrays.
      let found = Parallel.mapSlices(of: files.count, length: 256) { slice in
        var names: [String] = []
        for offset in slice where files[offset].assignment.role != .test {
          for declaration in files[offset].index.declarations
          where declaration.isTopLevelType && declaration.kind != .macro {
            if let first = declaration.name.utf8.first, (first &- 0x61) < 26 { names.append(declaration.name) }
          }
        }
        return names
      }
      let names = Set(found.joined())
      guard !names.isEmpty else { return nil }
      self.names = names
      patterns = names.map { Array($0.utf8) }
      probes = names.map(WordSignature.Probe.init)
    }

    /// Whether `file` may name one of them, by its `lowercaseNames`; nil when it has none (its bytes tell).
    /// False for a file whose references were left out: they are not read for these names either.
    func mayBeNamed(by file: AnalyzedFile) -> Bool? {
      if file.index.omitsReferences { return false }
      return file.index.lowercaseNames.map { signature in probes.contains { signature.mayContain($0) } }
    }
  }

  /// `file` (of `bytes`) indexed again with the `lowercase` type names when it may name one of them: by its
  /// `lowercaseNames`, or when it has none, its bytes.
  static func indexLowercaseTypes(in file: AnalyzedFile, bytes: [UInt8], _ lowercase: LowercaseTypes) -> AnalyzedFile {
    guard lowercase.mayBeNamed(by: file) ?? lowercase.patterns.contains(where: { Self.contains(bytes, $0) }) else {
      return file
    }
    var reindexed = file
    reindexed.index = SwiftIndexer.index(bytes, path: file.index.path, lowercaseTypes: lowercase.names)
    return reindexed
  }

  /// Whether `pattern` (not empty) occurs in `bytes`: `memchr` to each candidate first byte, then a
  /// compare (the generic `firstRange(of:)` is far slower).
  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { needle in
        guard let base = haystack.baseAddress, let first = needle.first, needle.count <= haystack.count else {
          return false
        }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
          guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
          let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return true }
          offset = at + 1
        }
        return false
      }
    }
  }

  /// One file's bytes, indexed and placed in its layer (`path` is its display path).
  func analyze(_ bytes: [UInt8], path: String) -> AnalyzedFile {
    Self.analyze(
      bytes, path: path, indexer: indexer, layerMap: layerMap, root: configuration.root,
      fileSystem: fileSystem)
  }

  private static func analyze(
    _ bytes: [UInt8], path: String, indexer: IndexFunction, layerMap: LayerMap, root: String,
    fileSystem: any FileSystem
  ) -> AnalyzedFile {
    place(indexer(bytes, path, true), layerMap: layerMap, root: root, fileSystem: fileSystem)
  }

  /// An indexed file placed in its layer.
  static func place(_ index: FileIndex, layerMap: LayerMap, root: String, fileSystem: any FileSystem) -> AnalyzedFile {
    place(
      index, layerMap: layerMap,
      placing: layerMap.placing(path: Paths.relative(fileSystem.absolute(index.path), to: root)))
  }

  /// An indexed file placed in its layer, which its path's patterns decided as `placing`.
  static func place(_ index: FileIndex, layerMap: LayerMap, placing: LayerMap.PathDecision) -> AnalyzedFile {
    var analyzed = AnalyzedFile(index: index, assignment: FileAssignment(role: .unassigned))
    analyzed.assignment = layerMap.decide(placing, declaredTypes: analyzed.topLevelTypes).assignment
    return analyzed
  }
}
