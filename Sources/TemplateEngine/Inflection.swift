/// English plurals for generated names (`Category` → `Categories`, `OrderItem` → `OrderItems`).
/// Only the last word of a compound name changes, and its leading capital is kept.
enum Inflection {
  private static let irregular: [String: String] = [
    "person": "people", "man": "men", "woman": "women", "child": "children", "tooth": "teeth",
    "foot": "feet", "mouse": "mice", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives",
    "knife": "knives", "wife": "wives", "half": "halves", "wolf": "wolves", "shelf": "shelves",
    "thief": "thieves", "hero": "heroes", "potato": "potatoes", "tomato": "tomatoes", "echo": "echoes",
    "index": "indices", "matrix": "matrices", "vertex": "vertices", "criterion": "criteria",
    "phenomenon": "phenomena", "datum": "data", "medium": "media", "quiz": "quizzes",
  ]

  private static let uncountable: Set = [
    "sheep", "fish", "deer", "series", "species", "news", "information", "equipment", "data", "metadata",
    "money", "rice", "feedback", "media", "people", "children", "software", "hardware", "staff",
  ]

  static func pluralize(_ text: String) -> String {
    guard let lastWord = StringCase.words(text).last, text.hasSuffix(lastWord) else { return text }
    let head = String(text.dropLast(lastWord.count))
    if lastWord.count > 1, !lastWord.contains(where: \.isLowercase) {
      // An acronym: URL → URLs.
      return lastWord.contains(where: \.isLetter) ? text + "s" : text
    }
    return head + pluralizeWord(lastWord)
  }

  private static func pluralizeWord(_ word: String) -> String {
    let lower = word.lowercased()
    if uncountable.contains(lower) { return word }
    if let plural = irregular[lower] {
      return word.first?.isUppercase == true ? StringCase.upperFirst(plural) : plural
    }
    let characters = Array(lower)
    let last = characters.last
    let beforeLast = characters.count > 1 ? characters[characters.count - 2] : nil
    if last == "y", let beforeLast, !"aeiou".contains(beforeLast) { return word.dropLast() + "ies" }
    if lower.hasSuffix("sis") { return word.dropLast(2) + "es" }
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch")
      || lower.hasSuffix("sh")
    {
      return word + "es"
    }
    return word + "s"
  }
}
