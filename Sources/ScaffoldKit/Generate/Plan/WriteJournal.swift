import Foundation

/// What a run is about to do to an output directory, on disk (`.scaffold/journal.json`) before it creates
/// anything, so that a run killed at any instant is undone or finished by the next one.
///
/// A run moves through three stages, each recorded before it starts: `writing` (folders and temporaries
/// are being created; no user file touched), `placing` (each overwritten file is renamed to its backup and
/// the new content linked in; undone on recovery), `placed` (every file is in place; recovery finishes the
/// clean-up). Paths are relative to the output directory.
struct WriteJournal: Codable, Equatable {
  enum Stage: String, Codable {
    case writing, placing, placed
  }

  struct File: Codable, Equatable {
    var target: String
    var temporary: String
    /// Where the file being overwritten is kept until the run is complete; nil for a new file.
    var backup: String?
    /// The new content's digest: a target with it is this run's file.
    var digest: ContentDigest
  }

  var stage: Stage
  /// Folders this run creates, outermost first ("." and ".." for the output directory and its parents).
  var directories: [String]
  var files: [File]
}

/// What recovering an interrupted run did.
public struct RecoveryReport: Sendable, Equatable, CustomStringConvertible {
  /// True when the run had placed every file and only its clean-up was finished; false when it was undone.
  public var completed: Bool
  /// Files put back as they were before the interrupted run.
  public var restored: [String]
  /// Files the interrupted run had created, removed again.
  public var removed: [String]
  /// Temporaries, backups and folders cleaned up.
  public var cleanedUp: Int
  /// Backups that could not be restored (they hold a user's earlier content; paths relative to the output).
  public var kept: [String]

  public var description: String {
    func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
    var text =
      completed
      ? "finished an interrupted scaffold run (all its files were in place)"
      : "undid an interrupted scaffold run: restored \(files(restored.count)), removed \(files(removed.count))"
    text += ", cleaned up \(cleanedUp) temporar\(cleanedUp == 1 ? "y" : "ies")"
    if !kept.isEmpty { text += "; could not restore, kept: " + kept.joined(separator: ", ") }
    return text
  }
}

extension WriteJournal {
  /// Undoes the run: each target that holds this run's content gets its backup back (or is removed), then
  /// temporaries and emptied folders go. Before `placing`, no target was touched.
  func rollBack(root: String, fileSystem: some FileSystem) -> RecoveryReport {
    var report = RecoveryReport(completed: false, restored: [], removed: [], cleanedUp: 0, kept: [])
    for file in files.reversed() {
      let target = Paths.join(root, file.target)
      if let backup = file.backup.map({ Paths.join(root, $0) }), fileSystem.exists(backup) {
        if (try? fileSystem.move(backup, to: target)) != nil {
          report.restored.append(file.target)
        } else {
          report.kept.append(file.backup!)
        }
      } else if stage != .writing, file.backup == nil, !fileSystem.isSymbolicLink(target),
        let bytes = try? fileSystem.readData(target), ContentDigest(bytes) == file.digest
      {
        if (try? fileSystem.remove(target)) != nil { report.removed.append(file.target) }
      }
    }
    report.cleanedUp = removeTemporaries(root: root, fileSystem: fileSystem, backups: false)
    return report
  }

  /// Finishes a run whose files are all in place: temporaries and backups go, then the folders its
  /// removals left empty, as the run itself would have finished.
  func rollForward(root: String, fileSystem: some FileSystem) -> RecoveryReport {
    let report = RecoveryReport(
      completed: true, restored: [], removed: [],
      cleanedUp: removeTemporaries(root: root, fileSystem: fileSystem, backups: true), kept: [])
    // A removed file is the one with a backup and no target once every file is placed.
    for file in files where file.backup != nil {
      let target = Paths.join(root, file.target)
      guard !fileSystem.exists(target), !fileSystem.isSymbolicLink(target) else { continue }
      removeEmptyFolders(above: target, root: root, fileSystem: fileSystem)
    }
    return report
  }

  private func removeTemporaries(root: String, fileSystem: some FileSystem, backups: Bool) -> Int {
    var count = 0
    for file in files {
      for path in [file.temporary] + (backups ? [file.backup].compactMap { $0 } : []) {
        let full = Paths.join(root, path)
        if fileSystem.exists(full) || fileSystem.isSymbolicLink(full), (try? fileSystem.remove(full)) != nil {
          count += 1
        }
      }
    }
    return count
  }

  /// Removes the folders this run created that are empty now, innermost first (folders inside the output
  /// directory by depth, then the output directory, then its parents).
  func removeCreatedDirectories(root: String, fileSystem: some FileSystem) {
    func depth(_ directory: String) -> Int {
      let components = Paths.normalize(directory).split(separator: "/")
      if components.first == ".." { return -components.count }
      return components == ["."] ? 0 : components.count
    }
    var seen = Set<String>()
    let unique = directories.filter { seen.insert(Paths.normalize($0)).inserted }
    for directory in unique.enumerated().sorted(by: { (depth($0.1), $0.0) > (depth($1.1), $1.0) }).map(\.1) {
      let full = Paths.normalize(Paths.join(root, directory))
      fileSystem.removeEmptyDirectory(full)
    }
  }
}

/// Removes the folders between `path` and `root` (exclusive) that a removal left empty, innermost first.
/// A folder already gone (removed by the run that was killed) is passed over, not taken as a stop. A path
/// longer than any the system can open (`PATH_MAX`, 4096 bytes) never held a file: its walk, quadratic in
/// its length, is not made.
private func removeEmptyFolders(above path: String, root: String, fileSystem: some FileSystem) {
  guard path.utf8.count <= 4096 else { return }
  var folder = Paths.dirname(path)
  while folder != root, folder.hasPrefix(root + "/") {
    if fileSystem.kind(of: folder) != nil || fileSystem.isSymbolicLink(folder) {
      guard fileSystem.removeEmptyDirectory(folder) else { return }
    }
    folder = Paths.dirname(folder)
  }
}
