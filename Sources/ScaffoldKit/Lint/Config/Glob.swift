/// A compiled path pattern: `**` (any number of path segments), `*` (any run of characters inside one
/// segment), `?` (one character) and `{feature}` (a non-empty run inside one segment, captured).
/// Patterns match whole `/`-separated relative paths; a leading `./` or `/` is ignored. A segment with a
/// capture that is followed by `/` matches a folder name only (`Features/{feature}/**` never captures
/// `Features/RootFlow.swift`'s file name). `**` takes as many segments as it can, so a pattern lands on the
/// deepest folder that fits (`**/Core/**` on `Core/Net/Core/A.swift` matches the inner `Core`).
///
/// `target:NAME` (in a layer's `paths`) names Xcode targets instead of a path: `NAME` is a pattern over
/// target names (`target:*Kit`), and the glob matches no path itself — the layer map asks it about the
/// targets that compile a file (`lint --xcodeproj`).
///
/// A class, and immutable: every thread placing files matches the configuration's globs, and a copy of one
/// counts one reference, where a structure's copy would count each of its arrays (two globs are equal when
/// their patterns are, which compile alike).
package final class Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  package let pattern: String
  private let segments: [Segment]
  /// True when the pattern contains `{feature}`.
  package let capturesFeature: Bool
  /// The literal text that ends the last segment, without `.swift` (`ViewController` for
  /// `*ViewController.swift`; empty when the segment ends in a wildcard or is only `.swift`).
  package let fileNameEnding: String
  /// UTF-8 length of `fileNameEnding` (`*ViewController.swift` has 14): how specific the pattern is about
  /// file names.
  package var fileNameSuffixLength: Int { fileNameEnding.utf8.count }
  /// True for `target:NAME`: the pattern matches target names (`matchesTarget`), never a path.
  package let namesTarget: Bool
  /// The segments that are plain text (`Pods` in `**/Pods/**`): a path without each of them among its
  /// segments cannot match, which rules out most paths before any matching.
  private let literalSegments: [[UInt8]]
  /// What the pattern's segments amount to, when a shorter way to match them gives the same result.
  private let shape: Shape

  /// What introduces a target pattern.
  package static let targetPrefix = "target:"

  enum Segment: Sendable, Hashable {
    /// `**`: zero or more whole segments.
    case anyDepth
    case pieces([Piece])
  }

  /// The usual layer and exemption patterns, matched without walking the segments (same results):
  /// every file is matched against every one of them.
  enum Shape: Sendable, Hashable {
    /// Any other pattern: matched segment by segment.
    case general
    /// `**`: every path, depth 0.
    case anything
    /// `**/NAME`: the file name only, depth 0.
    case fileName([Piece])
    /// `**/*TEXT` (`**/*ViewModel.swift`), the commonest layer pattern: the file name ends with `TEXT`.
    case fileNameEnding([UInt8])
    /// `**/NAME/**`: the file name (unless `NAME` captures), else the deepest folder it names.
    case folder([Piece])
  }

  enum Piece: Sendable, Hashable {
    case literal([UInt8])
    case star
    case question
    case feature
  }

  /// A pattern problem; `offset` is the 0-based UTF-8 offset inside the pattern.
  package struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var offset: Int
    package var description: String { message }
  }

  /// The placeholder names a pattern may capture.
  package static let placeholders = ["feature"]

  package init(_ pattern: String) throws(Glob.Error) {
    self.pattern = pattern
    var text = pattern
    namesTarget = text.hasPrefix(Self.targetPrefix)
    if namesTarget {
      text.removeFirst(Self.targetPrefix.count)
      guard !text.isEmpty else { throw Error(message: "'target:' needs a target name", offset: pattern.utf8.count) }
      if let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) {
        let offset = Self.targetPrefix.utf8.count + text.utf8.distance(from: text.utf8.startIndex, to: slash)
        throw Error(
          message: "a target name has no '/'; 'target:NAME' matches every file the target compiles", offset: offset)
      }
    }
    if text.hasPrefix("./") { text.removeFirst(2) }
    while text.hasPrefix("/") { text.removeFirst() }
    guard !text.isEmpty else { throw Error(message: "empty pattern", offset: 0) }
    var segments: [Segment] = []
    var featureCount = 0
    var offset = pattern.utf8.count - text.utf8.count
    for rawSegment in text.split(separator: "/", omittingEmptySubsequences: false) {
      let bytes = Array(rawSegment.utf8)
      defer { offset += bytes.count + 1 }
      if bytes.isEmpty { throw Error(message: "empty path segment ('//' or trailing '/')", offset: offset) }
      if bytes == Array("**".utf8) {
        if segments.last != .anyDepth { segments.append(.anyDepth) }
        continue
      }
      let pieces = try Self.compileSegment(bytes, offset: offset, featureCount: &featureCount)
      segments.append(.pieces(pieces))
    }
    if featureCount > 1 { throw Error(message: "'{feature}' may appear only once", offset: 0) }
    self.segments = segments
    self.literalSegments = segments.compactMap { segment in
      guard case .pieces(let pieces) = segment, pieces.count == 1, case .literal(let text) = pieces[0] else {
        return nil
      }
      return text
    }
    self.capturesFeature = featureCount == 1
    switch (segments.first, segments.count) {
    case (.anyDepth?, 1): shape = .anything
    case (.anyDepth?, 2):
      let pieces = Self.pieces(of: segments[1])
      if segments[1] == .anyDepth {
        shape = .general
      } else if pieces.count == 2, pieces[0] == .star, case .literal(let ending) = pieces[1] {
        shape = .fileNameEnding(ending)
      } else {
        shape = .fileName(pieces)
      }
    case (.anyDepth?, 3) where segments[2] == .anyDepth: shape = .folder(Self.pieces(of: segments[1]))
    default: shape = .general
    }
    var ending: [UInt8] = []
    if case .pieces(let pieces)? = segments.last, case .literal(let literal)? = pieces.last {
      ending = literal.suffix(6).elementsEqual(".swift".utf8) ? Array(literal.dropLast(6)) : literal
    }
    self.fileNameEnding = String(decoding: ending, as: UTF8.self)
  }

  private static func pieces(of segment: Segment) -> [Piece] {
    if case .pieces(let pieces) = segment { return pieces }
    return []
  }

  private static func compileSegment(
    _ bytes: [UInt8], offset: Int, featureCount: inout Int
  ) throws(Glob.Error) -> [Piece] {
    var pieces: [Piece] = []
    var literal: [UInt8] = []
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = []
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "*"):
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          throw Error(message: "'**' must be a whole path segment (as in 'a/**/b')", offset: offset + index)
        }
        flush()
        pieces.append(.star)
      case UInt8(ascii: "?"):
        flush()
        pieces.append(.question)
      case UInt8(ascii: "{"):
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
          throw Error(message: "unclosed '{'", offset: offset + index)
        }
        let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        guard name == "feature" else {
          throw Error(
            message: "unknown placeholder '{\(name)}'; only '{feature}' is supported"
              + Suggestions.didYouMean(name, among: placeholders),
            offset: offset + index)
        }
        flush()
        if case .feature? = pieces.last {
          throw Error(message: "'{feature}' must be separated from '*' or another capture", offset: offset + index)
        }
        if case .star? = pieces.last {
          throw Error(message: "'{feature}' must be separated from '*' or another capture", offset: offset + index)
        }
        pieces.append(.feature)
        featureCount += 1
        index = close
      case UInt8(ascii: "}"):
        throw Error(message: "unmatched '}'", offset: offset + index)
      case UInt8(ascii: "["), UInt8(ascii: "]"):
        // A silent literal would match no file: `[A-Z]*.swift` would lint nothing and pass.
        throw Error(
          message: "'\(Character(Unicode.Scalar(byte)))' is not supported: patterns have no character classes "
            + "(use '*', '?', '**' or '{feature}')",
          offset: offset + index)
      default:
        literal.append(byte)
      }
      index += 1
    }
    flush()
    return pieces
  }

  package var description: String { pattern }

  package static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

  package func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  /// True when the pattern ends in `/**`, so a matching folder has every file below it matching too.
  package var coversSubtree: Bool { segments.last == .anyDepth }

  /// Whether `path` matches; see `match(_:)` for the capture.
  package func matches(_ path: String) -> Bool { match(GlobPath(path)) != nil }

  /// The match result: nil when the path does not match, else the `{feature}` capture (nil if none).
  package func match(_ path: GlobPath) -> Capture? {
    guard !namesTarget else { return nil }
    return matchAny(path)
  }

  /// For a `target:NAME` pattern: nil unless it names the target `name`, else the `{feature}` capture
  /// (`target:{feature}Feature` on `OrderFeature` captures `Order`); the depth is left to the caller.
  package func matchTarget(_ name: String) -> Capture? {
    namesTarget ? matchAny(GlobPath(name)) : nil
  }

  private func matchAny(_ path: GlobPath) -> Capture? {
    for index in literalSegments.indices where !path.contains(segment: literalSegments[index]) { return nil }
    switch shape {
    case .general: return matchBySegments(path)
    case .anything: return Capture(feature: nil, depth: 0)
    case .fileNameEnding(let ending):
      guard let name = path.segments.last, name.count >= ending.count,
        name[(name.count - ending.count)...].elementsEqual(ending)
      else { return nil }
      return Capture(feature: nil, depth: 0)
    case .fileName(let pieces):
      // `**` cannot end on a folder: the last segment matches the file name only.
      guard let name = path.segments.last else { return nil }
      return Self.capture(pieces, name, depth: 0)
    case .folder(let pieces):
      // `**` takes as many segments as it can: the file name first (a capture never names a file), then
      // the folders from the deepest up.
      let last = path.segments.count - 1
      for index in stride(from: last, through: 0, by: -1) where index < last || !pieces.contains(.feature) {
        if let capture = Self.capture(pieces, path.segments[index], depth: index < last ? index + 1 : 0) {
          return capture
        }
      }
      return nil
    }
  }

  /// The match of one segment's `pieces` against `text`, as the segment-by-segment match makes it.
  private static func capture(_ pieces: [Piece], _ text: [UInt8], depth: Int) -> Capture? {
    if !pieces.contains(where: { $0 == .question || $0 == .feature }) {
      return matchesStars(pieces, text) ? Capture(feature: nil, depth: depth) : nil
    }
    var state = MatchState()
    guard matchPieces(pieces, 0, text, 0, &state) else { return nil }
    return Capture(feature: state.capture.map { String(decoding: $0, as: UTF8.self) }, depth: depth)
  }

  /// Whether `text` matches `pieces` made of literals and `*` only (nothing to capture, so any way of
  /// matching gives the same answer): it starts with the leading literal, ends with the trailing one, and
  /// holds the ones between in order, each taken where it first occurs.
  private static func matchesStars(_ pieces: [Piece], _ text: [UInt8]) -> Bool {
    guard pieces.contains(.star) else { return pieces == [.literal(text)] }
    var first = 0
    var last = pieces.count
    var low = 0
    var high = text.count
    if case .literal(let head) = pieces[0] {
      guard head.count <= high, text[..<head.count].elementsEqual(head) else { return false }
      low = head.count
      first = 1
    }
    if last - 1 > first, case .literal(let tail) = pieces[last - 1] {
      guard tail.count <= high - low, text[(high - tail.count)...].elementsEqual(tail) else { return false }
      high -= tail.count
      last -= 1
    }
    for index in first..<last {
      guard case .literal(let literal) = pieces[index] else { continue }
      guard let found = firstOffset(of: literal, in: text, from: low, to: high) else { return false }
      low = found + literal.count
    }
    return true
  }

  /// Where `literal` first occurs in `text[from..<to]`.
  private static func firstOffset(of literal: [UInt8], in text: [UInt8], from: Int, to: Int) -> Int? {
    guard to - from >= literal.count else { return nil }
    for start in from...(to - literal.count) where text[start..<(start + literal.count)].elementsEqual(literal) {
      return start
    }
    return nil
  }

  /// `match` without the shortcuts of `Shape`: what they must agree with.
  func matchBySegments(_ path: GlobPath) -> Capture? {
    var state = MatchState()
    guard matchSegments(0, path.segments, 0, &state) else { return nil }
    return Capture(feature: state.capture.map { String(decoding: $0, as: UTF8.self) }, depth: state.depth)
  }

  /// What a successful match captured.
  package struct Capture: Equatable, Sendable {
    package var feature: String?
    /// How many leading folders of the path reach the deepest folder a segment other than `**` matched
    /// (0 when only the file name is matched): `**/Core/**` on `App/Core/A.swift` has depth 2.
    package var depth: Int = 0
  }

  /// The capture so far, and the (pattern position, text position) pairs known to fail. Whether a suffix
  /// matches never depends on the capture, so remembering failures keeps matching polynomial even for
  /// patterns like `*a*a*a*b` or `**/a/**/a/**` (no pathological backtracking on any configuration).
  private struct MatchState {
    var capture: [UInt8]?
    var depth = 0
    var failedSegments = BitSet()
    var failedPieces = BitSet()
  }

  /// A set of small non-negative integers as bits: matching runs for every linted file against every
  /// layer pattern, and hashing keys into a `Set<Int>` cost more than the matching itself.
  private struct BitSet {
    private var words: [UInt64] = []

    func contains(_ key: Int) -> Bool {
      let word = key >> 6
      return word < words.count && words[word] & (1 << UInt64(key & 63)) != 0
    }

    mutating func insert(_ key: Int) {
      let word = key >> 6
      if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
      words[word] |= 1 << UInt64(key & 63)
    }

    mutating func removeAll() {
      for index in words.indices { words[index] = 0 }
    }
  }

  private func matchSegments(
    _ patternIndex: Int, _ pathSegments: [[UInt8]], _ pathIndex: Int, _ state: inout MatchState
  ) -> Bool {
    if patternIndex == segments.count { return pathIndex == pathSegments.count }
    let key = patternIndex * (pathSegments.count + 1) + pathIndex
    if state.failedSegments.contains(key) { return false }
    switch segments[patternIndex] {
    case .anyDepth:
      if patternIndex + 1 == segments.count { return true }
      for next in stride(from: pathSegments.count, through: pathIndex, by: -1) {
        let saved = state.capture
        if matchSegments(patternIndex + 1, pathSegments, next, &state) { return true }
        state.capture = saved
      }
    case .pieces(let pieces):
      guard pathIndex < pathSegments.count else { return false }
      let isFolder = pathIndex + 1 < pathSegments.count
      // The last segment of the pattern matches the file name only (`**/*View.swift` tries no folder).
      if isFolder, patternIndex + 1 == segments.count { break }
      // A capture followed by `/` names a folder, never the file.
      if !isFolder, patternIndex + 1 < segments.count, pieces.contains(.feature) { break }
      let saved = state.capture
      state.failedPieces.removeAll()
      if Self.matchPieces(pieces, 0, pathSegments[pathIndex], 0, &state),
        matchSegments(patternIndex + 1, pathSegments, pathIndex + 1, &state)
      {
        // Only the successful path unwinds through here, so the deepest folder it matched wins.
        if isFolder { state.depth = max(state.depth, pathIndex + 1) }
        return true
      }
      state.capture = saved
    }
    state.failedSegments.insert(key)
    return false
  }

  private static func matchPieces(
    _ pieces: [Piece], _ pieceIndex: Int, _ text: [UInt8], _ offset: Int, _ state: inout MatchState
  ) -> Bool {
    guard pieceIndex < pieces.count else { return offset == text.count }
    // `*Suffix`, the usual layer pattern's file name: an ending to compare, nothing to try.
    if pieceIndex == 0, pieces.count == 2, case .star = pieces[0], case .literal(let suffix) = pieces[1] {
      return text.count >= suffix.count && text[(text.count - suffix.count)...].elementsEqual(suffix)
    }
    let key = pieceIndex * (text.count + 1) + offset
    if state.failedPieces.contains(key) { return false }
    let remaining = text.count - offset
    var matched = false
    switch pieces[pieceIndex] {
    case .literal(let literal):
      if remaining >= literal.count, text[offset..<(offset + literal.count)].elementsEqual(literal) {
        matched = matchPieces(pieces, pieceIndex + 1, text, offset + literal.count, &state)
      }
    case .question:
      guard remaining > 0 else { break }
      // One character: skip a whole UTF-8 sequence.
      let byte = text[offset]
      var length = 1
      if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
      if remaining >= length { matched = matchPieces(pieces, pieceIndex + 1, text, offset + length, &state) }
    case let piece:
      // `*` or `{feature}`: try the longest run first.
      let isFeature = piece == .feature
      let minimum = isFeature ? 1 : 0
      guard remaining >= minimum else { break }
      for length in stride(from: remaining, through: minimum, by: -1) {
        let saved = state.capture
        if isFeature { state.capture = Array(text[offset..<(offset + length)]) }
        if matchPieces(pieces, pieceIndex + 1, text, offset + length, &state) {
          matched = true
          break
        }
        state.capture = saved
      }
    }
    if !matched { state.failedPieces.insert(key) }
    return matched
  }
}

