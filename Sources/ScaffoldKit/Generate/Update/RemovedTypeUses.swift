/// A file an update keeps with the user's edits that still names a type the update removes: it will not
/// compile until the user changes it (an edited view whose view model went with a dropped screen).
package struct RemovedTypeUse: Sendable, Equatable {
  /// Relative to the output directory.
  package var path: String
  /// Where the file first names the type.
  package var position: SourcePosition
  /// The removed types the file names, sorted.
  package var types: [String]

  /// Where the file first names them, and what to do; the CLI words it as a warning.
  package var problem: Problem {
    Problem(
      location: SourcePosition.location(path, position),
      "kept with your edits, but it names " + types.joined(separator: ", ")
        + ", which this update removes; change the file or delete it before building")
  }
}

extension ModuleUpdate.ModulePlan {
  /// The kept files (your edits kept, merged, or no longer generated but edited) that name a type declared in a
  /// file the update removes and declared nowhere after it.
  package var removedTypeUses: [RemovedTypeUse] {
    let gone = files.filter { $0.change == .removed }
    guard !gone.isEmpty else { return [] }
    func types(_ text: String?, _ path: String) -> Set<String> {
      text.map { Set(SwiftIndexer.index($0, path: path).topLevelTypes) } ?? []
    }
    let remaining = files.reduce(into: Set<String>()) { $0.formUnion(types($1.after, $1.path)) }
    let removed = gone.reduce(into: Set<String>()) { $0.formUnion(types($1.before, $1.path)) }.subtracting(remaining)
    guard !removed.isEmpty else { return [] }
    return files.compactMap { file in
      guard [.keptEdits, .keptNoLongerGenerated, .merged].contains(file.change), let text = file.after,
        file.path.hasSuffix(".swift")
      else { return nil }
      let uses = SwiftIndexer.index(text, path: file.path).references.filter { removed.contains($0.name) }
      guard let first = uses.first else { return nil }
      return RemovedTypeUse(path: file.path, position: first.position, types: Set(uses.map(\.name)).sorted())
    }
  }
}
