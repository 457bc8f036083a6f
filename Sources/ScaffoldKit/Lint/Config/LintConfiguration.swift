/// The layer rules `scaffold lint` enforces: a preset's defaults with `scaffold.json` applied on top.
public struct LintConfiguration: Sendable, Equatable {
  public var preset: Preset
  /// Absolute directory that globs are relative to: the folder of `scaffold.json`, or the working directory.
  public var root: String
  /// The `scaffold.json` this came from, when there was one.
  public var sourcePath: String?
  /// A hash of the bytes of that `scaffold.json`, as they were parsed: what a lint cache is keyed by, so that
  /// an edit of the file starts a new cache, even one made after it was read.
  public var sourceHash: UInt64?
  /// Files to lint; empty (the default) means every `.swift` file.
  public var include: [Glob]
  /// Files to skip, on top of hidden folders which are always skipped.
  public var exclude: [Glob]
  /// The layers; the most specific match owns a file (see `LayerMap`), the order only breaks nothing.
  public var layers: [Layer]
  /// Layers of another feature that a feature may name (its public entry points).
  public var crossFeatureAllow: [String]
  /// Composition roots: exempt from layer rules, still subject to feature isolation.
  public var exemptPaths: [Glob]
  /// Type-name patterns (`AppDelegate`, `*Assembly`): code inside these types is composition-root code, and a
  /// file declaring only such types is a composition root.
  public var exemptTypes: [Glob]
  /// Whether SwiftUI previews (`#Preview` bodies, `PreviewProvider` types) are left out of the rules.
  public var exemptPreviews: Bool
  /// Module names besides the ones the project imports, for `Module.Type` references.
  public var modules: [String]
  /// The layer patterns and suffixes `scaffold.json` writes, with their places, for coverage warnings.
  public var writtenPatterns: [WrittenPattern]
  /// Test files: exempt from every architecture rule.
  public var testPaths: [Glob]
  /// Severity overrides; rules not listed use their default.
  public var severities: [RuleID: Severity]
  /// Generator settings (`LintConfiguration.generatorKeys`) kept as written for `scaffold new-module`.
  public var generatorSettings: [String: JSONNode]
  /// The team's layout and conventions (`layout`, `conventions`), which placed the preset's layers.
  public var conventions = ProjectConventions()

  public init(
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
  public var origin: String {
    sourcePath.map { "\(Paths.basename($0)) (preset \(preset.rawValue))" } ?? "preset \(preset.rawValue)"
  }

  /// The layer named `Core`, when the configuration has one: where advice sends shared protocols.
  public var sharedLayer: String? { layer(named: "Core")?.name }

  /// Whether a type name is one of `exempt.types`.
  public func isExemptType(_ name: String) -> Bool {
    exemptTypes.firstMatch(GlobPath(name)) != nil
  }

  /// A path pattern or suffix of a layer as `scaffold.json` writes it.
  public struct WrittenPattern: Sendable, Equatable {
    public var layer: String
    public var text: String
    /// True for a `suffixes` entry, false for a `paths` glob.
    public var isSuffix: Bool
    public var location: SourceLocation

    public init(layer: String, text: String, isSuffix: Bool, location: SourceLocation) {
      self.layer = layer
      self.text = text
      self.isSuffix = isSuffix
      self.location = location
    }
  }

  /// The effective severity of a rule.
  public func severity(of rule: RuleID) -> Severity {
    severities[rule] ?? rule.metadata.defaultSeverity
  }

  public func layer(named name: String) -> Layer? {
    layers.first { $0.name == name }
  }

  /// One architectural layer: which files belong to it and what it may use.
  public struct Layer: Sendable, Equatable {
    public var name: String
    /// Path patterns (relative to the root); `{feature}` captures the feature name.
    public var paths: [Glob]
    /// File-name endings without `.swift` (`ViewModel`); when given, a file must also end with one of them.
    public var suffixes: [String]
    /// Layers this layer may reference, besides itself.
    public var mayDependOn: [String]
    /// Modules this layer must not import.
    public var forbiddenImports: [String]
    /// When set, the only modules this layer may import.
    public var allowedImports: [String]?
    /// Where the layer comes from: its preset, `scaffold.json`, or a preset layer `scaffold.json` changes.
    public var origin: Origin

    public enum Origin: Sendable, Equatable {
      case preset, configuration, presetChangedByConfiguration
    }

    public init(
      name: String, paths: [Glob] = [], suffixes: [String] = [], mayDependOn: [String] = [],
      forbiddenImports: [String] = [], allowedImports: [String]? = nil, origin: Origin = .preset
    ) {
      self.origin = origin
      self.name = name
      self.paths = paths
      self.suffixes = suffixes
      self.mayDependOn = mayDependOn
      self.forbiddenImports = forbiddenImports
      self.allowedImports = allowedImports
    }

    /// Whether code in this layer may name a type declared in `other`.
    public func mayDepend(on other: String) -> Bool {
      other == name || mayDependOn.contains(other)
    }

    /// Why `module` may not be imported here, or nil when it may.
    public func importViolation(_ module: String) -> String? {
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
