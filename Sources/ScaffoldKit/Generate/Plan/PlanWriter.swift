import Foundation

/// Applies a conflict-free plan all or nothing, and finishes or undoes a run that was killed. A file the
/// plan removes is renamed to its backup like an overwritten one and goes with the clean-up.
///
/// A run takes the output directory's lock (`.scaffold/lock`), recovers a journal left by a killed run,
/// checks that every target is still what the plan saw (a file that appeared or changed since is a
/// conflict), records its intent in the journal, writes each new content to a temporary beside its target,
/// and then places them: an overwritten file is renamed to a backup and the new content linked in, a new
/// file is linked in without ever replacing anything. Temporaries, backups, the journal and the lock are
/// removed at the end. Any failure restores every target and removes the folders the run created.
///
/// Interrupt and termination signals are held back for the whole process meanwhile (see
/// `SignalDeferral`), so Ctrl-C or a CI timeout ends the process just after the writes or their rollback;
/// after `kill -9`, the next run (or `scaffold repair`) reads the journal. docs/writing.md has the details.
package enum PlanWriter {
  package static func apply(_ plan: GenerationPlan, fileSystem: some FileAccess) throws(GenerationError) {
    guard !plan.hasConflicts else { throw .planHasConflicts(plan.conflicts.map(\.path)) }
    guard !plan.writes.isEmpty else { return }
    let signals = SignalDeferral()
    defer { signals.release() }
    let session = try WriterSession(root: plan.root, fileSystem: fileSystem, creatingRoot: true)
    do throws(GenerationError) {
      _ = try session.recover()
    } catch {
      session.abandon()
      throw error
    }
    var journal = WriteJournal(stage: .writing, directories: session.createdDirectories, files: [])
    defer { session.end(removing: journal) }
    // The folders just made to hold the lock are recorded at once: a run killed while checking the plan
    // leaves no folder that repair does not know of.
    if !journal.directories.isEmpty { try session.record(journal) }
    let writes = try stillAsPlanned(plan, fileSystem: fileSystem)
    guard !writes.isEmpty else { return }
    let suffix = ".scaffold-\(UInt32.random(in: 0...UInt32.max))"
    journal.directories += missingDirectories(for: writes, root: plan.root, fileSystem: fileSystem)
    journal.files = writes.map { entry in
      // An edit inside the output directory is named relative to it, as the journal's reader requires.
      let target = entry.path.hasPrefix("/") ? Paths.relative(entry.path, to: plan.root) : entry.path
      let temporary = WriteJournal.temporary(for: target, suffix: suffix)
      return WriteJournal.File(
        target: target, temporary: temporary, backup: entry.action == .create ? nil : temporary + ".backup",
        digest: ContentDigest(entry.contents.utf8))
    }
    do throws(GenerationError) {
      try session.record(journal)
      try create(
        journal.directories.filter { $0 != "." && $0 != ".." && !$0.hasPrefix("../") }, for: writes,
        root: plan.root, fileSystem: fileSystem)
      for (entry, file) in zip(writes, journal.files) where entry.action != .remove {
        try attempt(target: file.target, root: plan.root) { () throws(FileSystemError) in
          try fileSystem.createFile(Array(entry.contents.utf8), at: Paths.join(plan.root, file.temporary))
        }
      }
      journal.stage = .placing
      try session.record(journal)
      try place(
        journal.files, expected: writes.map(\.existing), linking: writes.map { $0.action != .remove },
        root: plan.root, fileSystem: fileSystem)
      journal.stage = .placed
      try session.record(journal)
      _ = journal.rollForward(root: plan.root, fileSystem: fileSystem)
    } catch {
      let report = journal.rollBack(root: plan.root, fileSystem: fileSystem)
      journal.stage = .writing
      switch error {
      case .writeFailed(let cause, _): throw .writeFailed(cause, rolledBack: report.kept.isEmpty)
      default: throw error
      }
    }
  }

  /// Finishes or undoes a run that was killed while writing into `root` (found by its journal); nil when
  /// there was none. Another run writing there now is `busy`; a journal not in the form a run writes is
  /// refused (`untrustedJournal`) before anything is touched. With `dryRun`, nothing is touched either way:
  /// the report says what recovery will do.
  package static func recover(
    root: String, fileSystem: some FileAccess, dryRun: Bool = false
  ) throws(GenerationError) -> RecoveryReport? {
    let root = fileSystem.absolute(root)
    let state = Paths.join(root, writerStateFolder)
    if fileSystem.isSymbolicLink(state) { throw GenerationError.stateFolderIsALink(state, fileSystem) }
    guard fileSystem.kind(of: state) == .directory else { return nil }
    if dryRun {
      guard let journal = try WriteJournal.found(in: root, fileSystem: fileSystem) else { return nil }
      return journal.pendingReport(of: journal.recoverySteps(root: root, fileSystem: fileSystem))
    }
    let signals = SignalDeferral()
    defer { signals.release() }
    let session = try WriterSession(root: root, fileSystem: fileSystem, creatingRoot: false)
    let report: RecoveryReport?
    do throws(GenerationError) {
      report = try session.recover()
    } catch {
      session.abandon()
      throw error
    }
    session.end(removing: nil)
    return report
  }

  /// The plan's writes that are still to do, after checking under the lock that each target is what the
  /// plan saw: a new file still absent, an overwritten one unchanged, no link on the way leading out. A
  /// target that meanwhile got exactly the planned content needs no write.
  static func stillAsPlanned(
    _ plan: GenerationPlan, fileSystem: some FileAccess
  ) throws(GenerationError) -> [GenerationPlan.Entry] {
    var links = LinkContainment(root: plan.root, fileSystem: fileSystem)
    var changed: [String] = []
    var writes: [GenerationPlan.Entry] = []
    for entry in plan.writes {
      // An update of a file outside the output directory (an Xcode project) names it by its absolute path.
      if !entry.path.hasPrefix("/") { try links.check(entry.path) }
      let target = Paths.join(plan.root, entry.path)
      let current: ContentDigest?
      switch fileSystem.kind(of: target) {
      case nil: current = nil
      case .directory?:
        changed.append(entry.path)
        continue
      case .file?: current = (try? fileSystem.readData(target)).map { ContentDigest($0) }
      }
      if current == entry.existing && !(current == nil && fileSystem.isSymbolicLink(target)) {
        writes.append(entry)
      } else if current != ContentDigest(entry.contents.utf8) {
        changed.append(entry.path)
      }
    }
    if !changed.isEmpty { throw .changedSincePlanning(changed) }
    return writes
  }

  /// The folders missing above the targets, outermost first.
  private static func missingDirectories(
    for writes: [GenerationPlan.Entry], root: String, fileSystem: some FileAccess
  ) -> [String] {
    var missing: [String] = []
    var seen = Set<String>()
    for entry in writes where !entry.path.hasPrefix("/") {
      var partial = ""
      for component in entry.path.split(separator: "/").dropLast() {
        partial = partial.isEmpty ? String(component) : partial + "/" + component
        if seen.contains(partial) { continue }
        if fileSystem.exists(Paths.join(root, partial)) { continue }
        seen.insert(partial)
        missing.append(partial)
      }
    }
    return missing
  }

  /// Creates each folder on its own, so each one exists only once it is in the journal.
  private static func create(
    _ directories: [String], for writes: [GenerationPlan.Entry], root: String, fileSystem: some FileAccess
  ) throws(GenerationError) {
    for directory in directories {
      let full = Paths.join(root, directory)
      if fileSystem.kind(of: full) == .directory { continue }
      // The user knows the file they asked for, not the folder steps on its way.
      let target = writes.first { $0.path.hasPrefix(directory + "/") }?.path ?? directory
      try attempt(target: target, root: root) { () throws(FileSystemError) in try fileSystem.createDirectory(full) }
    }
  }

  /// Moves each replaced or removed file to its backup, then links the new content in (`linking`; a removed
  /// file has none: its backup goes with the clean-up once every file is placed).
  private static func place(
    _ files: [WriteJournal.File], expected: [ContentDigest?], linking: [Bool], root: String,
    fileSystem: some FileAccess
  ) throws(GenerationError) {
    for ((file, existing), link) in zip(zip(files, expected), linking) {
      let target = Paths.join(root, file.target)
      let temporary = Paths.join(root, file.temporary)
      if let backup = file.backup.map({ Paths.join(root, $0) }) {
        try attempt(target: file.target, root: root) { () throws(FileSystemError) in
          try fileSystem.move(target, to: backup)
        }
        // The rename took whatever was there: a file edited since the check is put back by the rollback.
        guard (try? fileSystem.readData(backup)).map({ ContentDigest($0) }) == existing else {
          throw .changedSincePlanning([file.target])
        }
      }
      guard link else { continue }
      var linked = false
      try attempt(target: file.target, root: root) { () throws(FileSystemError) in
        linked = try fileSystem.link(temporary, to: target)
      }
      if !linked { throw .changedSincePlanning([file.target]) }
    }
  }

  /// Runs one file system step; its error names the target the user asked for, not a temporary.
  private static func attempt(
    target: String, root: String, _ step: () throws(FileSystemError) -> Void
  ) throws(GenerationError) {
    do {
      try step()
    } catch {
      switch error {
      case .unwritable(_, let reason):
        throw .writeFailed(.unwritable(Paths.join(root, target), reason: reason), rolledBack: true)
      default: throw .writeFailed(error, rolledBack: true)
      }
    }
  }
}

