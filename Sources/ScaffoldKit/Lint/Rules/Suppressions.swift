import Foundation

/// A `// scaffold:ignore` comment, parsed.
struct Suppression: Equatable {
  enum Scope: Equatable {
    /// Applies to diagnostics on this line.
    case line(Int)
    case file
  }

  var rules: [RuleID]
  var scope: Scope
  /// Where the comment starts (its `//`).
  var position: SourcePosition
}

/// Reads suppressions from a file's line comments and applies them to its diagnostics.
struct Suppressions {
  static let directives = ["ignore", "ignore-file"]
  /// Rules that a comment may suppress; the suppression rules themselves cannot be silenced.
  static let suppressible: [RuleID] = [
    .layerDependency, .forbiddenImport, .featureIsolation, .protectedLayer, .unassignedFile, .cycle,
    .undeclaredImport, .unusedDependency,
  ]

  private(set) var suppressions: [Suppression] = []
  /// Malformed comments, reported as `invalid-suppression` (before severities are applied).
  private(set) var problems: [(position: SourcePosition, message: String)] = []

  init(comments: [LineComment]) {
    // A suppression on its own line applies to the next line of code, past blank lines and further
    // explanatory comments (`nextCodeLine`; comments built without an index fall back to the next line
    // that is not a comment line).
    // Made only for a suppression that needs it: most files have no suppression and many comments.
    var linesAfterComments: [Int: Int]?
    for comment in comments {
      // Most comments are no directive: their bytes say so without making their text.
      guard comment.mayStart(with: "scaffold:"), let (directive, body) = Self.directive(in: comment.text) else {
        continue
      }
      guard Self.directives.contains(directive) else {
        // Other `scaffold:` comments (a generated-file header, say) are not directives; near misses are typos.
        if Suggestions.closest(to: directive, among: Self.directives) == nil { continue }
        problems.append(
          (
            comment.position,
            "unknown directive 'scaffold:\(directive)'\(Suggestions.didYouMean(directive, among: Self.directives)); "
              + "write '// scaffold:ignore <rule> -- <reason>'"
          ))
        continue
      }
      let (ruleText, reason) = Self.split(body)
      var rules: [RuleID] = []
      for name in ruleText.split(separator: ",").map({ String($0.trimmingSpaces) }) where !name.isEmpty {
        if let rule = RuleID(rawValue: name), Self.suppressible.contains(rule) {
          rules.append(rule)
        } else {
          let names = Self.suppressible.map(\.rawValue)
          problems.append(
            (
              comment.position,
              "'\(name)' is not a rule that can be suppressed\(Suggestions.didYouMean(name, among: names)); "
                + "rules are \(names.joined(separator: ", "))"
            ))
        }
      }
      if ruleText.trimmingSpaces.isEmpty {
        problems.append(
          (comment.position, "suppression names no rule; write '// scaffold:\(directive) <rule> -- <reason>'"))
        continue
      }
      if reason.isEmpty {
        problems.append(
          (
            comment.position,
            "suppression has no reason; write '// scaffold:\(directive) \(ruleText.trimmingSpaces) -- <why>'"
          ))
      }
      guard !rules.isEmpty else { continue }
      let scope: Suppression.Scope
      if directive == "ignore-file" {
        scope = .file
      } else if comment.isTrailing {
        scope = .line(comment.position.line)
      } else if let line = comment.nextCodeLine {
        scope = .line(line)
      } else {
        let after = linesAfterComments ?? Self.linesAfterCommentRuns(comments)
        linesAfterComments = after
        scope = .line(after[comment.position.line] ?? comment.position.line + 1)
      }
      suppressions.append(Suppression(rules: rules, scope: scope, position: comment.position))
    }
  }

  /// For each line holding an own-line comment, the first line below it that holds none. Filled from the
  /// last line up, each from the one below, so a run of n comment lines (a file ending in suppressions,
  /// with no code after them) costs n steps, not n²/2.
  private static func linesAfterCommentRuns(_ comments: [LineComment]) -> [Int: Int] {
    let lines = Set(comments.lazy.filter { !$0.isTrailing }.map(\.position.line))
    var after: [Int: Int] = [:]
    after.reserveCapacity(lines.count)
    for line in lines.sorted(by: >) {
      after[line] = after[line + 1] ?? line + 1
    }
    return after
  }

  /// `("ignore", " rule -- reason")` for a `scaffold:` comment; nil for any other comment (doc comments too).
  private static func directive(in text: String) -> (String, Substring)? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let prefix = "scaffold:"
    guard trimmed.hasPrefix(prefix) else { return nil }
    let rest = trimmed.dropFirst(prefix.count)
    let name = rest.prefix { !$0.isWhitespace }
    return (String(name), rest.dropFirst(name.count))
  }

  /// Splits `rule, rule -- reason` at the first `--`.
  private static func split(_ body: Substring) -> (rules: Substring, reason: Substring) {
    guard let range = body.range(of: "--") else { return (body, "") }
    return (body[..<range.lowerBound], body[range.upperBound...].trimmingSpaces)
  }

  /// Removes suppressed diagnostics, and returns the unused (suppression, rule) pairs. Each diagnostic
  /// looks up only the suppressions of its own line and the file-wide ones, so the cost stays linear in
  /// the number of diagnostics and suppressions.
  func apply(to diagnostics: [Diagnostic]) -> (kept: [Diagnostic], unused: [(Suppression, RuleID)]) {
    var byLine: [Int: [Int]] = [:]
    var fileWide: [Int] = []
    for (index, suppression) in suppressions.enumerated() {
      switch suppression.scope {
      case .line(let line): byLine[line, default: []].append(index)
      case .file: fileWide.append(index)
      }
    }
    var used = Set<[Int]>()
    // A file-wide suppression of a rule is used by its first diagnostic; later ones need not look again.
    var fileWideRulesSeen: Set<RuleID> = []
    let fileWideRules = Set(fileWide.flatMap { suppressions[$0].rules })
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      var candidates = byLine[diagnostic.location.line] ?? []
      if fileWideRules.contains(diagnostic.rule), fileWideRulesSeen.insert(diagnostic.rule).inserted {
        candidates += fileWide
      }
      var suppressed = fileWideRules.contains(diagnostic.rule)
      for index in candidates {
        guard let ruleIndex = suppressions[index].rules.firstIndex(of: diagnostic.rule) else { continue }
        used.insert([index, ruleIndex])
        suppressed = true
      }
      if !suppressed { kept.append(diagnostic) }
    }
    var unused: [(Suppression, RuleID)] = []
    for (index, suppression) in suppressions.enumerated() {
      for (ruleIndex, rule) in suppression.rules.enumerated() where !used.contains([index, ruleIndex]) {
        unused.append((suppression, rule))
      }
    }
    return (kept, unused)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let start = drop { $0 == " " || $0 == "\t" }
    var end = start.endIndex
    while end > start.startIndex, start[start.index(before: end)] == " " || start[start.index(before: end)] == "\t" {
      end = start.index(before: end)
    }
    return Substring(start[start.startIndex..<end])
  }
}
