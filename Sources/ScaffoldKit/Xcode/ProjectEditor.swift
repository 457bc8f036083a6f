/// Builds an edit of a `project.pbxproj` as insertions into its original bytes, in Xcode's own layout:
/// new objects go into their `/* Begin <isa> section */` in id order, list items before the closing `)`,
/// keys in alphabetical order; and as deletions of whole objects and list items, the exact inverse of the
/// insertions, so that adding then removing the same entries gives the original bytes back. Nothing else in
/// the file is rewritten or moved.
struct ProjectEditor {
  let project: XcodeProject
  private var insertions: [(offset: Int, sequence: Int, text: String)] = []
  private var newObjects: [String: [(id: String, text: (String) -> String)]] = [:]
  private var usedIDs: Set<String>
  private var deletions: [Range<Int>] = []
  /// Objects removed, so that a section they leave empty goes too.
  private var removedObjects: Set<String> = []

  init(_ project: XcodeProject) {
    self.project = project
    usedIDs = Set(project.objects.keys)
  }

  var isEmpty: Bool { insertions.isEmpty && newObjects.isEmpty && deletions.isEmpty }

  private var bytes: [UInt8] { project.bytes }

  private mutating func insert(_ text: String, at offset: Int) {
    insertions.append((offset, insertions.count, text))
  }

  // MARK: Ids

  /// A new 24-digit hex id, derived from `seed` so that the same edit of the same project gets the same ids.
  mutating func newID(_ seed: String) -> String {
    var attempt = 0
    while true {
      let id = Self.derivedID(seed, attempt: attempt)
      if usedIDs.insert(id).inserted { return id }
      attempt += 1
    }
  }

