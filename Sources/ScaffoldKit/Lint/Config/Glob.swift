/// A compiled path pattern: `**` (any number of path segments), `*` (any run of characters inside one
/// segment), `?` (one character) and `{feature}` (a non-empty run inside one segment, captured).
/// Patterns match whole `/`-separated relative paths; a leading `./` or `/` is ignored.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let segments: [Segment]
  /// True when the pattern contains `{feature}`.
  public let capturesFeature: Bool

  enum Segment: Sendable, Hashable {
    /// `**`: zero or more whole segments.
    case anyDepth
    case pieces([Piece])
  }

  enum Piece: Sendable, Hashable {
    case literal([UInt8])
    case star
    case question
    case feature
  }

  /// A pattern problem; `offset` is the 0-based UTF-8 offset inside the pattern.
  public struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var description: String { message }
  }

  /// The placeholder names a pattern may capture.
  public static let placeholders = ["feature"]

  public init(_ pattern: String) throws(Glob.Error) {
    self.pattern = pattern
    var text = pattern
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
    self.capturesFeature = featureCount == 1
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
      default:
        literal.append(byte)
      }
      index += 1
    }
    flush()
    return pieces
  }

  public var description: String { pattern }

  /// True when the pattern ends in `/**`, so a matching folder has every file below it matching too.
  public var coversSubtree: Bool { segments.last == .anyDepth }

  /// Whether `path` matches; see `match(_:)` for the capture.
  public func matches(_ path: String) -> Bool { match(GlobPath(path)) != nil }

  /// The match result: nil when the path does not match, else the `{feature}` capture (nil if none).
  public func match(_ path: GlobPath) -> Capture? {
    var capture: [UInt8]?
    guard matchSegments(0, path.segments, 0, &capture) else { return nil }
    return Capture(feature: capture.map { String(decoding: $0, as: UTF8.self) })
  }

  /// What a successful match captured.
  public struct Capture: Equatable, Sendable {
    public var feature: String?
  }

  private func matchSegments(
    _ patternIndex: Int, _ pathSegments: [[UInt8]], _ pathIndex: Int, _ capture: inout [UInt8]?
  ) -> Bool {
    if patternIndex == segments.count { return pathIndex == pathSegments.count }
    switch segments[patternIndex] {
    case .anyDepth:
      if patternIndex + 1 == segments.count { return true }
      var next = pathIndex
      while next <= pathSegments.count {
        let saved = capture
        if matchSegments(patternIndex + 1, pathSegments, next, &capture) { return true }
        capture = saved
        next += 1
      }
      return false
    case .pieces(let pieces):
      guard pathIndex < pathSegments.count else { return false }
      let saved = capture
      guard Self.matchPieces(pieces[...], pathSegments[pathIndex][...], &capture) else { return false }
      if matchSegments(patternIndex + 1, pathSegments, pathIndex + 1, &capture) { return true }
      capture = saved
      return false
    }
  }

  private static func matchPieces(_ pieces: ArraySlice<Piece>, _ text: ArraySlice<UInt8>, _ capture: inout [UInt8]?)
    -> Bool
  {
    guard let first = pieces.first else { return text.isEmpty }
    let rest = pieces.dropFirst()
    switch first {
    case .literal(let literal):
      guard text.starts(with: literal) else { return false }
      return matchPieces(rest, text.dropFirst(literal.count), &capture)
    case .question:
      guard let byte = text.first else { return false }
      // One character: skip a whole UTF-8 sequence.
      var length = 1
      if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
      guard text.count >= length else { return false }
      return matchPieces(rest, text.dropFirst(length), &capture)
    case .star, .feature:
      let minimum = first == .feature ? 1 : 0
      guard text.count >= minimum else { return false }
      for length in stride(from: text.count, through: minimum, by: -1) {
        let saved = capture
        if first == .feature { capture = Array(text.prefix(length)) }
        if matchPieces(rest, text.dropFirst(length), &capture) { return true }
        capture = saved
      }
      return false
    }
  }
}

/// A path split once into segments, so it can be matched against many globs.
public struct GlobPath: Sendable {
  let segments: [[UInt8]]

  public init(_ path: String) {
    // Split over UTF-8 bytes: every linted file and folder goes through here.
    var segments: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if !current.isEmpty, current.count != 1 || current[0] != UInt8(ascii: ".") { segments.append(current) }
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty, current.count != 1 || current[0] != UInt8(ascii: ".") { segments.append(current) }
    self.segments = segments
  }
}
