import Foundation

extension Linter {
  /// A discovered file, by its display path (relative to the working directory).
  struct SourceFile: Sendable {
    var path: String
    /// False for files read only to complete the project table; their read errors are ignored.
    var isRequested = true
  }

  /// A folder the walk listed, with its stamp from before it was listed: while the stamps of every folder
  /// listed hold, a walk finds the same files.
  struct ListedFolder: Sendable, Equatable {
    var path: String
    var stamp: FileStamp?
  }

  /// What the discover stage found: the files asked for, the files to read (those, and the rest of the
  /// project under the configuration root for context), notes about what was skipped, and the folders listed
  /// (with `stampsFolders`; none otherwise).
  struct Discovered {
    var requested: [SourceFile]
    var files: [SourceFile]
    var notes: [String]
    var folders: [ListedFolder]
    /// The `Package.swift` files the walks found (absolute, sorted), linted or not: the package rules read them.
    var manifests: [String] = []
    /// The `.swift` files the walks left out (absolute): by the include and exclude patterns, or the Xcode
    /// project's membership (a local package's files, whose re-exports the package rules read).
    var excluded: [String] = []
  }

  /// Discovers the files of a run over `paths` (the working directory when empty). `stampsFolders`: stamp
  /// each folder before listing it, for a cached run that skips the walk while they hold.
  func discover(_ paths: [String], stampsFolders: Bool = false) throws(LintError) -> Discovered {
    let roots = paths.isEmpty ? ["."] : paths
    var notes: [String] = []
    var walked = Walked()
    let requested = try discover(
      roots, notes: &notes, named: !paths.isEmpty, walked: &walked, stampsFolders: stampsFolders)
    let files = withProjectContext(
      requested, requestedRoots: roots.map(fileSystem.absolute), walked: &walked, stampsFolders: stampsFolders)
    return Discovered(
      requested: requested, files: files, notes: notes, folders: walked.folders,
      manifests: Array(Set(walked.manifests)).sorted(), excluded: Array(Set(walked.excluded)).sorted())
  }

  /// What the walks of one discovery met besides the files to lint.
  private struct Walked {
    var folders: [ListedFolder] = []
    var manifests: [String] = []
    var excluded: [String] = []
  }

  /// `requested` plus the rest of the project under the configuration root, unless a request covers it.
  private func withProjectContext(
    _ requested: [SourceFile], requestedRoots: [String], walked: inout Walked, stampsFolders: Bool
  ) -> [SourceFile] {
    let root = configuration.root
    let coversRoot = requestedRoots.contains { $0 == root || $0 == "/" || root.hasPrefix($0 + "/") }
    var ignored: [String] = []
    guard !coversRoot, fileSystem.kind(of: root) == .directory,
      let context = try? discover([root], notes: &ignored, named: true, walked: &walked, stampsFolders: stampsFolders)
    else { return requested }
    let known = Set(requested.map(\.path))
    let extra = context.filter { !known.contains($0.path) }.map { SourceFile(path: $0.path, isRequested: false) }
    return (requested + extra).sorted { $0.path < $1.path }
  }

  /// The `.swift` files under `paths`, filtered by include/exclude, as paths relative to the working
  /// directory, sorted and without duplicates. Hidden folders are skipped.
  package func discoverFiles(_ paths: [String]) throws(LintError) -> [String] {
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
    var walked = Walked()
    return try discover(paths, notes: &notes, named: named, walked: &walked, stampsFolders: false)
  }

  /// `discover`, adding to `walked` every folder listed (with its stamp when `stampsFolders`), every
  /// `Package.swift` the walk met and every `.swift` file it left out.
  private func discover(
    _ paths: [String], notes: inout [String], named: Bool, walked: inout Walked, stampsFolders: Bool
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
      try self.walk(directories.map(\.path), into: &walk, stampsFolders: stampsFolders)
      walked.folders += walk.folders
      walked.manifests += walk.manifests
      walked.excluded += walk.excluded
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
    var folders: [ListedFolder] = []
    /// `Package.swift` files.
    var manifests: [String] = []
  }

