import Foundation

/// One preset's architecture as data: its layers, where each layer's files live, what each may depend on and
/// import, and its composition roots. The generator reads it for where files go (`layout` in the template
/// context), the linter for which layer a path is in (`Preset.configuration(root:)`), and docs/presets.md
/// shows it (`ArchitectureDocs`).
package struct Architecture: Sendable, Equatable {
  package var preset: Preset
  /// The folder of an app's feature modules, one folder each (`Modules/<Feature>/`). A package keeps them in
  /// `Sources/<Feature>/` (`packageModuleFolder`). The generator writes into the one of its layout; lint
  /// reads both.
  package var moduleFolder: String
  package var layers: [Layer]
  /// Layers of another feature that a feature may name (its public entry points).
  package var crossFeatureAllow: [String]
  /// The folder of composition roots (`App`): exempt from layer rules wherever it is, and where a module's own
  /// composition root goes.
  package var compositionRootFolder: String?
  /// Further composition-root patterns, for presets whose `App/` also holds the features.
  package var compositionRootPaths: [String]
  /// Whether a generated module carries its own composition root, in its `compositionRootFolder`.
  package var moduleHasCompositionRoot: Bool
  /// Type-name patterns of composition roots.
  package var compositionRootTypes: [String]
  /// Where tests live: exempt from every architecture rule.
  package var testPaths: [String]
  /// Where a module's tests go, relative to the project root, with `{feature}`; nil: `Tests/<Module>Tests`.
  package var testsTemplate: String?
  /// Where a module's own composition root goes, relative to the project root, with `{feature}`; nil: its
  /// `compositionRootFolder` inside the module.
  package var compositionRootTemplate: String?
  /// The suffixes generated type names end with, per role (`NameSuffixes.roles`).
  package var suffixes = NameSuffixes()
  /// The team's conventions this row was adjusted with (`applying(_:)`).
  package var conventions = ProjectConventions()

  /// One layer and where its files live.
  package struct Layer: Sendable, Equatable {
    package var name: String
    package var place: Place
    /// File-name endings (without `.swift`) that put a file anywhere in a feature module into this layer.
    package var fileEndings: [String]
    /// File-name endings a file in `place` must also have (a layer told apart by name within a folder).
    package var suffixes: [String]
    /// File-name endings a file in the folder of a `.template` place must have, where that folder holds another
    /// layer's files too: they qualify that folder's pattern only, not the patterns `scaffold.json` adds to the
    /// layer (a `Components/**` of its own keeps every file there).
    package var templateEndings: [String] = []
    package var mayDependOn: [String]
    package var forbiddenImports: [String]
    /// When set, the only modules this layer may import.
    package var allowedImports: [String]?
    /// The roles (`NameSuffixes.roles`) whose type-name suffixes end this layer's file names: what tells its
    /// files apart from another layer's when `scaffold.json` puts both in one folder.
    package var roles: [String]
    /// The target its files compile in, when `scaffold.json` names one (split-target layouts).
    package var target: String?
    /// The folders a generated module has inside this layer's folder (clean's `Entities`, `UseCases`), each
    /// with where it goes relative to the layer's folder: its own name, or what `scaffold.json` says ("" for
    /// the layer's folder itself). Templates read them as `layout.<layer><Folder>` (`layout.domainEntities`).
    package var folders: [(name: String, path: String)] {
      get { folderNames.map { name in (name, folderPaths[name] ?? name) } }
      set {
        folderNames = newValue.map(\.name)
        folderPaths = Dictionary(newValue.map { ($0.name, $0.path) }, uniquingKeysWith: { _, last in last })
      }
    }
    package var folderNames: [String]
    var folderPaths: [String: String] = [:]

    package init(
      _ name: String, _ place: Place, fileEndings: [String] = [], suffixes: [String] = [], mayDependOn: [String] = [],
      forbiddenImports: [String] = [], allowedImports: [String]? = nil, roles: [String] = [], folders: [String] = []
    ) {
      self.roles = roles
      folderNames = folders
      self.name = name
      self.place = place
      self.fileEndings = fileEndings
      self.suffixes = suffixes
      self.mayDependOn = mayDependOn
      self.forbiddenImports = forbiddenImports
      self.allowedImports = allowedImports
    }

    /// The layer's folder inside a module, for the generator; nil for a layer outside modules (`Core`).
    package var moduleFolder: String? {
      switch place {
      case .inModule(let folder): return folder
      case .anywhere(let folder, let inModules): return inModules ? folder : nil
      case .template: return nil
      }
    }

    /// Whether a generated module has files in this layer.
    package var isGenerated: Bool {
      if case .template = place { return true }
      return moduleFolder != nil
    }
  }

  /// Where a layer's files live.
  package enum Place: Sendable, Equatable {
    /// `folder` inside each feature module (`View`: `Modules/<Feature>/View/`); "" is the module's own folder.
    case inModule(String)
    /// Any folder of that name, in a module or not (`Core/`, clean's `Domain/`); `inModules` says whether
    /// a generated module has one.
    case anywhere(String, inModules: Bool)
    /// A folder relative to the project root written in `scaffold.json`'s `layout`, with `{feature}` for the
    /// module's name and `{screen}` for a screen's (`Flows/{feature}/{screen}`).
    case template(String)
  }

  /// SwiftPM's folder of a package's modules.
  package static let packageModuleFolder = "Sources"

  /// The folder modules of `layout` go into.
  package func moduleFolder(for layout: GenerateOptions.Layout) -> String {
    switch layout {
    case .modules: return moduleFolder
    case .package: return Self.packageModuleFolder
    }
  }
}

