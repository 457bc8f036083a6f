/// Swift's reserved words, which need backticks to be used as identifiers in generated code.
enum SwiftKeywords {
  static let reserved: Set = [
    // Declarations.
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "open", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  static func escape(_ name: String) -> String {
    reserved.contains(name) ? "`\(name)`" : name
  }
}
