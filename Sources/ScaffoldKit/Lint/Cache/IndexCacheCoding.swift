import Foundation

/// The binary form of an `IndexCache` file (the whole cache, or the entries changed since it): magic line,
/// format version, key, the entries in chunks, the paths removed and a checksum of all the bytes before it.
/// A chunk is a table of distinct strings, then its entries (numbers as LEB128 varints, strings as indices
/// into the chunk's table, lines as deltas; each entry's index and assignment length-prefixed).
enum IndexCacheEncoder {
  /// Entries per chunk. Chunks are encoded on all cores. Each repeats the strings it shares with others (type
  /// and module names), and numbers its strings from 0, in fewer bytes: for three apps' 4,164 files the cache
  /// is 3.85 MB in chunks of this length, 3.91 MB with a single table.
  static let chunkLength = 512

  /// `removed`: paths whose entries in the file this one amends no longer hold (none in a whole cache).
  /// `now`: when given, stamps too recent to trust at that time are written as none (`IndexCache.trusted`).
  static func encode(
    _ entries: [String: IndexCache.Entry], removed: [String] = [], key: String, now: Date? = nil
  ) -> [UInt8] {
    let sorted = entries.sorted { $0.key < $1.key }
    let chunks = Parallel.mapSlices(of: sorted.count, length: chunkLength) { slice in
      var strings = StringTable()
      var body = ByteWriter()
      var content = ByteWriter()
      body.varint(slice.count)
      for (path, entry) in sorted[slice] {
        encode(
          entry, path: path, stamp: now.map { IndexCache.trusted(entry.stamp, now: $0) } ?? entry.stamp,
          into: &body, content: &content, strings: &strings)
      }
      var chunk = ByteWriter()
      chunk.bytes.reserveCapacity(body.bytes.count + 16 * strings.count)
      strings.write(into: &chunk)
      chunk.bytes += body.bytes
      return chunk.bytes
    }
    var out = ByteWriter()
    out.bytes.reserveCapacity(chunks.reduce(IndexCache.magic.count + key.utf8.count + 64) { $0 + $1.count })
    out.bytes += IndexCache.magic
    out.fixed(UInt64(IndexCache.formatVersion))
    out.string(key)
    out.varint(chunks.count)
    for chunk in chunks { out.bytes += chunk }
    out.varint(removed.count)
    for path in removed.sorted() { out.string(path) }
    out.fixed(ContentHash.hash(out.bytes))
    return out.bytes
  }

  /// One entry, with `stamp` for its own: its path, stamp, size and hash, then its length-prefixed content,
  /// made in `content` (emptied first; one buffer for all the entries of a chunk).
  private static func encode(
    _ entry: IndexCache.Entry, path: String, stamp: FileStamp?, into body: inout ByteWriter,
    content: inout ByteWriter, strings: inout StringTable
  ) {
    body.varint(strings.id(path))
    body.optional(stamp)
    body.varint(entry.size)
    body.fixed(entry.contentHash)
    // Length-prefixed, so a reader can find every entry without decoding it.
    content.bytes.removeAll(keepingCapacity: true)
    encode(entry.index, into: &content, strings: &strings)
    if let assignment = entry.assignment {
      content.varint(IndexCache.roles.firstIndex(of: assignment.role)! + 1)
      content.varint(assignment.layer.map { strings.id($0) + 1 } ?? 0)
      content.varint(assignment.feature.map { strings.id($0) + 1 } ?? 0)
    } else {
      content.varint(0)
    }
    body.varint(content.bytes.count)
    body.bytes += content.bytes
  }

