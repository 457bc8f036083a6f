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

/// What recovering an interrupted run did, or (`pending`, for `--dry-run`) would do.
package struct RecoveryReport: Sendable, Equatable, CustomStringConvertible {
  /// True when the run had placed every file and only its clean-up was finished; false when it was undone.
  package var completed: Bool
  /// True when nothing was done: the report says what a writing run or `scaffold repair` will do.
  package var pending = false
  /// Files put back as they were before the interrupted run.
  package var restored: [String]
  /// Files the interrupted run had created, removed again.
  package var removed: [String]
  /// Temporaries, backups and folders cleaned up.
  package var cleanedUp: Int
  /// Backups that could not be restored (they hold a user's earlier content; paths relative to the output).
  package var kept: [String]

  package var description: String {
    func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
    let temporaries = "\(cleanedUp) temporar\(cleanedUp == 1 ? "y" : "ies")"
    if pending {
      let what =
        completed
        ? "finish its clean-up" : "undo it: restore \(files(restored.count)), remove \(files(removed.count))"
      return "a scaffold run here was interrupted; the next writing run or 'scaffold repair' will \(what) and "
        + "clean up \(temporaries) (this run changed nothing, and planned the files as they are now)"
    }
    var text =
      completed
      ? "finished an interrupted scaffold run (all its files were in place)"
      : "undid an interrupted scaffold run: restored \(files(restored.count)), removed \(files(removed.count))"
    text += ", cleaned up \(temporaries)"
    if !kept.isEmpty { text += "; could not restore, kept: " + kept.joined(separator: ", ") }
    return text
  }
}

// MARK: - Recovery

extension WriteJournal {
  /// One thing recovery does to the tree; `recoverySteps` decides them all before any is done.
  enum Step: Equatable {
    /// Put a file back as it was before the run (its backup renamed over the target).
    case restore(backup: String, target: String)
    /// Remove a file this run created (it holds exactly this run's content).
    case removeCreated(String)
    /// Remove a temporary or backup of this run (a plain file or link, never a folder).
    case removeLeftover(String)
    /// Remove the folders above a file the run removed, as far as they are empty (a finished `destroy`).
    case removeEmptyFolders(above: String)
    /// A backup that cannot be put back; it holds a user's earlier content and is kept.
    case keep(backup: String)
  }

  /// What recovering this run does, decided from the tree as it is: a run killed before `placed` is undone
  /// (each target holding this run's content gets its backup back, or is removed), a run killed after it is
  /// finished. Temporaries, backups and folders go either way (see `removeCreatedDirectories`).
  func recoverySteps(root: String, fileSystem: some FileAccess) -> [Step] {
    var steps: [Step] = []
    let finished = stage == .placed
    for file in files.reversed() where !finished {
      let target = Paths.join(root, file.target)
      if let backup = file.backup, isLeftover(Paths.join(root, backup), fileSystem) {
        steps.append(
          fileSystem.kind(of: Paths.join(root, backup)) == .directory
            ? .keep(backup: backup) : .restore(backup: backup, target: file.target))
      } else if stage != .writing, file.backup == nil, !fileSystem.isSymbolicLink(target),
        fileSystem.kind(of: target) == .file, let bytes = try? fileSystem.readData(target),
        ContentDigest(bytes) == file.digest
      {
        steps.append(.removeCreated(file.target))
      }
    }
    for file in files {
      let leftovers = [file.temporary] + (finished ? [file.backup].compactMap { $0 } : [])
      for path in leftovers where isLeftover(Paths.join(root, path), fileSystem) {
        if fileSystem.isSymbolicLink(Paths.join(root, path)) || fileSystem.kind(of: Paths.join(root, path)) == .file {
          steps.append(.removeLeftover(path))
        }
      }
    }
    // Once its backup is gone, a file the finished run removed may leave its folders empty.
    for file in files where finished && file.backup != nil {
      let target = Paths.join(root, file.target)
      if !fileSystem.exists(target), !fileSystem.isSymbolicLink(target) {
        steps.append(.removeEmptyFolders(above: file.target))
      }
    }
    return steps
  }

