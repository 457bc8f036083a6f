/// Which targets receive a module's files, whatever the project's format (see `docs/xcode.md`): the format's
/// reader supplies the targets, what each depends on, and the folders each one's sources live in.
struct TargetChoice {
  typealias Target = XcodeProject.Target

  var targets: [Target]
  /// Ids of the targets a target depends on.
  var dependencies: (Target) -> [String]
  /// Folders (relative to the source root) holding a target's sources.
  var sourceFolders: (Target) -> [String]
  /// The output folder relative to the source root; nil outside it.
  var relative: (String) -> String?

  static func contains(_ folder: String, _ path: String) -> Bool {
    folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
  }

  func named(_ name: String, role: String) throws(XcodeIntegration.Failure) -> Target {
    guard let target = targets.first(where: { $0.name == name }) else {
      throw .noSuchTarget(name, role: role, known: targets.map(\.name))
    }
    return target
  }

  /// `--target`, or the single app target, or the single app target whose sources are in or around the output
  /// folder, or of those, the one whose source folders hold more of the module's `files` (absolute; its tests
  /// go to the test target) than any other: a layout puts a module's views beside one app's (`iOS/Settings/`),
  /// not the other's.
  func appTarget(
    _ name: String?, outputFolder: String, files: [(path: String, isTest: Bool)] = []
  ) throws(XcodeIntegration.Failure) -> Target? {
    if let name { return try named(name, role: "app") }
    let apps = targets.filter(\.isApplication)
    if apps.count <= 1 { return apps.first }
    let output = relative(outputFolder) ?? ""
    let covering = apps.filter { target in
      sourceFolders(target).contains { Self.contains($0, output) || (!output.isEmpty && Self.contains(output, $0)) }
    }
    if covering.count == 1 { return covering[0] }
    let candidates = covering.isEmpty ? apps : covering
    let paths = files.filter { !$0.isTest }.compactMap { relative($0.path) }
    let held = candidates.map { target in
      let folders = sourceFolders(target)
      return paths.count { path in folders.contains { Self.contains($0, path) } }
    }
    if let most = held.max(), most > 0, held.count(where: { $0 == most }) == 1 {
      return candidates[held.firstIndex(of: most)!]
    }
    throw .ambiguousTarget(role: "app", candidates: candidates.map(\.name), option: "--target")
  }

  /// `--test-target`, or the unit-test target that depends on the app (or the only one there is).
  func testTarget(_ name: String?, app: Target?, needed: Bool) throws(XcodeIntegration.Failure) -> Target? {
    if let name { return try named(name, role: "test") }
    guard needed else { return nil }
    let unitTests = targets.filter(\.isUnitTests)
    let testing = app.map { app in unitTests.filter { dependencies($0).contains(app.id) } } ?? []
    if testing.count == 1 { return testing[0] }
    if testing.count > 1 {
      throw .ambiguousTarget(role: "unit-test", candidates: testing.map(\.name), option: "--test-target")
    }
    if unitTests.count == 1 { return unitTests[0] }
    if unitTests.count > 1 {
      throw .ambiguousTarget(role: "unit-test", candidates: unitTests.map(\.name), option: "--test-target")
    }
    return nil
  }
}
