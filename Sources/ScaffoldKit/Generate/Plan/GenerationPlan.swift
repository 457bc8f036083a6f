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
    /// The file exists and is deleted (`update` and `destroy` removing what is no longer generated).
    case remove
  }

  public struct Entry: Sendable, Equatable {
    /// Path relative to `root`, `/`-separated; absolute for an update of a file outside `root`.
    public var path: String
    public var contents: String
    public var action: Action
    /// Why a conflict is one ("content differs", "a directory is in the way").
    public var reason: String?
    /// For an update: the content the file had when the plan was made.
    package var expected: String?
    /// What an overwritten or updated file held when the plan was made; the writer refuses to replace
    /// anything else.
    var existing: ContentDigest?

    init(
      path: String, contents: String, action: Action, reason: String? = nil, expected: String? = nil,
      existing: ContentDigest? = nil
    ) {
      self.path = path
      self.contents = contents
      self.action = action
      self.reason = reason
      self.expected = expected
      self.existing = existing ?? expected.map { ContentDigest($0.utf8) }
    }
  }

  /// Absolute, normalised output directory.
  package var root: String
  public var entries: [Entry]

  package var conflicts: [Entry] { entries.filter { $0.action == .conflict } }
  package var hasConflicts: Bool { entries.contains { $0.action == .conflict } }
  /// Entries that writing would touch.
  package var writes: [Entry] {
    entries.filter {
      $0.action == .create || $0.action == .overwrite || $0.action == .update
        || $0.action == .remove
    }
  }

  /// Adds the edit of an existing file (absolute `path`) that held `prior` when it was read: an update,
  /// `unchanged` when there is nothing to change, or a conflict with `reason`.
  package mutating func addEdit(path: String, prior: String, contents: String?, conflict reason: String? = nil) {
    let action: Action = reason != nil ? .conflict : contents == nil || contents == prior ? .unchanged : .update
    entries.append(Entry(path: path, contents: contents ?? prior, action: action, reason: reason, expected: prior))
  }

  package func count(_ action: Action) -> Int { entries.lazy.filter { $0.action == action }.count }
}

/// Problems that stop a plan from being made or applied.
package enum GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A rendered path is absolute, empty, or climbs out of the output directory.
  case pathEscapesOutput(String)
  /// A rendered path is scaffold's own lock or journal (`.scaffold/lock`, `.scaffold/journal.json`).
  case pathIsWriterState(String)
  /// A rendered path has a name longer than file systems allow (255 bytes).
  case nameTooLong(String)
  /// A symbolic link on a rendered path leads outside the output directory (or nowhere); the destination
  /// is nil for a dangling link.
  case linkEscapesOutput(path: String, link: String, destination: String?)
  /// Two manifest entries rendered to the same path.
  case duplicatePath(String)
  /// The output directory, or a folder above it, is a file: nothing can be written there, with or without
  /// `--force`.
  case outputIsAFile(root: String, file: String)
  /// Two rendered paths differ only in letter case: one file on a case-insensitive volume (macOS default).
  case pathsDifferOnlyInCase(String, String)
  /// The plan has conflicts, so it must be refused rather than applied.
  case planHasConflicts([String])
  /// Files that appeared or changed after the plan was made (paths relative to the output directory);
  /// nothing was written.
  case changedSincePlanning([String])
  /// Another process holds the output directory's lock (the lock file's path).
  case busy(String)
  /// Writing failed; everything written by this run was rolled back.
  case writeFailed(FileSystemError, rolledBack: Bool)
  /// The output directory holds a journal (or `.scaffold` folder) that no scaffold run left there in that
  /// form: it is not acted on, and nothing was touched. `note` says what to check.
  case untrustedJournal(Problem, note: String)

  package var description: String {
    switch self {
    case .pathEscapesOutput(let path):
      return "generated path '\(path)' would be written outside the output directory"
    case .pathIsWriterState(let path):
      return "generated path '\(path)' is scaffold's own lock or journal, which no template may write"
    case .nameTooLong(let path):
      return "generated path '\(path)' has a name longer than 255 bytes, which file systems refuse; use a shorter name"
    case .linkEscapesOutput(let path, let link, let destination):
      let target =
        destination.map { "a symbolic link to '\($0)', outside the output directory" } ?? "a dangling symbolic link"
      return "'\(link)' is \(target); scaffold does not write through it (generated path '\(path)')"
    case .duplicatePath(let path):
      return "two templates render to the same path '\(path)'"
    case .outputIsAFile(let root, let file):
      let what =
        root == file
        ? "the output directory '\(root)' is a file" : "'\(file)', above the output directory '\(root)', is a file"
      return "\(what), not a directory; nothing was written; choose another output directory (--output DIR)"
    case .pathsDifferOnlyInCase(let first, let second):
      return "'\(first)' and '\(second)' differ only in case, so they are one file on macOS; rename one of them"
    case .planHasConflicts(let paths):
      return
        "the plan has \(paths.count) conflict\(paths.count == 1 ? "" : "s") (\(paths.prefix(3).joined(separator: ", "))); nothing was written"
    case .changedSincePlanning(let paths):
      let shown =
        paths.prefix(5).map { "  \($0)\n" }.joined() + (paths.count > 5 ? "  …and \(paths.count - 5) more\n" : "")
      return "\(paths.count) file\(paths.count == 1 ? "" : "s") appeared or changed while this run was planning:\n"
        + shown + "nothing was written; re-run to plan against what is there now"
    case .busy(let lock):
      return
        "another scaffold run is writing here (it holds '\(lock)'); nothing was written; re-run once it has finished"
    case .writeFailed(let error, let rolledBack):
      return "\(error)" + (rolledBack ? "; nothing was written" : "; some files could not be restored")
    case .untrustedJournal(let problem, let note):
      return problem.rendered(severity: nil) + note
    }
  }
}

