import Foundation

/// What generating shares: the project's `scaffold.json`, its template lookup, the template set chosen by
/// preset × binding, and the options every render uses. `new-module`, `templates` and the library all
/// build it here, so a template previewed is rendered exactly as it is generated.
package struct ProjectSetup: Sendable {
  package var settings: ProjectSettings
  package var lookup: TemplateLookup
  package var choice: ArchitectureChoice
  package var options: GenerateOptions

  /// The choices that override `scaffold.json` (the command line's `--templates`, `--preset`, `--binding`).
  package struct Overrides: Sendable, Equatable {
    package var templates: String?
    package var preset: Preset?
    package var binding: BindingStyle?
    package var layout: GenerateOptions.Layout

    package init(
      templates: String? = nil, preset: Preset? = nil, binding: BindingStyle? = nil,
      layout: GenerateOptions.Layout = .modules
    ) {
      self.templates = templates
      self.preset = preset
      self.binding = binding
      self.layout = layout
    }
  }

  /// The values a render takes from outside the project: the author when `scaffold.json` names none, and
  /// the date for the `date` and `year` template values.
  package struct Environment: Sendable {
    package var author: @Sendable () -> String?
    package var now: Date

    package init(author: @escaping @Sendable () -> String? = { nil }, now: Date = Date()) {
      self.author = author
      self.now = now
    }

    /// `SOURCE_DATE_EPOCH` from `variables` when set (reproducible output), else `clock`.
    package static func date(variables: [String: String], clock: Date) -> Date {
      if let text = variables["SOURCE_DATE_EPOCH"], let seconds = Double(text) {
        return Date(timeIntervalSince1970: seconds)
      }
      return clock
    }
  }

  /// Settings of the nearest `scaffold.json` above the working directory, with `overrides` applied. A
  /// preset from `overrides` starts from its own default binding, not the file's.
  package static func load(
    _ overrides: Overrides, fileSystem: any FileAccess, environment: Environment = Environment()
  ) throws(ScaffoldError) -> ProjectSetup {
    let (settings, lookup) = try project(templates: overrides.templates, fileSystem: fileSystem)
    let preset = overrides.preset ?? settings.preset
    let binding = overrides.binding ?? (overrides.preset == nil ? settings.binding : nil)
    let choice: ArchitectureChoice
    do {
      choice = try ArchitectureTable.resolve(preset: preset, binding: binding, sources: lookup.sources)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let project = ProjectValues(
      author: settings.author ?? environment.author() ?? "", now: environment.now,
      organization: settings.organization ?? "", preset: choice.preset.rawValue, binding: choice.binding.rawValue,
      custom: settings.custom)
    var options = GenerateOptions(
      layout: overrides.layout, templateSet: choice.templateSet, generatorVersion: ScaffoldVersion.current,
      project: project)
    options.sourceRoot = settings.sourceRoot
    options.conventions = settings.conventions
    AppModule.configure(&options, root: settings.root, fileSystem: fileSystem)
    return ProjectSetup(settings: settings, lookup: lookup, choice: choice, options: options)
  }

  /// The nearest `scaffold.json`'s settings and the template lookup, without choosing a set.
  package static func project(
    templates: String?, fileSystem: any FileAccess
  ) throws(ScaffoldError) -> (ProjectSettings, TemplateLookup) {
    let settings: ProjectSettings
    do {
      settings = try ProjectSettings.load(from: fileSystem.currentDirectory, fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    do {
      return (settings, try TemplateLookup(option: templates, settings: settings, fileSystem: fileSystem))
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }

  /// The chosen template set.
  package func templateSet() throws(ScaffoldError) -> TemplateSet {
    do {
      return try TemplateSet(named: choice.templateSet, sources: lookup.sources)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }

  /// The module spec: the file at `path`, or the built-in default named `name`. Invalid specs list every
  /// problem, then how many there were.
  package static func loadSpec(
    _ path: String?, name: String?, ui: UIKind? = nil, defaultUI: UIKind? = nil, projectTypes: ProjectTypes = .none,
    fileSystem: any FileAccess
  ) throws(ScaffoldError) -> ModuleSpec {
    do {
      if let path {
        let overrides = SpecLoader.Overrides(name: name, ui: ui, defaultUI: defaultUI, projectTypes: projectTypes)
        return try SpecLoader.load(file: path, in: fileSystem, overrides: overrides)
      }
      return try SpecLoader.defaultSpec(name: name ?? "", ui: ui ?? defaultUI)
    } catch {
      throw ScaffoldError(.invalidInput, error, note: error.summary)
    }
  }
}
