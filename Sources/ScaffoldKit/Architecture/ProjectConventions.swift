/// A team's own layout and code conventions from `scaffold.json` (`layout`, `conventions`): where each layer's
/// files of a module go, where its tests go, the targets layers compile in, type-name suffixes, access level
/// and indentation. `Architecture.applying(_:)` folds them into the preset's row of the architecture table,
/// which the generator and the linter both read, so a change here moves generated files and lint globs
/// together.
package struct ProjectConventions: Sendable, Equatable {
  /// Per layer name, the folder of a module's files as a path template relative to `moduleRoot`
  /// (`Flows/{feature}/{screen}`); `{feature}` is the module's name, `{screen}` a screen's.
  package var layerPaths: [String: String] = [:]
  /// Per layer name, where the folders the templates write inside it go, relative to the layer's folder
  /// (`"ViewModels": ""` puts view models in the layer's folder itself).
  package var layerFolders: [String: [String: String]] = [:]
  /// The folder of a module's tests, a path template like the layers' (`../App Tests/{feature}`).
  package var tests: String?
  /// The folder of a module's own composition root (clean's factory), a path template.
  package var compositionRoot: String?
  /// The target the composition root compiles in (the app target), which tests import too.
  package var compositionRootTarget: String?
  /// Per layer name, the target (module) its files compile in, for split-target layouts.
  package var layerTargets: [String: String] = [:]
  /// The target of layers without their own (`layout.target`: an app target's name).
  package var target: String?
  /// `moduleRoot` relative to the project root ("" for the root): layer paths are written from there.
  package var moduleRoot = ""
  package var suffixes = NameSuffixes()
  /// The access level of generated declarations; nil: `public`.
  package var access: AccessLevel?
  /// The indentation of generated code; nil: the project's `.swift-format` or `.editorconfig`, else 2 spaces.
  package var indentation: Indentation?
  /// The view adapters of a module whose spec and command line do not say (`conventions.ui`): an app whose
  /// screens are UIKit view controllers gets view controllers; nil: the spec's default, SwiftUI.
  package var ui: UIKind?
  /// Whether generated code indents the lines inside `#if` blocks; nil: yes, unless the project's `.swift-format`
  /// sets `indentConditionalCompilationBlocks` to false.
  package var indentsConditionalBlocks: Bool?

  package init() {}

  /// Whether `scaffold.json` places any layer, the tests or the composition root itself.
  package var hasLayout: Bool { !layerPaths.isEmpty || tests != nil || compositionRoot != nil }

  /// These conventions without where files go (layout, targets, access): the names and the code style only.
  package var withoutPlacement: ProjectConventions {
    var kept = ProjectConventions()
    kept.suffixes = suffixes
    kept.indentation = indentation
    kept.indentsConditionalBlocks = indentsConditionalBlocks
    kept.ui = ui
    return kept
  }

  /// A path template as a path relative to the project root: `moduleRoot` joined and `..` resolved.
  package func projectPath(_ template: String) -> String {
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
  package func target(of layer: String) -> String? { layerTargets[layer] ?? target }

  /// Every target named (the composition root's too), sorted.
  package var targets: [String] {
    Array(Set(layerTargets.values).union([target, compositionRootTarget].compactMap { $0 })).sorted()
  }

  /// The placeholders a path template may hold.
  package static let placeholders = ["feature", "screen"]
}

/// Type-name suffixes of the roles whose names teams vary; nil keeps the template set's own.
package struct NameSuffixes: Sendable, Equatable {
  /// The navigation type: `Router` (mvvm) or `Coordinator` (features, clean).
  package var navigator: String?
  /// UIKit screens: `ViewController` or `VC`.
  package var viewController: String?
  /// SwiftUI screens: `View`.
  package var view: String?
  /// View models: `ViewModel`.
  package var viewModel: String?

  /// The roles as `scaffold.json` names them, with the template conventions each sets.
  package static let roles = ["navigator", "viewController", "view", "viewModel"]

  package subscript(role: String) -> String? {
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
package enum AccessLevel: String, Sendable, Equatable, CaseIterable {
  /// For packages and split targets: other targets use the module.
  case `public`
  /// For an app target: the module lives in the target that uses it.
  case `internal`
}

/// How generated code is indented.
package enum Indentation: Sendable, Equatable {
  case spaces(Int)
  case tabs

  /// What the built-in templates are written with.
  package static let templates = Indentation.spaces(2)

  /// One level's text.
  package var unit: String {
    switch self {
    case .spaces(let count): return String(repeating: " ", count: count)
    case .tabs: return "\t"
    }
  }
}