/// The folder of a run's lock and journal, inside the output directory.
let writerStateFolder = ".scaffold"

/// A run's hold on an output directory: its lock and its journal in `<root>/.scaffold/`.
final class WriterSession<FS: FileAccess> {
  static var stateFolder: String { ".scaffold" }
  let root: String
  let fileSystem: FS
  private let lock: any FileLock
  /// Folders made to hold the lock (the output directory and its parents, `.scaffold`), relative to root.
  private(set) var createdDirectories: [String] = []
  /// Folders the recovered run had created: removed at the end when empty, once the lock is gone (the
  /// output directory itself holds the lock's folder until then).
  private var recoveredDirectories: [String] = []
  private var journalPath: String { Paths.join(root, writerStateFolder, "journal.json") }

  init(root: String, fileSystem: FS, creatingRoot: Bool) throws(GenerationError) {
    self.root = root
    self.fileSystem = fileSystem
    let state = Paths.join(root, writerStateFolder)
    // A `.scaffold` that a repository carries as a link would put the lock and journal wherever it leads.
    if fileSystem.isSymbolicLink(state) { throw GenerationError.stateFolderIsALink(state, fileSystem) }
    var created: [String] = []
    let lockPath = Paths.join(state, "lock")
    var taken: (any FileLock)?
    // Only the folders this run made itself are its to remove (another run may be making the same ones
    // and keeping its lock in them). A run that finishes removes the state folder, so one that starts
    // meanwhile finds neither folder nor lock: it makes the folder again and retries.
    for _ in 0..<8 {
      var missing: [String] = []
      var cursor = state
      while !fileSystem.exists(cursor), cursor != "/" {
        missing.insert(cursor, at: 0)
        cursor = Paths.dirname(cursor)
      }
      if !creatingRoot && missing.count > 1 {
        Self.remove(created, fileSystem: fileSystem)
        throw .writeFailed(.notFound(root), rolledBack: true)
      }
      do throws(FileSystemError) {
        for directory in missing {
          if try fileSystem.makeDirectory(directory) { created.append(directory) }
        }
        taken = try fileSystem.tryLock(lockPath)
      } catch {
        Self.remove(created, fileSystem: fileSystem)
        throw .writeFailed(error, rolledBack: true)
      }
      if taken != nil || fileSystem.kind(of: state) == .directory { break }
    }
    guard let taken else {
      Self.remove(created, fileSystem: fileSystem)
      throw .busy(Paths.relative(lockPath, to: fileSystem.currentDirectory))
    }
    lock = taken
    createdDirectories = created.map { Self.relative($0, to: root) }
  }

