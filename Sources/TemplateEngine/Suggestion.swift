/// "Did you mean …?" for misspelt filters, tags and variables. (TemplateEngine depends on nothing,
/// so it carries its own small edit distance.)
enum Suggestion {
  /// `" (did you mean 'x'?)"` when a candidate is within a third of the word's length in edits
  /// (case-insensitive), otherwise an empty string.
  static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
    let target = Array(word.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
  }

  private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    var row = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var diagonal = row[0]
      row[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let above = row[j + 1]
        row[j + 1] = Swift.min(above + 1, row[j] + 1, diagonal + (left == right ? 0 : 1))
        diagonal = above
      }
    }
    return row[rhs.count]
  }
}
