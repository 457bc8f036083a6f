/// How a module is generated, beyond what its spec says.
package struct GenerateOptions: Sendable, Equatable {
  /// Where the generated files go, relative to the output directory.
  package enum Layout: String, Sendable, Equatable, CaseIterable {
    /// `Modules/<Name>/{View,ViewModel,Repository,Model,Router}/` and `Tests/<Name>Tests/`, for an app target.
    case modules
    /// A standalone SwiftPM package: `Package.swift`, `Sources/<Name>/<layer folders>/`, `Tests/<Name>Tests/`.
    case package
  }

  package var layout: Layout
  /// The template set to render (`mvvm`).
  package var templateSet: String
  /// The generating tool's version, available to templates as `generator.version`.
  package var generatorVersion: String
  /// Values from the project: author, date, organization, preset, binding, `scaffold.json` custom values.
  package var project: ProjectValues
  /// The folder module sources go under, relative to the output directory (`App` in a `features` app, whose
  /// modules live in `App/Features/`); tests stay in `Tests/`. `scaffold.json`'s `sourceRoot`.
  package var sourceRoot: String?
  /// The team's layout and conventions from `scaffold.json`; a package (`layout` `.package`) keeps only its
  /// suffixes and indentation.
  package var conventions = ProjectConventions()
  /// Whether the module is generated inside an app `new-app` made: it reaches the network through the app's
  /// HTTP client (the app adds that data source and its tests), so it has no URLSession data source of its own.
  package var inApp = false
  /// What a module's own target appends to the module's name (`Architecture.moduleProduct`): `Feature`, or, in
  /// an app made before that naming, what its `Package.swift` appends (nothing: target `Cart`).
  package var moduleProductSuffix = Architecture.moduleProduct("")
  /// The development region of the Xcode app target the module compiles into (`compiledByAppTarget`); nil where
  /// the module has a target of its own or goes into no project. Set, the module's texts are a strings table
  /// named after it in `<region>.lproj/`, which the app target copies into the app's bundle.
  package var appTargetRegion: String?

  package init(
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
  package var preset: Preset {
    ArchitectureTable.choice(forSet: templateSet)?.preset ?? Preset(rawValue: project.preset)?.modulesAs ?? .default
  }

  /// The conventions that apply to this layout: a standalone package has its own folders, one target and
  /// public declarations.
  package var effectiveConventions: ProjectConventions {
    layout == .package ? conventions.withoutPlacement : conventions
  }

  /// The preset's row of the architecture table with the project's conventions applied.
  package var architecture: Architecture { preset.architecture.applying(effectiveConventions) }

  /// Template-set conventions set by the project's suffixes: `navigatorType` (and the `navigatorName` of a
  /// navigator property) and `viewControllerSuffix`.
  package var conventionOverrides: [String: String] {
    var result: [String: String] = [:]
    if let navigator = conventions.suffixes.navigator {
      result["navigatorType"] = navigator
      result["navigatorName"] = SwiftCode.lowerFirst(navigator)
    }
    if let suffix = conventions.suffixes.viewController { result["viewControllerSuffix"] = suffix }
    return result
  }
}