  /// The id `newID(seed)` gives at its `attempt`-th try (0 unless the project already used the first ones).
  static func derivedID(_ seed: String, attempt: Int = 0) -> String {
    let text = attempt == 0 ? seed : "\(seed)#\(attempt)"
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second &+ UInt64(byte)) &* 0x9e37_79b9_7f4a_7c15
      second ^= second >> 29
    }
    return String(hex(first, 16) + hex(second, 8)).uppercased()
  }

  /// Whether `id` is one `newID(seed)` could have given: the entry was created by scaffold for that seed.
  static func isDerived(_ id: String, from seed: String) -> Bool {
    (0..<4).contains { derivedID(seed, attempt: $0) == id }
  }

  private static func hex(_ value: UInt64, _ digits: Int) -> String {
    let text = String(value, radix: 16)
    let padded = String(repeating: "0", count: max(0, 16 - text.count)) + text
    return String(padded.suffix(digits))
  }

  // MARK: Layout helpers

  /// Offset just after the newline that ends the line holding `offset` (the end of the file on the last line).
  func lineEnd(_ offset: Int) -> Int {
    var index = offset
    while index < bytes.count && bytes[index] != 0x0A { index += 1 }
    return min(index + 1, bytes.count)
  }

  /// Whether the bytes in `range` are only spaces and tabs.
  private func blank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x09 || $0 == 0x20 }
  }

  /// Offset of the first byte of the line holding `offset`.
  func lineStart(_ offset: Int) -> Int {
    var index = offset
    while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }

  /// The spaces and tabs that begin the line holding `offset`.
  func indentation(_ offset: Int) -> String {
    var index = lineStart(offset)
    var result = ""
    while index < bytes.count, bytes[index] == 0x09 || bytes[index] == 0x20 {
      result.append(Character(UnicodeScalar(bytes[index])))
      index += 1
    }
    return result
  }

  /// True when the value spans several lines (Xcode's layout for most lists and objects).
  func isMultiline(_ value: PlistValue) -> Bool { bytes[value.span].contains(0x0A) }

  /// `id /* annotation */` as Xcode writes a reference.
  static func reference(_ id: String, _ annotation: String?) -> String {
    guard let annotation else { return id }
    return "\(id) /* \(annotation) */"
  }

  // MARK: Edits

  /// Adds `item` (already encoded) to the list `value`, before its `)`; with `sortedBy`, before the first
  /// item that sorts after that key instead (Xcode keeps `membershipExceptions` sorted).
  mutating func append(_ item: String, to value: PlistValue, sortedBy key: String? = nil) {
    let items = value.array ?? []
    let follower = key.flatMap { key in items.first { ($0.string ?? "") > key } }
    if isMultiline(value) {
      if let follower {
        insert(indentation(follower.span.lowerBound) + item + ",\n", at: lineStart(follower.span.lowerBound))
      } else {
        let close = value.span.upperBound - 1
        insert(indentation(close) + "\t" + item + ",\n", at: lineStart(close))
      }
    } else {
      insert(item + ", ", at: follower?.span.lowerBound ?? value.span.upperBound - 1)
    }
  }

  /// Adds `key = value;` to the dictionary `object`, in alphabetical key order after `isa`.
  mutating func addKey(_ key: String, value: String, to object: PlistValue) {
    let entries = object.entries ?? []
    let follower = entries.first { $0.key != "isa" && $0.key > key }
    if isMultiline(object) {
      if let follower {
        insert(indentation(follower.span.lowerBound) + "\(key) = \(value);\n", at: lineStart(follower.span.lowerBound))
      } else {
        let close = object.span.upperBound - 1
        insert(indentation(close) + "\t\(key) = \(value);\n", at: lineStart(close))
      }
    } else {
      insert("\(key) = \(value); ", at: follower?.span.lowerBound ?? object.span.upperBound - 1)
    }
  }

  /// Removes the object `id = {…};`: its whole line or lines in Xcode's layout, else exactly its text. A section
  /// the removals leave empty goes too.
  mutating func removeObject(_ object: XcodeProject.Object) {
    remove(object.entry)
    removedObjects.insert(object.id)
  }

  /// Removes `key = value;` from its dictionary: its whole line or lines in Xcode's layout, else exactly its text.
  mutating func remove(_ entry: PlistEntry) {
    let start = lineStart(entry.keySpan.lowerBound)
    let end = lineEnd(entry.span.upperBound)
    let wholeLines =
      blank(start..<entry.keySpan.lowerBound) && blank(entry.span.upperBound..<max(entry.span.upperBound, end - 1))
    deletions.append(wholeLines ? start..<end : entry.span)
  }

  /// Removes `item` (with its annotation and comma) from the list `value`: its line in a list written one item
  /// per line, else its text up to the next item or the `)`.
  mutating func remove(_ item: PlistValue, from value: PlistValue) {
    // After the item: its `/* annotation */`, the comma and the spaces up to the next item.
    var after = item.span.upperBound
    let close = value.span.upperBound - 1
    func skipSpaces() { while after < close && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 } }
    skipSpaces()
    if after + 1 < close && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "*") {
      while after + 1 < close && !(bytes[after] == UInt8(ascii: "*") && bytes[after + 1] == UInt8(ascii: "/")) {
        after += 1
      }
      after = min(after + 2, close)
      skipSpaces()
    }
    if after < close && bytes[after] == UInt8(ascii: ",") {
      after += 1
      skipSpaces()
    }
    let start = lineStart(item.span.lowerBound)
    if isMultiline(value) && blank(start..<item.span.lowerBound) && after < bytes.count && bytes[after] == 0x0A {
      deletions.append(start..<after + 1)
    } else {
      deletions.append(item.span.lowerBound..<after)
    }
  }

  /// Adds an object in its isa's section. `fields` are encoded values in the order Xcode writes them
  /// (alphabetical, `isa` first); a list value is given as `.list(items)`.
  enum Field {
    case value(String)
    case list([String])
  }

  mutating func addObject(id: String, isa: String, annotation: String?, fields: [(String, Field)], oneLine: Bool) {
    let head = Self.reference(id, annotation)
    newObjects[isa, default: []].append(
      (
        id,
        { indent in
          if oneLine {
            let body = fields.map { key, field in
              switch field {
              case .value(let text): return "\(key) = \(text); "
              case .list(let items): return "\(key) = (" + items.map { $0 + ", " }.joined() + "); "
              }
            }.joined()
            return "\(indent)\(head) = {isa = \(isa); \(body)};\n"
          }
          var text = "\(indent)\(head) = {\n\(indent)\tisa = \(isa);\n"
          for (key, field) in fields {
            switch field {
            case .value(let value): text += "\(indent)\t\(key) = \(value);\n"
            case .list(let items):
              text += "\(indent)\t\(key) = (\n" + items.map { "\(indent)\t\t\($0),\n" }.joined() + "\(indent)\t);\n"
            }
          }
          return text + "\(indent)};\n"
        }
      ))
  }

  /// The `/* Begin X section */` markers inside the objects dictionary: name, start of the Begin line,
  /// start of the End line and the offset just after the End line.
  private func sections() -> [(name: String, begin: Int, end: Int, after: Int)] {
    let upper = project.objectsValue.span.upperBound
    let marker = Array("/* Begin ".utf8)
    var result: [(name: String, begin: Int, end: Int, after: Int)] = []
    var index = project.objectsValue.span.lowerBound
    while let found = find(marker, from: index, before: upper) {
      var nameEnd = found + marker.count
      while nameEnd < upper && bytes[nameEnd] != UInt8(ascii: " ") { nameEnd += 1 }
      let name = String(decoding: bytes[(found + marker.count)..<nameEnd], as: UTF8.self)
      guard let end = find(Array("/* End \(name) section */".utf8), from: nameEnd, before: upper) else { break }
      var after = end
      while after < upper && bytes[after] != 0x0A { after += 1 }
      if after < upper { after += 1 }
      result.append((name, lineStart(found), lineStart(end), after))
      index = after
    }
    return result
  }

  private func find(_ needle: [UInt8], from start: Int, before end: Int) -> Int? {
    var index = start
    while index + needle.count <= end {
      if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The edited bytes.
  func apply() -> [UInt8] {
    var all = insertions
    var cuts = deletions
    if !removedObjects.isEmpty {
      let sections = sections()
      for (index, section) in sections.enumerated() where newObjects[section.name] == nil {
        let inside = project.order.compactMap { project.objects[$0] }.filter {
          $0.entry.span.lowerBound > section.begin && $0.entry.span.lowerBound < section.end
        }
        guard !inside.isEmpty, inside.allSatisfy({ removedObjects.contains($0.id) }) else { continue }
        // With the blank line that parted it from the next section, or from the one before when it is the last.
        if index + 1 < sections.count, section.after < bytes.count, bytes[section.after] == 0x0A {
          cuts.append(section.begin..<section.after + 1)
        } else if section.begin > 1, bytes[section.begin - 1] == 0x0A, bytes[section.begin - 2] == 0x0A {
          cuts.append(section.begin - 1..<section.after)
        } else {
          cuts.append(section.begin..<section.after)
        }
      }
    }
    if !newObjects.isEmpty {
      let sections = sections()
      let indent = project.order.first.map { indentation(project.objects[$0]!.entry.span.lowerBound) } ?? "\t\t"
      for (isa, items) in newObjects.sorted(by: { $0.key < $1.key }) {
        let sorted = items.sorted { $0.id < $1.id }
        if let section = sections.first(where: { $0.name == isa }) {
          let inside = project.order.compactMap { project.objects[$0] }.filter {
            $0.entry.span.lowerBound > section.begin && $0.entry.span.lowerBound < section.end
          }
          for item in sorted {
            let follower = inside.first { $0.id > item.id }
            let offset = follower.map { lineStart($0.entry.span.lowerBound) } ?? section.end
            all.append((offset, all.count, item.text(indent)))
          }
        } else {
          let block =
            "/* Begin \(isa) section */\n" + sorted.map { $0.text(indent) }.joined() + "/* End \(isa) section */\n"
          if let next = sections.first(where: { $0.name > isa }) {
            all.append((next.begin, all.count, block + "\n"))
          } else if let last = sections.last {
            all.append((last.after, all.count, "\n" + block))
          } else {
            let close = project.objectsValue.span.upperBound - 1
            all.append((lineStart(close), all.count, "\n" + block))
          }
        }
      }
    }
    all.sort { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }
    cuts.sort { $0.lowerBound < $1.lowerBound }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + all.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    var next = cuts.makeIterator()
    var cut = next.next()
    func copy(upTo offset: Int) {
      while let range = cut, range.lowerBound <= offset {
        if range.lowerBound > cursor { result.append(contentsOf: bytes[cursor..<range.lowerBound]) }
        cursor = max(cursor, range.upperBound)
        cut = next.next()
      }
      if offset > cursor {
        result.append(contentsOf: bytes[cursor..<offset])
        cursor = offset
      }
    }
    for insertion in all {
      // An insertion where a removal ends (or inside one) lands after it.
      copy(upTo: insertion.offset)
      result.append(contentsOf: insertion.text.utf8)
    }
    copy(upTo: bytes.count)
    return result
  }
}
