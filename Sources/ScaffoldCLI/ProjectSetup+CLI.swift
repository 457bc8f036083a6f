import ScaffoldKit

/// The project setup for a command, with the library's errors as the command's.
extension ProjectSetup {
  static func load(_ overrides: Overrides, in environment: CommandEnvironment) throws(CLIError) -> ProjectSetup {
    do {
      return try load(overrides, fileSystem: environment.fileSystem, environment: environment.project)
    } catch {
      throw .job(error)
    }
  }

  static func loadSpec(_ path: String?, name: String?, in environment: CommandEnvironment) throws(CLIError)
    -> ModuleSpec
  {
    do {
      return try loadSpec(path, name: name, fileSystem: environment.fileSystem)
    } catch {
      throw .job(error)
    }
  }

  static func project(
    templates: String?, in environment: CommandEnvironment
  ) throws(CLIError) -> (ProjectSettings, TemplateLookup) {
    do {
      return try project(templates: templates, fileSystem: environment.fileSystem)
    } catch {
      throw .job(error)
    }
  }
}
