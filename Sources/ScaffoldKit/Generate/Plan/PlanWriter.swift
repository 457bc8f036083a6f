import Foundation

/// Applies a conflict-free plan all or nothing: every new content is first written to a temporary file
/// beside its target, then the temporaries are renamed into place. If any step fails, the files already
/// renamed are restored (overwritten ones from a backup, created ones removed), temporaries and the
/// directories this run created are removed, and the error is thrown.
///
/// Interrupt and termination signals are held back while a plan is applied, so Ctrl-C or a CI timeout
/// ends the process just after the writes (or their rollback) complete, never halfway.
public enum PlanWriter {
  public static func apply(_ plan: GenerationPlan, fileSystem: some FileSystem) throws(GenerationError) {
    precondition(!plan.hasConflicts, "a plan with conflicts must be refused, not applied")
    let held = SignalDeferral()
    defer { held.release() }
    let writes = plan.writes
    guard !writes.isEmpty else { return }
    for entry in writes where entry.action == .update {
      let target = Paths.join(plan.root, entry.path)
      guard (try? fileSystem.readData(target)) == entry.expected.map({ Array($0.utf8) }) else {
        throw .changedSincePlanned(target)
      }
    }
    let suffix = ".scaffold-\(UInt32.random(in: 0...UInt32.max))"
    var createdDirectories: [String] = []
    var temporaries: [String] = []
    var backups: [(backup: String, target: String)] = []
    var placed: [(target: String, backup: String?)] = []

    func rollBack() -> Bool {
      var clean = true
      for item in placed.reversed() {
        do {
          if let backup = item.backup {
            try fileSystem.move(backup, to: item.target)
          } else {
            try fileSystem.remove(item.target)
          }
        } catch { clean = false }
      }
      let restored = Set(placed.compactMap(\.backup))
      for item in backups where !restored.contains(item.backup) {
        if (try? fileSystem.remove(item.backup)) == nil { clean = false }
      }
      for temporary in temporaries where fileSystem.exists(temporary) { try? fileSystem.remove(temporary) }
      for directory in createdDirectories.reversed() {
        if (try? fileSystem.contents(ofDirectory: directory))?.isEmpty == true { try? fileSystem.remove(directory) }
      }
      return clean
    }

    do throws(FileSystemError) {
      for entry in writes {
        let target = Paths.join(plan.root, entry.path)
        let directory = Paths.dirname(target)
        let temporary = Paths.join(directory, "." + Paths.basename(target) + suffix)
        do throws(FileSystemError) {
          if !fileSystem.exists(directory) {
            var missing: [String] = []
            var cursor = directory
            while !fileSystem.exists(cursor) && cursor != "/" {
              missing.append(cursor)
              cursor = Paths.dirname(cursor)
            }
            try fileSystem.createDirectory(directory)
            createdDirectories.append(contentsOf: missing.reversed())
          }
          temporaries.append(temporary)
          try fileSystem.write(entry.contents, to: temporary)
        } catch {
          // The user knows the file they asked for, not our folder steps or temporary name.
          guard case .unwritable(_, let reason) = error else { throw error }
          throw FileSystemError.unwritable(target, reason: reason)
        }
      }
      for (entry, temporary) in zip(writes, temporaries) {
        let target = Paths.join(plan.root, entry.path)
        var backup: String?
        if entry.action == .overwrite || entry.action == .update {
          let path = temporary + ".backup"
          try fileSystem.move(target, to: path)
          backups.append((path, target))
          backup = path
        }
        try fileSystem.move(temporary, to: target)
        placed.append((target, backup))
      }
      for item in backups { try? fileSystem.remove(item.backup) }
    } catch {
      let clean = rollBack()
      throw .writeFailed(error, rolledBack: clean)
    }
  }
}

/// Blocks SIGINT, SIGTERM, SIGHUP and SIGQUIT for the calling thread until `release()`; a signal that
/// arrives meanwhile stays pending and takes effect (default action: exit) once released.
private struct SignalDeferral {
  private var previous = sigset_t()

  init() {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
  }

  func release() {
    var previous = self.previous
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}
