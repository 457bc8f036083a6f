/// A Bloom filter of the names of a file's identifiers in code that start with a lowercase ASCII letter
/// (backticks removed): whether a file may name a lowercase type, answered without reading it again. The
/// indexer fills it as it reads the identifiers, sized to the file; a false "maybe" costs one more indexing
/// pass over that file; a "no" is always right.
package struct WordSignature: Sendable, Equatable {
  /// The bits: a power of two of words, at least one.
  package internal(set) var words: [UInt64]

  init(words: [UInt64]) {
    precondition(!words.isEmpty && words.count & (words.count - 1) == 0)
    self.words = words
  }

  /// A name to look for, hashed once for every signature it is looked for in.
  package struct Probe: Sendable {
    /// nil for the empty name, which no signature holds.
    let hash: UInt64?

    package init(_ name: String) {
      var name = name
      hash = name.withUTF8 { bytes in bytes.baseAddress.map { WordSignature.hash($0, 0, bytes.count, end: bytes.count) }
      }
    }
  }

  /// Whether `name` may be one of the words.
  package func mayContain(_ name: String) -> Bool { mayContain(Probe(name)) }

  /// Whether the probe's name may be one of the words.
  package func mayContain(_ probe: Probe) -> Bool {
    guard let hash = probe.hash else { return false }
    let (first, second) = bits(hash)
    return words[first >> 6] & (1 << UInt64(first & 63)) != 0 && words[second >> 6] & (1 << UInt64(second & 63)) != 0
  }

  /// The hash of the `length` bytes at `start` (`end` bounds the buffer): their first and last eight bytes
  /// and the length, mixed.
  @inline(__always)
  static func hash(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) -> UInt64 {
    var h = CharacterClasses.word(p, start, length, end: end) &* 0x9E37_79B9_7F4A_7C15
    if length > 8 {
      let last = UInt64(littleEndian: UnsafeRawPointer(p + start + length - 8).loadUnaligned(as: UInt64.self))
      h = (h ^ (h >> 29) ^ last) &* 0xBF58_476D_1CE4_E5B9
    }
    h ^= UInt64(length)
    h = (h ^ (h >> 32)) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 29)
  }

  /// Two bit positions from `hash`, below the filter's size.
  @inline(__always)
  private func bits(_ hash: UInt64) -> (Int, Int) {
    let mask = UInt64(words.count &* 64 &- 1)
    return (Int(truncatingIfNeeded: hash & mask), Int(truncatingIfNeeded: (hash >> 32) & mask))
  }

  /// Fills a signature for a file of `byteCount` bytes: large enough for any such file's words, then folded
  /// (halves OR-ed together, which keeps every "maybe") while at most one bit in sixteen would be set.
  /// It owns its bits (no array: an insert, once per lowercase word of every file, checks no reference count).
  struct Builder: ~Copyable {
    private let words: UnsafeMutablePointer<UInt64>
    /// A power of two.
    private let count: Int

    init(byteCount: Int) {
      // A word of a lowercase letter and a separator takes at least two bytes and sets two bits.
      var count = 1
      while count * 64 < byteCount && count < 1 << 16 { count *= 2 }
      self.count = count
      words = .allocate(capacity: count)
      words.initialize(repeating: 0, count: count)
    }

    deinit { words.deallocate() }

    /// Adds the name of `length` bytes at `start`.
    @inline(__always)
    mutating func insert(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, end: Int) {
      let hash = WordSignature.hash(p, start, length, end: end)
      let mask = UInt64(count &* 64 &- 1)
      let first = Int(truncatingIfNeeded: hash & mask)
      let second = Int(truncatingIfNeeded: (hash >> 32) & mask)
      words[first &>> 6] |= 1 &<< UInt64(first & 63)
      words[second &>> 6] |= 1 &<< UInt64(second & 63)
    }

    /// The folded signature (folding is in place; OR-ing halves again changes nothing, so a second call agrees).
    func signature() -> WordSignature {
      var count = self.count
      var set = 0
      for k in 0..<count { set &+= words[k].nonzeroBitCount }
      while count > 1 && set * 16 <= count * 64 {
        count /= 2
        set = 0
        for k in 0..<count {
          words[k] |= words[k + count]
          set &+= words[k].nonzeroBitCount
        }
      }
      return WordSignature(words: Array(UnsafeBufferPointer(start: words, count: count)))
    }
  }
}
