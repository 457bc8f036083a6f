/// "Did you mean …?" suggestions for misspelt keys, options, commands and names.
public enum Suggestions {
  /// The candidate closest to `word` by edit distance (case-insensitive), when it is close enough to be
  /// a plausible typo: at most a third of the word's length, and at least 1.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// `" (did you mean 'x'?)"` or an empty string, for appending to a message.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
