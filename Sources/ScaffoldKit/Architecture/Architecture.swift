/// One preset's architecture as data: its layers, where each layer's files live, what each may depend on and
/// import, and its composition roots. The generator reads it for where files go (`layout` in the template
/// context), the linter for which layer a path is in (`Preset.configuration(root:)`), and docs/presets.md
/// shows it (`ArchitectureDocs`).
public struct Architecture: Sendable, Equatable {
  public var preset: Preset
  /// The folder of an app's feature modules, one folder each (`Modules/<Feature>/`). A package keeps them in
  /// `Sources/<Feature>/` (`packageModuleFolder`). The generator writes into the one of its layout; lint
  /// reads both.
  public var moduleFolder: String
  public var layers: [Layer]
  /// Layers of another feature that a feature may name (its public entry points).
  public var crossFeatureAllow: [String]
  /// The folder of composition roots (`App`): exempt from layer rules wherever it is, and where a module's own
  /// composition root goes.
  public var compositionRootFolder: String?
  /// Further composition-root patterns, for presets whose `App/` also holds the features.
  public var compositionRootPaths: [String]
  /// Whether a generated module carries its own composition root, in its `compositionRootFolder`.
  public var moduleHasCompositionRoot: Bool
  /// Type-name patterns of composition roots.
  public var compositionRootTypes: [String]
  /// Where tests live: exempt from every architecture rule.
  public var testPaths: [String]

  /// One layer and where its files live.
  public struct Layer: Sendable, Equatable {
    public var name: String
    public var place: Place
    /// File-name endings (without `.swift`) that put a file anywhere in a feature module into this layer.
    public var fileEndings: [String]
    /// File-name endings a file in `place` must also have (a layer told apart by name within a folder).
    public var suffixes: [String]
    public var mayDependOn: [String]
    public var forbiddenImports: [String]
    /// When set, the only modules this layer may import.
    public var allowedImports: [String]?

    public init(
      _ name: String, _ place: Place, fileEndings: [String] = [], suffixes: [String] = [], mayDependOn: [String] = [],
      forbiddenImports: [String] = [], allowedImports: [String]? = nil
    ) {
      self.name = name
      self.place = place
      self.fileEndings = fileEndings
      self.suffixes = suffixes
      self.mayDependOn = mayDependOn
      self.forbiddenImports = forbiddenImports
      self.allowedImports = allowedImports
    }

    /// The layer's folder inside a module, for the generator; nil for a layer outside modules (`Core`).
    public var moduleFolder: String? {
      switch place {
      case .inModule(let folder): return folder
      case .anywhere(let folder, let inModules): return inModules ? folder : nil
      }
    }
  }

  /// Where a layer's files live.
  public enum Place: Sendable, Equatable {
    /// `folder` inside each feature module (`View`: `Modules/<Feature>/View/`); "" is the module's own folder.
    case inModule(String)
    /// Any folder of that name, in a module or not (`Core/`, clean's `Domain/`); `inModules` says whether
    /// a generated module has one.
    case anywhere(String, inModules: Bool)
  }

  /// SwiftPM's folder of a package's modules.
  public static let packageModuleFolder = "Sources"

  /// The folder modules of `layout` go into.
  public func moduleFolder(for layout: GenerateOptions.Layout) -> String {
    switch layout {
    case .modules: return moduleFolder
    case .package: return Self.packageModuleFolder
    }
  }
}