  private static func encode(_ index: FileIndex, into out: inout ByteWriter, strings: inout StringTable) {
    out.varint(index.imports.count)
    for item in index.imports {
      out.varint(strings.id(item.module))
      out.varint(strings.id(item.path))
      out.varint(item.kind.map { strings.id($0) + 1 } ?? 0)
      out.varint(item.attributes.count)
      for attribute in item.attributes { out.varint(strings.id(attribute)) }
      out.position(item.position)
      out.varint(item.isOptional ? 1 : 0)
    }
    out.varint(index.declarations.count)
    for item in index.declarations {
      out.varint(strings.id(item.name))
      out.varint(strings.id(item.qualifiedName))
      out.varint(DeclarationKind.allCases.firstIndex(of: item.kind)!)
      out.position(item.position)
    }
    out.bytes.append(index.omitsReferences ? 1 : 0)
    out.varint(index.references.count)
    var line = 0
    for item in index.references {
      out.varint(item.withNameBytes { strings.id(bytes: $0) })
      out.delta(item.position.line, from: &line)
      out.varint(item.position.column)
      out.varint(item.enclosingType.map { strings.id($0) + 1 } ?? 0)
      out.varint(item.hasMember ? item.withMemberBytes { strings.id(bytes: $0) } + 1 : 0)
      out.bytes.append(item.isPreview ? 1 : 0)
    }
    out.varint(index.lineComments.count)
    line = 0
    for item in index.lineComments {
      out.varint(item.withTextBytes { strings.id(bytes: $0) })
      out.delta(item.position.line, from: &line)
      out.varint(item.position.column)
      out.bytes.append(item.isTrailing ? 1 : 0)
      out.varint(item.nextCodeLine.map { $0 + 1 } ?? 0)
    }
    out.varint(index.lowercaseNames?.words.count ?? 0)
    for word in index.lowercaseNames?.words ?? [] { out.fixed(word) }
  }
}

enum IndexCacheDecoder {
  enum Failure: Error, CustomStringConvertible {
    case foreign
    case damaged
    case otherKey

    var description: String {
      switch self {
      case .foreign: return "not a scaffold lint cache"
      case .damaged: return "the file is truncated or damaged"
      case .otherKey: return "written by another scaffold version or configuration"
      }
    }
  }

