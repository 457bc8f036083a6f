import Foundation

/// Locks taken in this process by path, for file systems without locks between processes (in memory).
final class ProcessLocks: @unchecked Sendable {
  static let shared = ProcessLocks()
  private let lock = NSLock()
  private var held: Set<String> = []

  func take(_ path: String) -> (any FileLock)? {
    lock.withLock { held.insert(path).inserted } ? Held(path: path, owner: self) : nil
  }

  private final class Held: FileLock, @unchecked Sendable {
    let path: String
    let owner: ProcessLocks
    private var released = false

    init(path: String, owner: ProcessLocks) {
      self.path = path
      self.owner = owner
    }

    func release() {
      owner.lock.withLock {
        if !released { owner.held.remove(path) }
        released = true
      }
    }
  }
}

/// An `flock` on an open lock file. The file is removed before the lock is released, so a process that
/// opened the old file checks, once it holds the lock, that its file is still the one at the path.
final class DiskFileLock: FileLock, @unchecked Sendable {
  private let path: String
  private var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  static func take(_ path: String) throws(FileSystemError) -> DiskFileLock? {
    for _ in 0..<8 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        if errno == ENOENT { continue }  // its folder was removed by the run that just finished
        throw .unwritable(path, reason: String(cString: strerror(errno)))
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        close(descriptor)
        return nil
      }
      var opened = stat()
      var named = stat()
      if fstat(descriptor, &opened) == 0, lstat(path, &named) == 0, opened.st_ino == named.st_ino,
        opened.st_dev == named.st_dev
      {
        return DiskFileLock(path: path, descriptor: descriptor)
      }
      close(descriptor)
    }
    return nil
  }

  func release() {
    guard descriptor >= 0 else { return }
    unlink(path)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}

extension DiskFileSystem {
  package func createFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
    let descriptor = open(absolute(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    try Self.writeAll(bytes, to: descriptor, displayPath: path)
  }

  package func link(_ source: String, to destination: String) throws(FileSystemError) -> Bool {
    if Foundation.link(absolute(source), absolute(destination)) == 0 { return true }
    if errno == EEXIST { return false }
    throw .unwritable(destination, reason: String(cString: strerror(errno)))
  }

  package func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(absolute(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  package func resolvingSymbolicLinks(_ path: String) -> String? {
    guard let resolved = realpath(absolute(path), nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  package func tryLock(_ path: String) throws(FileSystemError) -> (any FileLock)? {
    try DiskFileLock.take(absolute(path))
  }
}
