/// What writing a set of rendered files would do to the output directory, decided before anything is
/// written: each file is created, left as it is, overwritten (only with `--force`), or in conflict.
public struct GenerationPlan: Sendable, Equatable {
  public enum Action: String, Sendable, Equatable {
    /// The file does not exist yet.
    case create
    /// The file exists with exactly the rendered content.
    case unchanged
    /// The file exists with other content and `--force` was given.
    case overwrite
    /// The file exists with other content (or something else is in the way); the run is refused.
    case conflict
    /// An existing file the run edits (the Xcode project); it is replaced only if it still holds `expected`.
    case update
  }

  public struct Entry: Sendable, Equatable {
    /// Path relative to `root`, `/`-separated; absolute for an update of a file outside `root`.
    public var path: String
    public var contents: String
    public var action: Action
    /// Why a conflict is one ("content differs", "a directory is in the way").
    public var reason: String?
    /// For an update: the content the file had when the plan was made.
    public var expected: String?
  }

  /// Absolute, normalised output directory.
  public var root: String
  public var entries: [Entry]

  public var conflicts: [Entry] { entries.filter { $0.action == .conflict } }
  public var hasConflicts: Bool { entries.contains { $0.action == .conflict } }
  /// Entries that writing would touch.
  public var writes: [Entry] {
    entries.filter { $0.action == .create || $0.action == .overwrite || $0.action == .update }
  }

  /// Adds the edit of an existing file (absolute `path`) that held `prior` when it was read: an update,
  /// `unchanged` when there is nothing to change, or a conflict with `reason`.
  public mutating func addEdit(path: String, prior: String, contents: String?, conflict reason: String? = nil) {
    let action: Action = reason != nil ? .conflict : contents == nil || contents == prior ? .unchanged : .update
    entries.append(Entry(path: path, contents: contents ?? prior, action: action, reason: reason, expected: prior))
  }

  public func count(_ action: Action) -> Int { entries.lazy.filter { $0.action == action }.count }
}

/// Problems that stop a plan from being made or applied.
public enum GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A rendered path is absolute, empty, or climbs out of the output directory.
  case pathEscapesOutput(String)
  /// Two manifest entries rendered to the same path.
  case duplicatePath(String)
  /// Two rendered paths differ only in letter case: one file on a case-insensitive volume (macOS default).
  case pathsDifferOnlyInCase(String, String)
  /// A file the plan edits changed after it was read; nothing was written.
  case changedSincePlanned(String)
  /// Writing failed; everything written by this run was rolled back.
  case writeFailed(FileSystemError, rolledBack: Bool)

  public var description: String {
    switch self {
    case .pathEscapesOutput(let path):
      return "generated path '\(path)' would be written outside the output directory"
    case .duplicatePath(let path):
      return "two templates render to the same path '\(path)'"
    case .pathsDifferOnlyInCase(let first, let second):
      return "'\(first)' and '\(second)' differ only in case, so they are one file on macOS; rename one of them"
    case .changedSincePlanned(let path):
      return "\(path) changed while the module was being planned; nothing was written; run again"
    case .writeFailed(let error, let rolledBack):
      return "\(error)" + (rolledBack ? "; nothing was written" : "; some files could not be restored")
    }
  }
}

extension GenerationPlan {
  /// Compares each rendered file (path relative to `root`) with what is on disk.
  public static func make(
    files: [(path: String, contents: String)], root: String, force: Bool, fileSystem: some FileSystem
  ) throws(GenerationError) -> GenerationPlan {
    let root = fileSystem.absolute(root)
    // The output directory itself (or a folder above it) being a file blocks every entry; --force cannot help.
    let rootBlocker = fileAtOrAbove(root, fileSystem: fileSystem)
    var seen = Set<String>()
    var folded: [String: String] = [:]
    var entries: [Entry] = []
    for file in files {
      let relative = try checkedRelativePath(file.path)
      guard seen.insert(relative).inserted else { throw .duplicatePath(relative) }
      if let other = folded.updateValue(relative, forKey: relative.lowercased()) {
        throw .pathsDifferOnlyInCase(other, relative)
      }
      let target = Paths.join(root, relative)
      var entry = Entry(path: relative, contents: file.contents, action: .create, reason: nil, expected: nil)
      switch fileSystem.kind(of: target) {
      case nil:
        if let rootBlocker {
          entry.action = .conflict
          entry.reason = "'\(rootBlocker)' is a file, not a directory"
        } else if let blocker = fileInTheWay(of: relative, root: root, fileSystem: fileSystem) {
          entry.action = .conflict
          entry.reason = "'\(blocker)' is a file, not a directory"
        }
      case .directory:
        entry.action = .conflict
        entry.reason = "a directory is in the way"
      case .file:
        let existing = try? fileSystem.readData(target)
        if existing == Array(file.contents.utf8) {
          entry.action = .unchanged
        } else if force {
          entry.action = .overwrite
        } else {
          entry.action = .conflict
          entry.reason = existing == nil ? "exists and cannot be read" : "exists with different content"
        }
      }
      entries.append(entry)
    }
    return GenerationPlan(root: root, entries: entries)
  }

  /// A rendered path must be relative and stay inside the output directory once normalised.
  static func checkedRelativePath(_ path: String) throws(GenerationError) -> String {
    let normalized = Paths.normalize(path)
    if path.isEmpty || path.hasPrefix("/") || normalized == "." || normalized == ".." || normalized.hasPrefix("../")
      || path.contains("\0")
    {
      throw .pathEscapesOutput(path)
    }
    return normalized
  }

  /// `path` or the nearest of its existing ancestors, when that is a file.
  private static func fileAtOrAbove(_ path: String, fileSystem: some FileSystem) -> String? {
    var cursor = path
    while true {
      switch fileSystem.kind(of: cursor) {
      case .file?: return cursor
      case .directory?: return nil
      case nil:
        let parent = Paths.dirname(cursor)
        if parent == cursor { return nil }
        cursor = parent
      }
    }
  }

  /// The first ancestor of `relative` (inside root) that exists as a file.
  private static func fileInTheWay(of relative: String, root: String, fileSystem: some FileSystem) -> String? {
    var partial = ""
    for component in relative.split(separator: "/").dropLast() {
      partial = partial.isEmpty ? String(component) : partial + "/" + component
      switch fileSystem.kind(of: Paths.join(root, partial)) {
      case .file?: return partial
      case .directory?: continue
      case nil: return nil
      }
    }
    return nil
  }
}