  /// How many bytes of a cache file precede its checksum, once its magic line, format version and checksum
  /// are right. The version comes first: a file of another format (whose checksum may be made another way)
  /// is rebuilt quietly, not reported as damaged, and is not hashed for nothing.
  static func checkedLength(_ bytes: [UInt8], magic: [UInt8], version: UInt32) throws(Failure) -> Int {
    guard bytes.count >= magic.count, bytes[..<magic.count].elementsEqual(magic) else { throw .foreign }
    guard bytes.count >= magic.count + 16 else { throw .damaged }
    let written = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: magic.count, as: UInt64.self) }
    guard UInt64(littleEndian: written) == UInt64(version) else { throw .otherKey }
    let checked = bytes.count - 8
    let actual = bytes.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[..<checked])) }
    guard checksum(of: bytes) == actual else { throw .damaged }
    return checked
  }

  /// Checks the whole file and reads where everything is; the entries' contents are decoded later, on
  /// demand (`IndexCacheSnapshot.entry(for:)`), by the workers that need them.
  static func decode(_ bytes: [UInt8], key: String) throws(Failure) -> IndexCacheSnapshot {
    IndexCacheSnapshot(base: try decodeSegment(bytes, key: key))
  }

  /// One cache file, checked, with where each of its entries is.
  static func decodeSegment(_ bytes: [UInt8], key: String) throws(Failure) -> IndexCacheSnapshot.Segment {
    let magic = IndexCache.magic
    let checked = try checkedLength(bytes, magic: magic, version: IndexCache.formatVersion)
    return try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      // After the magic line and the version, which `checkedLength` read.
      var reader = ByteReader(buffer: UnsafeBufferPointer(rebasing: buffer[..<checked]), offset: magic.count + 8)
      guard try reader.string() == key else { throw .otherKey }
      var tables: [[Range<Int>]] = []
      var headers: [String: IndexCacheSnapshot.Header] = [:]
      for table in 0..<(try reader.count()) {
        let stringCount = try reader.elementCount()
        var strings: [Range<Int>] = []
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount { strings.append(try reader.stringRange()) }
        let lookup = StringLookup(buffer: reader.buffer, ranges: strings)
        let entryCount = try reader.count()
        for _ in 0..<entryCount {
          let path = try lookup.string(reader.count())
          let stamp = try reader.optionalStamp()
          let size = try reader.count()
          let hash = try reader.fixed()
          let length = try reader.count()
          guard reader.offset + length <= reader.buffer.count else { throw .damaged }
          headers[path] = IndexCacheSnapshot.Header(
            stamp: stamp, size: size, contentHash: hash, table: table,
            content: reader.offset..<(reader.offset + length))
          reader.offset += length
        }
        tables.append(strings)
      }
      var removed = Set<String>()
      for _ in 0..<(try reader.count()) { removed.insert(try reader.string()) }
      guard reader.offset == reader.buffer.count else { throw .damaged }
      return IndexCacheSnapshot.Segment(
        bytes: bytes, tables: tables, headers: headers, removed: removed, checksum: checksum(of: bytes))
    }
  }

  /// The checksum a cache file ends with (its last 8 bytes, once `checkedLength` accepted it).
  static func checksum(of bytes: [UInt8]) -> UInt64 {
    UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) })
  }

  /// The index and assignment stored in `range` of `bytes`.
  static func decodeContent(
    _ bytes: [UInt8], _ range: Range<Int>, strings: [Range<Int>], path: String
  ) throws(Failure) -> (FileIndex, FileAssignment?) {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var reader = ByteReader(
        buffer: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), offset: range.lowerBound)
      let table = StringLookup(buffer: buffer, ranges: strings)
      let index = try decodeIndex(&reader, table, bytes: bytes, path: path)
      var assignment: FileAssignment?
      let role = try reader.count()
      if role > 0 {
        guard role <= IndexCache.roles.count else { throw .damaged }
        assignment = FileAssignment(
          role: IndexCache.roles[role - 1], layer: try table.optional(reader.count()),
          feature: try table.optional(reader.count()))
      }
      guard reader.offset == range.upperBound else { throw .damaged }
      return (index, assignment)
    }
  }

  /// `table` reads its strings from `bytes`, which references and comments keep their text in (no string for each).
  private static func decodeIndex(
    _ reader: inout ByteReader, _ table: StringLookup, bytes: [UInt8], path: String
  ) throws(Failure) -> FileIndex {
    var index = FileIndex(path: path)
    let importCount = try reader.elementCount()
    index.imports.reserveCapacity(importCount)
    for _ in 0..<importCount {
      let module = try table.string(reader.count())
      let dotted = try table.string(reader.count())
      let kind = try table.optional(reader.count())
      let attributeCount = try reader.count()
      var attributes: [String] = []
      for _ in 0..<attributeCount { attributes.append(try table.string(reader.count())) }
      let position = try reader.position()
      index.imports.append(
        ImportDeclaration(
          module: module, path: dotted, kind: kind, attributes: attributes, position: position,
          isOptional: try reader.count() != 0))
    }
    let declarationCount = try reader.elementCount()
    index.declarations.reserveCapacity(declarationCount)
    for _ in 0..<declarationCount {
      let name = try table.string(reader.count())
      let qualified = try table.string(reader.count())
      let kindIndex = try reader.count()
      guard kindIndex < DeclarationKind.allCases.count else { throw .damaged }
      index.declarations.append(
        TypeDeclaration(
          name: name, qualifiedName: qualified, kind: DeclarationKind.allCases[kindIndex],
          position: try reader.position()))
    }
    let omitsReferences = try reader.byte()
    guard omitsReferences <= 1 else { throw .damaged }
    index.omitsReferences = omitsReferences == 1
    let referenceCount = try reader.elementCount()
    index.references.reserveCapacity(referenceCount)
    var line = 0
    for _ in 0..<referenceCount {
      let name = try table.range(reader.count())
      let position = SourcePosition(line: try reader.delta(from: &line), column: try reader.count())
      let enclosing = try table.optional(reader.count())
      let member = try reader.count()
      index.references.append(
        TypeReference(
          text: bytes, name: name, member: member == 0 ? nil : try table.range(member - 1), position: position,
          enclosingType: enclosing, isPreview: try reader.byte() == 1))
    }
    let commentCount = try reader.elementCount()
    index.lineComments.reserveCapacity(commentCount)
    line = 0
    for _ in 0..<commentCount {
      let text = try table.range(reader.count())
      let position = SourcePosition(line: try reader.delta(from: &line), column: try reader.count())
      var comment = LineComment(source: bytes, text: text, position: position, isTrailing: try reader.byte() == 1)
      let next = try reader.count()
      comment.nextCodeLine = next == 0 ? nil : next - 1
      index.lineComments.append(comment)
    }
    let wordCount = try reader.count()
    if wordCount > 0 {
      // A power of two, and no more words than the bytes left could hold.
      guard wordCount & (wordCount - 1) == 0, wordCount <= (reader.buffer.count - reader.offset) / 8 else {
        throw .damaged
      }
      var words: [UInt64] = []
      words.reserveCapacity(wordCount)
      for _ in 0..<wordCount { words.append(try reader.fixed()) }
      index.lowercaseNames = WordSignature(words: words)
    }
    return index
  }
}

