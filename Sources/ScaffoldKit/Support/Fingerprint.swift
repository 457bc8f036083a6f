/// A stable 64-bit FNV-1a hash, the same on every machine and run (unlike `Hasher`), for identities that
/// reports and baselines store.
enum Fingerprint {
  static func value<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// 16 lowercase hex digits.
  static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let digits = String(value(bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func hex(_ text: String) -> String { hex(text.utf8) }
}
