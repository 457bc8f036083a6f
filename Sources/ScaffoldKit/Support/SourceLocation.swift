/// A 1-based line and column. Columns count UTF-8 bytes, as the Swift compiler and Xcode do.
package struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  package var description: String { "\(line):\(column)" }
}

/// A position inside a named file, printed as `path:line:col`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var path: String
  package var position: SourcePosition

  package init(path: String, position: SourcePosition) {
    self.path = path
    self.position = position
  }

  package init(path: String, line: Int, column: Int) {
    self.init(path: path, position: SourcePosition(line: line, column: column))
  }

  public var line: Int { position.line }
  public var column: Int { position.column }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.position) < (rhs.path, rhs.position)
  }

  /// `path:line:col`; a path holding a control character (a newline in a file name) is quoted and escaped,
  /// so a finding stays one line.
  public var description: String {
    var text: [UInt8] = []
    write(to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends the UTF-8 of `description` to `output`.
  func write(to output: inout [UInt8]) {
    output += Paths.displayed(path).utf8
    output += ":".utf8
    output += String(position.line).utf8
    output += ":".utf8
    output += String(position.column).utf8
  }
}
