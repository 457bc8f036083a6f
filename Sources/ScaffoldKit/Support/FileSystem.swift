import Foundation

/// What kind of entry a path names.
package enum FileKind: Sendable, Equatable {
  case file
  case directory
}

/// Errors from the file system layer; each names the path it concerns.
package enum FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path does not exist.
  case notFound(String)
  /// The path exists but could not be read.
  case unreadable(String, reason: String)
  /// The path could not be written or created.
  case unwritable(String, reason: String)

  /// The problem, located at the path.
  package var problem: Problem {
    switch self {
    case .notFound(let path): return Problem(location: path, "no such file or directory")
    case .unreadable(let path, let reason): return Problem(location: path, "cannot read: \(reason)")
    case .unwritable(let path, let reason): return Problem(location: path, "cannot write: \(reason)")
    }
  }

  package var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file or directory"
    case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
    case .unwritable(let path, let reason): return "\(path): cannot write: \(reason)"
    }
  }
}

/// The tree a job reads and writes: `DiskFileSystem` for a real one, `InMemoryFileSystem` in tests. Only
/// those two conform; a job given another file system throws `ScaffoldError` of kind `invalidInput`.
public protocol FileSystem: Sendable {
  /// The folder relative paths resolve against.
  var currentDirectory: String { get }
}

extension FileSystem {
  /// This file system's operations: it is one of the kit's own.
  package func access() throws(ScaffoldError) -> any FileAccess {
    guard let access = self as? any FileAccess else {
      throw ScaffoldError(
        .invalidInput, "\(type(of: self)) is not a file system scaffold can use; pass a DiskFileSystem")
    }
    return access
  }
}

/// The small slice of a file system that scaffold needs, so generation and linting run in memory in tests.
/// Paths are plain strings; relative paths resolve against `currentDirectory`.
package protocol FileAccess: FileSystem {
  func kind(of path: String) -> FileKind?
  func readData(_ path: String) throws(FileSystemError) -> [UInt8]
  /// Names (not paths) of the entries directly inside `path`, sorted.
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String]
  /// The entries directly inside `path` with their kinds (nil for a dangling link), sorted by name.
  func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry]
  func createDirectory(_ path: String) throws(FileSystemError)
  /// Creates the one folder `path` (its parent exists); false when a folder is already there. On disk this
  /// is `mkdir`, so of two processes making the same folder exactly one is told it made it.
  func makeDirectory(_ path: String) throws(FileSystemError) -> Bool
  /// Removes the folder `path` if it is empty; false when it is not (or is gone). On disk this is `rmdir`,
  /// so a file another process has just put there keeps the folder, never goes with it.
  @discardableResult func removeEmptyDirectory(_ path: String) -> Bool
  /// Writes the whole file; on disk via a temporary file and a rename, so a reader never sees half a file,
  /// and the temporary's bytes reach the disk before the rename.
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
  /// `write` without waiting for the disk: for caches, which are checked when read, so a power cut may cost
  /// one a rebuild but never has scaffold trust a damaged one. A reader still never sees half a file.
  func writeCache(_ bytes: [UInt8], to path: String) throws(FileSystemError)
  func remove(_ path: String) throws(FileSystemError)
  /// Renames `source` to `destination`, replacing a file already there (atomic on disk).
  func move(_ source: String, to destination: String) throws(FileSystemError)
  /// Creates a new file at `path` with `bytes`, failing if anything is there already; written in place
  /// (no temporary of its own), for callers that manage their own temporaries.
  func createFile(_ bytes: [UInt8], at path: String) throws(FileSystemError)
  /// Gives the file at `source` the second name `destination` without ever replacing what is there:
  /// false when `destination` already exists (a hard link on disk, atomic).
  func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool
  /// True when `path` itself is a symbolic link (dangling or not).
  func isSymbolicLink(_ path: String) -> Bool
  /// `path` with every symbolic link in it resolved, absolute; nil when it does not exist.
  func resolvingSymbolicLinks(_ path: String) -> String?
  /// Takes an exclusive advisory lock on the file at `path` (created if missing) without waiting; nil when
  /// another process holds it. The lock lasts until `release()` or the end of the process.
  func tryLock(_ path: String) throws(FileSystemError) -> (any FileLock)?
  /// Size, times and identity of a file (or folder), to notice a change without reading it; nil when
  /// unknown (then callers compare contents).
  func stamp(of path: String) -> FileStamp?
  /// `stamp(of:)` of each of `paths[range]`, in their order, on the calling thread: a slice of the batch
  /// a warm lint run asks of every file of a project (`stamps(of:)` spreads the slices over all cores).
  func stamps(of paths: PathList, in range: Range<Int>) -> [FileStamp?]
  /// `readData` and the file's stamp from before the read: on disk the `fstat` of the descriptor read from,
  /// one lookup of the path where `stamp(of:)` then `readData` make two (a first lint run reads every file so).
  func readDataAndStamp(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], stamp: FileStamp?)
  /// True for what `kind(of:)` calls a file but is no regular file: a FIFO, device or socket, which a
  /// reader may wait on forever.
  func isSpecialFile(_ path: String) -> Bool
}

