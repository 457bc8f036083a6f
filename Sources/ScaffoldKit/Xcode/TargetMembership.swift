/// Which targets of an Xcode project compile each file: through its Sources phase (classic groups) or a
/// synchronized folder and its exception sets. `lint --xcodeproj` skips files no target compiles.
package struct TargetMembership: Sendable {
  /// Absolute file path → targets, for files listed in a Sources phase.
  private var listed: [String: Set<String>] = [:]
  /// Synchronized folders (absolute), with the targets syncing them and each target's exceptions (paths relative to the folder).
  private var folders: [(folder: String, syncing: Set<String>, exceptions: [String: Set<String>])] = []
  /// The `project.pbxproj` (or `project.xcproj`) it was read from, as given; empty when made in memory.
  package private(set) var projectFile = ""

  /// Reads `project.pbxproj` or `project.xcproj` at `projectFile`.
  package init(projectFile: String, fileSystem: some FileAccess) throws(XcodeProjectError) {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(projectFile)
    } catch {
      throw .unreadable(projectFile, "\(error)")
    }
    if Paths.basename(projectFile) == XcprojProject.fileName {
      let project = try XcprojProject(path: projectFile, bytes: bytes)
      self.init(project, sourceRoot: Paths.dirname(Paths.dirname(fileSystem.absolute(projectFile))))
      self.projectFile = projectFile
      return
    }
    let project = try XcodeProject(path: projectFile, bytes: bytes)
    self.init(project, sourceRoot: project.sourceRoot(projectFile: fileSystem.absolute(projectFile)))
    self.projectFile = projectFile
  }

  init(_ project: XcodeProject, sourceRoot: String) {
    let nodes = project.tree()
    func absolute(_ folder: String) -> String { folder.isEmpty ? sourceRoot : Paths.join(sourceRoot, folder) }
    var paths: [String: String] = [:]
    for node in nodes { if let folder = node.folder { paths[node.id] = absolute(folder) } }
    for target in project.targets {
      for buildFile in project.sourcesPhase(of: target.id)?.references("files") ?? [] {
        guard let reference = project.objects[buildFile]?.string("fileRef"), let path = paths[reference] else {
          continue
        }
        listed[path, default: []].insert(target.name)
      }
    }
    let names = Dictionary(project.targets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    for node in nodes where node.isa == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = paths[node.id], let group = project.objects[node.id] else { continue }
      let syncing = Set(
        project.targets.filter {
          project.objects[$0.id]?.references("fileSystemSynchronizedGroups").contains(node.id) ?? false
        }.map(\.name))
      var exceptions: [String: Set<String>] = [:]
      for id in group.references("exceptions") {
        guard let set = project.objects[id], set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set.string("target").flatMap({ names[$0] })
        else { continue }
        exceptions[target, default: []].formUnion(set.references("membershipExceptions"))
      }
      folders.append((folder, syncing, exceptions))
    }
  }

  /// Files list the targets they are members of; folders the targets they sync, with exception sets.
  init(_ project: XcprojProject, sourceRoot: String) {
    let root = Paths.normalize(sourceRoot)
    func absolute(_ path: String) -> String { path.isEmpty ? root : Paths.join(root, path) }
    for reference in project.references {
      guard let path = reference.path else { continue }
      switch reference.kind {
      case "file-reference":
        let targets = project.compilingTargets(of: reference)
        if !targets.isEmpty { listed[absolute(path), default: []].formUnion(targets) }
      case "folder":
        let sync = project.synchronization(of: reference)
        folders.append((absolute(path), sync.syncing, sync.exceptions))
      default: break
      }
    }
  }

  /// The targets that compile the file at `path` (absolute, normalised).
  package func targets(of path: String) -> Set<String> {
    var result = listed[path] ?? []
    for item in folders where path.hasPrefix(item.folder + "/") {
      let entry = String(path.dropFirst(item.folder.count + 1))
      for target in item.syncing.union(item.exceptions.keys)
      where XcodeProject.synchronizedMember(
        syncs: item.syncing.contains(target), listed: item.exceptions[target]?.contains(entry) ?? false)
      {
        result.insert(target)
      }
    }
    return result
  }
}
