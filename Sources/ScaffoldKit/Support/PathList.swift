/// Paths held as one buffer of NUL-terminated UTF-8 strings: what a batch of `stat`s reads (a warm lint run
/// stats every file of a project), with no `String` made per path, and what a lint record stores.
package struct PathList: Sendable {
  /// The paths, each followed by a NUL byte, from `starts[0]` to `starts[count]` (a record's bytes, read as
  /// they are, hold other parts around them).
  private let storage: [UInt8]
  /// Where each path starts in `storage`; one more at the end: where the next would.
  private let starts: [Int]

  /// `paths` in their order. A path holding a NUL byte (no file system allows one) is cut there.
  package init(_ paths: [String]) {
    var storage: [UInt8] = []
    storage.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count + 1 })
    var starts = [0]
    starts.reserveCapacity(paths.count + 1)
    for var path in paths {
      path.withUTF8 { bytes in
        storage += UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
      }
      storage.append(0)
      starts.append(storage.count)
    }
    self.storage = storage
    self.starts = starts
  }

  /// The `count` paths of `range` in `bytes`, each followed by a NUL byte; nil unless `range` holds exactly
  /// that many and ends with one.
  init?(terminated bytes: [UInt8], in range: Range<Int>, count: Int) {
    var starts = [range.lowerBound]
    starts.reserveCapacity(count + 1)
    let found = bytes.withUnsafeBufferPointer { buffer -> Bool in
      var offset = range.lowerBound
      while offset < range.upperBound {
        guard starts.count <= count else { return false }
        while buffer[offset] != 0 {
          offset += 1
          guard offset < range.upperBound else { return false }
        }
        offset += 1
        starts.append(offset)
      }
      return starts.count == count + 1
    }
    guard found else { return nil }
    storage = bytes
    self.starts = starts
  }

  package var count: Int { starts.count - 1 }

  package subscript(index: Int) -> String {
    withPath(at: index) { bytes, _ in String(decoding: bytes, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 bytes of the path at `index` (without its NUL) and the same path as a C string.
  package func withPath<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>, UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    try storage.withUnsafeBufferPointer { buffer in
      let start = buffer.baseAddress! + starts[index]
      let bytes = UnsafeBufferPointer(start: start, count: starts[index + 1] - starts[index] - 1)
      return try UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: bytes.count + 1) {
        try body(bytes, $0)
      }
    }
  }

  /// The paths and their NUL bytes, one after another (what `init(terminated:in:count:)` reads back).
  var terminatedBytes: ArraySlice<UInt8> { storage[starts[0]..<starts[count]] }
}