/// An advisory lock held by this process (see `FileSystem.tryLock`).
package protocol FileLock: AnyObject, Sendable {
  /// Removes the lock file and releases the lock.
  func release()
}

/// What `stat` says about a file: equal stamps mean the file was not written in between (as far as the
/// clock's resolution tells; see `IndexCache` for how recent writes are treated).
package struct FileStamp: Sendable, Hashable {
  package var size: Int64
  /// Last modification and last status change, in nanoseconds since 1970.
  package var modified: Int64
  package var changed: Int64
  package var inode: UInt64
}

extension FileStamp {
  /// How many paths a thread stamps at a time (`FileSystem.stamps(of:in:)`): about a quarter of a millisecond.
  static let sliceLength = 256
}

/// A name inside a directory and what it is.
package struct DirectoryEntry: Sendable, Equatable {
  package var name: String
  /// What the entry is, following a symbolic link; nil for a dangling link and for what is neither a file
  /// nor a folder (a FIFO, a device, a socket), which tree walks skip.
  package var kind: FileKind?
  /// True for a symbolic link (tree walks do not descend into linked folders, which may form cycles).
  package var isSymbolicLink: Bool = false
}

extension FileAccess {
  package func stamp(of path: String) -> FileStamp? { nil }

  package func stamps(of paths: PathList, in range: Range<Int>) -> [FileStamp?] { range.map { stamp(of: paths[$0]) } }

  /// `stamp(of:)` of each of `paths`, in their order, in slices on all cores.
  package func stamps(of paths: [String]) -> [FileStamp?] {
    let list = PathList(paths)
    return Parallel.mapSlices(of: list.count, length: FileStamp.sliceLength) { stamps(of: list, in: $0) }
      .flatMap { $0 }
  }