  /// `path` relative to `root`, with `..` for the folders above it.
  private static func relative(_ path: String, to root: String) -> String {
    var up = ""
    var base = root
    while !(path == base || path.hasPrefix(base == "/" ? "/" : base + "/")) {
      up += "../"
      base = Paths.dirname(base)
    }
    let rest = Paths.relative(path, to: base)
    return Paths.normalize(up + (rest == "." ? "" : rest))
  }

  /// Saves the journal (replaced atomically, so it is always one whole version).
  func record(_ journal: WriteJournal) throws(GenerationError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(journal) else { return }
    // Written beside and renamed over, with a name of our own (not the file system's temporary).
    let next = journalPath + ".next"
    do {
      if fileSystem.exists(next) { try fileSystem.remove(next) }
      try fileSystem.createFile(Array(data), at: next)
      try fileSystem.move(next, to: journalPath)
    } catch {
      throw .writeFailed(error, rolledBack: true)
    }
  }

  /// Undoes or finishes the run whose journal is here; nil when there is none.
  func recover() throws(GenerationError) -> RecoveryReport? {
    guard let journal = try WriteJournal.found(in: root, fileSystem: fileSystem) else { return nil }
    let report = journal.perform(
      journal.recoverySteps(root: root, fileSystem: fileSystem), root: root, fileSystem: fileSystem)
    try? fileSystem.remove(journalPath)
    journal.removeCreatedDirectories(root: root, fileSystem: fileSystem)
    recoveredDirectories = journal.directories
    return report
  }

  /// Removes the journal (its run is complete or undone) and the lock, then the folders `journal` and this
  /// session created that are empty now.
  func end(removing journal: WriteJournal?) {
    try? fileSystem.remove(journalPath)
    // A journal being saved when the process was killed leaves its next version (a plain file of ours).
    if fileSystem.isSymbolicLink(journalPath + ".next") || fileSystem.kind(of: journalPath + ".next") == .file {
      try? fileSystem.remove(journalPath + ".next")
    }
    let state = Paths.join(root, writerStateFolder)
    lock.release()
    fileSystem.removeEmptyDirectory(state)
    let directories = recoveredDirectories + (journal?.directories ?? []) + createdDirectories
    WriteJournal(stage: .writing, directories: directories, files: []).removeCreatedDirectories(
      root: root, fileSystem: fileSystem)
  }

  /// Lets go of the output directory without touching what is in it (a refused journal stays): the lock
  /// goes, and the folders this session made for it.
  func abandon() {
    lock.release()
    Self.remove(createdDirectories.map { Paths.normalize(Paths.join(root, $0)) }, fileSystem: fileSystem)
  }

  /// Removes the folders this session made, innermost first, each only while it is empty.
  private static func remove(_ created: [String], fileSystem: FS) {
    for directory in created.reversed() { fileSystem.removeEmptyDirectory(directory) }
  }
}
