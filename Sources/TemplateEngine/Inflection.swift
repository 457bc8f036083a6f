/// English plurals and singulars for generated names (`Category` ↔ `Categories`, `OrderItem` ↔ `OrderItems`,
/// `Person` ↔ `People`; `Series`, `News` and `Settings` stay as they are). The one inflection of the product:
/// the `pluralize` and `singularize` template filters, the default spec's operation names and the docs all use
/// it. Only the last word of a compound name changes, and its leading capital is kept.
public enum Inflection {
  private static let irregular: [String: String] = [
    "person": "people", "man": "men", "woman": "women", "child": "children", "tooth": "teeth",
    "foot": "feet", "mouse": "mice", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives",
    "knife": "knives", "wife": "wives", "half": "halves", "wolf": "wolves", "shelf": "shelves",
    "thief": "thieves", "hero": "heroes", "potato": "potatoes", "tomato": "tomatoes", "echo": "echoes",
    "index": "indices", "matrix": "matrices", "vertex": "vertices", "criterion": "criteria",
    "phenomenon": "phenomena", "datum": "data", "medium": "media", "quiz": "quizzes", "cactus": "cacti",
    "analysis": "analyses", "crisis": "crises", "thesis": "theses", "axis": "axes", "bus": "buses",
    // Regular plurals whose singular the `-ies` → `-y` rule would get wrong.
    "movie": "movies", "cookie": "cookies", "selfie": "selfies", "zombie": "zombies", "calorie": "calories",
    "rookie": "rookies", "tie": "ties", "pie": "pies",
    // Singulars in `-as` whose plural would otherwise read as `<word>e` + `s`.
    "gas": "gases", "canvas": "canvases", "alias": "aliases", "atlas": "atlases",
  ]

  private static let singularOf: [String: String] = Dictionary(
    irregular.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

  /// Words whose singular and plural are the same, or that are used only in one form.
  private static let uncountable: Set = [
    "sheep", "fish", "deer", "series", "species", "news", "information", "equipment", "data", "metadata",
    "money", "rice", "feedback", "media", "software", "hardware", "staff", "settings", "analytics", "aircraft",
    "content", "music", "weather", "traffic", "luggage", "baggage", "furniture", "advice", "progress", "research",
    "evidence", "knowledge", "homework", "police", "chaos",
  ]

  /// The plural of a name's last word; a word that is already plural (`Downloads`) or uncountable stays.
  public static func pluralize(_ text: String) -> String { inflect(text, plural: true) }

  /// The singular of a name's last word; a word that is already singular stays.
  public static func singularize(_ text: String) -> String { inflect(text, plural: false) }

  /// Changes the last word of a camel-case name; acronyms (`URL`) take a plain `s` (`URLs`).
  private static func inflect(_ text: String, plural: Bool) -> String {
    guard let lastWord = StringCase.words(text).last, text.hasSuffix(lastWord) else { return text }
    let head = String(text.dropLast(lastWord.count))
    if lastWord.count > 1, !lastWord.contains(where: \.isLowercase) {
      guard lastWord.contains(where: \.isLetter) else { return text }
      return plural ? text + "s" : text
    }
    return head + (plural ? pluralizeWord(lastWord) : singularizeWord(lastWord))
  }

  private static func keepingCase(_ word: String, _ changed: String) -> String {
    word.first?.isUppercase == true ? StringCase.upperFirst(changed) : changed
  }

  private static func pluralizeWord(_ word: String) -> String {
    let lower = word.lowercased()
    if uncountable.contains(lower) || singularOf[lower] != nil { return word }
    if let plural = irregular[lower] { return keepingCase(word, plural) }
    if isRegularPlural(lower) { return word }
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

  private static func singularizeWord(_ word: String) -> String {
    let lower = word.lowercased()
    if uncountable.contains(lower) || irregular[lower] != nil { return word }
    if let singular = singularOf[lower] { return keepingCase(word, singular) }
    guard isRegularPlural(lower) else { return word }
    if lower.hasSuffix("ies"), lower.count > 4 { return word.dropLast(3) + "y" }
    for suffix in ["sses", "shes", "ches", "xes", "zes"] where lower.hasSuffix(suffix) {
      return String(word.dropLast(2))
    }
    // `statuses`, `bonuses`, `campuses`; but `houses`, `causes`.
    if lower.hasSuffix("uses"), !lower.hasSuffix("ouses"), !lower.hasSuffix("auses") {
      return String(word.dropLast(2))
    }
    return String(word.dropLast())
  }

  /// Whether a lowercase word already reads as a regular plural (`downloads`, `addresses`, `categories`):
  /// ends in `s`, but not in a singular ending (`ss`, `us`, `is`, `as`).
  private static func isRegularPlural(_ lower: String) -> Bool {
    guard lower.count > 2, lower.hasSuffix("s") else { return false }
    return !["ss", "us", "is", "as"].contains(where: { lower.hasSuffix($0) })
  }
}
