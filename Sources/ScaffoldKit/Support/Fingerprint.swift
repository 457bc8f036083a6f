/// A stable 64-bit FNV-1a hash, the same on every machine and run (unlike `Hasher`), for identities that
/// reports and baselines store.
enum Fingerprint {
  private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01B3

  static func value<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash = basis
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }

  /// 16 lowercase hex digits.
  static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    hex(value: value(bytes))
  }

  static func hex(_ text: String) -> String { hex(text.utf8) }

  /// `hex` of `bytes` without their spaces, tabs and line breaks (a file's content fingerprint), read in
  /// place and without a branch per byte: the files with findings are hashed whole on every run.
  static func hexIgnoringWhitespace(_ bytes: [UInt8]) -> String {
    // Bits 9 (tab), 10 (line feed), 13 (carriage return) and 32 (space).
    let whitespace: UInt64 = 0x1_0000_2600
    let hash = bytes.withUnsafeBufferPointer { buffer in
      var hash = basis
      for byte in buffer {
        let next = (hash ^ UInt64(byte)) &* prime
        hash = byte < 64 && (whitespace &>> UInt64(byte)) & 1 != 0 ? hash : next
      }
      return hash
    }
    return hex(value: hash)
  }

  private static func hex(value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
