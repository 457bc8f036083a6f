/// Name patterns (`exempt.previewData`) compiled for matching declared names where they are read: on the
/// name's bytes, without a path or a string made for it. Each pattern is a `Glob` of one segment, whose
/// compiled pieces say what it means; the usual forms (`mocked`, `mock*`, `*Fixture`, `mock*Data`) are
/// compared directly, any other (`?`, several `*`) is left to its glob.
package struct NamePatterns: Sendable {
  /// A pattern of literal text around at most one `*`: `head*tail`, or exactly `head` without a star.
  private struct Form: Sendable {
    var head: [UInt8]
    /// The text after the `*`; nil when the pattern has none.
    var tail: [UInt8]?

    func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let tail else { return name.elementsEqual(head) }
      return name.count >= head.count + tail.count && name.prefix(head.count).elementsEqual(head)
        && name.suffix(tail.count).elementsEqual(tail)
    }
  }

  private let forms: [Form]
  /// The patterns matched by their globs.
  private let globs: [Glob]
  /// Bit `b` of `firstBytes[b >> 6]` is set when a name starting with byte `b` may match; all set when a
  /// pattern starts with a wildcard.
  private let firstBytes: [UInt64]

  /// Matches nothing.
  package static let empty = NamePatterns([])

  package init(_ patterns: [Glob]) {
    var forms: [Form] = []
    var globs: [Glob] = []
    var firstBytes: [UInt64] = [0, 0, 0, 0]
    for pattern in patterns {
      if let (head, tail) = pattern.literalsAroundStar, !pattern.namesTarget {
        forms.append(Form(head: head, tail: tail))
      } else {
        globs.append(pattern)
      }
      if let first = pattern.leadingByte {
        firstBytes[Int(first >> 6)] |= 1 << UInt64(first & 63)
      } else {
        firstBytes = [.max, .max, .max, .max]
      }
    }
    self.forms = forms
    self.globs = globs
    self.firstBytes = firstBytes
  }

  /// True when no pattern is set: nothing matches.
  package var isEmpty: Bool { forms.isEmpty && globs.isEmpty }

  /// Whether a name starting with `byte` may match a pattern: false rules the name out before it is read.
  @inline(__always)
  package func mayMatch(startingWith byte: UInt8) -> Bool {
    firstBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
  }

  /// Whether the name whose UTF-8 bytes are `name` matches a pattern.
  package func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = name.first, mayMatch(startingWith: first) else { return false }
    for form in forms where form.matches(name) { return true }
    guard !globs.isEmpty else { return false }
    let path = GlobPath(String(decoding: name, as: UTF8.self))
    return globs.firstMatch(path) != nil
  }

  /// Whether `name` matches a pattern.
  package func matches(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { matches($0) }
  }
}
