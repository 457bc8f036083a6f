/// "Did you mean …?" for every misspelt name the product reports: template filters, tags and variables,
/// `scaffold.json` and spec keys, options, commands, rules and presets.
package enum Suggestions {
  /// The candidate closest to `word` when it is a plausible typo, else nil. Plausible: within a third of
  /// the word's length in edits (case-insensitive, a swap of two neighbours counting as one), fewer edits
  /// than either name has characters; or a name the word starts with (`foreach` → `for`). Of equally
  /// close candidates, the first in alphabetical order.
  package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      var distance = editDistance(target, scalars)
      if distance > limit, scalars.count >= 3, target.starts(with: scalars) { distance = limit }
      guard distance <= limit, distance < min(target.count, scalars.count) else { continue }
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// `" (did you mean 'x'?)"` for the closest candidate, or "": for appending to a message.
  package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
    hint(closest(to: word, among: candidates))
  }

  /// `" (did you mean 'x'?)"` for a suggestion already found, or "".
  package static func hint(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
  private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[rhs.count]
  }
}