  /// Lists the tree on all cores, each thread taking the next folder waiting to be listed, so none waits for
  /// a level of the tree to be done. The files are a set and the folders are sorted, so the order in which
  /// folders are read does not matter; of several folders that cannot be read, the first by path is reported.
  private func walk(_ roots: [String], into walk: inout Walk, stampsFolders: Bool) throws(LintError) {
    typealias Part = (walk: Walk, failures: [(folder: String, error: LintError)])
    let workingDirectory = fileSystem.currentDirectory
    let folders = roots.map {
      Folder(
        path: $0, relative: GlobPath(rootRelative($0)), display: Paths.relative($0, to: workingDirectory), depth: 0)
    }
    let parts = Parallel.drain(folders, state: { Part(Walk(), []) }) { folder, part in
      guard folder.depth < Self.maximumDepth else {
        part.walk.tooDeep.append(folder.path)
        return []
      }
      switch list(folder, stampsFolders: stampsFolders) {
      case .failure(let error):
        part.failures.append((folder.path, error))
        return []
      case .success(let level):
        part.walk.files += level.files
        if let state = level.folder { part.walk.folders.append(state) }
        part.walk.excluded += level.excluded
        part.walk.special += level.special
        part.walk.manifests += level.manifests
        return level.directories
      }
    }
    if let failure = parts.flatMap(\.failures).min(by: { $0.folder < $1.folder }) { throw failure.error }
    for part in parts {
      walk.files += part.walk.files
      walk.folders += part.walk.folders
      walk.excluded += part.walk.excluded
      walk.special += part.walk.special
      walk.tooDeep += part.walk.tooDeep
      walk.manifests += part.walk.manifests
    }
    walk.folders.sort { $0.path < $1.path }
  }

  /// A folder to list: its absolute path, split relative to the configuration root (the form globs match),
  /// its display path, and how deep below a walked root it is. A folder's are made from its parent's.
  private struct Folder: Sendable {
    var path: String
    var relative: GlobPath
    var display: String
    var depth: Int

    /// The folder `name` inside this one, whose root-relative path is `relative`.
    func child(_ name: String, relative: GlobPath, workingDirectory: String) -> Folder {
      let path = Paths.appending(name, to: self.path)
      return Folder(
        path: path, relative: relative, display: display(of: name, at: path, in: workingDirectory), depth: depth + 1)
    }

    /// The display path of the entry `name` (at `path`): in the working directory itself, `relative` decides,
    /// as for any path.
    func display(of name: String, at path: String, in workingDirectory: String) -> String {
      display == "." ? Paths.relative(path, to: workingDirectory) : Paths.appending(name, to: display)
    }
  }

  private struct Listing: Sendable {
    /// Absolute, and relative to the working directory.
    var files: [(absolute: String, display: String)] = []
    var excluded: [String] = []
    var special: [String] = []
    var directories: [Folder] = []
    var folder: ListedFolder?
    var manifests: [String] = []
  }

  /// The included `.swift` files and the folders to descend into, directly inside `folder`.
  private func list(_ folder: Folder, stampsFolders: Bool) -> Result<Listing, LintError> {
    let directory = folder.path
    // Before the listing: an entry added after it changes the stamp seen next time.
    let stamp = stampsFolders ? fileSystem.stamp(of: directory) : nil
    let entries: [DirectoryEntry]
    do {
      entries = try fileSystem.entries(ofDirectory: directory)
    } catch {
      return .failure(LintError(error))
    }
    var listing = Listing()
    if stampsFolders { listing.folder = ListedFolder(path: directory, stamp: stamp) }
    let workingDirectory = fileSystem.currentDirectory
    // Most entries of an app's folders are neither folders nor Swift files: their paths are never made.
    for entry in entries where !entry.name.hasPrefix(".") {
      switch entry.kind {
      case .directory?:
        // Linked folders may form cycles (or lead out of the project); lint them by naming them.
        if entry.isSymbolicLink { continue }
        let relative = folder.relative.appending(entry.name)
        if configuration.exclude.firstMatch(relative, subtreesOnly: true) != nil { continue }
        listing.directories.append(folder.child(entry.name, relative: relative, workingDirectory: workingDirectory))
      case .file?:
        guard entry.name.hasSuffix(".swift") else { continue }
        let path = Paths.appending(entry.name, to: directory)
        if entry.name == "Package.swift" { listing.manifests.append(path) }
        if isIncluded(path, relative: folder.relative.appending(entry.name)) {
          listing.files.append((path, folder.display(of: entry.name, at: path, in: workingDirectory)))
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
}
