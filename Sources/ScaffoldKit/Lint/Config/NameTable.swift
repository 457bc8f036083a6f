/// Names by their UTF-8 bytes: each name added gets the next number (0, 1, 2, …), and a name is looked up
/// (or added) from bytes without making a `String` of them. The rules look up every reference of every layered
/// file, most of them to names the project does not declare (`String`, `View`), and the cache numbers every
/// string it writes; a `Dictionary` keyed by `String` would make a string and hash it with the standard
/// library's seeded hasher for each.
///
/// Open addressing over a power-of-two array of slots, at most half full; names never leave the table.
struct NameTable: Sendable {
  /// The bytes of every name, one after another; name `n` is `bytes[starts[n]..<starts[n + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// The name number in each slot, -1 for an empty slot.
  private var slots: [Int32]

  init(capacity: Int = 0) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = [Int32](repeating: -1, count: size)
  }

  /// How many names there are; the numbers are `0..<count`.
  var count: Int { hashes.count }

  /// The number of `name`, nil when it was never added.
  func number(of name: String) -> Int? {
    var name = name
    return name.withUTF8 { number(of: $0) }
  }

  /// The number of the name spelled by `name`, nil when it was never added.
  func number(of name: UnsafeBufferPointer<UInt8>) -> Int? {
    number(of: name, hash: Self.hash(name))
  }

  /// `number(of:)` when the name's hash is known.
  private func number(of name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    bytes.withUnsafeBufferPointer { all in
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
          let number = Int(slots[slot])
          if number < 0 { return nil }
          if hashes[number] == hash, Self.spells(all, starts[number], starts[number + 1], name) { return number }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  /// The number of `name`, added when it is new.
  mutating func add(_ name: String) -> Int {
    var name = name
    return name.withUTF8 { add($0) }
  }

  /// The number of the name spelled by `name`, added when it is new.
  mutating func add(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    let hash = Self.hash(name)
    if let number = number(of: name, hash: hash) { return number }
    if 2 * (count + 1) > slots.count { grow() }
    let number = count
    bytes.append(contentsOf: name)
    starts.append(bytes.count)
    hashes.append(hash)
    insert(number, hash: hash)
    return number
  }

  /// `body` over the bytes of name `number`, without making its string.
  func withBytes<Result>(ofNumber number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]])) }
  }

  private mutating func insert(_ number: Int, hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(number)
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for number in hashes.indices { insert(number, hash: hashes[number]) }
  }

  private static func spells(
    _ all: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ name: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard end - start == name.count else { return false }
    var k = 0
    while k < name.count {
      if all[start + k] != name[k] { return false }
      k += 1
    }
    return true
  }

  /// A hash of the bytes, eight at a time (the same in every run: nothing here is exposed to input that
  /// could be chosen to collide, beyond the project's own type names).
  static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(name.count)
    var i = 0
    if let base = name.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= name.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        i += 8
      }
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < name.count {
      tail |= UInt64(name[i]) << shift
      shift += 8
      i += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }
}
