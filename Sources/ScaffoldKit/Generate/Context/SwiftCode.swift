import TemplateEngine

/// Swift spellings the templates paste into generated code: literals, names, labels.
enum SwiftCode {
  /// A Swift string literal for `text`, escaped.
  static func stringLiteral(_ text: String) -> String { SwiftStringLiteral.quoted(text) }

  /// A number literal: integral values without a fraction (`3`), others as written (`2.5`).
  static func numberLiteral(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  static func upperFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  /// Words people write in capitals.
  static let acronyms: Set<String> = ["id", "url", "uuid", "api", "http", "json", "pdf", "sku"]

  /// Words of an identifier for people, in title case: `createdAt` -> `Created At`, `OrderList` ->
  /// `Order List`, `imageUrl` -> `Image URL`.
  static func label(_ name: String) -> String {
    labelWords(name).map { $0.isAcronym ? $0.word.uppercased() : upperFirst($0.word) }.joined(separator: " ")
  }

  /// The same words starting a sentence, for messages: `firstName` -> `First name`, `userId` -> `User ID`.
  static func sentenceLabel(_ name: String) -> String {
    let words = labelWords(name).enumerated().map { index, part in
      part.isAcronym ? part.word.uppercased() : (index == 0 ? part.word : part.word.lowercased())
    }
    return upperFirst(words.joined(separator: " "))
  }

  /// The words of `name`, split at `_` and where a capital follows a non-capital (`URLPath` stays one
  /// word); an acronym is a word of `acronyms` or one written in capitals (`ID`, `HTML`).
  private static func labelWords(_ name: String) -> [(word: String, isAcronym: Bool)] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      let startsWord = character.isUppercase && (previous.map { !$0.isUppercase } ?? false)
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if startsWord {
        if !current.isEmpty { words.append(current) }
        current = String(character)
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words.map { word in
      (word, acronyms.contains(word.lowercased()) || (word.count > 1 && word == word.uppercased()))
    }
  }

  /// `name: Type, other: Type`.
  static func parameterList(_ fields: [FieldSpec]) -> String {
    parameters(fields).joined(separator: ", ")
  }

  /// `["name: Type", "other: Type"]`.
  static func parameters(_ fields: [FieldSpec]) -> [String] {
    fields.map { "\($0.name): \($0.type)" }
  }

  /// A function's signature after `func`: `name(parameters)` and `suffix` (` async throws -> Order`) on one line
  /// while it fits wherever the templates place one, else with the parameters on a line of their own (one each
  /// when that is too long too), as swift-format lays them out; the templates' `indent` filter places the lines
  /// after the first:
  ///
  ///     updateOrder(
  ///       id: UUID, order: Order
  ///     ) async throws -> Order
  static func signature(_ name: String, parameters: [String], suffix: String) -> String {
    let list = parameters.joined(separator: ", ")
    let line = "\(name)(\(list))\(suffix)"
    guard line.count > signatureWidth, !parameters.isEmpty else { return line }
    let inner = list.count > signatureWidth ? parameters.joined(separator: ",\n  ") : list
    return "\(name)(\n  \(inner)\n)\(suffix)"
  }

  /// The widest signature kept on one line: swift-format's 100 columns less the widest place the templates put
  /// one, a type's member in a project indenting by 4 (after `nonisolated func `, before ` {`).
  static let signatureWidth = 100 - 4 - "nonisolated func ".count - " {".count

  /// `name: name, other: other`.
  static func forwardingArguments(_ fields: [FieldSpec]) -> String {
    fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
  }

  /// `.name` or `.name(label: value, ...)`.
  static func enumCase(_ name: String, arguments: String) -> String {
    arguments.isEmpty ? ".\(name)" : ".\(name)(\(arguments))"
  }

  /// The pattern binding every parameter of a case: `.orderDetail(let id)`.
  static func casePattern(_ name: String, params: [FieldSpec]) -> String {
    params.isEmpty ? ".\(name)" : ".\(name)(" + params.map { "let \($0.name)" }.joined(separator: ", ") + ")"
  }

  /// `orderDetail(id: UUID)`, a case declaration without `case`.
  static func caseDeclaration(_ name: String, params: [FieldSpec]) -> String {
    params.isEmpty ? name : "\(name)(\(parameterList(params)))"
  }
}