/// The strings of a file being written, each once, numbered in the order they are first asked for. Interned by
/// their bytes (`NameTable`): a reference's name or a comment's text is numbered without making a string.
struct StringTable {
  private var names = NameTable()

  /// How many strings there are; their numbers are `0..<count`.
  var count: Int { names.count }

  mutating func id(_ value: String) -> Int { names.add(value) }

  mutating func id(bytes: UnsafeBufferPointer<UInt8>) -> Int { names.add(bytes) }

  /// Writes how many strings there are, then each, length-prefixed, in number order.
  func write(into out: inout ByteWriter) {
    out.varint(count)
    for number in 0..<count {
      names.withBytes(ofNumber: number) { bytes in
        out.varint(bytes.count)
        out.bytes.append(contentsOf: bytes)
      }
    }
  }
}

/// The string table as byte ranges of the cache file; strings are made when asked for.
private struct StringLookup {
  let buffer: UnsafeBufferPointer<UInt8>
  let ranges: [Range<Int>]

  func string(_ id: Int) throws(IndexCacheDecoder.Failure) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[try range(id)]), as: UTF8.self)
  }

  /// Where the string `id` is in the buffer (below 4 GiB, as a reference keeps it).
  func range(_ id: Int) throws(IndexCacheDecoder.Failure) -> Range<Int> {
    guard id < ranges.count, ranges[id].upperBound <= Int(UInt32.max) else { throw .damaged }
    return ranges[id]
  }

  /// `0` is nil, `n` is the string `n - 1`.
  func optional(_ id: Int) throws(IndexCacheDecoder.Failure) -> String? {
    id == 0 ? nil : try string(id - 1)
  }
}

struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func varint(_ value: Int) { varint(UInt64(value)) }

  mutating func fixed(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  mutating func string(_ value: String) {
    varint(value.utf8.count)
    bytes += value.utf8
  }

  mutating func position(_ position: SourcePosition) {
    varint(position.line)
    varint(position.column)
  }

  /// `value - previous`, zigzag-encoded (lines are mostly ascending, not always).
  mutating func delta(_ value: Int, from previous: inout Int) {
    let difference = value - previous
    previous = value
    varint(UInt64(bitPattern: Int64((difference << 1) ^ (difference >> 63))))
  }
}

struct ByteReader {
  let buffer: UnsafeBufferPointer<UInt8>
  var offset: Int

  mutating func byte() throws(IndexCacheDecoder.Failure) -> UInt8 {
    guard offset < buffer.count else { throw .damaged }
    defer { offset += 1 }
    return buffer[offset]
  }

