/// The lowest iOS version an existing app deploys to, read as text from where projects say it: the Xcode
/// project's `IPHONEOS_DEPLOYMENT_TARGET`, a `Package.swift`'s `.iOS(.v15)` or `.iOS("15.0")`, Tuist's
/// `Project.swift` `deploymentTargets: .iOS("15.0")`. Generated code must compile there: the UIKit templates need
/// iOS 13 (Swift concurrency), the SwiftUI ones iOS 16 (`NavigationStack`), and the observation binding iOS 17
/// (`@Observable`; with the others, `ContentUnavailableView` is behind `#available`).
package struct DeploymentTarget: Sendable, Equatable, Comparable, CustomStringConvertible {
  package var major: Int
  package var minor: Int = 0
  /// The file it was read from, relative to the project root.
  package var source: String = ""
  /// Where in `source` it is stated (1-based); nil when not known.
  package var position: SourcePosition?

  package static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  package static func == (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
    (lhs.major, lhs.minor) == (rhs.major, rhs.minor)
  }

  package var description: String { "iOS \(major).\(minor)" }

  /// Where it is stated, relative to the project root: `App.xcodeproj/project.pbxproj:412:9`.
  package var location: String { SourcePosition.location(source, position) }

  /// What `@Observable` (the observation binding) needs.
  package static let observation = DeploymentTarget(major: 17)
  /// What SwiftUI modules need: `NavigationStack`.
  package static let swiftUI = DeploymentTarget(major: 16)
  /// What SwiftUI screens hosted in UIKit need: iOS 15's `task`, `refreshable`, `swipeActions` and
  /// `confirmationDialog` (iOS 16's `LabeledContent` and `scrollDismissesKeyboard` behind `#available`).
  package static let hosted = DeploymentTarget(major: 15)
  /// What every built-in template set needs, and all that their UIKit views need: Swift concurrency
  /// (`async`/`await`, back-deployed to iOS 13 and no further).
  package static let templates = DeploymentTarget(major: 13)

  /// What generated code uses that an iOS version must have, by the names it uses, and the least version that
  /// has it; the code's other names are in every iOS it compiles for (the built-in templates checked against
  /// the iOS SDK at each version, docs/ios-sdk-check.md).
  static let requirements: [(words: Set<String>, what: String, minimum: DeploymentTarget)] = [
    (["Observable", "Observation"], "@Observable", .observation),
    (["ContentUnavailableView"], "SwiftUI's ContentUnavailableView", .observation),
    (["NavigationStack"], "SwiftUI's NavigationStack", .swiftUI),
    (["LabeledContent"], "SwiftUI's LabeledContent", .swiftUI),
    (["scrollDismissesKeyboard"], "SwiftUI's scrollDismissesKeyboard", .swiftUI),
    // The SwiftUI screens without a NavigationStack: lists use iOS 15's refreshable and swipeActions, forms and
    // detail rows iOS 16's scrollDismissesKeyboard and LabeledContent where it is there; checked from iOS 15.
    (["UIHostingController"], "Hosting SwiftUI screens in UIHostingController", .hosted),
    (["formatted"], "Foundation's formatted(…)", DeploymentTarget(major: 15)),
    (
      ["defaultContentConfiguration", "contentConfiguration"], "UIKit's content configurations",
      DeploymentTarget(major: 14)
    ),
    (["async", "await"], "Swift concurrency (async/await)", .templates),
    (["Combine"], "Combine", DeploymentTarget(major: 13)),
    (["SwiftUI"], "SwiftUI", DeploymentTarget(major: 13)),
  ]

  /// The least iOS version the Swift `files` compile for, and what needs it (highest first); nil when they
  /// use nothing `requirements` names. Comments and strings are left out: the names are read as tokens. A name
  /// inside `if #available(iOS 17, *) { … }` needs only what is left when iOS 17 is there.
  package static func required(by files: [GeneratedFile]) -> Requirement? {
    // Each name, with the lowest version it is guarded by (`.none` where it is not).
    var words: [String: DeploymentTarget] = [:]
    for file in files where file.path.hasSuffix(".swift") {
      for (word, guarded) in guardedWords(in: Array(file.contents.utf8)) {
        words[word] = min(words[word] ?? guarded, guarded)
      }
    }
    let used = requirements.filter { requirement in
      requirement.words.contains { words[$0].map { $0 < requirement.minimum } ?? false }
    }
    guard let minimum = used.map(\.minimum).max() else { return nil }
    return Requirement(minimum: minimum, uses: used.sorted { $0.minimum > $1.minimum }.map(\.what))
  }

  /// No iOS version: what code outside any `#available` check is guarded by.
  static let none = DeploymentTarget(major: 0)

  /// The words of some Swift source, each with the iOS version of the innermost `if #available(iOS N, *)` block it
  /// is in (`.none` outside any).
  private static func guardedWords(in bytes: [UInt8]) -> [(String, DeploymentTarget)] {
    let tokens = SwiftLexer.tokenize(bytes).filter { !$0.kind.isComment }
    var result: [(String, DeploymentTarget)] = []
    // The guarded blocks open around the current token: the brace depth inside each, and its version.
    var guards: [(depth: Int, version: DeploymentTarget)] = []
    var depth = 0
    // The version of an `#available` whose block has not opened yet.
    var pending: DeploymentTarget?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .poundDirective where token.text(in: bytes) == "#available":
        if index + 3 < tokens.count, tokens[index + 1].kind == .leftParen, tokens[index + 2].text(in: bytes) == "iOS",
          [.integerLiteral, .floatLiteral].contains(tokens[index + 3].kind)
        {
          let parts = tokens[index + 3].text(in: bytes).split(separator: ".")
          pending = DeploymentTarget(major: Int(parts[0]) ?? 0, minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
          index += 3
        }
      case .leftBrace:
        depth += 1
        if let version = pending {
          guards.append((depth, max(version, guards.last?.version ?? .none)))
          pending = nil
        }
      case .rightBrace:
        if guards.last?.depth == depth { guards.removeLast() }
        depth -= 1
      default:
        if token.kind.isWord { result.append((token.text(in: bytes), guards.last?.version ?? .none)) }
      }
      index += 1
    }
    return result
  }

  /// The least iOS version some code needs, and what in it needs a version above the oldest.
  package struct Requirement: Sendable, Equatable {
    package var minimum: DeploymentTarget
    /// Highest first: `SwiftUI's NavigationStack`, `Combine`.
    package var uses: [String]

    /// What needs which version, for the uses the app's `target` lacks, highest first: `SwiftUI's
    /// NavigationStack needs iOS 16.0, Swift concurrency (async/await) and Combine need iOS 13.0`.
    func reasons(above target: DeploymentTarget) -> String {
      var groups: [(minimum: DeploymentTarget, names: [String])] = []
      for use in uses {
        guard let minimum = requirements.first(where: { $0.what == use })?.minimum, target < minimum else {
          continue
        }
        if groups.last?.minimum == minimum {
          groups[groups.count - 1].names.append(use)
        } else {
          groups.append((minimum, [use]))
        }
      }
      return groups.map { minimum, names in
        let list =
          names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names[0]
        return list + (names.count > 1 ? " need " : " needs ") + minimum.description
      }.joined(separator: ", ")
    }
  }

  /// The lowest deployment target the project files under `root` state (build folders and dependencies
  /// aside, two folders deep); nil when none says.
  package static func lowest(in root: String, fileSystem: any FileAccess) -> DeploymentTarget? {
    let root = fileSystem.absolute(root)
    var found: [DeploymentTarget] = []
    for relative in projectFiles(in: root, fileSystem: fileSystem) {
      guard let bytes = try? fileSystem.readData(Paths.join(root, relative)) else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      found += versions(in: text).map { major, minor, index in
        var target = DeploymentTarget(major: major, minor: minor, source: relative)
        target.position = position(of: index, in: text)
        return target
      }
    }
    return found.min()
  }

  /// The 1-based line and column (in UTF-8 bytes) of `index` in `text`.
  static func position(of index: String.Index, in text: String) -> SourcePosition {
    let before = text[..<index]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return SourcePosition(line: before.count { $0 == "\n" } + 1, column: text[lineStart..<index].utf8.count + 1)
  }

  /// `project.pbxproj` (or `project.xcproj`), `Package.swift` and `Project.swift` files at the root and up to two
  /// folders below it. A `Package.swift` below the root is a library the app uses (`Packages/Kit`), which may
  /// support older systems than the app: it counts only where no project and no package at the root says what
  /// the app deploys to.
  static func projectFiles(in root: String, fileSystem: any FileAccess) -> [String] {
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
    let app = files.filter { $0 == "Package.swift" || !$0.hasSuffix("/Package.swift") }
    return app.isEmpty ? files : app
  }

  /// The iOS versions a project file states: `IPHONEOS_DEPLOYMENT_TARGET = 13.0;` (or, in a project.xcproj,
  /// `"IPHONEOS_DEPLOYMENT_TARGET": "13.0"`), `.iOS(.v15)`,
  /// `.iOS(.v16_4)`, `.iOS("15.0")`, `.iOS(targetVersion: "15.0", …)`.
  static func versions(in text: String) -> [(Int, Int, String.Index)] {
    func parse(_ version: Substring) -> (Int, Int)? {
      let parts = version.split(whereSeparator: { $0 == "." || $0 == "_" }).prefix(2)
      guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
      return (major, parts.count > 1 ? Int(parts[parts.index(after: parts.startIndex)]) ?? 0 : 0)
    }
    func digits(after index: String.Index) -> Substring {
      text[index...].prefix { $0.isNumber || $0 == "." || $0 == "_" }
    }
    var result = settingVersions("IPHONEOS_DEPLOYMENT_TARGET", in: text)
    var search = text.startIndex
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
      if let version = parse(digits(after: index)) { result.append((version.0, version.1, range.lowerBound)) }
      search = range.upperBound
    }
    return result
  }

  /// The versions an Xcode build setting is given, with where: `KEY = 13.0;` in a project.pbxproj,
  /// `"KEY": "13.0"` in a project.xcproj.
  static func settingVersions(_ key: String, in text: String) -> [(Int, Int, String.Index)] {
    var result: [(Int, Int, String.Index)] = []
    var search = text.startIndex
    while let range = text.range(of: key, range: search..<text.endIndex) {
      search = range.upperBound
      // The whole setting's name: `SWIFT_VERSION`, not `OTHER_SWIFT_VERSION`.
      if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)] == "_" { continue }
      var index = range.upperBound
      while index < text.endIndex, " =:\"".contains(text[index]) { index = text.index(after: index) }
      let parts = text[index...].prefix { $0.isNumber || $0 == "." }.split(separator: ".").prefix(2)
      guard let major = parts.first.flatMap({ Int($0) }) else { continue }
      result.append(
        (major, parts.count > 1 ? Int(parts[parts.index(after: parts.startIndex)]) ?? 0 : 0, range.lowerBound))
    }
    return result
  }
}
