/// How a module is generated, beyond what its spec says.
public struct GenerateOptions: Sendable, Equatable {
  /// Where the generated files go, relative to the output directory.
  public enum Layout: String, Sendable, Equatable, CaseIterable {
    /// `Modules/<Name>/{View,ViewModel,Repository,Model,Router}/` and `Tests/<Name>Tests/`, for an app target.
    case modules
    /// A standalone SwiftPM package: `Package.swift`, `Sources/<Name>/<layer folders>/`, `Tests/<Name>Tests/`.
    case package
  }

  public var layout: Layout
  /// The template set to render (`mvvm`).
  public var templateSet: String
  /// The generating tool's version, available to templates as `generator.version`.
  public var generatorVersion: String
  /// Values from the project: author, date, organization, preset, binding, `scaffold.json` custom values.
  public var project: ProjectValues
  /// The folder module sources go under, relative to the output directory (`App` in a `features` app, whose
  /// modules live in `App/Features/`); tests stay in `Tests/`. `scaffold.json`'s `sourceRoot`.
  public var sourceRoot: String?

  public init(
    layout: Layout = .modules, templateSet: String = "mvvm", generatorVersion: String = "0.1.0",
    project: ProjectValues = ProjectValues()
  ) {
    self.layout = layout
    self.templateSet = templateSet
    self.generatorVersion = generatorVersion
    self.project = project
  }

  /// The preset whose layout the files follow: the template set's row of the preset × binding table, or, for
  /// a set the table does not name, the project's preset.
  public var preset: Preset {
    ArchitectureTable.choice(forSet: templateSet)?.preset ?? Preset(rawValue: project.preset)?.modulesAs ?? .default
  }
}