extension Preset {
  /// This preset's row of the architecture table.
  public var architecture: Architecture {
    typealias Layer = Architecture.Layer
    let ui = Architecture.uiFrameworks
    switch self {
    case .mvvm:
      return Architecture(
        preset: self, moduleFolder: "Modules",
        layers: [
          Layer("View", .inModule("View"), mayDependOn: ["ViewModel", "Router", "Model", "Core"]),
          Layer(
            "ViewModel", .inModule("ViewModel"), mayDependOn: ["Repository", "Model", "Core"], forbiddenImports: ui),
          Layer("Repository", .inModule("Repository"), mayDependOn: ["Model", "Core"], forbiddenImports: ui),
          Layer("Model", .inModule("Model"), mayDependOn: ["Core"], forbiddenImports: ui),
          Layer("Router", .inModule("Router"), mayDependOn: ["View", "ViewModel", "Repository", "Model", "Core"]),
          Layer("Core", .anywhere("Core", inModules: false)),
        ],
        crossFeatureAllow: ["Router"], compositionRootFolder: "App", compositionRootPaths: [],
        moduleHasCompositionRoot: false, compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests)
    case .features:
      return Architecture(
        preset: self, moduleFolder: "Features",
        layers: [
          Layer(
            "ViewModel", .inModule(""), suffixes: ["ViewModel"], mayDependOn: ["Service", "Core"], forbiddenImports: ui),
          Layer("Service", .inModule(""), suffixes: ["Service", "Repository"], mayDependOn: ["Core"]),
          Layer(
            "View", .inModule("Views"), fileEndings: ["VC", "ViewController", "View"],
            mayDependOn: ["ViewModel", "DesignSystem", "Core"]),
          Layer("DesignSystem", .anywhere("DesignSystem", inModules: false), mayDependOn: ["Core"]),
          Layer("Core", .anywhere("Core", inModules: false)),
        ],
        crossFeatureAllow: [], compositionRootFolder: nil,
        compositionRootPaths: ["**/App/*.swift", "**/App/Resources/**"], moduleHasCompositionRoot: false,
        compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests)
    case .clean:
      return Architecture(
        preset: self, moduleFolder: "Modules",
        layers: [
          Layer("Presentation", .anywhere("Presentation", inModules: true), mayDependOn: ["Domain"]),
          Layer("Domain", .anywhere("Domain", inModules: true), allowedImports: ["Foundation"]),
          Layer("Data", .anywhere("Data", inModules: true), mayDependOn: ["Domain"]),
        ],
        crossFeatureAllow: [], compositionRootFolder: "App", compositionRootPaths: [],
        moduleHasCompositionRoot: true, compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests)
    case .none:
      return Architecture(
        preset: self, moduleFolder: modulesAs.architecture.moduleFolder, layers: [], crossFeatureAllow: [],
        compositionRootFolder: nil, compositionRootPaths: [], moduleHasCompositionRoot: false,
        compositionRootTypes: [], testPaths: [])
    }
  }
}

extension Architecture {
  static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit"]

  /// App entry points and DI containers, which wire every layer together.
  static let appTypes = ["AppDelegate", "SceneDelegate", "AppContainer", "AppDependencies", "AppCoordinator"]

  static let tests = ["**/Tests/**", "**/UITests/**", "**/*Tests/**", "**/*Tests.swift"]

  /// The folder of a module's tests: `Tests/<Module>Tests`.
  public static func testsFolder(module: String) -> String { "Tests/\(module)Tests" }

  /// The lint patterns of `layer` (`{feature}` captures the feature's name).
  public func paths(of layer: Layer) -> [String] {
    switch layer.place {
    case .anywhere(let folder, _):
      return ["**/\(folder)/**"]
    case .inModule(let folder):
      return [moduleFolder, Self.packageModuleFolder].flatMap { module -> [String] in
        let feature = "**/\(module)/{feature}"
        let inFolder = folder.isEmpty ? "\(feature)/**" : "\(feature)/\(folder)/**"
        return [inFolder] + layer.fileEndings.map { "\(feature)/**/*\($0).swift" }
      }
    }
  }

  /// Composition-root patterns: the composition-root folder anywhere, and the preset's own patterns.
  public var compositionRoots: [String] {
    (compositionRootFolder.map { ["**/\($0)/**"] } ?? []) + compositionRootPaths
  }
}
