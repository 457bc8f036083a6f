/// Where each piece of a decoded spec came from, keyed by a spec path such as `models[0].fields[1].type`.
/// Validation runs on the plain `ModuleSpec` and asks this map for positions, so the same checks work on
/// a spec built in code (no positions: problems are reported against the file as a whole).
struct SpecSourceMap: Sendable {
  var positions: [String: SourcePosition] = [:]
  /// For type strings: the position of each named leaf, in `TypeRef` pre-order.
  var typeLeaves: [String: [SourcePosition]] = [:]
  /// Paths whose value was missing or unreadable. Decoding already reported them; validation skips the
  /// checks that would only repeat the problem (a missing type is not also an "unknown type").
  var broken: Set<String> = []

  /// The position recorded for `key`, or for its closest recorded parent (`a[0].b` -> `a[0]` -> `a`).
  func position(_ key: String) -> SourcePosition? {
    var key = Substring(key)
    while true {
      if let position = positions[String(key)] { return position }
      guard let cut = key.lastIndex(where: { $0 == "." || $0 == "[" }) else { return positions[""] }
      key = key[..<cut]
    }
  }

  func isBroken(_ key: String) -> Bool { broken.contains(key) }
}

/// Spec paths: `models[0].fields[1].type`.
extension String {
  func specMember(_ member: String) -> String { isEmpty ? member : "\(self).\(member)" }
  func specIndex(_ index: Int) -> String { "\(self)[\(index)]" }
}
