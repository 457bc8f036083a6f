/// Why a baseline file could not be read. The CLI exits with status 2 for these.
package enum BaselineError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// The file is not valid JSON.
  case syntax(SourceLocation, String)
  /// Well-formed JSON that is not a baseline; every problem found is listed.
  case invalid([ConfigurationProblem])

  /// The problems, each located in the file.
  package var problems: [Problem] {
    switch self {
    case .syntax(let location, let message): return [Problem(location: "\(location)", message)]
    case .invalid(let problems): return problems.map(\.problem)
    }
  }

  package var description: String { problemText }
}

extension Baseline {
  static let entryKeys = ["path", "rule", "source", "target", "count", "fingerprint"]

  /// Parses a baseline file's text; `displayPath` is used in error locations and kept for nothing else.
  /// Entries remember their position so that `stale-baseline` findings point at them.
  package static func parse(_ bytes: [UInt8], displayPath: String) throws(BaselineError) -> Baseline {
    let document: JSONNode
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .syntax(SourceLocation(path: displayPath, position: error.position), error.message)
    }
    var problems: [ConfigurationProblem] = []
    func report(_ message: String, at position: SourcePosition) {
      problems.append(
        ConfigurationProblem(location: SourceLocation(path: displayPath, position: position), message: message))
    }
    guard let members = document.members else {
      throw .invalid([
        ConfigurationProblem(
          location: SourceLocation(path: displayPath, position: document.position),
          message: "a baseline is an object with 'version' and 'entries', found \(document.value.kindDescription)")
      ])
    }
    for member in members where !["version", "entries"].contains(member.key) {
      report("unknown key '\(member.key)' in the baseline", at: member.keyPosition)
    }
    switch document["version"] {
    case nil: report("missing 'version' (expected \(version))", at: document.position)
    case let node? where node.value != .int(version):
      report("unsupported baseline version; this scaffold reads version \(version)", at: node.position)
    default: break
    }
    var entries: [Entry] = []
    var seen: [Key: SourcePosition] = [:]
    if let list = document["entries"] {
      if let elements = list.elements {
        for element in elements {
          guard let entry = Self.entry(element, report: report) else { continue }
          if let first = seen[entry.key] {
            report("duplicate entry for \(entry.key) (first at line \(first.line))", at: element.position)
            continue
          }
          seen[entry.key] = element.position
          entries.append(entry)
        }
      } else {
        report("'entries' must be an array, found \(list.value.kindDescription)", at: list.position)
      }
    } else {
      report("missing 'entries'", at: document.position)
    }
    guard problems.isEmpty else {
      // Stable sort: file order, and discovery order for problems at the same place.
      throw .invalid(
        problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
          .map(\.element))
    }
    return Baseline(entries: entries)
  }

  private static func entry(
    _ node: JSONNode, report: (String, SourcePosition) -> Void
  ) -> Entry? {
    guard let members = node.members else {
      report("an entry must be an object, found \(node.value.kindDescription)", node.position)
      return nil
    }
    for member in members where !entryKeys.contains(member.key) {
      report(
        "unknown key '\(member.key)' in a baseline entry\(Suggestions.didYouMean(member.key, among: entryKeys))",
        member.keyPosition)
    }
    func text(_ key: String, required: Bool) -> String?? {
      guard let value = node[key] else {
        if required { report("entry is missing '\(key)'", node.position) }
        return required ? nil : .some(nil)
      }
      guard let string = value.stringValue, !string.isEmpty else {
        report("'\(key)' must be a non-empty string, found \(value.value.kindDescription)", value.position)
        return nil
      }
      return .some(string)
    }
    var path = text("path", required: true)
    if let given = path ?? nil, given.hasPrefix("/"), let position = node["path"]?.position {
      // Such an entry would match no finding and never be stale: every lookup joins it to the root.
      report(
        "'path' must be relative to the project root (the folder of scaffold.json), as --write-baseline "
          + "records it; found the absolute path '\(given.escapingControlCharacters(andQuotes: true))'", position)
      path = nil
    } else if let given = path ?? nil, given.split(separator: "/").contains(".."), let position = node["path"]?.position
    {
      // Recorded paths name files inside the project; one that climbs out of it is not a recorded one.
      report(
        "'path' must stay inside the project root; found '\(given.escapingControlCharacters(andQuotes: true))'",
        position)
      path = nil
    }
    let ruleName = text("rule", required: true)
    let source = text("source", required: false)
    let target = text("target", required: false)
    let fingerprint = text("fingerprint", required: false)
    var rule: RuleID?
    if let name = ruleName ?? nil {
      rule = RuleID(rawValue: name)
      if rule == nil, let position = node["rule"]?.position {
        let names = RuleID.allCases.map(\.rawValue)
        report("unknown rule '\(name)'\(Suggestions.didYouMean(name, among: names))", position)
      }
    }
    var count: Int?
    switch node["count"] {
    case nil: report("entry is missing 'count'", node.position)
    case let value?:
      if case .int(let number) = value.value, number > 0 {
        count = number
      } else {
        report("'count' must be a positive integer", value.position)
      }
    }
    guard let path = path ?? nil, let rule, let source, let target, let count, let fingerprint else { return nil }
    return Entry(
      key: Key(path: path, rule: rule, source: source, target: target), count: count, position: node.position,
      fingerprint: fingerprint)
  }
}
