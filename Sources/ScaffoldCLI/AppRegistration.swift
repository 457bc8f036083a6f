import ScaffoldKit

/// The app `new-app` made around the project root, when there is one: its `Package.swift` has the region
/// modules register in. `new-module` then adds the module's registration to the plan.
struct AppRegistration {
  let root: String
  let fileSystem: any FileSystem
  let package: String

  /// Nil when the project root's `Package.swift` is missing or not an app's.
  init?(settings: ProjectSettings, fileSystem: any FileSystem) throws(CLIError) {
    let path = Paths.join(settings.root, AppModule.packagePath)
    guard fileSystem.kind(of: path) == .file else { return nil }
    do {
      package = try fileSystem.readText(path)
    } catch {
      throw .invalidInput("error: \(error)\nnothing was written")
    }
    guard AppModule.isApp(packageText: package) else { return nil }
    root = settings.root
    self.fileSystem = fileSystem
  }

  /// Adds the edits of `Package.swift` and the composition root that register `spec` (unchanged when it is).
  func register(_ spec: ModuleSpec, setup: ProjectSetup, in plan: inout GenerationPlan) throws(CLIError) {
    let containerPath = Paths.join(root, AppModule.containerPath(AppLayout.of(setup.choice.preset)))
    let container: String
    do {
      container = try fileSystem.readText(containerPath)
    } catch {
      throw .invalidInput("error: \(error)\nthe module cannot be registered; nothing was written")
    }
    let prior = AppModule.Sources(package: package, container: container)
    let registered: AppModule.Sources
    do {
      registered = try AppModule.register(
        spec, options: setup.options, templates: setup.lookup.sources, in: prior)
    } catch {
      throw .invalidInput("\(error)\nnothing was written")
    }
    plan.addEdit(path: Paths.join(root, AppModule.packagePath), prior: package, contents: registered.package)
    plan.addEdit(path: containerPath, prior: container, contents: registered.container)
  }
}
