import Foundation

/// What the indexer produced for each file of a project, kept between lint runs so that an unchanged file
/// is not read or lexed again. Only indexes are cached: layers, the project table and every rule are
/// recomputed on each run, so a change in one file still re-checks every file that names its types.
///
/// One file (`lint-index` in `directory`), written whole through a temporary file and a rename, so a
/// reader sees an old cache or a new one, never half of one; concurrent runs each write a complete cache
/// and the last rename wins. The file starts with a magic line and the cache key (scaffold version, format
/// and configuration) and ends with a checksum: anything else — corrupt, truncated, foreign, from another
/// version or configuration — is ignored and rebuilt.
public struct IndexCache: Sendable {
  /// One cached file: how it looked when indexed and what the indexer produced.
  public struct Entry: Sendable, Equatable {
    /// nil when the file was written too recently to trust its time stamp (its contents decide).
    public var stamp: FileStamp?
    public var size: Int
    public var contentHash: UInt64
    /// The index; its `path` is the absolute path the entry is kept under (callers set the display path).
    public var index: FileIndex
    /// The file's layer and feature: a function of its path, its declarations and the configuration, all
    /// of which the entry and the cache key pin down.
    public var assignment: FileAssignment?
    /// The contents' fingerprint, whitespace ignored (what baselines follow across renames).
    public var fingerprint: String?
    /// The file's lowercase words, to tell without reading it whether it may name a lowercase type.
    public var wordSignature: WordSignature?

    public init(
      stamp: FileStamp?, size: Int, contentHash: UInt64, index: FileIndex, assignment: FileAssignment? = nil,
      fingerprint: String? = nil
    ) {
      self.fingerprint = fingerprint
      self.stamp = stamp
      self.size = size
      self.contentHash = contentHash
      self.index = index
      self.assignment = assignment
    }
  }

  /// What a load found.
  public struct Contents: Sendable {
    /// Cached files by absolute path.
    public var snapshot = IndexCacheSnapshot.empty
    /// Why the cache file was not used, when it existed but could not be trusted.
    public var problem: String?

    /// Every entry, decoded.
    public var entries: [String: Entry] { snapshot.entries }
  }

  /// Bump when the encoding changes.
  static let formatVersion: UInt32 = 2
  static let magic = Array("scaffold lint index cache\n".utf8)
  public static let fileName = "lint-index"
  /// Roles in their encoded order.
  static let roles: [FileAssignment.Role] = [.layered, .compositionRoot, .test, .unassigned]
  public static let defaultDirectory = ".scaffold/cache"

  /// Absolute folder of the cache file.
  public let directory: String
  /// Identifies the scaffold build and configuration the entries belong to.
  let key: String

  /// A cache in `directory` (absolute) for runs with `configuration`; `configurationText` is the bytes of
  /// its `scaffold.json`, so any edit of the file starts a new cache.
  public init(directory: String, configuration: LintConfiguration, configurationText: [UInt8]) {
    self.directory = directory
    self.key =
      "scaffold \(ScaffoldVersion.current) format \(Self.formatVersion) build \(Self.build) "
      + "preset \(configuration.preset.rawValue) root \(configuration.root) config \(configuration.sourcePath ?? "-") "
      + String(ContentHash.hash(configurationText), radix: 16)
  }

  /// Size and modification time of the running executable: a rebuilt scaffold (a development build, whose
  /// version string does not change) starts a new cache, as its indexer or layer matching may differ.
  static let build: String = {
    guard let executable = Bundle.main.executablePath, let stamp = DiskFileSystem().stamp(of: executable) else {
      return "unknown"
    }
    return "\(stamp.size)-\(stamp.modified)"
  }()

  public var path: String { Paths.join(directory, Self.fileName) }

  /// The cache of a lint run with `configuration`: in `directory` (relative to the working directory) when
  /// given, else in `.scaffold/cache` under the configuration root.
  public static func forProject(
    _ configuration: LintConfiguration, directory: String? = nil, fileSystem: any FileSystem
  ) -> IndexCache {
    let text = configuration.sourcePath.flatMap { try? fileSystem.readData($0) } ?? []
    let folder = directory.map(fileSystem.absolute) ?? Paths.join(configuration.root, defaultDirectory)
    return IndexCache(directory: folder, configuration: configuration, configurationText: text)
  }

  /// The cached entries; empty (with a `problem` when the file was unusable) rather than failing.
  public func load(fileSystem: any FileSystem) -> Contents {
    guard fileSystem.kind(of: path) == .file else { return Contents() }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(path)
    } catch {
      return Contents(problem: "\(error)")
    }
    do {
      return Contents(snapshot: try IndexCacheDecoder.decode(bytes, key: key))
    } catch IndexCacheDecoder.Failure.otherKey {
      // Another scaffold version or configuration: expected after an upgrade or an edit, not worth a note.
      return Contents()
    } catch {
      return Contents(problem: "\(error)")
    }
  }

  /// Writes `entries` as the new cache; returns why it could not, for a note.
  public func store(_ entries: [String: Entry], fileSystem: any FileSystem, now: Date = Date()) -> String? {
    // Entries of files written within the last seconds are checked by contents next time.
    var trusted = entries
    for (path, entry) in entries where entry.stamp != nil {
      trusted[path]?.stamp = Self.trusted(entry.stamp, now: now)
    }
    let bytes = IndexCacheEncoder.encode(trusted, key: key)
    do {
      try fileSystem.createDirectory(directory)
      let ignore = Paths.join(directory, ".gitignore")
      if fileSystem.kind(of: ignore) == nil {
        try fileSystem.write("# Created by scaffold lint: a cache, never committed.\n*\n", to: ignore)
      }
      try fileSystem.write(bytes, to: path)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
