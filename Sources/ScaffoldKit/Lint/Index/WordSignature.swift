/// A small Bloom filter of the words in a file that start with a lowercase ASCII letter (comments and
/// strings included): whether a file may mention a lowercase type name, answered without reading it
/// again. A false "maybe" costs one more indexing pass over that file; a "no" is always right.
public struct WordSignature: Sendable, Equatable {
  static let wordCount = 16
  /// 1,024 bits.
  public internal(set) var words: [UInt64]

  init(words: [UInt64]) {
    precondition(words.count == Self.wordCount)
    self.words = words
  }

  /// The signature of every lowercase-initial word in `bytes` (a word: a run of ASCII letters, digits,
  /// `_` and non-ASCII bytes).
  public init(_ bytes: [UInt8]) {
    var words = [UInt64](repeating: 0, count: Self.wordCount)
    bytes.withUnsafeBufferPointer { buffer in
      words.withUnsafeMutableBufferPointer { bits in
        let count = buffer.count
        var i = 0
        while i < count {
          let byte = buffer[i]
          guard Self.isWordByte(byte) else {
            i += 1
            continue
          }
          let start = i
          var hash: UInt64 = 0xcbf2_9ce4_8422_2325
          while i < count, Self.isWordByte(buffer[i]) {
            hash = (hash ^ UInt64(buffer[i])) &* 0x100_0000_01b3
            i += 1
          }
          if buffer[start] &- 0x61 < 26 { Self.insert(hash, into: bits) }
        }
      }
    }
    self.words = words
  }

  /// Whether `name` may be one of the words.
  public func mayContain(_ name: String) -> Bool {
    let (first, second) = Self.bits(Self.hash(name))
    return words[first >> 6] & (1 << UInt64(first & 63)) != 0 && words[second >> 6] & (1 << UInt64(second & 63)) != 0
  }

  @inline(__always)
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte >= 0x80
  }

  static func hash(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  @inline(__always)
  private static func bits(_ hash: UInt64) -> (Int, Int) {
    let mixed = hash ^ (hash >> 29)
    return (Int(mixed & 1023), Int((mixed >> 10) & 1023))
  }

  @inline(__always)
  private static func insert(_ hash: UInt64, into words: UnsafeMutableBufferPointer<UInt64>) {
    let (first, second) = bits(hash)
    words[first >> 6] |= 1 << UInt64(first & 63)
    words[second >> 6] |= 1 << UInt64(second & 63)
  }
}
