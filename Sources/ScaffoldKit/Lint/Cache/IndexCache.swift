import Foundation

/// What the indexer produced for each file of a project, kept between lint runs so that an unchanged file
/// is not read or lexed again. Only indexes are cached: layers, the project table and every rule are
/// recomputed on each whole run, so a change in one file still re-checks every file that names its types.
///
/// Two files in `directory`: `lint-index`, every entry, and `lint-index-changes`, the entries that changed
/// since it was written (and the files removed), so that a run after an edit writes what the edit changed,
/// not the whole cache. When the changes grow past an eighth of the whole, the next run writes a new whole
/// cache instead. Each file is written whole through a temporary file and a rename, so a reader sees an old
/// file or a new one, never half of one; concurrent runs each write complete files and the last rename
/// wins. Each file starts with a magic line and its key (scaffold version, format and configuration; for the
/// changes also the checksum of the whole cache they amend) and ends with a checksum: anything else —
/// corrupt, truncated, foreign, from another version or configuration, changes to another whole cache — is
/// ignored and rebuilt. Entries are checked against the files they describe before use, so a mix of files
/// from concurrent runs costs at most some reading again, never a wrong index.
struct IndexCache: Sendable {
  /// One cached file: how it looked when indexed and what the indexer produced.
  struct Entry: Sendable, Equatable {
    /// nil when the file was written too recently to trust its time stamp (its contents decide).
    var stamp: FileStamp?
    var size: Int
    var contentHash: UInt64
    /// The index; its `path` is the absolute path the entry is kept under (callers set the display path).
    var index: FileIndex
    /// The file's layer and feature: a function of its path, its declarations and the configuration, all
    /// of which the entry and the cache key pin down.
    var assignment: FileAssignment?
  }

  /// What a load found.
  struct Contents: Sendable {
    /// Cached files by absolute path.
    var snapshot = IndexCacheSnapshot.empty
    /// Why a cache file was not used, when it existed but could not be trusted.
    var problem: String?
    /// The file `problem` is about.
    var problemPath: String?

    /// Every entry, decoded.
    var entries: [String: Entry] { snapshot.entries }
  }

  /// Bump when the encoding changes.
  static let formatVersion: UInt32 = 10
  static let magic = Array("scaffold lint index cache\n".utf8)
  static let fileName = "lint-index"
  static let changesFileName = "lint-index-changes"
  /// Roles in their encoded order.
  static let roles: [FileAssignment.Role] = [.layered, .compositionRoot, .test, .unassigned]
  static let defaultDirectory = ".scaffold/cache"

  /// Absolute folder of the cache file.
  let directory: String
  /// Identifies the scaffold build and configuration the entries belong to.
  let key: String

  /// A cache in `directory` (absolute) for runs with `configuration`, keyed by the text of its `scaffold.json`
  /// (`sourceHash`), so any edit of the file starts a new cache.
  init(directory: String, configuration: LintConfiguration) {
    self.directory = directory
    self.key =
      "scaffold \(ScaffoldVersion.current) format \(Self.formatVersion) build \(Self.build) "
      + "preset \(configuration.preset.rawValue) root \(configuration.root) config \(configuration.sourcePath ?? "-") "
      + (configuration.sourceHash.map { String($0, radix: 16) } ?? "-")
  }

  /// Size and modification time of the running executable: a rebuilt scaffold (a development build, whose
  /// version string does not change) starts a new cache, as its indexer or layer matching may differ.
  static let build: String = {
    guard let executable = executablePath, let stamp = DiskFileSystem().stamp(of: executable) else {
      return "unknown"
    }
    return "\(stamp.size)-\(stamp.modified)"
  }()

