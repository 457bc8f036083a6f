/// What a new module would collide with in the project it is generated into: a type the module declares
/// that a project file already declares (two `Server` types in one app target do not compile), and the
/// module's folder already holding files the module does not write (`new-module Settings` next to a team's
/// own `Settings/`). Read before anything is written; `new-module` refuses on any, unless told otherwise.
package enum ProjectCollisions {
  package struct Collision: Sendable, Equatable, CustomStringConvertible {
    /// The generated file (relative to the output directory) and what it declares or where it goes.
    package var generated: String
    /// The project's side: `path:line:col` of the existing declaration, or the existing folder.
    package var existing: String
    package var description: String
  }

  /// The collisions of `files` (paths relative to `root`, the output directory) with the Swift files under
  /// `projectRoot`. Files the plan itself writes are not the project's: re-generating a module over itself,
  /// or `--force` over edited files, collides with nothing. Paths in messages are relative to the working
  /// directory.
  /// `projectTypes` nil checks the folder only (a standalone package declares its types in its own module).
  /// `moduleFolders` are the module's own folders where a `scaffold.json` layout spreads its files over the
  /// app's folders (`Architecture.moduleFolders(module:)`); nil: the deepest folder holding its sources.
  package static func find(
    files: [GeneratedFile], root: String, projectTypes: ProjectTypes?, moduleFolders: [String]? = nil,
    fileSystem: any FileAccess
  ) -> [Collision] {
    let root = fileSystem.absolute(root)
    let planned = Set(files.map { Paths.join(root, $0.path) })
    let display = { (path: String) in Paths.relative(path, to: fileSystem.currentDirectory) }
    var collisions: [Collision] = []

    // Types: top-level declarations of the module's source files against those of the project's files.
    var generatedTypes: [(name: String, file: String, position: SourcePosition)] = []
    for file in files where file.path.hasSuffix(".swift") && !GeneratedNameCheck.isTestFile(file.path) {
      for declared in DeclaredName.scan(file.contents, file: file.path)
      where declared.scope.isEmpty && declared.kind == .type {
        generatedTypes.append((declared.name, file.path, declared.position))
      }
    }
    var reported: Set<String> = []
    for type in generatedTypes {
      guard let other = projectTypes?.declarations[type.name]?.first(where: { !planned.contains($0.path) }),
        reported.insert(type.name).inserted
      else { continue }
      let there = other.location
      let here = SourcePosition.location(display(Paths.join(root, type.file)), type.position)
      collisions.append(
        Collision(
          generated: here, existing: there,
          description: "type '\(type.name)' would be declared twice: the project declares it at \(there), "
            + "and the module would at \(here)"))
    }

    // The module's folder: the deepest folder holding all its source files, when it exists with other files
    // and none of the module's (a folder the module was written into before is its own).
    let sources = files.map(\.path).filter {
      !GeneratedNameCheck.isTestFile($0) && !$0.hasPrefix(".") && $0.contains("/")
    }
    for folder in moduleFolders ?? commonFolder(sources).map({ [$0] }) ?? [] {
      let absolute = Paths.join(root, folder)
      if fileSystem.kind(of: absolute) == .directory {
        let present = allFiles(under: absolute, fileSystem: fileSystem)
        let others = present.filter { !planned.contains($0) }
        if let first = others.first, others.count == present.count {
          let more = others.count == 1 ? "" : " and \(others.count - 1) more"
          collisions.append(
            Collision(
              generated: display(absolute), existing: display(first),
              description: "folder '\(display(absolute))' already exists with other content "
                + "('\(display(first))'\(more)); the module would be written into it"))
        }
      }
    }
    return collisions
  }

  /// The deepest folder that holds every path (`Modules/Order` for `Modules/Order/Model/Order.swift` and
  /// `Modules/Order/View/OrderView.swift`), nil when they share none.
  static func commonFolder(_ paths: [String]) -> String? {
    guard var common = paths.first.map({ Array($0.split(separator: "/").dropLast()) }) else { return nil }
    for path in paths.dropFirst() {
      let folders = Array(path.split(separator: "/").dropLast())
      let shared = zip(common, folders).prefix { $0 == $1 }.count
      common = Array(common.prefix(shared))
    }
    return common.isEmpty ? nil : common.joined(separator: "/")
  }

  /// `.swift` files under `root`, skipping hidden folders, build folders and linked folders.
  static func swiftFiles(under root: String, fileSystem: any FileAccess) -> [String] {
    allFiles(under: root, fileSystem: fileSystem, skipping: ["build", "Pods", "Carthage", "DerivedData"])
      .filter { $0.hasSuffix(".swift") }
  }

  private static func allFiles(under root: String, fileSystem: any FileAccess, skipping: Set<String> = [])
    -> [String]
  {
    var found: [String] = []
    var frontier = [root]
    var depth = 0
    while !frontier.isEmpty && depth < 64 {
      var next: [String] = []
      for folder in frontier {
        guard let entries = try? fileSystem.entries(ofDirectory: folder) else { continue }
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
          let path = Paths.join(folder, entry.name)
          switch entry.kind {
          case .directory? where !entry.isSymbolicLink && !skipping.contains(entry.name): next.append(path)
          case .file?: found.append(path)
          default: break
          }
        }
      }
      frontier = next
      depth += 1
    }
    return found
  }
}
