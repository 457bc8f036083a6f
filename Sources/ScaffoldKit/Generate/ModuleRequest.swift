/// Which module to generate and where: the options of `scaffold new-module`.
public struct ModuleRequest: Sendable, Equatable {
  /// The module name; the spec's name when nil (then `specFile` is needed).
  package var name: String?
  /// A module spec (JSON); the built-in default spec named `name` when nil.
  package var specFile: String?
  /// Replaces the spec's `ui`.
  package var ui: UIKind?
  /// The folder to generate into; `moduleRoot` of `scaffold.json`, else the working directory, when nil.
  package var output: String?
  /// Overrides of `scaffold.json`: templates folder, preset, binding, and the layout.
  package var overrides = ProjectSetup.Overrides()
  /// Overwrite files whose content differs instead of reporting them as conflicts.
  package var force: Bool
  /// Which Xcode project receives the files.
  package var xcode: XcodeChoice
  /// Write even where a type the module declares, or its folder, already exists in the project.
  package var allowCollisions: Bool
  /// Write even where the project's lint configuration would put a generated file in no layer, or in another
  /// layer than its role's (`GeneratedLayerCheck`); the mismatches become `ModulePlan.warnings`.
  package var allowUnmapped: Bool

  /// The Xcode project to add the files to.
  public enum XcodeChoice: Sendable, Equatable {
    /// The one `.xcodeproj` in the working directory or beside `scaffold.json`, if there is one.
    case automatic(XcodeIntegration.Options = XcodeIntegration.Options())
    /// This `.xcodeproj` (or its `project.pbxproj` or `project.xcproj`).
    case project(String, XcodeIntegration.Options = XcodeIntegration.Options())
    /// Leave any Xcode project alone.
    case none
  }

  public init(
    name: String? = nil, specFile: String? = nil, ui: UIKind? = nil, output: String? = nil, force: Bool = false,
    xcode: XcodeChoice = .automatic(), allowCollisions: Bool = false, allowUnmapped: Bool = false
  ) {
    self.name = name
    self.specFile = specFile
    self.ui = ui
    self.output = output
    self.force = force
    self.xcode = xcode
    self.allowCollisions = allowCollisions
    self.allowUnmapped = allowUnmapped
  }
}

/// A module rendered and planned, nothing written yet: apply it with `Scaffold.write(_:fileSystem:)`.
public struct ModulePlan: Sendable, Equatable {
  /// The validated spec.
  public var spec: ModuleSpec
  /// The rendered files, relative to `plan.root` (without the module manifest).
  package var files: [GeneratedFile]
  /// What writing would do to each file, the module manifest and the Xcode project included.
  public var plan: GenerationPlan
  /// How the files go into the Xcode project; nil when there is none.
  package var project: XcodeIntegration.Outcome?
  /// Generated files the project's lint configuration would not place in their role's layer, written anyway
  /// (`ModuleRequest.allowUnmapped`); one problem per file, located at it.
  public var warnings: [Problem] = []
  /// The module manifest's path (relative to `plan.root`) when the module already has one: it was generated
  /// before, and `scaffold update` brings it up to date keeping the user's edits.
  package var existingManifest: String?

  /// Whether writing is refused: a file exists with other content (unless `force`), or something is in the way.
  package var hasConflicts: Bool { plan.hasConflicts }
}

/// A module rendered with its project's settings, before any plan.
package struct RenderedModule: Sendable {
  /// The settings, template lookup and set it was rendered with.
  package var setup: ProjectSetup
  package var spec: ModuleSpec
  /// Relative to `root`.
  package var files: [GeneratedFile]
  /// The folder the files go to.
  package var root: String
  /// The types of the app it is generated into (none for a package).
  package var projectTypes: ProjectTypes
}