/// A file's content in a few bytes (FNV-1a over the bytes, and their count): enough to tell whether a file
/// changed between planning and writing, or whether the file at a path is the one this run wrote.
struct ContentDigest: Hashable, Sendable, Codable, CustomStringConvertible {
  var value: UInt64
  var count: Int

  init(_ bytes: some Sequence<UInt8>) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      count += 1
    }
    value = hash
    self.count = count
  }

  var description: String { String(value, radix: 16) + ":" + String(count) }

  /// The digest as `description` writes it; nil for any other text.
  init?(text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let value = UInt64(parts[0], radix: 16), let count = Int(parts[1]), count >= 0 else {
      return nil
    }
    self.value = value
    self.count = count
  }

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let digest = ContentDigest(text: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad digest"))
    }
    self = digest
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension GenerationPlan {
  /// Compares each rendered file (path relative to `root`) with what is on disk.
  package static func make(
    files: [(path: String, contents: String)], root: String, force: Bool, fileSystem: some FileAccess
  ) throws(GenerationError) -> GenerationPlan {
    let root = fileSystem.absolute(root)
    // The output directory itself (or a folder above it) being a file blocks every entry; --force cannot help.
    if let blocker = fileAtOrAbove(root, fileSystem: fileSystem) {
      throw .outputIsAFile(root: root, file: blocker)
    }
    var links = LinkContainment(root: root, fileSystem: fileSystem)
    var seen = Set<String>()
    var folded: [String: String] = [:]
    var entries: [Entry] = []
    for file in files {
      let relative = try checkedRelativePath(file.path)
      guard seen.insert(relative).inserted else { throw .duplicatePath(relative) }
      if let other = folded.updateValue(relative, forKey: relative.lowercased()) {
        throw .pathsDifferOnlyInCase(other, relative)
      }
      try links.check(relative)
      let target = Paths.join(root, relative)
      var entry = Entry(path: relative, contents: file.contents, action: .create, reason: nil, expected: nil)
      switch fileSystem.kind(of: target) {
      case nil:
        if let blocker = fileInTheWay(of: relative, root: root, fileSystem: fileSystem) {
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
        } else if force, let existing {
          entry.action = .overwrite
          entry.existing = ContentDigest(existing)
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
    if ProjectPath.refusal(of: normalized) == .writerState { throw .pathIsWriterState(normalized) }
    if normalized.split(separator: "/").contains(where: { $0.utf8.count > 255 }) { throw .nameTooLong(normalized) }
    return normalized
  }

  /// `path` or the nearest of its existing ancestors, when that is a file.
  private static func fileAtOrAbove(_ path: String, fileSystem: some FileAccess) -> String? {
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
  private static func fileInTheWay(of relative: String, root: String, fileSystem: some FileAccess) -> String? {
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

/// Every existing ancestor of an output path, and the path itself, must really lie inside the output
/// directory: a symbolic link on the way may lead elsewhere inside it, never out (nor nowhere).
struct LinkContainment<FS: FileAccess> {
  let root: String
  let fileSystem: FS
  /// The output directory's real location (its existing part resolved, the rest appended).
  let realRoot: String
  /// Folders already found inside.
  private var checked: Set<String> = []

  init(root: String, fileSystem: FS) {
    self.root = root
    self.fileSystem = fileSystem
    var existing = root
    var rest: [String] = []
    while fileSystem.resolvingSymbolicLinks(existing) == nil, existing != "/" {
      rest.insert(Paths.basename(existing), at: 0)
      existing = Paths.dirname(existing)
    }
    realRoot = Paths.join([fileSystem.resolvingSymbolicLinks(existing) ?? existing] + rest)
  }

  mutating func check(_ relative: String) throws(GenerationError) {
    if let escape = escape(relative) {
      throw .linkEscapesOutput(
        path: relative, link: Paths.relative(escape.link, to: fileSystem.currentDirectory),
        destination: escape.destination)
    }
  }

  /// The first symbolic link on the way to `relative` that leads outside the root (absolute), and where it
  /// leads (nil for a dangling link); nil when the path stays inside.
  mutating func escape(_ relative: String) -> (link: String, destination: String?)? {
    var partial = root
    for component in relative.split(separator: "/") {
      partial += "/" + component
      if checked.contains(partial) { continue }
      if fileSystem.isSymbolicLink(partial) {
        let destination = fileSystem.resolvingSymbolicLinks(partial)
        guard let destination, destination == realRoot || destination.hasPrefix(realRoot + "/") else {
          return (partial, destination)
        }
      } else if !fileSystem.exists(partial) {
        return nil
      }
      checked.insert(partial)
    }
    return nil
  }
}
