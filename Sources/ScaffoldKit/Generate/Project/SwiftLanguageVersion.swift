/// The lowest Swift language mode an existing app's Xcode projects compile in (`SWIFT_VERSION = 5.0;`), and
/// where it is stated. Generated code compiles in Swift 5 and Swift 6 mode; in Swift 4 and 4.2 `try?` does not
/// flatten optionals (SE-0230), which the repositories' caches rely on.
struct SwiftLanguageVersion: Comparable, CustomStringConvertible {
  var major: Int
  var minor: Int = 0
  /// The file it was read from, relative to the project root.
  var source = ""
  /// Where in `source` it is stated (1-based).
  var position: SourcePosition?

  /// The least language mode generated code compiles in.
  static let generated = SwiftLanguageVersion(major: 5)

  static func < (lhs: SwiftLanguageVersion, rhs: SwiftLanguageVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  static func == (lhs: SwiftLanguageVersion, rhs: SwiftLanguageVersion) -> Bool {
    (lhs.major, lhs.minor) == (rhs.major, rhs.minor)
  }

  var description: String { minor == 0 ? "Swift \(major)" : "Swift \(major).\(minor)" }

  /// Where it is stated, relative to the project root: `App.xcodeproj/project.pbxproj:194:5`.
  var location: String { SourcePosition.location(source, position) }

  /// The lowest `SWIFT_VERSION` the Xcode projects under `root` set (the same project files as the deployment
  /// target's); nil when none sets it.
  static func lowest(in root: String, fileSystem: any FileAccess) -> SwiftLanguageVersion? {
    let root = fileSystem.absolute(root)
    var found: [SwiftLanguageVersion] = []
    for relative in DeploymentTarget.projectFiles(in: root, fileSystem: fileSystem)
    where !relative.hasSuffix(".swift") {
      guard let bytes = try? fileSystem.readData(Paths.join(root, relative)) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      found += DeploymentTarget.settingVersions("SWIFT_VERSION", in: text).map { major, minor, index in
        var version = SwiftLanguageVersion(major: major, minor: minor)
        version.source = relative
        version.position = DeploymentTarget.position(of: index, in: text)
        return version
      }
    }
    return found.min()
  }
}
