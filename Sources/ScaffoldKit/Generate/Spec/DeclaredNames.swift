/// The names a piece of generated Swift declares, read from its tokens: types (at any nesting) and the
/// members of each type (properties, enum cases, methods, nested types), with the `#if` branch each sits in.
/// Enough to tell whether two declarations of one name would be an invalid redeclaration, which is how the
/// generator finds out which names a template set reserves: from what the set actually writes.
struct DeclaredName: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case type, property, enumCase
    /// A method; `hasParameters` tells `func load()` (which clashes with a property `load`) from
    /// `func load(id:)` (which does not).
    case function(hasParameters: Bool)
    /// A parameter of a method (not of an initializer): inside the method it hides a property of the same
    /// name, which generated method bodies use unqualified.
    case parameter
    /// The `CodingKeys` enum Swift synthesizes for a `Codable` type that declares none.
    case synthesizedType
  }

  var name: String
  /// The enclosing type's dotted name (`Outer.Inner`, extensions included), empty at file scope.
  var scope: String
  var kind: Kind
  var isStatic: Bool
  /// The `#if` branches around the declaration: (directive number, branch number) from outside in.
  var branches: [Branch]
  var file: String
  var position: SourcePosition

  struct Branch: Sendable, Equatable {
    var directive: Int
    var index: Int
  }

  /// Whether this and `other` (same name, same scope) cannot both be declared: they are in branches that can
  /// be compiled together, and they are not two methods (which overload), nor a static and an instance member.
  func clashes(with other: DeclaredName) -> Bool {
    for mine in branches {
      if other.branches.contains(where: { $0.directive == mine.directive && $0.index != mine.index }) { return false }
    }
    switch (kind, other.kind) {
    case (.parameter, .property), (.property, .parameter): return !isStatic && !other.isStatic
    case (.parameter, _), (_, .parameter): return false
    case (.synthesizedType, .type), (.type, .synthesizedType), (.synthesizedType, .synthesizedType): return false
    case (.synthesizedType, _), (_, .synthesizedType): return true
    case (.function, .function): return false
    case (.function(true), _), (_, .function(true)): return false
    case (.type, _), (_, .type), (.enumCase, _), (_, .enumCase): return true
    default: return isStatic == other.isStatic
    }
  }

  /// Every declaration in `source`, a generated file at `file`.
  static func scan(_ source: String, file: String) -> [DeclaredName] {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokenize(bytes).filter { !$0.kind.isComment }
    var scanner = Scanner(tokens: tokens, bytes: bytes, file: file)
    scanner.run()
    return scanner.names
  }

  private struct Scanner {
    let tokens: [Token]
    let bytes: [UInt8]
    let file: String
    var names: [DeclaredName] = []
    /// For each open `{`: the dotted type name whose body it opens, or nil (a function, accessor, closure).
    var braces: [String?] = []
    var branches: [Branch] = []
    var directives = 0
    /// A type or extension header was read; its body is the next `{`.
    var pendingScope: String?

    static let declarationWords: Set<String> = [
      "struct", "class", "enum", "protocol", "extension", "actor", "typealias", "var", "let", "case", "func",
    ]

    func text(_ index: Int) -> String { index < tokens.count ? tokens[index].text(in: bytes) : "" }

    /// The type whose body directly holds the current position, or "" at file scope, nil elsewhere.
    var typeScope: String? {
      guard let last = braces.last else { return "" }
      return last
    }

    /// Whether a `where` comes before the body's `{` of the header that continues after `index`.
    func hasWhereClause(after index: Int) -> Bool {
      var next = index + 1
      while next < tokens.count, tokens[next].kind != .leftBrace {
        if tokens[next].kind == .keyword, text(next) == "where" { return true }
        next += 1
      }
      return false
    }

    /// Whether the header that continues after `index` names `Codable`, `Decodable` or `Encodable`.
    func conformsToCodable(after index: Int) -> Bool {
      var next = index + 1
      while next < tokens.count, tokens[next].kind != .leftBrace {
        if ["Codable", "Decodable", "Encodable"].contains(text(next)) { return true }
        next += 1
      }
      return false
    }

    /// Records the internal name of each parameter in the list opening at `open` (`(label name: Type, …)`).
    mutating func recordParameters(from open: Int, isStatic: Bool, scope: String) {
      guard open < tokens.count, tokens[open].kind == .leftParen else { return }
      var depth = 0
      var last: Int?
      var expectName = true
      var index = open
      while index < tokens.count {
        switch tokens[index].kind {
        case .leftParen, .leftSquare, .leftBrace: depth += 1
        case .rightParen, .rightSquare, .rightBrace:
          depth -= 1
          if depth == 0 { return }
        case .comma where depth == 1: expectName = true
        case .colon where depth == 1 && expectName:
          if let last { record(last, .parameter, isStatic: isStatic, scope: scope) }
          expectName = false
          last = nil
        case .identifier, .keyword: if depth == 1 && expectName { last = index }
        default: break
        }
        index += 1
      }
    }

    mutating func record(_ index: Int, _ kind: Kind, isStatic: Bool, scope: String, as alias: String? = nil) {
      guard index < tokens.count, tokens[index].kind == .identifier else { return }
      names.append(
        DeclaredName(
          name: alias ?? String(text(index).filter { $0 != "`" }), scope: scope, kind: kind, isStatic: isStatic,
          branches: branches, file: file, position: tokens[index].position))
    }

    mutating func run() {
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        let word =
          token.kind == .keyword || token.kind == .poundDirective || token.kind == .identifier ? text(index) : ""
        switch token.kind {
        case .poundDirective:
          switch word {
          case "#if":
            directives += 1
            branches.append(Branch(directive: directives, index: 0))
          case "#elseif", "#else":
            if !branches.isEmpty { branches[branches.count - 1].index += 1 }
          case "#endif":
            _ = branches.popLast()
          default: break
          }
        case .leftBrace:
          braces.append(pendingScope)
          pendingScope = nil
        case .rightBrace:
          _ = braces.popLast()
        case .keyword, .identifier:
          guard let scope = typeScope, Self.declarationWords.contains(word) else { break }
          let isStatic = index > 0 && ["static", "class"].contains(text(index - 1))
          switch word {
          case "struct", "class", "enum", "protocol", "extension", "actor", "typealias":
            let next = index + 1
            guard next < tokens.count, tokens[next].kind == .identifier else { break }
            if word == "actor", token.kind == .identifier, index > 0, tokens[index - 1].kind == .period { break }
            var name = text(next)
            var last = next
            while last + 2 < tokens.count, tokens[last + 1].kind == .period, tokens[last + 2].kind == .identifier {
              last += 2
              name += "." + text(last)
            }
            if word != "extension" { record(next, .type, isStatic: true, scope: scope) }
            if ["struct", "class", "enum"].contains(word), conformsToCodable(after: last) {
              let qualified = scope.isEmpty ? name : scope + "." + name
              record(next, .synthesizedType, isStatic: true, scope: qualified, as: "CodingKeys")
            }
            if word != "typealias" {
              var qualified = word == "extension" || scope.isEmpty ? name : scope + "." + name
              // A protocol's requirements are implemented by its extensions, and a constrained extension
              // (`where …`) may declare again what another one does: neither clashes with the other.
              if word == "protocol" { qualified += " requirements" }
              if word == "extension", hasWhereClause(after: last) { qualified += " where #\(index)" }
              pendingScope = qualified
            }
            index = last
          case "var", "let":
            guard !scope.isEmpty else { break }
            record(index + 1, .property, isStatic: isStatic, scope: scope)
          case "case":
            guard !scope.isEmpty else { break }
            var next = index + 1
            var depth = 0
            var expectName = true
            while next < tokens.count, tokens[next].line == token.line {
              switch tokens[next].kind {
              case .leftParen: depth += 1
              case .rightParen: depth -= 1
              case .comma where depth == 0: expectName = true
              case .identifier where depth == 0 && expectName:
                record(next, .enumCase, isStatic: true, scope: scope)
                expectName = false
              default: break
              }
              next += 1
            }
          case "func":
            guard !scope.isEmpty else { break }
            var next = index + 2
            if next < tokens.count, text(next) == "<" {
              while next < tokens.count, text(next) != ">" { next += 1 }
              next += 1
            }
            let hasParameters =
              !(next + 1 < tokens.count && tokens[next].kind == .leftParen && tokens[next + 1].kind == .rightParen)
            record(index + 1, .function(hasParameters: hasParameters), isStatic: isStatic, scope: scope)
            if hasParameters { recordParameters(from: next, isStatic: isStatic, scope: scope) }
          default: break
          }
        default: break
        }
        index += 1
      }
    }
  }
}
