/// The built-in architectures (see docs/architecture.md and docs/presets.md): the one name `scaffold.json`,
/// `init`, `new-module` and `lint` use for a team's layout and layer rules.
package enum Preset: String, Sendable, Hashable, CaseIterable {
  /// `Modules/<Feature>/{View,ViewModel,Repository,Model,Router}` (or `Sources/<Feature>/...`), `App/`, `Core/`.
  case mvvm
  /// `App/Features/<Feature>/` flat folders, layers by file-name suffix.
  case features
  /// `Presentation/`, `Domain/`, `Data/` with dependencies pointing inward.
  case clean
  /// No layers at all; everything comes from `scaffold.json`. Modules are generated as `modulesAs` says.
  case none

  /// The preset used when `scaffold.json` names none, or there is no `scaffold.json`.
  package static let `default` = Preset.mvvm

  /// The preset whose template sets generate this preset's modules: itself, except for `none`, whose
  /// layers are the team's own and which generates the default architecture.
  package var modulesAs: Preset {
    switch self {
    case .mvvm, .features, .clean: return self
    case .none: return .default
    }
  }
}
