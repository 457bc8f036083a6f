/// The layer rules `scaffold lint` enforces: a preset's defaults with `scaffold.json` applied on top.
public struct LintConfiguration: Sendable, Equatable {
  package var preset: Preset
  /// Absolute directory that globs are relative to: the folder of `scaffold.json`, or the working directory.
  public var root: String
  /// The `scaffold.json` this came from, when there was one.
  package var sourcePath: String?
  /// A hash of the bytes of that `scaffold.json`, as they were parsed: what a lint cache is keyed by, so that
  /// an edit of the file starts a new cache, even one made after it was read.
  package var sourceHash: UInt64?
  /// Files to lint; empty (the default) means every `.swift` file.
  package var include: [Glob]
  /// Files to skip, on top of hidden folders which are always skipped.
  package var exclude: [Glob]
  /// The layers; the most specific match owns a file (see `LayerMap`), the order only breaks nothing.
  package var layers: [Layer]
  /// Layers of another feature that a feature may name (its public entry points).
  package var crossFeatureAllow: [String]
  /// Features that are libraries the others use (a package target of shared views or services that a
  /// `{feature}` pattern captures): any feature may name their types (`crossFeature.shared`).
  package var sharedFeatures: [String] = []
  /// Composition roots: exempt from layer rules, still subject to feature isolation.
  package var exemptPaths: [Glob]
  /// Type-name patterns (`AppDelegate`, `*Assembly`): code inside these types is composition-root code, and a
  /// file declaring only such types is a composition root.
  package var exemptTypes: [Glob]
  /// Whether SwiftUI previews (`#Preview` bodies, `PreviewProvider` types) are left out of the rules.
  package var exemptPreviews: Bool
  /// Name patterns of preview data (`exempt.previewData`): static members and file-scope declarations so named
  /// (`static let mocked = …`) are preview code, left out of the rules with the previews.
  package var previewData: [Glob] = Self.defaultPreviewData
  /// Module names besides the ones the project imports, for `Module.Type` references.
  package var modules: [String]
  /// Modules that need no declared dependency besides the SDK's (`DeclaredDependencies.sdkModules`).
  package var systemModules: [String] = []
  /// The layer patterns and suffixes `scaffold.json` writes, with their places, for coverage warnings.
  package var writtenPatterns: [WrittenPattern]
  /// Test files: exempt from every architecture rule.
  package var testPaths: [Glob]
  /// Severity overrides; rules not listed use their default.
  package var severities: [RuleID: Severity]
  /// Generator settings (`LintConfiguration.generatorKeys`) kept as written for `scaffold new-module`.
  package var generatorSettings: [String: JSONNode]
  /// The team's layout and conventions (`layout`, `conventions`), which placed the preset's layers.
  package var conventions = ProjectConventions()

  package init(
    preset: Preset, root: String, sourcePath: String? = nil, include: [Glob], exclude: [Glob], layers: [Layer],
    crossFeatureAllow: [String], exemptPaths: [Glob], exemptTypes: [Glob], testPaths: [Glob],
    severities: [RuleID: Severity] = [:], generatorSettings: [String: JSONNode] = [:], exemptPreviews: Bool = true,
    modules: [String] = [], writtenPatterns: [WrittenPattern] = []
  ) {
    self.preset = preset
    self.root = root
    self.sourcePath = sourcePath
    self.include = include
    self.exclude = exclude
    self.layers = layers
    self.crossFeatureAllow = crossFeatureAllow
    self.exemptPaths = exemptPaths
    self.exemptTypes = exemptTypes
    self.testPaths = testPaths
    self.severities = severities
    self.generatorSettings = generatorSettings
    self.exemptPreviews = exemptPreviews
    self.modules = modules
    self.writtenPatterns = writtenPatterns
  }

  /// Who decides the rules: `preset mvvm`, or `scaffold.json (preset mvvm)` when a file was read.
  package var origin: String {
    sourcePath.map { "\(Paths.basename($0)) (preset \(preset.rawValue))" } ?? "preset \(preset.rawValue)"
  }

