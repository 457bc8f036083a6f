/// Taking files out of the project: the inverse of `place`, so that a module added and then removed leaves the
/// project as it was.
extension Integrator {
  /// Removes every reference to `path` (absolute): its file references with their build files and their place
  /// in their group, and its entries in synchronized folders' exception sets. Groups scaffold created that this
  /// leaves empty go in `finishRemovals()`. Returns whether anything referred to the file.
  mutating func remove(_ path: String) -> Bool {
    guard let file = relative(path) else { return false }
    var found = false
    let parents = Dictionary(nodes.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
    for reference in fileReferences[file] ?? [] {
      found = true
      for buildFile in project.order where project.objects[buildFile]?.string("fileRef") == reference {
        removeBuildFile(buildFile)
      }
      if let parent = parents[reference] ?? nil {
        removeChild(reference, from: parent)
        if let group = project.objects[parent], group.isa == "PBXVariantGroup" {
          removeIfEmptied(variantGroup: group, parents: parents)
        }
      }
      if let object = project.objects[reference] { editor.removeObject(object) }
    }
    fileReferences[file] = nil
    for group in synchronized where Self.contains(group.folder, file) {
      let entry = group.folder.isEmpty ? file : String(file.dropFirst(group.folder.count + 1))
      for target in project.targets {
        guard let set = exceptionSet(group.id, target), let list = set["membershipExceptions"],
          let item = list.array?.first(where: { $0.string == entry })
        else { continue }
        editor.remove(item, from: list)
        removedExceptions[set.id, default: 0] += 1
        found = true
      }
    }
    return found
  }

  /// A variant group whose languages' files are all gone goes too, with its build files and its place in its
  /// group; one still holding a language the team added stays, in its target.
  private mutating func removeIfEmptied(variantGroup group: XcodeProject.Object, parents: [String: String?]) {
    guard Set(group.references("children")).isSubset(of: removedChildren[group.id] ?? []),
      removedVariantGroups.insert(group.id).inserted
    else { return }
    for buildFile in project.order where project.objects[buildFile]?.string("fileRef") == group.id {
      removeBuildFile(buildFile)
    }
    if let parent = parents[group.id] ?? nil { removeChild(group.id, from: parent) }
    editor.removeObject(group)
  }

  /// Removes a build file object and its place in every build phase that lists it.
  private mutating func removeBuildFile(_ id: String) {
    for phaseID in project.order {
      guard let phase = project.objects[phaseID], phase.isa.hasSuffix("BuildPhase"), let files = phase["files"],
        let item = files.array?.first(where: { $0.string == id })
      else { continue }
      editor.remove(item, from: files)
    }
    if let object = project.objects[id] { editor.removeObject(object) }
  }

  private mutating func removeChild(_ child: String, from group: String) {
    guard let children = project.objects[group]?["children"],
      let item = children.array?.first(where: { $0.string == child })
    else { return }
    editor.remove(item, from: children)
    removedChildren[group, default: []].insert(child)
  }

  /// Removes the groups scaffold created (their ids derive from their folder) that the removals left empty,
  /// and then their parents that this leaves empty, up the tree; and the exception sets scaffold created that
  /// they left empty, with the `exceptions` list of their folder when it held only those.
  mutating func finishRemovals() {
    for group in synchronized {
      guard let object = project.objects[group.id],
        let exceptions = object.value.entries?.first(where: {
          $0.key == "exceptions"
        })
      else { continue }
      let emptied =
        exceptions.value.array?.filter { item in
          guard let id = item.string, let set = project.objects[id], let target = set.string("target") else {
            return false
          }
          return ProjectEditor.isDerived(id, from: "scaffold|exceptions|\(group.id)|\(target)")
            && set.references("membershipExceptions").count == removedExceptions[id]
        } ?? []
      guard !emptied.isEmpty else { continue }
      for item in emptied {
        if let set = item.string.flatMap({ project.objects[$0] }) { editor.removeObject(set) }
      }
      if emptied.count == exceptions.value.array?.count {
        editor.remove(exceptions)
      } else {
        for item in emptied { editor.remove(item, from: exceptions.value) }
      }
    }
    let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var pending = Array(removedChildren.keys)
    while let id = pending.popLast() {
      guard let node = byID[id], let folder = node.folder, let parent = node.parent,
        let object = project.objects[id], object.isa == "PBXGroup", !grownGroups.contains(id),
        ProjectEditor.isDerived(id, from: "scaffold|group|\(folder)"),
        Set(object.references("children")).isSubset(of: removedChildren[id] ?? [])
      else { continue }
      editor.removeObject(object)
      let wasEmptied = removedChildren[parent]?.contains(id) == true
      removeChild(id, from: parent)
      if !wasEmptied { pending.append(parent) }
    }
  }
}
