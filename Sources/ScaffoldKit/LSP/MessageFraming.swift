/// The base protocol's framing: `Content-Length: N\r\n` (other headers ignored), a blank line, N bytes.
/// Bytes arrive in chunks of any size; `next()` returns whole message bodies, or a problem for a header
/// block that cannot be read, after which reading resumes at the next header block.
struct MessageReader {
  enum Frame: Equatable {
    case body([UInt8])
    /// A header block without a usable `Content-Length`; it has been skipped.
    case malformed(String)
  }

  /// Bodies larger than this are refused (and skipped) rather than buffered.
  static let maximumBodySize = 64 << 20
  /// A header block longer than this is garbage; it is dropped.
  static let maximumHeaderSize = 8 << 10

  private var buffer: [UInt8] = []
  private var start = 0
  /// The body length of the header block already read, while its body is still arriving.
  private var pendingLength: Int?
  /// Bytes still to drop of a refused body.
  private var skipping = 0

  mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  mutating func next() -> Frame? {
    while true {
      if skipping > 0 {
        let dropped = min(skipping, buffer.count - start)
        start += dropped
        skipping -= dropped
        if skipping > 0 { return nil }
      }
      if let length = pendingLength {
        guard buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        start += length
        pendingLength = nil
        return .body(body)
      }
      guard let end = headerEnd() else {
        if buffer.count - start > Self.maximumHeaderSize {
          start = buffer.count
          return .malformed("header block longer than \(Self.maximumHeaderSize) bytes without a blank line")
        }
        return nil
      }
      let header = String(decoding: buffer[start..<end], as: UTF8.self)
      start = end + 4
      switch Self.contentLength(in: header) {
      case .success(let length) where length > Self.maximumBodySize:
        skipping = length
        return .malformed("Content-Length \(length) is larger than \(Self.maximumBodySize) bytes")
      case .success(let length):
        pendingLength = length
      case .failure(let problem):
        return .malformed(problem.message)
      }
    }
  }

  /// The offset of the `\r\n\r\n` that ends the header block starting at `start`.
  private func headerEnd() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
        return index
      }
      index += 1
    }
    return nil
  }

  struct HeaderProblem: Error {
    var message: String
  }

  static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
    for line in header.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingSpaces.lowercased()
      guard name.hasSuffix("content-length") else { continue }
      let value = line[line.index(after: colon)...].trimmingSpaces
      guard let length = Int(value), length >= 0 else {
        return .failure(HeaderProblem(message: "invalid Content-Length '\(value)'"))
      }
      return .success(length)
    }
    return .failure(HeaderProblem(message: "header block without Content-Length"))
  }

  /// One outgoing message, framed.
  static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
  }
}

/// The MCP stdio transport's framing: one message per line (UTF-8, no line breaks inside), `\n` after each.
/// Blank lines are skipped and a `\r` before the `\n` is dropped; a line longer than the LSP's largest body is
/// refused and skipped up to its end.
struct LineReader {
  private var buffer: [UInt8] = []
  private var start = 0
  /// Inside a refused line: drop bytes up to its end.
  private var skipping = false

  mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  mutating func next() -> MessageReader.Frame? {
    while true {
      guard let newline = buffer[start...].firstIndex(of: 10) else {
        if !skipping, buffer.count - start > MessageReader.maximumBodySize {
          start = buffer.count
          skipping = true
          return .malformed("a line longer than \(MessageReader.maximumBodySize) bytes")
        }
        if skipping { start = buffer.count }
        return nil
      }
      var line = buffer[start..<newline]
      start = newline + 1
      if skipping {
        skipping = false
        continue
      }
      if line.last == 13 { line = line.dropLast() }
      if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
      return .body(Array(line))
    }
  }

  /// One outgoing message, on its own line.
  static func frame(_ message: JSONOutput) -> [UInt8] {
    Array((message.renderedOnOneLine() + "\n").utf8)
  }
}