extension [Glob] {
  /// The index of the first pattern that matches `path` (with `subtreesOnly`, the first of those ending in
  /// `/**`, which match a folder for every file below it).
  func firstMatch(_ path: GlobPath, subtreesOnly: Bool = false) -> Int? {
    for index in indices where withGlob(at: index, { (!subtreesOnly || $0.coversSubtree) && $0.match(path) != nil }) {
      return index
    }
    return nil
  }

  /// `body` over the glob at `index`, without counting a reference to it (the array keeps it alive). One
  /// configuration's patterns are shared by every thread that walks folders and places files: counting
  /// references to the same objects from all of them makes each count wait for the other cores, and a
  /// glob's match may free memory, so the compiler counts one around every call it cannot see into.
  @inline(__always)
  func withGlob<Result>(at index: Int, _ body: (Glob) -> Result) -> Result {
    Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
  }
}

/// A path split once into segments, so it can be matched against many globs.
package struct GlobPath: Sendable {
  let segments: [[UInt8]]

  package init(_ path: String) {
    // Split over UTF-8 bytes, each segment copied once: every linted file and folder goes through here.
    var path = path
    segments = path.withUTF8 { bytes in
      var segments: [[UInt8]] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        let length = end - start
        if length > 0, length != 1 || bytes[start] != UInt8(ascii: ".") {
          segments.append(Array(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        }
        start = end + 1
      }
      return segments
    }
  }

  private init(segments: [[UInt8]]) {
    self.segments = segments
  }

  /// Whether one of the segments is `segment`; compared in place (iterating the segments would copy each).
  func contains(segment: [UInt8]) -> Bool {
    segments.withUnsafeBufferPointer { segments in
      for index in segments.indices where segments[index] == segment { return true }
      return false
    }
  }

  /// The path of `name` (a file or folder: one segment, no `/`) inside this folder: a walk splits each folder
  /// once.
  func appending(_ name: String) -> GlobPath {
    GlobPath(segments: segments + [Array(name.utf8)])
  }
}

extension Glob {
  /// For a pattern of one segment of literal text around at most one `*` (the name patterns `mocked`, `mock*`,
  /// `*Fixture`, `mock*Data`): the text before the star and the text after it (nil without a star); nil for
  /// any other pattern.
  var literalsAroundStar: (head: [UInt8], tail: [UInt8]?)? {
    guard segments.count == 1, case .pieces(let pieces) = segments[0] else { return nil }
    var head: [UInt8] = []
    var tail: [UInt8]?
    for piece in pieces {
      switch (piece, tail) {
      case (.literal(let text), nil): head = text
      case (.literal(let text), .some): tail = text
      case (.star, nil): tail = []
      default: return nil
      }
    }
    return (head, tail)
  }

  /// The byte that the first segment of every path the pattern matches starts with (the first byte of every
  /// name a name pattern matches); nil when the pattern starts with a wildcard or `**`.
  var leadingByte: UInt8? {
    guard case .pieces(let pieces)? = segments.first, case .literal(let text)? = pieces.first else { return nil }
    return text.first
  }
}
