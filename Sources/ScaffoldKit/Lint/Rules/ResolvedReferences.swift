/// What a file's type references mean in the project, resolved once per file in the check stage for every
/// rule that follows references: `layer-dependency` and `feature-isolation`, `protected-layer`, and the
/// `cycle` rule's counts (`ReferenceCounts`). Names are looked up by their bytes, so no string is made.
package struct ResolvedReferences: Sendable {
  /// The name a reference means, by its number in the project table.
  struct Meaning: Sendable {
    var number: Int32
    /// Whether it is the member of `Module.Type` rather than the name written first.
    var isMember: Bool
  }

  /// One per reference of the file, in its order: nil for a name the project does not declare or the file
  /// declares itself. Empty for a file whose references no rule follows (`RuleEngine.resolve`).
  let meanings: [Meaning?]

  /// Nothing resolved.
  static let none = ResolvedReferences(meanings: [])

  private init(meanings: [Meaning?]) {
    self.meanings = meanings
  }

  /// A reference means the name it spells when the project declares it; else, written `Module.Type` with a
  /// module the project imports (and not a name of the file's own), the member when the project declares
  /// that. Either way not a name the file declares itself (its own types are no dependency).
  init(_ file: AnalyzedFile, in engine: RuleEngine) {
    let table = engine.table
    let names = table.names
    let declarations = file.index.declarations.lazy.filter { $0.kind != .extension }
    // A file declares a few types: their numbers are looked through, not hashed.
    let localNumbers: [Int32] = declarations.compactMap { names.number(of: $0.name).map(Int32.init) }
    // Needed only for `Module.Type` written with an undeclared first name: made when first needed.
    var localNames: Set<String>?
    func declared(_ number: Int?) -> Int? {
      number.flatMap { table.placements(ofNumber: $0).isEmpty ? nil : $0 }
    }
    meanings = file.index.references.withUnsafeBufferPointer { references in
      references.map { reference -> Meaning? in
        var meaning: Meaning?
        if let number = declared(reference.withNameBytes(names.number(of:))) {
          meaning = Meaning(number: Int32(number), isMember: false)
        } else if reference.hasMember {
          let name = reference.name
          if localNames == nil { localNames = Set(declarations.map(\.name)) }
          if localNames?.contains(name) == false, engine.modules.contains(name),
            let member = declared(reference.withMemberBytes(names.number(of:)))
          {
            meaning = Meaning(number: Int32(member), isMember: true)
          }
        }
        guard let meaning, !localNumbers.contains(meaning.number) else { return nil }
        return meaning
      }
    }
  }

  /// The meaning of the reference at `offset`: its name's number and whether it is the member's.
  subscript(offset: Int) -> (number: Int, isMember: Bool)? {
    meanings[offset].map { (Int($0.number), $0.isMember) }
  }
}