  package func readDataAndStamp(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], stamp: FileStamp?) {
    let stamp = stamp(of: path)
    return (try readData(path), stamp)
  }

  package func writeCache(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try write(bytes, to: path) }

  package func makeDirectory(_ path: String) throws(FileSystemError) -> Bool {
    if kind(of: path) == .directory { return false }
    try createDirectory(path)
    return true
  }

  @discardableResult package func removeEmptyDirectory(_ path: String) -> Bool {
    guard (try? contents(ofDirectory: path))?.isEmpty == true else { return false }
    return (try? remove(path)) != nil
  }

  package func isSpecialFile(_ path: String) -> Bool { false }

  package func exists(_ path: String) -> Bool { kind(of: path) != nil }

  package func createFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
    if exists(path) || isSymbolicLink(path) { throw .unwritable(path, reason: "already exists") }
    try write(bytes, to: path)
  }

  /// Without hard links: copies, after checking that nothing is at `destination` (not atomic).
  package func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    if exists(destination) { return false }
    try write(try readData(source), to: destination)
    return true
  }

  package func isSymbolicLink(_ path: String) -> Bool { false }

  package func resolvingSymbolicLinks(_ path: String) -> String? { exists(path) ? absolute(path) : nil }

  /// Without locks between processes: one process's runs exclude each other.
  package func tryLock(_ path: String) throws(FileSystemError) -> (any FileLock)? {
    ProcessLocks.shared.take(absolute(path))
  }

  package func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
    let directory = absolute(path)
    return try contents(ofDirectory: path).map { DirectoryEntry(name: $0, kind: kind(of: Paths.join(directory, $0))) }
  }

  /// The file as UTF-8 text; a file that is not valid UTF-8 is unreadable (with the first bad byte's
  /// position), so templates and contexts never carry U+FFFD into generated code.
  package func readText(_ path: String) throws(FileSystemError) -> String {
    let bytes = try readData(path)
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    var lineStart = 0
    while case .valid(let encoded) = decoder.parseScalar(from: &iterator) {
      if encoded.first == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += encoded.count
    }
    throw .unreadable(path, reason: "not valid UTF-8 (line \(line), column \(offset - lineStart + 1))")
  }

  package func write(_ text: String, to path: String) throws(FileSystemError) {
    try write(Array(text.utf8), to: path)
  }

  /// `path` made absolute against the current directory and normalised (`.`/`..` folded).
  package func absolute(_ path: String) -> String {
    // A normalised relative path joined to a normalised current directory is normalised: the common case
    // (every file of a lint run), with no second look at the joined path.
    if let first = path.utf8.first, first != UInt8(ascii: "/"), path != ".", Paths.isNormalized(path),
      Paths.isNormalized(currentDirectory)
    {
      return Paths.appending(path, to: currentDirectory)
    }
    return Paths.normalize(path.hasPrefix("/") ? path : Paths.join(currentDirectory, path))
  }
}

/// The real disk.
public struct DiskFileSystem: FileAccess {
  public let currentDirectory: String

