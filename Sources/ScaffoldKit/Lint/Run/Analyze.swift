import Foundation

/// Where the analyze stage gets a file's index: `ReadingSource` reads and indexes every file; the index
/// cache's source (`CachedIndexSource`) hands back unchanged files' indexes and notes what it saw of each
/// file in a `Receipt` for the cache to keep.
protocol IndexSource: Sendable {
  associatedtype Receipt: Sendable
  /// `file`'s index (with its references when `readsReferences`), its size, its bytes when they were read,
  /// and the receipt.
  func index(
    _ file: Linter.SourceFile, absolute: String, readsReferences: Bool
  ) throws(FileSystemError) -> (index: FileIndex, size: Int, bytes: [UInt8]?, receipt: Receipt)
}

/// Reads and indexes every file.
struct ReadingSource: IndexSource {
  let fileSystem: any FileAccess
  let indexer: IndexFunction

  func index(
    _ file: Linter.SourceFile, absolute: String, readsReferences: Bool
  ) throws(FileSystemError) -> (index: FileIndex, size: Int, bytes: [UInt8]?, receipt: Void) {
    let bytes = try fileSystem.readData(file.path)
    return (indexer(bytes, file.path, readsReferences), bytes.count, bytes, ())
  }
}

extension Linter {
  /// A file read and indexed, not yet placed: its index, how its path places it, and its bytes when the
  /// rules may read its references (the lowercase type names may call for them; see `place`).
  struct IndexedSource: Sendable {
    var index: FileIndex
    var placing: LayerMap.PathDecision
    var bytes: [UInt8]?
  }

  /// What the analyze stage read, in the order of the files given, with the source's receipts.
  struct Analysis<Receipt: Sendable> {
    var files: [IndexedSource]
    var byteCount: Int
    /// One for each file of `files`.
    var receipts: [Receipt]
    /// Whether every file was read (a file read only for context may not be).
    var readsAll: Bool

    /// The files, moved out for the place stage (which then changes them in place, without a copy).
    mutating func takeFiles() -> [IndexedSource] {
      defer { files = [] }
      return files
    }
  }

  /// Reads and indexes every file on all cores, from `source`; results keep the order of `files`, so
  /// nothing later depends on scheduling. An unreadable file that was asked for fails the run.
  /// `readsEveryReference`: false leaves out the references of the files no rule reads them from (tests,
  /// files in no layer): the rules' findings are the same; views of the whole project (the graph) want them.
  func analyze<Source: IndexSource>(
    _ files: [SourceFile], from source: Source, readsEveryReference: Bool = false
  ) throws(LintError) -> Analysis<Source.Receipt> {
    let fileSystem = self.fileSystem
    let layerMap = self.layerMap
    let root = configuration.root
    let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
    var results = Parallel.map(files) { file -> Result<(IndexedSource, Int, Source.Receipt), LintError>? in
      defer { counter?.advance() }
      let absolute = fileSystem.absolute(file.path)
      let placing = layerMap.placing(path: Paths.relative(absolute, to: root))
      let readsReferences = readsEveryReference || placing.mayReadReferences
      do throws(FileSystemError) {
        var (index, size, bytes, receipt) = try source.index(file, absolute: absolute, readsReferences: readsReferences)
        index.path = file.path
        // Any file whose references no rule reads lets go of its bytes here, on all cores.
        return .success(
          (IndexedSource(index: index, placing: placing, bytes: readsReferences ? bytes : nil), size, receipt))
      } catch {
        return file.isRequested ? .failure(LintError(error)) : nil
      }
    }
    var analysis = Analysis<Source.Receipt>(files: [], byteCount: 0, receipts: [], readsAll: true)
    analysis.files.reserveCapacity(files.count)
    analysis.receipts.reserveCapacity(files.count)
    // Each result is moved out, not copied: no reference counting per file on one core.
    for offset in files.indices {
      switch results[offset].take() {
      case .success(let (file, size, receipt))?:
        analysis.byteCount += size
        analysis.files.append(file)
        analysis.receipts.append(receipt)
      case .failure(let error)?: throw error
      case nil: analysis.readsAll = false
      }
    }
    return analysis
  }
}
