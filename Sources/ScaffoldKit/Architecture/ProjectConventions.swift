/// A team's own layout and code conventions from `scaffold.json` (`layout`, `conventions`): where each layer's
/// files of a module go, where its tests go, the targets layers compile in, type-name suffixes, access level
/// and indentation. `Architecture.applying(_:)` folds them into the preset's row of the architecture table,
/// which the generator and the linter both read, so a change here moves generated files and lint globs
/// together.
public struct ProjectConventions: Sendable, Equatable {
  /// Per layer name, the folder of a module's files as a path template relative to `moduleRoot`
  /// (`Flows/{feature}/{screen}`); `{feature}` is the module's name, `{screen}` a screen's.
  public var layerPaths: [String: String] = [:]
  /// Per layer name, where the folders the templates write inside it go, relative to the layer's folder
  /// (`"ViewModels": ""` puts view models in the layer's folder itself).
  public var layerFolders: [String: [String: String]] = [:]
  /// The folder of a module's tests, a path template like the layers' (`../App Tests/{feature}`).
  public var tests: String?
  /// The folder of a module's own composition root (clean's factory), a path template.
  public var compositionRoot: String?
  /// The target the composition root compiles in (the app target), which tests import too.
  public var compositionRootTarget: String?
  /// Per layer name, the target (module) its files compile in, for split-target layouts.
  public var layerTargets: [String: String] = [:]
  /// The target of layers without their own (`layout.target`: an app target's name).
  public var target: String?
  /// `moduleRoot` relative to the project root ("" for the root): layer paths are written from there.
  public var moduleRoot = ""
  public var suffixes = NameSuffixes()
  /// The access level of generated declarations; nil: `public`.
  public var access: AccessLevel?
  /// The indentation of generated code; nil: the project's `.swift-format` or `.editorconfig`, else 2 spaces.
  public var indentation: Indentation?
  /// The view adapters of a module whose spec and command line do not say (`conventions.ui`): an app whose
  /// screens are UIKit view controllers gets view controllers; nil: the spec's default, SwiftUI.
  public var ui: UIKind?
  /// Whether generated code indents the lines inside `#if` blocks; nil: yes, unless the project's `.swift-format`
  /// sets `indentConditionalCompilationBlocks` to false.
  public var indentsConditionalBlocks: Bool?

  public init() {}

  /// Whether `scaffold.json` places any layer, the tests or the composition root itself.
  public var hasLayout: Bool { !layerPaths.isEmpty || tests != nil || compositionRoot != nil }

  /// These conventions without where files go (layout, targets, access): the names and the code style only.
  public var withoutPlacement: ProjectConventions {
    var kept = ProjectConventions()
    kept.suffixes = suffixes
    kept.indentation = indentation
    kept.indentsConditionalBlocks = indentsConditionalBlocks
    kept.ui = ui
    return kept
  }

  /// A path template as a path relative to the project root: `moduleRoot` joined and `..` resolved.
  public func projectPath(_ template: String) -> String {
    let joined = moduleRoot.isEmpty ? template : "\(moduleRoot)/\(template)"
    return Self.normalized(joined)
  }

  /// `a/./b/../c/` as `a/c`; a `..` above the start is kept (the caller refuses it).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The target `layer` compiles in: its own, else `target`.
  public func target(of layer: String) -> String? { layerTargets[layer] ?? target }

  /// Every target named (the composition root's too), sorted.
  public var targets: [String] {
    Array(Set(layerTargets.values).union([target, compositionRootTarget].compactMap { $0 })).sorted()
  }

  /// The placeholders a path template may hold.
  public static let placeholders = ["feature", "screen"]
}

/// Type-name suffixes of the roles whose names teams vary; nil keeps the template set's own.
public struct NameSuffixes: Sendable, Equatable {
  /// The navigation type: `Router` (mvvm) or `Coordinator` (features, clean).
  public var navigator: String?
  /// UIKit screens: `ViewController` or `VC`.
  public var viewController: String?
  /// SwiftUI screens: `View`.
  public var view: String?
  /// View models: `ViewModel`.
  public var viewModel: String?

  /// The roles as `scaffold.json` names them, with the template conventions each sets.
  public static let roles = ["navigator", "viewController", "view", "viewModel"]

  public subscript(role: String) -> String? {
    get {
      switch role {
      case "navigator": return navigator
      case "viewController": return viewController
      case "view": return view
      case "viewModel": return viewModel
      default: return nil
      }
    }
    set {
      switch role {
      case "navigator": navigator = newValue
      case "viewController": viewController = newValue
      case "view": view = newValue
      case "viewModel": viewModel = newValue
      default: break
      }
    }
  }
}

/// The access level generated declarations are written with.
public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
  /// For packages and split targets: other targets use the module.
  case `public`
  /// For an app target: the module lives in the target that uses it.
  case `internal`
}

/// How generated code is indented.
public enum Indentation: Sendable, Equatable {
  case spaces(Int)
  case tabs

  /// What the built-in templates are written with.
  public static let templates = Indentation.spaces(2)

  /// One level's text.
  public var unit: String {
    switch self {
    case .spaces(let count): return String(repeating: " ", count: count)
    case .tabs: return "\t"
    }
  }
}