  /// The layer named `Core`, when the configuration has one: where advice sends shared protocols.
  package var sharedLayer: String? { layer(named: "Core")?.name }

  /// Whether code of another feature may name the types that `feature` declares in `layer`: those of its entry
  /// layers (`crossFeature.allow`), and all of a shared feature's (`crossFeature.shared`).
  package func isOpenToOtherFeatures(_ feature: String, layer: String) -> Bool {
    crossFeatureAllow.contains(layer) || sharedFeatures.contains(feature)
  }

  /// `exempt.previewData` when `scaffold.json` does not say: the usual names of preview fixtures.
  package static let defaultPreviewData = ["mock*", "preview*", "sample*", "stub*"].map { try! Glob($0) }

  /// Whether a type name is one of `exempt.types`.
  package func isExemptType(_ name: String) -> Bool {
    exemptTypes.firstMatch(GlobPath(name)) != nil
  }

  /// A path pattern or suffix of a layer as `scaffold.json` writes it.
  package struct WrittenPattern: Sendable, Equatable {
    package var layer: String
    package var text: String
    /// True for a `suffixes` entry, false for a `paths` glob.
    package var isSuffix: Bool
    package var location: SourceLocation
  }

  /// The effective severity of a rule.
  package func severity(of rule: RuleID) -> Severity {
    severities[rule] ?? rule.metadata.defaultSeverity
  }

  package func layer(named name: String) -> Layer? {
    layers.first { $0.name == name }
  }

  /// One architectural layer: which files belong to it and what it may use.
  package struct Layer: Sendable, Equatable {
    package var name: String
    /// Path patterns (relative to the root); `{feature}` captures the feature name.
    package var paths: [Glob] = []
    /// File-name endings without `.swift` (`ViewModel`); when given, a file must also end with one of them.
    package var suffixes: [String] = []
    /// The pattern of the folder a `layout` gives this layer where another layer's files share it
    /// (`Flows/{feature}/*/**`): there the layer's files are told apart by their endings, each a pattern of its
    /// own (`Flows/{feature}/*/**/*View.swift`), and the `suffixes` `scaffold.json` writes add endings to
    /// that folder instead of narrowing the whole layer, so a `Components/**` of the layer keeps every file.
    package var sharedFolder: String? = nil
    /// Layers this layer may reference, besides itself.
    package var mayDependOn: [String] = []
    /// Modules this layer must not import.
    package var forbiddenImports: [String] = []
    /// When set, the only modules this layer may import.
    package var allowedImports: [String]?
    /// When set, the only other layers whose code may name this layer's types (`mayBeUsedBy`).
    package var mayBeUsedBy: [String]? = nil
    /// Layers whose code must not name this layer's types (`mayNotBeUsedBy`).
    package var mayNotBeUsedBy: [String] = []
    /// Where the layer comes from: its preset, `scaffold.json`, or a preset layer `scaffold.json` changes.
    package var origin: Origin = .preset

    package enum Origin: Sendable, Equatable {
      case preset, configuration, presetChangedByConfiguration
    }

    /// Whether code in this layer may name a type declared in `other`.
    package func mayDepend(on other: String) -> Bool {
      other == name || mayDependOn.contains(other)
    }

    /// Whether code in layer `user` may name this layer's types by its protection (`mayBeUsedBy`,
    /// `mayNotBeUsedBy`); `mayDependOn` of the user must allow it too.
    package func mayBeUsed(by user: String) -> Bool {
      user == name || (mayBeUsedBy?.contains(user) ?? true) && !mayNotBeUsedBy.contains(user)
    }

    /// Whether the layer limits who may use it.
    package var isProtected: Bool { mayBeUsedBy != nil || !mayNotBeUsedBy.isEmpty }

    /// Why `module` may not be imported here, or nil when it may.
    package func importViolation(_ module: String) -> String? {
      if forbiddenImports.contains(module) {
        return "\(name) must not import \(forbiddenImports.joined(separator: ", "))"
      }
      if let allowed = allowedImports, !allowed.contains(module) {
        return "\(name) may import only \(allowed.isEmpty ? "nothing" : allowed.joined(separator: ", "))"
      }
      return nil
    }
  }
}
