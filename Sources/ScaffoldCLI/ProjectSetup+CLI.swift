import ScaffoldKit

/// The project setup for a command, with the library's errors as the command's.
extension ProjectSetup {
  static func load(_ overrides: Overrides, in environment: CommandEnvironment) throws(ScaffoldError) -> ProjectSetup {
    return try load(overrides, fileSystem: environment.fileSystem, environment: environment.project)
  }

  static func loadSpec(_ path: String?, name: String?, in environment: CommandEnvironment) throws(ScaffoldError)
    -> ModuleSpec
  {
    return try loadSpec(path, name: name, fileSystem: environment.fileSystem)
  }

  static func project(
    templates: String?, in environment: CommandEnvironment
  ) throws(ScaffoldError) -> (ProjectSettings, TemplateLookup) {
    return try project(templates: templates, fileSystem: environment.fileSystem)
  }
}
