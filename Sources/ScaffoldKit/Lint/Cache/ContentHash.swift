/// A fast 64-bit hash of file contents, to tell whether a file changed since its index was cached.
/// Not cryptographic: the cache is the user's own, and a collision costs a stale index until the next edit.
enum ContentHash {
  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var state = seed ^ (UInt64(bytes.count) &* multiplier)
    var offset = 0
    let count = bytes.count
    while offset + 8 <= count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      state = (state ^ word) &* multiplier
      state ^= state >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    state = (state ^ tail) &* multiplier
    state ^= state >> 32
    state = state &* 0xD6E8_FEB8_6659_FD93
    state ^= state >> 32
    return state
  }

  static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed: seed) }
  }

  static func hash(_ text: String) -> UInt64 {
    hash(Array(text.utf8))
  }
}
