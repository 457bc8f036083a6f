import Foundation

/// The analyze stage's files from the index cache: a file the cache holds is stat'ed, and read only if it
/// changed; another is read with its stamp. Each receipt is what the cache and the run's record keep of
/// the file.
struct CachedIndexSource: IndexSource {
  struct Receipt: Sendable {
    /// The entry, by the file's absolute path, and whether it differs from the stored one as it is stored
    /// (stamps too recent to trust are not stored).
    var absolute: String
    var entry: IndexCache.Entry
    var isChanged: Bool
    var state: LintRecord.FileState
  }

  let fileSystem: any FileAccess
  let indexer: IndexFunction
  let snapshot: IndexCacheSnapshot
  /// Files already read and indexed (by an incremental rerun that gave up), by display path.
  let indexed: [String: IndexedFile]
  let now: Date

  func index(
    _ file: Linter.SourceFile, absolute: String, readsReferences: Bool
  ) throws(FileSystemError) -> (index: FileIndex, size: Int, bytes: [UInt8]?, receipt: Receipt) {
    // An index cached without references serves only where they are not read.
    let previous = snapshot.entry(for: absolute).flatMap { $0.index.omitsReferences && readsReferences ? nil : $0 }
    var entry: IndexCache.Entry
    var changed = true
    var readBytes: [UInt8]?
    var stamp = previous != nil ? fileSystem.stamp(of: absolute) : nil
    if let ready = indexed[file.path] {
      readBytes = ready.bytes
      entry = IndexCache.Entry(
        stamp: ready.stamp, size: ready.bytes.count, contentHash: ContentHash.hash(ready.bytes), index: ready.index)
    } else if let previous, let stamp, previous.stamp == stamp {
      entry = previous
      changed = false
    } else {
      let bytes: [UInt8]
      if previous == nil {
        (bytes, stamp) = try fileSystem.readDataAndStamp(file.path)
      } else {
        bytes = try fileSystem.readData(file.path)
      }
      readBytes = bytes
      let hash = ContentHash.hash(bytes)
      if let previous, previous.contentHash == hash, previous.size == bytes.count {
        entry = previous
        entry.stamp = stamp
        changed = previous.stamp != IndexCache.trusted(stamp, now: now)
      } else {
        entry = IndexCache.Entry(
          stamp: stamp, size: bytes.count, contentHash: hash, index: indexer(bytes, file.path, readsReferences))
      }
    }
    entry.index.path = file.path
    let state = LintRecord.FileState(
      path: file.path, isRequested: file.isRequested, stamp: entry.stamp, size: entry.size,
      contentHash: entry.contentHash)
    return (
      entry.index, entry.size, readBytes, Receipt(absolute: absolute, entry: entry, isChanged: changed, state: state)
    )
  }
}

/// A file read and indexed: its stamp from before the read, its bytes and their index.
typealias IndexedFile = (stamp: FileStamp?, bytes: [UInt8], index: FileIndex)