extension Preset {
  /// This preset's row of the architecture table.
  package var architecture: Architecture {
    typealias Layer = Architecture.Layer
    let ui = Architecture.uiFrameworks
    switch self {
    case .mvvm:
      return Architecture(
        preset: self, moduleFolder: "Modules",
        layers: [
          Layer(
            "View", .inModule("View"), mayDependOn: ["ViewModel", "Router", "Model", "Core"],
            roles: ["view", "viewController"]),
          Layer(
            "ViewModel", .inModule("ViewModel"), mayDependOn: ["Repository", "Model", "Core"], forbiddenImports: ui,
            roles: ["viewModel"]),
          Layer("Repository", .inModule("Repository"), mayDependOn: ["Model", "Core"], forbiddenImports: ui),
          Layer("Model", .inModule("Model"), mayDependOn: ["Core"], forbiddenImports: ui),
          Layer(
            "Router", .inModule("Router"), mayDependOn: ["View", "ViewModel", "Repository", "Model", "Core"],
            roles: ["navigator"]),
          Layer("Core", .anywhere("Core", inModules: false)),
        ],
        crossFeatureAllow: ["Router"], compositionRootFolder: "App", compositionRootPaths: [],
        moduleHasCompositionRoot: false, compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests,
        suffixes: NameSuffixes(
          navigator: "Router", viewController: "ViewController", view: "View", viewModel: "ViewModel"))
    case .features:
      return Architecture(
        preset: self, moduleFolder: "Features",
        layers: [
          Layer(
            "ViewModel", .inModule(""), suffixes: ["ViewModel"], mayDependOn: ["Service", "Core"], forbiddenImports: ui,
            roles: ["viewModel"]),
          Layer("Service", .inModule(""), suffixes: ["Service", "Repository"], mayDependOn: ["Core"]),
          Layer(
            "View", .inModule("Views"), fileEndings: ["VC", "ViewController", "View"],
            mayDependOn: ["ViewModel", "DesignSystem", "Core"], roles: ["view", "viewController"]),
          Layer("DesignSystem", .anywhere("DesignSystem", inModules: false), mayDependOn: ["Core"]),
          Layer("Core", .anywhere("Core", inModules: false)),
        ],
        crossFeatureAllow: [], compositionRootFolder: nil,
        compositionRootPaths: ["**/App/*.swift", "**/App/Resources/**"], moduleHasCompositionRoot: false,
        compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests,
        suffixes: NameSuffixes(navigator: "Coordinator", viewController: "VC", view: "View", viewModel: "ViewModel"))
    case .clean:
      return Architecture(
        preset: self, moduleFolder: "Modules",
        layers: [
          Layer(
            "Presentation", .anywhere("Presentation", inModules: true), mayDependOn: ["Domain", "DesignTokens"],
            folders: ["ViewModels", "Views", "Coordinator"]),
          Layer(
            "Domain", .anywhere("Domain", inModules: true), allowedImports: ["Foundation"],
            folders: ["Entities", "Errors", "Repositories", "UseCases"]),
          Layer(
            "Data", .anywhere("Data", inModules: true), mayDependOn: ["Domain", "Core"],
            folders: ["DTOs", "DataSources", "Repositories"]),
          // The app's shared code (new-app's Core/: HTTP client, storage, logger): only Data reaches it, so a
          // view or a use case that calls the HTTP client is reported. Its design tokens (Core/DesignTokens/,
          // the deeper folder) are the views' own layer.
          Layer("DesignTokens", .anywhere("DesignTokens", inModules: false), mayDependOn: ["Core"]),
          Layer("Core", .anywhere("Core", inModules: false)),
        ],
        crossFeatureAllow: [], compositionRootFolder: "App", compositionRootPaths: [],
        moduleHasCompositionRoot: true, compositionRootTypes: Architecture.appTypes, testPaths: Architecture.tests,
        suffixes: NameSuffixes(
          navigator: "Coordinator", viewController: "ViewController", view: "View", viewModel: "ViewModel"))
    case .none:
      return Architecture(
        preset: self, moduleFolder: modulesAs.architecture.moduleFolder, layers: [], crossFeatureAllow: [],
        compositionRootFolder: nil, compositionRootPaths: [], moduleHasCompositionRoot: false,
        compositionRootTypes: [], testPaths: [], suffixes: modulesAs.architecture.suffixes)
    }
  }
}

