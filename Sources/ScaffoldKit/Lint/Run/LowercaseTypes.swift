import Foundation

extension Linter {
  /// Type names the project declares in lowercase (`iCarousel`) are references only once every file has
  /// been read: the files that may name one (by their `lowercaseNames`) are indexed again with those names
  /// (nothing to do in the usual project, whose types are all capitalised).
  /// `contents[i]` are the bytes of `files[i]` when they were read (nil: read them).
  /// The files are changed in place: a copy of the list would count references on every file's arrays.
  func indexLowercaseTypes(in files: inout [AnalyzedFile], contents: [[UInt8]?]) {
    guard let lowercase = LowercaseTypes(in: files, previewData: configuration.previewData) else { return }
    let fileSystem = self.fileSystem
    let candidates = files.indices.filter { lowercase.mayBeNamed(by: files[$0]) ?? true }
    guard !candidates.isEmpty else { return }
    let reindexed = Parallel.map(candidates.map { (files[$0], contents[$0]) }) { file, bytes in
      guard let bytes = bytes ?? (try? fileSystem.readData(file.index.path)) else { return file }
      return Self.indexLowercaseTypes(in: file, bytes: bytes, lowercase)
    }
    for (offset, file) in zip(candidates, reindexed) { files[offset] = file }
  }

  /// The type names the project's production files declare in lowercase, with what finds the files that may
  /// name one: their bytes and their hashes for the files' `lowercaseNames`. nil when there is none.
  struct LowercaseTypes {
    let names: Set<String>
    let patterns: [[UInt8]]
    let probes: [WordSignature.Probe]
    /// The configuration's preview-data names, which the files are indexed with again.
    let previewData: NamePatterns

    init?(in files: [AnalyzedFile], previewData: [Glob]) {
      // In slices on all cores, by index: a copy of each file would count references on all its arrays.
      let found = Parallel.mapSlices(of: files.count, length: 256) { slice in
        var names: [String] = []
        for offset in slice where files[offset].assignment.role != .test {
          for declaration in files[offset].index.declarations
          where declaration.isTopLevelType && declaration.kind != .macro {
            if let first = declaration.name.utf8.first, (first &- 0x61) < 26 { names.append(declaration.name) }
          }
        }
        return names
      }
      let names = Set(found.joined())
      guard !names.isEmpty else { return nil }
      self.names = names
      self.previewData = NamePatterns(previewData)
      patterns = names.map { Array($0.utf8) }
      probes = names.map(WordSignature.Probe.init)
    }

    /// Whether `file` may name one of them, by its `lowercaseNames`; nil when it has none (its bytes tell).
    /// False for a file whose references were left out: they are not read for these names either.
    func mayBeNamed(by file: AnalyzedFile) -> Bool? {
      if file.index.omitsReferences { return false }
      return file.index.lowercaseNames.map { signature in probes.contains { signature.mayContain($0) } }
    }
  }

  /// `file` (of `bytes`) indexed again with the `lowercase` type names when it may name one of them: by its
  /// `lowercaseNames`, or when it has none, its bytes.
  static func indexLowercaseTypes(in file: AnalyzedFile, bytes: [UInt8], _ lowercase: LowercaseTypes) -> AnalyzedFile {
    guard lowercase.mayBeNamed(by: file) ?? lowercase.patterns.contains(where: { Self.contains(bytes, $0) }) else {
      return file
    }
    var reindexed = file
    reindexed.index = SwiftIndexer.index(
      bytes, path: file.index.path, lowercaseTypes: lowercase.names, previewData: lowercase.previewData)
    return reindexed
  }

  /// Whether `pattern` (not empty) occurs in `bytes`: `memchr` to each candidate first byte, then a
  /// compare (the generic `firstRange(of:)` is far slower).
  static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { haystack in
      pattern.withUnsafeBufferPointer { needle in
        guard let base = haystack.baseAddress, let first = needle.first, needle.count <= haystack.count else {
          return false
        }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
          guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
          let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return true }
          offset = at + 1
        }
        return false
      }
    }
  }

}
