/// The lowest iOS version an existing app deploys to, read as text from where projects say it: the Xcode
/// project's `IPHONEOS_DEPLOYMENT_TARGET`, a `Package.swift`'s `.iOS(.v15)` or `.iOS("15.0")`, Tuist's
/// `Project.swift` `deploymentTargets: .iOS("15.0")`. Generated code must compile there: the observation binding
/// (`@Observable`) needs iOS 17.
public struct DeploymentTarget: Sendable, Equatable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  /// The file it was read from, relative to the project root.
  public var source: String

  public init(major: Int, minor: Int = 0, source: String = "") {
    self.major = major
    self.minor = minor
    self.source = source
  }

  public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public static func == (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
    (lhs.major, lhs.minor) == (rhs.major, rhs.minor)
  }

  public var description: String { "iOS \(major).\(minor)" }

  /// What `@Observable` (the observation binding) needs.
  public static let observation = DeploymentTarget(major: 17)

  /// The lowest deployment target the project files under `root` state (build folders and dependencies
  /// aside, two folders deep); nil when none says.
  public static func lowest(in root: String, fileSystem: any FileSystem) -> DeploymentTarget? {
    let root = fileSystem.absolute(root)
    var found: [DeploymentTarget] = []
    for relative in projectFiles(in: root, fileSystem: fileSystem) {
      guard let bytes = try? fileSystem.readData(Paths.join(root, relative)) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      found += versions(in: text).map { DeploymentTarget(major: $0.0, minor: $0.1, source: relative) }
    }
    return found.min()
  }

  /// `project.pbxproj` (or `project.xcproj`), `Package.swift` and `Project.swift` files at the root and up to two
  /// folders below it.
  private static func projectFiles(in root: String, fileSystem: any FileSystem) -> [String] {
    let skipped: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "Tuist", ".build", "node_modules"]
    var files: [String] = []
    func visit(_ folder: String, depth: Int) {
      let entries = (try? fileSystem.entries(ofDirectory: Paths.join(root, folder))) ?? []
      for entry in entries where !entry.name.hasPrefix(".") || entry.name.hasSuffix(".xcodeproj") {
        let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
        if entry.kind == .directory, entry.name.hasSuffix(".xcodeproj") {
          for format in ProjectFormat.allCases
          where fileSystem.kind(of: Paths.join(root, path, format.fileName)) == .file {
            files.append(path + "/" + format.fileName)
          }
        } else if entry.kind == .file, ["Package.swift", "Project.swift"].contains(entry.name) {
          files.append(path)
        } else if entry.kind == .directory, !entry.isSymbolicLink, depth < 2, !skipped.contains(entry.name) {
          visit(path, depth: depth + 1)
        }
      }
    }
    visit("", depth: 0)
    return files
  }

  /// The iOS versions a project file states: `IPHONEOS_DEPLOYMENT_TARGET = 13.0;` (or, in a project.xcproj,
  /// `"IPHONEOS_DEPLOYMENT_TARGET": "13.0"`), `.iOS(.v15)`,
  /// `.iOS(.v16_4)`, `.iOS("15.0")`, `.iOS(targetVersion: "15.0", …)`.
  static func versions(in text: String) -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    func parse(_ version: Substring) -> (Int, Int)? {
      let parts = version.split(whereSeparator: { $0 == "." || $0 == "_" }).prefix(2)
      guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
      return (major, parts.count > 1 ? Int(parts[parts.index(after: parts.startIndex)]) ?? 0 : 0)
    }
    func digits(after index: String.Index) -> Substring {
      text[index...].prefix { $0.isNumber || $0 == "." || $0 == "_" }
    }
    var search = text.startIndex
    while let range = text.range(of: "IPHONEOS_DEPLOYMENT_TARGET", range: search..<text.endIndex) {
      var index = range.upperBound
      while index < text.endIndex, " =:\"".contains(text[index]) { index = text.index(after: index) }
      if let version = parse(digits(after: index)) { result.append(version) }
      search = range.upperBound
    }
    search = text.startIndex
    while let range = text.range(of: ".iOS(", range: search..<text.endIndex) {
      var index = range.upperBound
      let rest = text[index...].prefix(40)
      if rest.hasPrefix(".v") {
        index = text.index(index, offsetBy: 2)
      } else if let quote = rest.firstIndex(of: "\""), !rest[rest.startIndex..<quote].contains(")") {
        index = text.index(after: quote)
      } else {
        search = range.upperBound
        continue
      }
      if let version = parse(digits(after: index)) { result.append(version) }
      search = range.upperBound
    }
    return result
  }
}