  /// Relative paths resolve against `currentDirectory`, the process's working directory by default.
  public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
    self.currentDirectory = Paths.normalize(currentDirectory)
  }

  package func kind(of path: String) -> FileKind? {
    var info = stat()
    guard stat(absolute(path), &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  package func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard stat(absolute(path), &info) == 0 else { return nil }
    return Self.stamp(info)
  }

  /// Normalised paths are stat'ed as they are: relative ones from the working directory, opened once per slice
  /// (`fstatat`), so no absolute path and no `String` is made per file. A warm lint run is little else.
  package func stamps(of paths: PathList, in range: Range<Int>) -> [FileStamp?] {
    let directory = open(currentDirectory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if directory >= 0 { close(directory) } }
    return range.map { index -> FileStamp? in
      var info = stat()
      let found = paths.withPath(at: index) { bytes, path in
        // What `absolute` would leave as it is, or join to the working directory unchanged.
        guard bytes.count > 1, Paths.isNormalized(bytes: bytes) else { return stat(absolute(paths[index]), &info) == 0 }
        if bytes[0] == UInt8(ascii: "/") { return fstatat(AT_FDCWD, path, &info, 0) == 0 }
        return directory >= 0 ? fstatat(directory, path, &info, 0) == 0 : stat(absolute(paths[index]), &info) == 0
      }
      return found ? Self.stamp(info) : nil
    }
  }

  /// The stamp of a regular file or folder as `stat` describes it; nil for anything else.
  private static func stamp(_ info: stat) -> FileStamp? {
    guard info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFDIR else { return nil }
    func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec) }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return FileStamp(
      size: Int64(info.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed),
      inode: UInt64(info.st_ino))
  }

  package func readData(_ path: String) throws(FileSystemError) -> [UInt8] {
    try readFile(path).bytes
  }

  package func readDataAndStamp(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], stamp: FileStamp?) {
    let (bytes, status) = try readFile(path)
    return (bytes, Self.stamp(status))
  }

  /// Reads with `open`/`fstat`/`read` straight into the array (linting reads every file of a project), with
  /// what `fstat` said of the file before the read.
  private func readFile(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], status: stat) {
    let full = absolute(path)
    // Non-blocking, so opening a FIFO without a writer returns at once (and then reads as empty) instead of
    // hanging a lint run; a FIFO read on purpose still gives what its writer sends. Specs and templates are
    // refused before this when they are no regular file (`isSpecialFile`), since a live writer would block them.
    let descriptor = open(full, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
      throw .unreadable(path, reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(path, reason: String(cString: strerror(errno))) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path, reason: "is a directory") }
    let isRegular = status.st_mode & S_IFMT == S_IFREG
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFIFO: _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    // Devices never end (/dev/zero) or block (a terminal); sockets cannot be opened at all.
    default: throw .unreadable(path, reason: "not a regular file")
    }
    // The size is a hint: read until end of file (a file may grow while read; some report size 0). The
    // array is not zeroed first, since it keeps only what is read into it.
    let size = max(Int(status.st_size), 0)
    var outcome = (count: 0, error: Int32(0), atEnd: false)
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
      outcome = Self.fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor, size: isRegular ? size : nil)
      initialized = outcome.count
    }
    while outcome.error == 0, !outcome.atEnd {
      // Longer than its size said: read on into more room.
      let filled = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: max(filled, 4096)))
      bytes.withUnsafeMutableBytes { outcome = Self.fill(.init(rebasing: $0[filled...]), from: descriptor, size: nil) }
      bytes.removeSubrange((filled + outcome.count)...)
    }
    if outcome.error != 0 { throw .unreadable(path, reason: String(cString: strerror(outcome.error))) }
    return (bytes, status)
  }

  /// Reads into `buffer` until it is full or the file ends: how many bytes, `errno` if a read failed, and
  /// whether the end was reached. A regular file of `size` bytes read to its size with room to spare has
  /// ended there, without a second read to be told so.
  private static func fill(
    _ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32, size: Int?
  ) -> (count: Int, error: Int32, atEnd: Bool) {
    var filled = 0
    while filled < buffer.count {
      let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        return (filled, errno, true)
      }
      if count == 0 { return (filled, 0, true) }
      filled += count
      if filled == size, filled < buffer.count { return (filled, 0, true) }
    }
    return (filled, 0, false)
  }

  package func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    let full = absolute(path)
    guard kind(of: full) == .directory else { throw .notFound(path) }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: full).sorted()
    } catch {
      throw .unreadable(path, reason: error.localizedDescription)
    }
  }

  /// Reads kinds from the directory itself (`d_type`), so listing a tree costs no `stat` per entry.
  package func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
    let full = absolute(path)
    guard let directory = opendir(full) else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notFound(path) }
      throw .unreadable(path, reason: String(cString: strerror(code)))
    }
    defer { closedir(directory) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let type = Int32(entry.pointee.d_type)
      let kind: FileKind?
      switch type {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .file
      // Reading a FIFO blocks while a writer holds it open, a device may never end: walks skip them.
      case Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK): kind = nil
      // Links and file systems without d_type: ask stat, which follows links.
      default: kind = regularKind(of: Paths.join(full, name))
      }
      entries.append(DirectoryEntry(name: name, kind: kind, isSymbolicLink: type == Int32(DT_LNK)))
    }
    return entries.sorted { $0.name < $1.name }
  }

  package func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(absolute(path), &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// Like `kind(of:)`, but nil for what is neither a regular file nor a folder.
  private func regularKind(of path: String) -> FileKind? {
    var info = stat()
    guard stat(absolute(path), &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return nil
    }
  }

  package func createDirectory(_ path: String) throws(FileSystemError) {
    do {
      try FileManager.default.createDirectory(atPath: absolute(path), withIntermediateDirectories: true)
    } catch {
      // Foundation's message for a file in the way is "NSCocoaErrorDomain error 512"; name the file instead.
      var cursor = absolute(path)
      while kind(of: cursor) == nil, cursor != "/" { cursor = Paths.dirname(cursor) }
      if kind(of: cursor) == .file { throw .unwritable(path, reason: "'\(cursor)' is not a directory") }
      throw .unwritable(path, reason: error.localizedDescription)
    }
  }

  package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    try replace(path, with: bytes, durable: true)
  }

  /// No `fsync`: a lint run that writes its cache does not wait for the disk (a few milliseconds a run).
  package func writeCache(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    try replace(path, with: bytes, durable: false)
  }

  /// A regular file (or a new one) is replaced through a temporary file and a rename; `durable` has the
  /// temporary's bytes on the disk before the rename. A replaced file keeps its permissions (a
  /// `project.pbxproj` that a team keeps executable stays so). A FIFO, device or socket there
  /// (`/dev/stdout`, a named pipe) is written in place instead: renaming over it would replace the device or
  /// pipe itself with a file.
  private func replace(_ path: String, with bytes: [UInt8], durable: Bool) throws(FileSystemError) {
    let full = absolute(path)
    var status = stat()
    let exists = stat(full, &status) == 0
    if exists, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
      return try writeInPlace(bytes, to: full, displayPath: path)
    }
    let temporary = Paths.join(
      Paths.dirname(full), ".\(Paths.basename(full)).scaffold-\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      // The usual causes are a missing folder or a file where the folder should be.
      let directory = Paths.dirname(path)
      switch kind(of: Paths.dirname(full)) {
      case nil: throw .unwritable(path, reason: "no such directory '\(directory)'")
      case .file?: throw .unwritable(path, reason: "'\(directory)' is not a directory")
      case .directory?:
        // The folder exists but takes no new file: no permission, or a virtual file system (`/proc`).
        throw .unwritable(
          path, reason: "the folder '\(directory)' does not accept new files (\(String(cString: strerror(code))))")
      }
    }
    var failure: FileSystemError?
    do throws(FileSystemError) {
      if exists, status.st_mode & S_IFMT == S_IFREG, fchmod(descriptor, status.st_mode & 0o7777) != 0 {
        throw .unwritable(path, reason: String(cString: strerror(errno)))
      }
      try Self.writeAll(bytes, to: descriptor, displayPath: path)
      if durable, fsync(descriptor) != 0 { throw .unwritable(path, reason: String(cString: strerror(errno))) }
    } catch {
      failure = error
    }
    // A full disk may only show when the file is closed (on some file systems).
    if close(descriptor) != 0, failure == nil { failure = .unwritable(path, reason: String(cString: strerror(errno))) }
    if let failure {
      unlink(temporary)
      throw failure
    }
    if rename(temporary, full) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .unwritable(path, reason: reason)
    }
  }

  /// Writes all of `bytes` to the open `descriptor`, going on after a short write or an interrupted call.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, displayPath path: String) throws(FileSystemError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unwritable(path, reason: String(cString: strerror(errno)))
      }
      written += count
    }
  }

  /// Writes `bytes` into the FIFO or device at `full`. Opened non-blocking, so a FIFO that no process
  /// reads is an error at once instead of a hang; written blocking once open.
  private func writeInPlace(_ bytes: [UInt8], to full: String, displayPath path: String) throws(FileSystemError) {
    let descriptor = open(full, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENXIO { throw .unwritable(path, reason: "a FIFO that no process reads") }
      throw .unwritable(path, reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try Self.writeAll(bytes, to: descriptor, displayPath: path)
  }

  package func makeDirectory(_ path: String) throws(FileSystemError) -> Bool {
    if mkdir(absolute(path), 0o777) == 0 { return true }
    if errno == EEXIST, kind(of: path) == .directory { return false }
    // Worded by `createDirectory` (a file in the way, a missing parent); made meanwhile by someone else.
    try createDirectory(path)
    return false
  }

  @discardableResult package func removeEmptyDirectory(_ path: String) -> Bool {
    rmdir(absolute(path)) == 0
  }

  package func remove(_ path: String) throws(FileSystemError) {
    do {
      try FileManager.default.removeItem(atPath: absolute(path))
    } catch {
      throw .unwritable(path, reason: error.localizedDescription)
    }
  }

  package func move(_ source: String, to destination: String) throws(FileSystemError) {
    if rename(absolute(source), absolute(destination)) != 0 {
      throw .unwritable(destination, reason: String(cString: strerror(errno)))
    }
  }
}

/// An in-memory file system for tests: a dictionary of absolute paths to bytes; directories are implied
/// by the files beneath them or created explicitly.
public final class InMemoryFileSystem: FileAccess, @unchecked Sendable {
  public let currentDirectory: String
  private let lock = NSLock()
  private var files: [String: [UInt8]] = [:]
  private var directories: Set<String> = ["/"]
  /// Paths whose writes fail, to test all-or-nothing behaviour.
  package var failingWrites: Set<String> = []

  /// A tree holding `files` (text by path, relative to `currentDirectory` or absolute).
  public init(currentDirectory: String = "/work", files: [String: String] = [:]) {
    self.currentDirectory = Paths.normalize(currentDirectory)
    directories.insert(self.currentDirectory)
    for (path, text) in files { try? write(text, to: path) }
  }

  /// Every file, keyed by absolute path.
  package var snapshot: [String: [UInt8]] { lock.withLock { files } }

  package func kind(of path: String) -> FileKind? {
    let full = absolute(path)
    return lock.withLock {
      if files[full] != nil { return .file }
      if directories.contains(full) { return .directory }
      let prefix = full == "/" ? "/" : full + "/"
      return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
    }
  }

  package func readData(_ path: String) throws(FileSystemError) -> [UInt8] {
    let full = absolute(path)
    if let bytes = lock.withLock({ files[full] }) { return bytes }
    if kind(of: full) == .directory { throw .unreadable(path, reason: "is a directory") }
    throw .notFound(path)
  }

  package func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    let full = absolute(path)
    guard kind(of: full) == .directory else { throw .notFound(path) }
    let prefix = full == "/" ? "/" : full + "/"
    var names = Set<String>()
    lock.withLock {
      for key in Array(files.keys) + Array(directories) where key.hasPrefix(prefix) && key != full {
        if let name = key.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
      }
    }
    return names.sorted()
  }

  package func createDirectory(_ path: String) throws(FileSystemError) {
    var full = absolute(path)
    if lock.withLock({ files[full] != nil }) { throw .unwritable(path, reason: "a file is in the way") }
    lock.withLock {
      while full != "/" {
        directories.insert(full)
        full = Paths.dirname(full)
      }
    }
  }

  package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    let full = absolute(path)
    if failingWrites.contains(full) { throw .unwritable(path, reason: "simulated failure") }
    if kind(of: full) == .directory { throw .unwritable(path, reason: "is a directory") }
    try createDirectory(Paths.dirname(full))
    lock.withLock { files[full] = bytes }
  }

  package func remove(_ path: String) throws(FileSystemError) {
    let full = absolute(path)
    let prefix = full + "/"
    lock.withLock {
      files[full] = nil
      directories.remove(full)
      for key in files.keys where key.hasPrefix(prefix) { files[key] = nil }
      for key in directories where key.hasPrefix(prefix) { directories.remove(key) }
    }
  }

  package func move(_ source: String, to destination: String) throws(FileSystemError) {
    let from = absolute(source)
    let to = absolute(destination)
    if failingWrites.contains(to) { throw .unwritable(destination, reason: "simulated failure") }
    let moved = lock.withLock { () -> Bool in
      guard let bytes = files[from] else { return false }
      files[from] = nil
      files[to] = bytes
      return true
    }
    if !moved { throw .notFound(source) }
  }

  package func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    let from = absolute(source)
    let to = absolute(destination)
    if failingWrites.contains(to) { throw .unwritable(destination, reason: "simulated failure") }
    if kind(of: to) != nil { return false }
    guard let bytes = lock.withLock({ files[from] }) else { throw .notFound(source) }
    lock.withLock { files[to] = bytes }
    return true
  }
}