extension Architecture {
  static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit"]

  /// App entry points and DI containers, which wire every layer together.
  static let appTypes = ["AppDelegate", "SceneDelegate", "AppContainer", "AppDependencies", "AppCoordinator"]

  static let tests = ["**/Tests/**", "**/UITests/**", "**/*Tests/**", "**/*Tests.swift"]

  /// The folder of a module's tests: `Tests/<Module>Tests`.
  package static func testsFolder(module: String) -> String { "Tests/\(module)Tests" }

  /// The Swift module (package, library product and target) of a module that is a SwiftPM target of its own
  /// (`--package`, or a module of an app `new-app` made): `OrderFeature`, so that a host can `import OrderFeature`
  /// and still name the module's types, `Order` among them, without `Order.Order`. Its tests are
  /// `OrderFeatureTests`; its folders keep the module's name.
  package static func moduleProduct(_ module: String) -> String { module + "Feature" }

  /// The lint patterns of `layer` (`{feature}` captures the feature's name).
  package func paths(of layer: Layer) -> [String] {
    switch layer.place {
    case .anywhere(let folder, _):
      return ["**/\(folder)/**"]
    case .template(let path):
      // File endings still place a module's files kept at its root (features' `…VC.swift`).
      guard let shared = sharedFolder(of: layer) else {
        return [Self.glob(forTemplate: path, feature: "{feature}")] + endingPatterns(of: layer)
      }
      return layer.templateEndings.map { "\(shared)/*\($0).swift" } + endingPatterns(of: layer)
    case .inModule(let folder):
      return [moduleFolder, Self.packageModuleFolder].flatMap { module -> [String] in
        let feature = "**/\(module)/{feature}"
        return [folder.isEmpty ? "\(feature)/**" : "\(feature)/\(folder)/**"] + endingPatterns(of: layer, in: module)
      }
    }
  }

  /// The pattern of `layer`'s `layout` folder where another layer's files share it (see `Layer.templateEndings`),
  /// its screens' folders included: `Flows/{feature}/**` of `Flows/{feature}/{screen}`, whose files outside a
  /// screen (a module's base view model) are the layer's too.
  package func sharedFolder(of layer: Layer) -> String? {
    guard case .template(let path) = layer.place, !layer.templateEndings.isEmpty else { return nil }
    return Self.glob(forTemplate: path.replacingOccurrences(of: "/{screen}", with: ""), feature: "{feature}")
  }

  /// The patterns of `layer`'s file endings anywhere in a module (`**/Features/{feature}/**/*VC.swift`), in the
  /// modules folder `module` or, when nil, in both an app's and a package's.
  private func endingPatterns(of layer: Layer, in module: String? = nil) -> [String] {
    (module.map { [$0] } ?? [moduleFolder, Self.packageModuleFolder]).flatMap { module in
      layer.fileEndings.map { "**/\(module)/{feature}/**/*\($0).swift" }
    }
  }

