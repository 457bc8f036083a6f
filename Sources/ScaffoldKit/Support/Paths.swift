import Foundation

/// Plain string path helpers (always `/`-separated).
package enum Paths {
  package static func join(_ parts: String...) -> String { join(parts) }

  package static func join(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
      if part.hasPrefix("/") || result.isEmpty {
        result = part
      } else {
        result += result.hasSuffix("/") ? part : "/" + part
      }
    }
    return result
  }

  /// `base/relative` (no second slash after a base ending in one), made in one allocation: what
  /// `join` gives for a relative path, for callers that make one per file of a project.
  static func appending(_ relative: String, to base: String) -> String {
    var base = base
    var relative = relative
    return base.withUTF8 { head in
      relative.withUTF8 { tail in
        let slash = head.last == UInt8(ascii: "/") ? 0 : 1
        return String(unsafeUninitializedCapacity: head.count + slash + tail.count) { buffer in
          _ = buffer.initialize(from: head)
          if slash == 1 { buffer[head.count] = UInt8(ascii: "/") }
          _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + slash)...]).initialize(from: tail)
          return head.count + slash + tail.count
        }
      }
    }
  }

  /// Folds `.` and `..` and repeated slashes. A relative path that climbs above its start keeps its leading `..`.
  package static func normalize(_ path: String) -> String {
    if isNormalized(path) { return path }
    let absolute = path.hasPrefix("/")
    var stack: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if let last = stack.last, last != ".." { stack.removeLast() } else if !absolute { stack.append("..") }
      default: stack.append(component)
      }
    }
    let joined = stack.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// True when `normalize` would return `path` unchanged: no empty, `.` or `..` component and no trailing
  /// slash. Checked over UTF-8 bytes, since linting normalises every path it sees.
  static func isNormalized(_ path: String) -> Bool {
    if let result = path.utf8.withContiguousStorageIfAvailable(isNormalized(bytes:)) { return result }
    var copy = path
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable(isNormalized(bytes:)) ?? false
  }

  static func isNormalized(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    if count == 0 { return false }
    if count == 1 { return true }
    var start = bytes[0] == UInt8(ascii: "/") ? 1 : 0
    while start <= count {
      var end = start
      while end < count && bytes[end] != UInt8(ascii: "/") { end += 1 }
      let length = end - start
      if length == 0 { return false }
      if bytes[start] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[start + 1] == UInt8(ascii: ".")) {
        return false
      }
      start = end + 1
    }
    return true
  }

  package static func dirname(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// `path` for a line of output: as it is, or quoted with Swift-style escapes when it holds a control
  /// character (a newline in a file name must not split the line).
  package static func displayed(_ path: String) -> String {
    // Control characters are ASCII, so their bytes tell (every finding's path goes through here).
    func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }
    let hasControl =
      path.utf8.withContiguousStorageIfAvailable { $0.contains(where: isControl) }
      ?? path.utf8.contains(where: isControl)
    guard hasControl else { return path }
    return "\"" + path.escapingControlCharacters(andQuotes: true) + "\""
  }

  package static func basename(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The file name without `.swift`: what layer suffixes and name endings are matched against.
  static func swiftStem(_ path: String) -> String {
    // Over UTF-8 bytes (every linted file's name goes through here) when the name and the byte before its
    // slash are ASCII; otherwise by characters, which may join a slash or `.swift` to a neighbour.
    var path = path
    let stem = path.withUTF8 { bytes -> String? in
      var start = bytes.count
      while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      if start > 1, bytes[start - 2] >= 0x80 { return nil }
      var end = bytes.count
      for index in start..<end where bytes[index] >= 0x80 { return nil }
      if end - start >= 6, UnsafeBufferPointer(rebasing: bytes[(end - 6)...]).elementsEqual(".swift".utf8) { end -= 6 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if let stem { return stem }
    var name = basename(path)
    if name.hasSuffix(".swift") { name.removeLast(6) }
    return name
  }

  /// `path` relative to `base` when it lies inside it, else `path` unchanged. Both absolute and normalised.
  package static func relative(_ path: String, to base: String) -> String {
    if path == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if let rest = bytes(of: path, after: prefix) { return rest }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// What follows `prefix` in `path` when `path`'s UTF-8 bytes start with it and an ASCII byte comes next
  /// (no character then spans the end of the prefix): every linted file's path goes through `relative`, and
  /// comparing characters costs far more. nil when the characters must decide.
  private static func bytes(of path: String, after prefix: String) -> String? {
    path.utf8.withContiguousStorageIfAvailable { bytes in
      prefix.utf8.withContiguousStorageIfAvailable { head -> String? in
        guard bytes.count > head.count, bytes[head.count] < 0x80,
          UnsafeBufferPointer(rebasing: bytes[..<head.count]).elementsEqual(head)
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[head.count...]), as: UTF8.self)
      } ?? nil
    } ?? nil
  }
}
