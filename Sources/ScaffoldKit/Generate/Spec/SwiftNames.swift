import TemplateEngine

/// What the spec accepts as a name. Names become Swift declarations and file names, so they are limited to
/// ASCII identifiers: that keeps them valid in every position (type, property, path component, SwiftPM
/// target) and makes escaping the output directory impossible.
enum SwiftNames {
  /// The names a spec may not use: Swift's reserved words (generated code adds no backticks) and `_`.
  static let keywords: Set<String> = SwiftKeywords.reserved.union(["_"])

  /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, isHead(first) else { return false }
    return name.utf8.allSatisfy { isHead($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
  }

  static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

  static func startsUppercase(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Whether a name, used as a file or folder name, could leave the output directory.
  static func escapesDirectory(_ name: String) -> Bool {
    name.contains("/") || name.contains("\\") || name.hasPrefix(".") || name.hasPrefix("~") || name.contains("..")
  }

  private static func isHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_")
  }
}
