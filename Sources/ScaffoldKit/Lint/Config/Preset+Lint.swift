/// A preset's lint configuration: its layers, composition roots and test folders.
extension Preset {
  /// The preset's configuration, with globs relative to `root`.
  public func configuration(root: String) -> LintConfiguration {
    LintConfiguration(
      preset: self, root: root,
      include: [],
      exclude: Self.globs(Self.defaultExclude),
      layers: layers, crossFeatureAllow: crossFeatureAllow,
      exemptPaths: Self.globs(exemptPaths), exemptTypes: self == .none ? [] : Self.globs(Self.compositionRootTypes),
      testPaths: self == .none ? [] : Self.globs(["**/Tests/**", "**/UITests/**", "**/*Tests/**", "**/*Tests.swift"]))
  }

  /// Build output, dependency checkouts and build manifests (SwiftPM, Tuist): never app code, so skipped
  /// by every preset, `none` included.
  public static let defaultExclude = [
    "**/.build/**", "**/Pods/**", "**/Carthage/**", "**/DerivedData/**", "**/Package.swift",
    "**/Package@swift-*.swift", "**/Project.swift", "**/Workspace.swift", "**/Tuist/**",
  ]

  /// App entry points and DI containers, which wire every layer together.
  public static let compositionRootTypes = [
    "AppDelegate", "SceneDelegate", "AppContainer", "AppDependencies", "AppCoordinator",
  ]

  static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit"]

  private var crossFeatureAllow: [String] {
    switch self {
    case .mvvm: return ["Router"]
    case .features, .clean, .none: return []
    }
  }

  private var exemptPaths: [String] {
    switch self {
    case .mvvm, .clean: return ["**/App/**"]
    case .features: return ["**/App/*.swift", "**/App/Resources/**"]
    case .none: return []
    }
  }

  private var layers: [LintConfiguration.Layer] {
    typealias Layer = LintConfiguration.Layer
    switch self {
    case .mvvm:
      func module(_ name: String) -> [Glob] {
        Self.globs(["**/Modules/{feature}/\(name)/**", "**/Sources/{feature}/\(name)/**"])
      }
      return [
        Layer(name: "View", paths: module("View"), mayDependOn: ["ViewModel", "Router", "Model", "Core"]),
        Layer(
          name: "ViewModel", paths: module("ViewModel"), mayDependOn: ["Repository", "Model", "Core"],
          forbiddenImports: Self.uiFrameworks),
        Layer(
          name: "Repository", paths: module("Repository"), mayDependOn: ["Model", "Core"],
          forbiddenImports: Self.uiFrameworks),
        Layer(name: "Model", paths: module("Model"), mayDependOn: ["Core"], forbiddenImports: Self.uiFrameworks),
        Layer(
          name: "Router", paths: module("Router"), mayDependOn: ["View", "ViewModel", "Repository", "Model", "Core"]),
        Layer(name: "Core", paths: Self.globs(["**/Core/**"])),
      ]
    case .features:
      let feature = "**/Features/{feature}"
      return [
        Layer(
          name: "ViewModel", paths: Self.globs(["\(feature)/**"]), suffixes: ["ViewModel"],
          mayDependOn: ["Service", "Core"], forbiddenImports: Self.uiFrameworks),
        Layer(
          name: "Service", paths: Self.globs(["\(feature)/**"]), suffixes: ["Service", "Repository"],
          mayDependOn: ["Core"]),
        Layer(
          name: "View",
          paths: Self.globs([
            "\(feature)/Views/**", "\(feature)/**/*VC.swift", "\(feature)/**/*ViewController.swift",
            "\(feature)/**/*View.swift",
          ]),
          mayDependOn: ["ViewModel", "DesignSystem", "Core"]),
        Layer(name: "DesignSystem", paths: Self.globs(["**/DesignSystem/**"]), mayDependOn: ["Core"]),
        Layer(name: "Core", paths: Self.globs(["**/Core/**"])),
      ]
    case .clean:
      return [
        Layer(name: "Presentation", paths: Self.globs(["**/Presentation/**"]), mayDependOn: ["Domain"]),
        Layer(name: "Domain", paths: Self.globs(["**/Domain/**"]), allowedImports: ["Foundation"]),
        Layer(name: "Data", paths: Self.globs(["**/Data/**"]), mayDependOn: ["Domain"]),
      ]
    case .none:
      return []
    }
  }

  /// Compiles patterns known to be valid.
  static func globs(_ patterns: [String]) -> [Glob] {
    patterns.compactMap { try? Glob($0) }
  }
}
