/// Identifier case conversions. Words split at `_`, `-`, spaces and other punctuation, and at case
/// humps: `orderItem`, `OrderItem`, `order_item` and `order-item` are all ["order", "item"];
/// `URLSession` is ["URL", "Session"] and `userID` is ["user", "ID"].
enum StringCase {
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    for chunk in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      let characters = Array(chunk)
      var current = ""
      for (index, character) in characters.enumerated() {
        if !current.isEmpty, character.isUppercase {
          let previous = characters[index - 1]
          let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
          if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
            words.append(current)
            current = ""
          }
        }
        current.append(character)
      }
      if !current.isEmpty { words.append(current) }
    }
    return words
  }

  /// Words normalised to lower case, except acronyms (`ID`, `URL`) in mixed-case input, which keep
  /// their capitals; all-caps input (`ORDER_ITEM`) is not full of acronyms.
  private static func normalizedWords(_ text: String) -> [(word: String, isAcronym: Bool)] {
    let mixedCase = text.contains(where: \.isLowercase)
    return words(text).map { word in
      let isAcronym = mixedCase && word.count > 1 && !word.contains(where: \.isLowercase)
      return isAcronym ? (word, true) : (word.lowercased(), false)
    }
  }

  static func camelCase(_ text: String) -> String {
    let words = normalizedWords(text)
    guard let first = words.first else { return "" }
    return first.word.lowercased() + words.dropFirst().map { upperFirst($0.word) }.joined()
  }

  static func pascalCase(_ text: String) -> String {
    normalizedWords(text).map { upperFirst($0.word) }.joined()
  }

  static func snakeCase(_ text: String) -> String {
    words(text).map { $0.lowercased() }.joined(separator: "_")
  }

  static func kebabCase(_ text: String) -> String {
    words(text).map { $0.lowercased() }.joined(separator: "-")
  }

  static func upperFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  static func lowerFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }

  /// Each whitespace-separated word with its first letter upper-cased and the rest lower-cased, like
  /// Stencil's `capitalize`.
  static func capitalize(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
      result += atWordStart ? character.uppercased() : character.lowercased()
      atWordStart = character.isWhitespace
    }
    return result
  }

  static func trim(_ text: String) -> String {
    let trimmedStart = text.drop(while: \.isWhitespace)
    var end = trimmedStart.endIndex
    while end > trimmedStart.startIndex, trimmedStart[trimmedStart.index(before: end)].isWhitespace {
      end = trimmedStart.index(before: end)
    }
    return String(trimmedStart[..<end])
  }

  /// Splits on every occurrence of `separator` (which must not be empty), keeping empty pieces.
  static func split(_ text: String, separator: String) -> [String] {
    var pieces: [String] = []
    var rest = text[...]
    while let range = rest.firstRange(of: separator) {
      pieces.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    pieces.append(String(rest))
    return pieces
  }

  /// Prefixes every line but the first (unless `first`) with `indentation`; empty lines stay empty
  /// so generated code has no trailing whitespace.
  static func indent(_ text: String, by indentation: String, first: Bool) -> String {
    split(text, separator: "\n").enumerated().map { index, line in
      (line.isEmpty || (index == 0 && !first)) ? line : indentation + line
    }.joined(separator: "\n")
  }
}
