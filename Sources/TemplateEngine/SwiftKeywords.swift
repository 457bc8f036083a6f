/// Swift's reserved words, which need backticks to be used as identifiers: the one list that both the
/// `escapeReservedKeywords` filter and the spec's name check read. Contextual keywords (`open`, `some`,
/// `get`) are ordinary names and are not in it.
package enum SwiftKeywords {
  package static let reserved: Set<String> = [
    // Declarations.
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  package static func escape(_ name: String) -> String {
    reserved.contains(name) ? "`\(name)`" : name
  }
}