  /// Composition-root patterns: the composition-root folder anywhere, the files right in the folder
  /// `scaffold.json` gives a module's own (an app's `Application/` may hold its scenes' folders too, which stay
  /// in their layers), and the preset's own patterns.
  package var compositionRoots: [String] {
    (compositionRootFolder.map { ["**/\($0)/**"] } ?? [])
      + (compositionRootTemplate.map { [Self.glob(forTemplate: $0, feature: "*").dropLast(2) + "*.swift"] } ?? [])
      + compositionRootPaths
  }

  /// The pattern of the files under a path template: `Flows/{feature}/{screen}` covers `Flows/{feature}/*/**`.
  static func glob(forTemplate path: String, feature: String) -> String {
    let folder = path.replacingOccurrences(of: "{feature}", with: feature).replacingOccurrences(
      of: "{screen}", with: "*")
    return folder.isEmpty ? "**" : "\(folder)/**"
  }

  /// This row with a team's `scaffold.json` layout and conventions: layers in the folders it names (told apart
  /// by their roles' suffixes where two share one), its tests folder, its targets and suffixes.
  package func applying(_ conventions: ProjectConventions) -> Architecture {
    var result = self
    result.conventions = conventions
    for role in NameSuffixes.roles {
      if let suffix = conventions.suffixes[role] { result.suffixes[role] = suffix }
    }
    result.layers = layers.map { layer in
      var layer = layer
      if let template = conventions.layerPaths[layer.name] {
        layer.place = .template(conventions.projectPath(template))
      }
      for (folder, path) in conventions.layerFolders[layer.name] ?? [:] { layer.folderPaths[folder] = path }
      if layer.isGenerated { layer.target = conventions.target(of: layer.name) }
      return layer
    }
    // A layer whose folder holds another's files too (the same folder, or one inside the other) is told apart
    // by its roles' suffixes.
    let folders = result.layers.compactMap { layer -> String? in
      if case .template(let path) = layer.place { return path }
      return nil
    }
    for index in result.layers.indices {
      guard case .template(let path) = result.layers[index].place else { continue }
      let overlapping = folders.filter { $0 == path || $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }
      // A layer without roles keeps the suffixes of its row (features' Service: `Service`, `Repository`).
      if overlapping.count > 1, !result.layers[index].roles.isEmpty {
        result.layers[index].templateEndings = result.endings(of: result.layers[index])
      }
    }
    if let tests = conventions.tests.map(conventions.projectPath) {
      result.testsTemplate = tests
      result.testPaths.append(Self.glob(forTemplate: tests, feature: "*"))
    }
    result.compositionRootTemplate = conventions.compositionRoot.map(conventions.projectPath)
    return result
  }

  /// The file-name endings of `layer`'s generated files: its roles' suffixes (a navigator's extensions too).
  package func endings(of layer: Layer) -> [String] {
    layer.roles.flatMap { role -> [String] in
      guard let suffix = suffixes[role] else { return [] }
      return role == "navigator" ? [suffix, "\(suffix)+SwiftUI", "\(suffix)+UIKit", "\(suffix)+Previews"] : [suffix]
    }
  }

  /// The folders that are a module's own where `scaffold.json` places its layers: each layer folder down to
  /// the one named after the module (`Flows/Order` of `Flows/{feature}/{screen}`); folders without
  /// `{feature}` (`Model`) are the app's. Nil without a layout.
  package func moduleFolders(module: String) -> [String]? {
    guard conventions.hasLayout else { return nil }
    var folders: [String] = []
    for layer in layers {
      guard case .template(let path) = layer.place else { continue }
      let segments = path.split(separator: "/")
      guard let index = segments.firstIndex(where: { $0.contains("{feature}") }) else { continue }
      let folder = segments[...index].joined(separator: "/").replacingOccurrences(of: "{feature}", with: module)
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// A module's tests folder, relative to the output directory.
  package func testsFolder(module: String) -> String {
    testsTemplate.map { $0.replacingOccurrences(of: "{feature}", with: module) } ?? Self.testsFolder(module: module)
  }
}