  mutating func varint() throws(IndexCacheDecoder.Failure) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw .damaged }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  /// A varint that must fit a count or an index into this buffer's world (no negative or huge values).
  mutating func count() throws(IndexCacheDecoder.Failure) -> Int {
    let value = try varint()
    guard value <= UInt64(Int32.max) else { throw .damaged }
    return Int(value)
  }

  /// The count of the elements that follow, each of which takes a byte at least: a count larger than the bytes
  /// left is damage, not room to reserve (which could be more memory than there is).
  mutating func elementCount() throws(IndexCacheDecoder.Failure) -> Int {
    let value = try count()
    guard value <= buffer.count - offset else { throw .damaged }
    return value
  }

  mutating func fixed() throws(IndexCacheDecoder.Failure) -> UInt64 {
    guard offset + 8 <= buffer.count else { throw .damaged }
    defer { offset += 8 }
    return UInt64(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  mutating func string() throws(IndexCacheDecoder.Failure) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[try stringRange()]), as: UTF8.self)
  }

  /// Where the next length-prefixed string's bytes are; moves past them.
  mutating func stringRange() throws(IndexCacheDecoder.Failure) -> Range<Int> {
    let length = try count()
    guard offset + length <= buffer.count else { throw .damaged }
    defer { offset += length }
    return offset..<(offset + length)
  }

  mutating func position() throws(IndexCacheDecoder.Failure) -> SourcePosition {
    SourcePosition(line: try count(), column: try count())
  }

  mutating func delta(from previous: inout Int) throws(IndexCacheDecoder.Failure) -> Int {
    let raw = try varint()
    let difference = Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    let (sum, overflow) = previous.addingReportingOverflow(difference)
    guard !overflow, sum >= 0, sum <= Int(Int32.max) else { throw .damaged }
    previous = sum
    return previous
  }
}

/// A loaded cache: every entry's stamp and hash, and the bytes its index is decoded from when asked for
/// (on the lint workers, so decoding runs on all cores and only for files that are unchanged). The entries
/// of the whole cache file (`base`), amended by those of the file of later changes (`delta`) when there is
/// one written over that base.
struct IndexCacheSnapshot: Sendable {
  struct Header: Sendable {
    var stamp: FileStamp?
    var size: Int
    var contentHash: UInt64
    /// The chunk whose string table the content's strings are numbered in.
    var table: Int
    var content: Range<Int>
  }

  /// One cache file, decoded as far as its headers.
  struct Segment: Sendable {
    let bytes: [UInt8]
    /// Each chunk's strings, as byte ranges of `bytes`.
    let tables: [[Range<Int>]]
    let headers: [String: Header]
    /// Paths of the base whose entries no longer hold (a delta's only).
    let removed: Set<String>
    /// The file's checksum: a delta names the base it amends by it.
    let checksum: UInt64
  }

  /// The whole cache file; nil when there was none to use.
  let base: Segment?
  /// The changes written since `base`.
  let delta: Segment?

  init(base: Segment?, delta: Segment? = nil) {
    self.base = base
    self.delta = delta
  }

  static let empty = IndexCacheSnapshot(base: nil)

  /// The segment holding the entry of `path`, if any.
  private func segment(for path: String) -> Segment? {
    if let delta {
      if delta.headers[path] != nil { return delta }
      if delta.removed.contains(path) { return nil }
    }
    return base.flatMap { $0.headers[path] != nil ? $0 : nil }
  }

  /// Every path with an entry.
  var paths: Set<String> {
    var result = Set<String>()
    if let base { result.formUnion(base.headers.keys) }
    if let delta {
      result.subtract(delta.removed)
      result.formUnion(delta.headers.keys)
    }
    return result
  }

  /// How many files the cache holds.
  var count: Int { paths.count }

  /// The entry of the file at absolute `path`; nil when there is none (or it cannot be decoded).
  func entry(for path: String) -> IndexCache.Entry? {
    guard let segment = segment(for: path), let header = segment.headers[path],
      let (index, assignment) = try? IndexCacheDecoder.decodeContent(
        segment.bytes, header.content, strings: segment.tables[header.table], path: path)
    else { return nil }
    return IndexCache.Entry(
      stamp: header.stamp, size: header.size, contentHash: header.contentHash, index: index, assignment: assignment)
  }

  /// Every entry, decoded.
  var entries: [String: IndexCache.Entry] {
    var result: [String: IndexCache.Entry] = [:]
    for path in paths { result[path] = entry(for: path) }
    return result
  }
}
