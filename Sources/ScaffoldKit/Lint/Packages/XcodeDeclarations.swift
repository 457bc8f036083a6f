/// The dependencies an Xcode project declares for each native target, located in `project.pbxproj`: its target
/// dependencies (`PBXTargetDependency`, on a target or a package product), its linked package products
/// (`XCSwiftPackageProductDependency`) and the frameworks of its Frameworks phase. A module reached through
/// several of them is one dependency, at the first. `project.xcproj` is not read: its targets declare nothing.
enum XcodeDeclarations {
  static func read(_ projectFile: String, products: LocalProducts, fileSystem: any FileAccess)
    -> (path: String, targets: [DeclaredDependencies.Target])?
  {
    guard Paths.basename(projectFile) != XcprojProject.fileName, let bytes = try? fileSystem.readData(projectFile),
      let project = try? XcodeProject(path: projectFile, bytes: bytes)
    else { return nil }
    let path = Paths.relative(fileSystem.absolute(projectFile), to: fileSystem.currentDirectory)
    let objects = project.objects
    func position(_ offset: Int) -> SourcePosition { PlistParser.position(of: offset, in: bytes) }
    // The module a target builds comes from its build settings (`PRODUCT_NAME`, in the project or its
    // `.xcconfig`), not from its `productName` attribute, which keeps the name the target was created with (a
    // renamed app's `CodeChallenge`).
    let projectTargets = project.targets(projectFile: projectFile, fileSystem: fileSystem)
    let modules = Dictionary(projectTargets.map { ($0.id, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
    func targetModule(_ id: String) -> String? { modules[id] }
    func product(_ id: String) -> (name: String, modules: [String])? {
      guard let object = objects[id], object.isa == "XCSwiftPackageProductDependency",
        let name = object.string("productName")
      else { return nil }
      return (name, products.modules(of: name, package: nil))
    }
    // A target dependency on anything else (an app extension or a watch app the app embeds, the app a test
    // target runs in, a bundle, a tool or an aggregate target run first) is declared for what it builds.
    let libraries = Set(projectTargets.filter(\.buildsALibrary).map(\.id))
    var targets: [DeclaredDependencies.Target] = []
    for target in projectTargets where target.isa == "PBXNativeTarget" {
      guard let object = objects[target.id] else { continue }
      var dependencies: [DeclaredDependencies.Dependency] = []
      var seen = Set<String>()
      func add(_ written: String, _ modules: [String], at item: PlistValue, needsNoImport: Bool = false) {
        let fresh = modules.filter { !seen.contains($0) }
        guard !fresh.isEmpty else { return }
        seen.formUnion(fresh)
        dependencies.append(
          .init(
            written: written, modules: fresh, position: position(item.span.lowerBound), needsNoImport: needsNoImport))
      }
      for item in object["dependencies"]?.array ?? [] {
        guard let dependency = item.string.flatMap({ objects[$0] }) else { continue }
        if let id = dependency.string("target"), let module = targetModule(id) {
          add(
            "target dependency \(objects[id]?.string("name") ?? module)", [module], at: item,
            needsNoImport: !libraries.contains(id))
        } else if let found = dependency.string("productRef").flatMap(product) {
          add("package product \(found.name)", found.modules, at: item)
        }
      }
      for item in object["packageProductDependencies"]?.array ?? [] {
        guard let found = item.string.flatMap(product) else { continue }
        add("package product \(found.name)", found.modules, at: item)
      }
      for phase in object.references("buildPhases").compactMap({ objects[$0] })
      where phase.isa == "PBXFrameworksBuildPhase" {
        for item in phase["files"]?.array ?? [] {
          guard let file = item.string.flatMap({ objects[$0] }) else { continue }
          if let found = file.string("productRef").flatMap(product) {
            add("package product \(found.name)", found.modules, at: item)
          } else if let reference = file.string("fileRef").flatMap({ objects[$0] }),
            let name = (reference.string("path") ?? reference.string("name")).map(Paths.basename),
            name.hasSuffix(".framework")
          {
            add(
              "framework \(name)", [DeclaredDependencies.moduleName(String(name.dropLast(".framework".count)))],
              at: item)
          }
        }
      }
      let listed = object.value.entries?.first { $0.key == "dependencies" }
      targets.append(
        DeclaredDependencies.Target(
          name: target.name, module: targetModule(target.id) ?? DeclaredDependencies.moduleName(target.name),
          isTest: target.productType.contains("test"), manifest: path, folder: nil,
          position: position(object.entry.keySpan.lowerBound),
          dependenciesPosition: listed.map { position($0.keySpan.lowerBound) }, dependencies: dependencies,
          fixIt: { module in
            products.product(holding: module).map { "package product \($0.name)" }
              ?? "a target dependency or package product \(module)"
          }))
    }
    return (path, targets)
  }
}
