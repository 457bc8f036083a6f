import Foundation
import ScaffoldKit

/// What generating commands share: the project's `scaffold.json`, its template lookup, the template set
/// chosen by preset × binding, and the options every render uses. `new-module` and `templates` both
/// build it here, so a template previewed is rendered exactly as it is generated.
struct ProjectSetup {
  var settings: ProjectSettings
  var lookup: TemplateLookup
  var choice: ArchitectureChoice
  var options: GenerateOptions

  /// The command-line choices that override `scaffold.json`.
  struct Overrides {
    var templates: String?
    var preset: Preset?
    var binding: BindingStyle?
    var layout: GenerateOptions.Layout = .modules
  }

  static func load(_ overrides: Overrides, in environment: CommandEnvironment) throws(CLIError) -> ProjectSetup {
    let (settings, lookup) = try project(templates: overrides.templates, in: environment)
    let preset = overrides.preset ?? settings.preset
    // A preset named on the command line starts from its own default binding, not the file's.
    let binding = overrides.binding ?? (overrides.preset == nil ? settings.binding : nil)
    let choice: ArchitectureChoice
    do {
      choice = try ArchitectureTable.resolve(preset: preset, binding: binding, sources: lookup.sources)
    } catch {
      throw .invalidInput("\(error)")
    }
    let project = ProjectValues(
      author: settings.author ?? environment.gitUserName() ?? "", now: Self.now(environment),
      organization: settings.organization ?? "", preset: choice.preset.rawValue, binding: choice.binding.rawValue,
      custom: settings.custom)
    let options = GenerateOptions(
      layout: overrides.layout, templateSet: choice.templateSet, generatorVersion: ScaffoldVersion.current,
      project: project)
    return ProjectSetup(settings: settings, lookup: lookup, choice: choice, options: options)
  }

  /// The nearest `scaffold.json`'s settings and the template lookup, without choosing a set.
  static func project(
    templates: String?, in environment: CommandEnvironment
  ) throws(CLIError) -> (ProjectSettings, TemplateLookup) {
    let fileSystem = environment.fileSystem
    let settings: ProjectSettings
    do {
      settings = try ProjectSettings.load(from: fileSystem.currentDirectory, fileSystem: fileSystem)
    } catch {
      throw .invalidInput("\(error)")
    }
    do {
      return (settings, try TemplateLookup(option: templates, settings: settings, fileSystem: fileSystem))
    } catch {
      throw .invalidInput("\(error)")
    }
  }

  /// `SOURCE_DATE_EPOCH` when set (reproducible output), else the clock.
  static func now(_ environment: CommandEnvironment) -> Date {
    if let text = environment.variables["SOURCE_DATE_EPOCH"], let seconds = Double(text) {
      return Date(timeIntervalSince1970: seconds)
    }
    return environment.now()
  }

  /// The chosen template set.
  func templateSet() throws(CLIError) -> TemplateSet {
    do {
      return try TemplateSet(named: choice.templateSet, sources: lookup.sources)
    } catch {
      throw .invalidInput("\(error)")
    }
  }

  /// The module spec: `--spec FILE`, or the built-in default named `name`.
  static func loadSpec(
    _ path: String?, name: String?, ui: UIKind? = nil, fileSystem: any FileSystem
  ) throws(CLIError) -> ModuleSpec {
    do {
      if let path {
        return try SpecLoader.load(file: path, in: fileSystem, overrides: SpecLoader.Overrides(name: name, ui: ui))
      }
      return try SpecLoader.defaultSpec(name: name ?? "", ui: ui)
    } catch {
      throw .invalidInput("\(error)\n\(error.summary)")
    }
  }
}