  /// The running executable. On Linux from `/proc/self/exe`: `Bundle.main` lists the whole folder the
  /// executable is in when it is first used (thousands of entries in `/usr/local/bin` or a temporary folder),
  /// a cost every warm run would pay.
  private static var executablePath: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #endif
    return Bundle.main.executablePath
  }

  var path: String { Paths.join(directory, Self.fileName) }
  /// The entries changed since `path` was written.
  var changesPath: String { Paths.join(directory, Self.changesFileName) }

  /// The key of changes written over the whole cache file whose checksum is `base`.
  func changesKey(over base: UInt64) -> String { key + " amends " + String(base, radix: 16) }

  /// The cache of a lint run with `configuration`: in `directory` (relative to the working directory) when
  /// given, else in `.scaffold/cache` under the configuration root.
  static func forProject(
    _ configuration: LintConfiguration, directory: String? = nil, fileSystem: any FileAccess
  ) -> IndexCache {
    let folder = directory.map(fileSystem.absolute) ?? Paths.join(configuration.root, defaultDirectory)
    return IndexCache(directory: folder, configuration: configuration)
  }

  /// The cached entries; empty (with a `problem` when a file was unusable) rather than failing.
  func load(fileSystem: any FileAccess) -> Contents {
    let whole = read(path, key: key, fileSystem: fileSystem)
    guard let base = whole.segment else { return Contents(problem: whole.problem, problemPath: path) }
    let changes = read(changesPath, key: changesKey(over: base.checksum), fileSystem: fileSystem)
    return Contents(
      snapshot: IndexCacheSnapshot(base: base, delta: changes.segment), problem: changes.problem,
      problemPath: changesPath)
  }

  /// The cache file at `file` when it is there and written with `key`; else nil, with why when it could
  /// not be used (none for a missing file or another key's: expected after an upgrade or an edit).
  private func read(
    _ file: String, key: String, fileSystem: any FileAccess
  ) -> (segment: IndexCacheSnapshot.Segment?, problem: String?) {
    guard fileSystem.kind(of: file) == .file else { return (nil, nil) }
    do {
      return (try IndexCacheDecoder.decodeSegment(try fileSystem.readData(file), key: key), nil)
    } catch IndexCacheDecoder.Failure.otherKey {
      return (nil, nil)
    } catch {
      return (nil, "\(error)")
    }
  }

  /// Writes `entries` as the new cache; returns why it could not, for a note.
  func store(_ entries: [String: Entry], fileSystem: any FileAccess, now: Date = Date()) -> String? {
    // The stamps of files written within the last seconds are dropped: those are checked by contents next time.
    let bytes = IndexCacheEncoder.encode(entries, key: key, now: now)
    do {
      try fileSystem.createDirectory(directory)
      let ignore = Paths.join(directory, ".gitignore")
      if fileSystem.kind(of: ignore) == nil {
        try fileSystem.write("# Created by scaffold lint: a cache, never committed.\n*\n", to: ignore)
      }
      try fileSystem.writeCache(bytes, to: path)
    } catch {
      return "\(error)"
    }
    // Changes to the cache just replaced: their key names the old one, so they would be ignored anyway.
    if fileSystem.kind(of: changesPath) != nil { try? fileSystem.remove(changesPath) }
    return nil
  }

  /// Saves `entries` over the cache `previous` was loaded from, where only the entries of `changed` paths
  /// (and of files no longer in `entries`) differ: as changes to it while they stay small, else whole.
  func store(
    _ entries: [String: Entry], changed: Set<String>, over previous: IndexCacheSnapshot, fileSystem: any FileAccess,
    now: Date = Date()
  ) -> String? {
    guard let base = previous.base else { return store(entries, fileSystem: fileSystem, now: now) }
    var amended: [String: Entry] = [:]
    for (path, entry) in entries
    where changed.contains(path) || base.headers[path] == nil || previous.delta?.headers[path] != nil {
      amended[path] = entry
    }
    let removed = base.headers.keys.filter { entries[$0] == nil }
    let bytes = IndexCacheEncoder.encode(amended, removed: removed, key: changesKey(over: base.checksum), now: now)
    guard bytes.count <= base.bytes.count / 8 else { return store(entries, fileSystem: fileSystem, now: now) }
    do {
      try fileSystem.writeCache(bytes, to: changesPath)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