  private func isLeftover(_ path: String, _ fileSystem: some FileAccess) -> Bool {
    fileSystem.exists(path) || fileSystem.isSymbolicLink(path)
  }

  /// What `steps` will do, without doing it (`--dry-run`).
  func pendingReport(of steps: [Step]) -> RecoveryReport {
    var report = RecoveryReport(completed: stage == .placed, restored: [], removed: [], cleanedUp: 0, kept: [])
    report.pending = true
    for step in steps {
      switch step {
      case .restore(_, let target): report.restored.append(target)
      case .removeCreated(let target): report.removed.append(target)
      case .removeLeftover: report.cleanedUp += 1
      case .keep(let backup): report.kept.append(backup)
      case .removeEmptyFolders: break
      }
    }
    return report
  }

  /// Does `steps`; a step that fails is reported (a backup kept) or skipped (a leftover stays).
  func perform(_ steps: [Step], root: String, fileSystem: some FileAccess) -> RecoveryReport {
    var report = RecoveryReport(completed: stage == .placed, restored: [], removed: [], cleanedUp: 0, kept: [])
    for step in steps {
      switch step {
      case .restore(let backup, let target):
        if (try? fileSystem.move(Paths.join(root, backup), to: Paths.join(root, target))) != nil {
          report.restored.append(target)
        } else {
          report.kept.append(backup)
        }
      case .removeCreated(let target):
        if (try? fileSystem.remove(Paths.join(root, target))) != nil { report.removed.append(target) }
      case .removeLeftover(let path):
        if (try? fileSystem.remove(Paths.join(root, path))) != nil { report.cleanedUp += 1 }
      case .removeEmptyFolders(let target):
        removeEmptyFolders(above: Paths.join(root, target), root: root, fileSystem: fileSystem)
      case .keep(let backup):
        report.kept.append(backup)
      }
    }
    return report
  }

  /// Undoes the run (see `recoverySteps`); before `placing`, no target was touched.
  func rollBack(root: String, fileSystem: some FileAccess) -> RecoveryReport {
    var undone = self
    if undone.stage == .placed { undone.stage = .placing }
    return undone.perform(undone.recoverySteps(root: root, fileSystem: fileSystem), root: root, fileSystem: fileSystem)
  }

  /// Finishes a run whose files are all in place: temporaries, backups and the folders its removals emptied go.
  func rollForward(root: String, fileSystem: some FileAccess) -> RecoveryReport {
    var finished = self
    finished.stage = .placed
    return finished.perform(
      finished.recoverySteps(root: root, fileSystem: fileSystem), root: root, fileSystem: fileSystem)
  }

  /// Removes the folders this run created that are empty now, innermost first (folders inside the output
  /// directory by depth, then the output directory, then its parents).
  func removeCreatedDirectories(root: String, fileSystem: some FileAccess) {
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

  /// The temporary a run with `suffix` (`.scaffold-N`) writes `target`'s new content to: beside it, hidden.
  static func temporary(for target: String, suffix: String) -> String {
    Paths.normalize(Paths.join(Paths.dirname(target), "." + Paths.basename(target) + suffix))
  }
}

/// Removes the folders between `path` and `root` (exclusive) that a removal left empty, innermost first.
/// A folder already gone (removed by the run that was killed) is passed over, not taken as a stop. A path
/// longer than any the system can open (`PATH_MAX`, 4096 bytes) never held a file: its walk, quadratic in
/// its length, is not made.
func removeEmptyFolders(above path: String, root: String, fileSystem: some FileAccess) {
  guard path.utf8.count <= ProjectPath.maximumLength else { return }
  var folder = Paths.dirname(path)
  while folder != root, folder.hasPrefix(root + "/") {
    if fileSystem.kind(of: folder) != nil || fileSystem.isSymbolicLink(folder) {
      guard fileSystem.removeEmptyDirectory(folder) else { return }
    }
    folder = Paths.dirname(folder)
  }
}
