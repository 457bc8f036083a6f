/// The Swift module a target's sources compile into, as Xcode derives it: `PRODUCT_MODULE_NAME`, by default
/// `$(PRODUCT_NAME:c99extidentifier)`, and `PRODUCT_NAME` by default `$(TARGET_NAME)`. A target named
/// `MVVM Project` compiles into `MVVM_Project`; its tests say `@testable import MVVM_Project`.
enum ProductModuleName {
  /// The module name from a target's name and its `PRODUCT_NAME` and `PRODUCT_MODULE_NAME` settings as written
  /// (nil where unset; `XcodeProject.Target.readingConfigurationFile` fills them from its `.xcconfig`). A value
  /// naming another setting cannot be known without building, so the defaults are used.
  static func of(target: String, productName: String?, productModuleName: String?) -> String {
    let product = productName.flatMap { expand($0, values: ["TARGET_NAME": target]) } ?? target
    let values = ["TARGET_NAME": target, "PRODUCT_NAME": product]
    return productModuleName.flatMap { expand($0, values: values) } ?? c99ExtendedIdentifier(product)
  }

  /// `name` as Xcode's `c99extidentifier` makes it: each character an identifier cannot hold becomes `_`, and a
  /// leading digit gets a `_` before it.
  static func c99ExtendedIdentifier(_ name: String) -> String {
    let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return identifier.first?.isNumber == true ? "_" + identifier : identifier
  }

  /// `value` with its `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` references replaced; nil when it
  /// names a setting not in `values`, uses another modifier, or comes out empty.
  static func expand(_ value: String, values: [String: String]) -> String? {
    var result = ""
    var rest = Substring(value)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let open = rest.index(after: dollar)
      guard open < rest.endIndex, let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}"),
        rest[open] == "(" || rest[open] == "{"
      else { return nil }
      let reference = rest[rest.index(after: open)..<close].split(separator: ":", omittingEmptySubsequences: false)
      guard let name = reference.first, let setting = values[String(name)] else { return nil }
      switch reference.dropFirst().first {
      case nil: result += setting
      case "c99extidentifier": result += c99ExtendedIdentifier(setting)
      default: return nil
      }
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result.isEmpty ? nil : result
  }
}

extension XcodeIntegration {
  /// What generated files learn of the app target that compiles them: its Swift module, which tests import,
  /// and the project's development region, the `.lproj` folder the module's strings table goes in.
  package struct ReceivingTarget: Sendable, Equatable {
    package var moduleName: String
    package var developmentRegion: String
  }

  /// The app target that `plan` would add files generated into `outputFolder` (absolute) to, chosen as it
  /// chooses (`--target`, the one app target, the one around the output folder); nil when the project cannot
  /// be read or no single app target would receive them (`plan` then says why).
  package static func receivingTarget(
    projectFile: String, options: Options, outputFolder: String, fileSystem: some FileAccess
  ) -> ReceivingTarget? {
    guard let bytes = try? fileSystem.readData(projectFile) else { return nil }
    let choice: TargetChoice
    let region: String?
    // A `project.xcproj` names no `.xcconfig`: its targets are as read.
    var named: (XcodeProject.Target) -> XcodeProject.Target = { $0 }
    if ProjectFormat.of(projectFile) == .xcproj {
      guard let project = try? XcprojProject(path: projectFile, bytes: bytes) else { return nil }
      choice = XcprojIntegrator(project: project, sourceRoot: Paths.dirname(Paths.dirname(projectFile))).choice
      region = project.developmentRegion
    } else {
      guard let project = try? XcodeProject(path: projectFile, bytes: bytes) else { return nil }
      let sourceRoot = project.sourceRoot(projectFile: projectFile)
      choice = Integrator(project: project, sourceRoot: sourceRoot).choice
      region = project.project.string("developmentRegion")
      named = { $0.readingConfigurationFile(sourceRoot: sourceRoot, fileSystem: fileSystem) }
    }
    guard let target = ((try? choice.appTarget(options.target, outputFolder: outputFolder)) ?? nil).map(named)
    else { return nil }
    return ReceivingTarget(moduleName: target.moduleName, developmentRegion: Localization.region(region))
  }
}

extension GenerateOptions {
  /// Into a classic Xcode app, where the project compiles the module's files into the app target (no target of
  /// their own), the module's texts are a strings table of its own in the project's development region, which
  /// the app target copies. Where `scaffold.json` names no `layout.target` or layer targets, the module is also
  /// that target's Swift module: the generated files are written as if `layout.target` named it, so tests
  /// import it.
  mutating func compiledByAppTarget(
    _ xcode: ModuleRequest.XcodeChoice, projectRoot: String, outputFolder: String, fileSystem: some FileAccess
  ) {
    guard layout == .modules, !inApp,
      let located = try? xcode.locate(projectRoot: projectRoot, fileSystem: fileSystem),
      let target = XcodeIntegration.receivingTarget(
        projectFile: located.0, options: located.1, outputFolder: fileSystem.absolute(outputFolder),
        fileSystem: fileSystem)
    else { return }
    appTargetRegion = target.developmentRegion
    if conventions.targets.isEmpty { conventions.target = target.moduleName }
  }
}
