/// Decides, file by file, what bringing a generated module up to date with a new render does, given what
/// was generated last (the manifest) and what is on disk today. Pure: it reads through the file system
/// protocol and returns a plan; the plan writer applies it all or nothing.
package enum ModuleUpdate {
  /// What to do when the user and the template changed the same lines.
  package enum ConflictStyle: String, Sendable, Equatable, CaseIterable {
    /// Refuse the whole run, listing each conflicting hunk.
    case refuse
    /// Write the file with standard conflict markers for the user to resolve.
    case markers
  }

  /// The labels conflict markers carry: the user's text, the last generated text, the new render.
  package static let labels = ThreeWayMerge.Labels(current: "yours", base: "generated before", other: "generated now")

  /// What happens to one file.
  package enum Change: Sendable, Equatable {
    /// Nothing to do: the file is as generated and the render did not change, or both already agree.
    case unchanged
    /// The user edited it and the render did not change: kept as it is.
    case keptEdits
    /// The user had not edited it: replaced by the new render.
    case replaced
    /// Both changed; the three-way merge was clean.
    case merged
    /// Both changed the same lines differently.
    case conflicted([ThreeWayMerge.Conflict])
    /// The render produces a new file.
    case created
    /// The user had deleted it and `--restore` brings it back.
    case restored
    /// The user deleted it: it stays deleted.
    case staysDeleted
    /// No longer generated and not edited: removed.
    case removed
    /// No longer generated but edited by the user: kept.
    case keptNoLongerGenerated
    /// Something that is not a file (a folder) is where the file goes.
    case blocked(String)
  }

  package struct FileUpdate: Sendable, Equatable {
    /// Relative to the output directory.
    package var path: String
    package var change: Change
    /// The file on disk before the update (nil when missing).
    package var before: String?
    /// The file after the update (nil when missing); with conflicts, the text with markers.
    package var after: String?
  }

  /// The update of one module.
  package struct ModulePlan: Sendable, Equatable {
    package var module: String
    package var files: [FileUpdate]
    /// The manifest recording the new render.
    package var manifest: ModuleManifest
    /// The manifest file's text before (nil for none, as in `adopt`).
    package var manifestBefore: String?
    /// Why the module is out of date (spec, templates, scaffold version); empty when neither changed.
    package var reasons: [String]
    /// Whether the manifest is deleted rather than rewritten (`destroy`).
    package var removesManifest = false
    /// Rendered files left out of the manifest because they do not exist (`adopt`).
    package var notRecorded: [String] = []

    /// Conflicts left unresolved in the module's files on disk: conflict markers an update wrote, or a git
    /// merge or rebase left. An update refuses until they are resolved.
    package var unresolved: [UnresolvedConflict] {
      files.flatMap { file -> [UnresolvedConflict] in
        guard let text = file.before else { return [] }
        return ConflictMarkers.regions(in: text, path: file.path).map {
          UnresolvedConflict(path: file.path, line: $0.lowerBound, endLine: $0.upperBound)
        }
      }
    }

    package var conflicts: [FileUpdate] {
      files.filter { if case .conflicted = $0.change { return true } else { return false } }
    }
    package var blocked: [FileUpdate] {
      files.filter { if case .blocked = $0.change { return true } else { return false } }
    }
    /// Whether writing would change anything on disk (files or the manifest).
    package var changesAnything: Bool {
      files.contains { !LineDiff.same($0.before, $0.after) } || !LineDiff.same(manifestBefore, manifestAfter)
    }

    /// The manifest file's text after the update (nil when it is removed).
    package var manifestAfter: String? { removesManifest ? nil : manifest.json }
  }

  /// Plans updating the module recorded in `old` to the render recorded in `new`, against the files under `root`.
  package static func plan(
    old: ModuleManifest, new: ModuleManifest, root: String, restore: Bool, fileSystem: some FileAccess
  ) -> ModulePlan {
    let root = fileSystem.absolute(root)
    var paths = new.files.map(\.path)
    let produced = Set(paths)
    paths += old.files.map(\.path).filter { !produced.contains($0) }
    var updates: [FileUpdate] = []
    for path in paths.sorted() {
      let base = old.file(path)?.contents
      let render = new.file(path)?.contents
      let full = Paths.join(root, path)
      let disk: String?
      switch fileSystem.kind(of: full) {
      case .directory?:
        updates.append(FileUpdate(path: path, change: .blocked("a directory is in the way"), before: nil, after: nil))
        continue
      case .file?:
        guard let text = try? fileSystem.readText(full) else {
          let change: Change =
            LineDiff.same(base, render) ? .keptEdits : .blocked("cannot be read as UTF-8 text to merge")
          updates.append(FileUpdate(path: path, change: change, before: nil, after: nil))
          continue
        }
        disk = text
      case nil:
        disk = nil
      }
      let (change, after) = decide(path: path, base: base, render: render, disk: disk, restore: restore)
      updates.append(FileUpdate(path: path, change: change, before: disk, after: after))
    }
    let manifestPath = Paths.join(root, new.path)
    return ModulePlan(
      module: new.module, files: updates, manifest: new, manifestBefore: try? fileSystem.readText(manifestPath),
      reasons: reasons(old: old, new: new))
  }

  /// The per-file rules: see docs/update.md.
  static func decide(path: String, base: String?, render: String?, disk: String?, restore: Bool) -> (Change, String?) {
    guard let render else {
      // No longer generated.
      guard let disk else { return (.unchanged, nil) }
      return LineDiff.same(disk, base) ? (.removed, nil) : (.keptNoLongerGenerated, disk)
    }
    guard let disk else {
      if base == nil { return (.created, render) }
      return restore ? (.restored, render) : (.staysDeleted, nil)
    }
    if LineDiff.same(disk, render) { return (.unchanged, disk) }
    if LineDiff.same(disk, base) { return (.replaced, render) }
    if LineDiff.same(render, base) { return (.keptEdits, disk) }
    // Both changed (or both created the file): merge, with an empty base for a file new to both.
    let merged = ThreeWayMerge.merge(base: base ?? "", current: disk, other: render, labels: labels)
    return merged.isClean ? (.merged, merged.text) : (.conflicted(merged.conflicts), merged.text)
  }

  /// What changed between two renders' inputs, in words.
  static func reasons(old: ModuleManifest, new: ModuleManifest) -> [String] {
    var reasons: [String] = []
    if old.spec != new.spec { reasons.append("the spec changed") }
    if old.templateSet != new.templateSet {
      reasons.append("the template set changed from '\(old.templateSet)' to '\(new.templateSet)'")
    }
    let changed = Set(old.templates.keys).union(new.templates.keys).filter { old.templates[$0] != new.templates[$0] }
    for template in changed.sorted() {
      let what =
        old.templates[template] == nil ? "is new" : new.templates[template] == nil ? "is no longer used" : "changed"
      reasons.append("template \(template) \(what)")
    }
    if old.scaffoldVersion != new.scaffoldVersion {
      reasons.append("scaffold \(old.scaffoldVersion) generated it; this is \(new.scaffoldVersion)")
    }
    return reasons
  }

  /// The writes of `modules` as one plan under `root`: all of them or none. Conflicts (unless written with
  /// markers), blocked files and files still holding conflict markers are plan conflicts, so the writer
  /// refuses the plan.
  package static func generationPlan(
    _ modules: [ModulePlan], root: String, conflictStyle: ConflictStyle, fileSystem: some FileAccess
  ) -> GenerationPlan {
    var entries: [GenerationPlan.Entry] = []
    for module in modules {
      for file in module.files {
        // The writer replaces or removes a file only if it still holds what the plan saw.
        var entry = GenerationPlan.Entry(
          path: file.path, contents: file.after ?? "", action: .unchanged,
          existing: file.before.map { ContentDigest($0.utf8) })
        // Only an update refuses markers: `destroy` keeps the edited file and `adopt` records it as edited.
        let updates = module.manifestBefore != nil && !module.removesManifest
        let unresolved = updates ? ConflictMarkers.regions(in: file.before ?? "", path: file.path) : []
        switch file.change {
        case _ where !unresolved.isEmpty:
          entry.action = .conflict
          entry.reason =
            "unresolved conflict markers at line" + (unresolved.count == 1 ? " " : "s ")
            + unresolved.map { String($0.lowerBound) }.joined(separator: ", ")
        case .blocked(let reason):
          entry.action = .conflict
          entry.reason = reason
        case .conflicted(let conflicts) where conflictStyle == .refuse:
          entry.action = .conflict
          entry.reason = "\(conflicts.count) conflicting change\(conflicts.count == 1 ? "" : "s")"
        default:
          entry.action = action(before: file.before, after: file.after)
        }
        entries.append(entry)
      }
      let after = module.manifestAfter
      entries.append(
        GenerationPlan.Entry(
          path: module.manifest.path, contents: after ?? "",
          action: action(before: module.manifestBefore, after: after),
          existing: module.manifestBefore.map { ContentDigest($0.utf8) }))
    }
    return GenerationPlan(root: fileSystem.absolute(root), entries: entries)
  }

  static func action(before: String?, after: String?) -> GenerationPlan.Action {
    switch (before, after) {
    case (nil, nil): return .unchanged
    case (nil, _?): return .create
    case (_?, nil): return .remove
    case (let before?, let after?): return LineDiff.same(before, after) ? .unchanged : .overwrite
    }
  }
}
