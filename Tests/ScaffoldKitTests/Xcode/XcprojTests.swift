import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `project.xcproj` projects in `Tests/Fixtures/XcprojProjects/<Name>/<Name>.xcodeproj`: reading, membership
/// against the same project as a pbxproj, and `new-module Order` into each (goldens in
/// `Tests/Fixtures/XcprojTests/<Name>.edited`).
final class XcprojTests: XCTestCase {
  static let names = ["Shop", "Recipes", "TwoApps", "UnknownKind"]
  /// Output folder per fixture (relative to the project's folder), and the options a user would pass.
  static let runs: [String: (output: String, options: XcodeIntegration.Options)] = [
    "Shop": ("", .init()), "Recipes": ("Recipes", .init()), "TwoApps": ("", .init(target: "Companion")),
  ]

  static func projectFile(_ name: String) -> String {
    Paths.join(Fixtures.path("XcprojProjects"), name, "\(name).xcodeproj", "project.xcproj")
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: projectFile(name))))
  }

  func plan(_ name: String, bytes: [UInt8]? = nil) throws -> XcodeIntegration.Outcome {
    let file = Self.projectFile(name)
    let run = Self.runs[name] ?? ("", .init())
    let folder = Paths.join(Paths.dirname(Paths.dirname(file)), run.output)
    return try XcodeIntegration.plan(
      files: XcodeProjectTests.orderFiles(in: folder), projectFile: file, bytes: try bytes ?? Self.bytes(name),
      outputFolder: folder, options: run.options)
  }

  func testEveryFixtureReads() throws {
    var targets: [String: [String]] = [:]
    for name in Self.names {
      let project = try XcprojProject(path: name, bytes: try Self.bytes(name))
      targets[name] = project.targets.map(\.name)
      XCTAssertFalse(project.references.isEmpty, name)
    }
    XCTAssertEqual(
      targets,
      [
        "Shop": ["Lint", "Shop", "ShopTests"], "Recipes": ["Recipes", "RecipesTests"],
        "TwoApps": ["Main", "MainTests", "Companion"], "UnknownKind": ["Maps", "MapsTests"],
      ])
  }

  func testJSON5AsTheFormatWritesIt() throws {
    let text = """
      // a comment
      { files: [ { 'path': 'A\\'s.swift', }, ], /* block
       comment */ "n": -1.5e2, }
      """
    let node = try JSONParser.parse(Array(text.utf8), dialect: .json5)
    let file = try XCTUnwrap(node["files"]?.elements?.first)
    XCTAssertEqual(file["path"]?.stringValue, "A's.swift")
    XCTAssertEqual(String(decoding: Array(text.utf8)[file.span], as: UTF8.self), "{ 'path': 'A\\'s.swift', }")
    XCTAssertEqual(node.members?.map(\.key), ["files", "n"])
    XCTAssertThrowsError(try JSONParser.parse(Array("{ files: [] }".utf8))) { error in
      XCTAssertEqual("\(error)", "1:3: expected a string key, found 'f'")
    }
    XCTAssertThrowsError(try JSONParser.parse(Array("[1, ]".utf8))) { error in
      XCTAssertEqual("\(error)", "1:5: trailing comma before ']'")
    }
  }

  /// A truncated file, or one requiring what this version does not know, is a located error.
  func testTruncatedOrUnknownVersionIsALocatedError() throws {
    let bytes = try Self.bytes("Shop")
    for length in stride(from: 0, to: bytes.count - 2, by: 29) {
      XCTAssertThrowsError(try XcprojProject(path: "p", bytes: Array(bytes[..<length])))
    }
    XCTAssertThrowsError(try XcprojProject(path: "p", bytes: Array(bytes[..<400]))) { error in
      XCTAssertEqual("\(error)", "p:17:38: unterminated string")
    }
    let newer = "{\n  \"required-capabilities\": [\n    \"glow in the dark files\",\n  ],\n  \"files\": [],\n}\n"
    XCTAssertThrowsError(try XcprojProject(path: "p", bytes: Array(newer.utf8))) { error in
      XCTAssertEqual(
        "\(error)",
        "p:2:28: the project requires 'glow in the dark files', which this version of scaffold does not know; "
          + "it reads project.xcproj files that require no capabilities")
    }
    let outcome = try plan("Shop", bytes: Array(newer.utf8))
    XCTAssertNil(outcome.edited)
    XCTAssertEqual(outcome.conflict?.severity, .error)
    XCTAssertEqual(outcome.conflict?.problem.location, Self.projectFile("Shop") + ":2:28")
  }

  /// The same project in either format gives every file the same targets.
  func testTheSameProjectInBothFormatsHasTheSameMembership() throws {
    for name in ["Shop", "Recipes"] {
      let pbxproj = try TargetMembership(projectFile: XcodeProjectTests.projectFile(name), fileSystem: DiskFileSystem())
      let xcproj = try TargetMembership(projectFile: Self.projectFile(name), fileSystem: DiskFileSystem())
      let root = Paths.dirname(Paths.dirname(Self.projectFile(name)))
      let otherRoot = Paths.dirname(Paths.dirname(XcodeProjectTests.projectFile(name)))
      let paths = [
        "Shop/AppDelegate.swift", "Shop/Home View.swift", "Shop/Info.plist", "ShopTests/ShopTests.swift",
        "Recipes/RecipesApp.swift", "Recipes/Tests/OrderTests/OrderTests.swift", "RecipesTests/RecipesTests.swift",
        "Modules/Order/Model/Order.swift", "Elsewhere.swift",
      ]
      var compiled = 0
      for path in paths {
        let targets = xcproj.targets(of: Paths.join(root, path))
        XCTAssertEqual(targets, pbxproj.targets(of: Paths.join(otherRoot, path)), "\(name): \(path)")
        compiled += targets.isEmpty ? 0 : 1
      }
      XCTAssertEqual(compiled, name == "Shop" ? 3 : 3, name)
    }
  }

  /// `new-module` inserts only; a second run changes nothing; removing the module's files
  /// gives back the original bytes.
  func testNewModuleInsertsOnlyIsIdempotentAndRemovalRestoresTheBytes() throws {
    for name in Self.runs.keys.sorted() {
      let original = try Self.bytes(name)
      let first = try plan(name)
      XCTAssertNil(first.untouched, name)
      XCTAssertNil(first.conflict, name)
      let second: XcodeIntegration.Outcome
      if let edited = first.edited {
        XCTAssertTrue(isSubsequence(original, of: Array(edited.utf8)), name)
        second = try plan(name, bytes: Array(edited.utf8))
      } else {
        second = first
      }
      XCTAssertNil(second.edited, "\(name): \(second.files)")
      let edited = Array((first.edited ?? first.prior).utf8)
      let project = try XcprojProject(path: name, bytes: edited)
      let root = Paths.dirname(Paths.dirname(Self.projectFile(name)))
      let module = Set(first.files.map { Paths.relative($0.path, to: root) })
      XCTAssertEqual(try XcprojText.removing(module, from: project) ?? edited, original, name)
    }
  }

  func testPlacementsPerKindOfProject() throws {
    let shop = try plan("Shop")
    XCTAssertEqual(
      shop.files.map(\.placement),
      [
        .added(group: "Modules/Order/Model"), .added(group: "Modules/Order/View"),
        .added(group: "Modules/Order/ViewModel"), .added(group: "Tests/OrderTests"), .added(group: "Tests/OrderTests"),
      ])
    XCTAssertEqual(shop.files.map(\.target), ["Shop", "Shop", "Shop", "ShopTests", "ShopTests"])
    let recipes = try plan("Recipes")
    XCTAssertEqual(
      Array(recipes.files.map(\.placement).prefix(3)), Array(repeating: .covered(folder: "Recipes"), count: 3))
    guard case .manual(let reason) = recipes.files.last?.placement else { return XCTFail("\(recipes.files)") }
    XCTAssertEqual(
      reason,
      "Tests/OrderTests/OrderTestDoubles.swift in the synchronized folder 'Recipes' compiles into Recipes; it "
        + "belongs to RecipesTests alone: set its target membership in Xcode")
    XCTAssertEqual(try plan("TwoApps").files.first?.target, "Companion")
  }

  func testTwoAppTargetsNeedATargetOption() throws {
    let file = Self.projectFile("TwoApps")
    XCTAssertThrowsError(
      try XcodeIntegration.plan(
        files: XcodeProjectTests.orderFiles(in: "/elsewhere"), projectFile: file, bytes: try Self.bytes("TwoApps"),
        outputFolder: Paths.dirname(Paths.dirname(file)), options: .init())
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "the project has 2 app targets that could receive the files ('Main', 'Companion'); choose one with --target NAME"
      )
    }
  }

  func testOfTwoAppTargetsTheOneBesideWhoseSourcesTheLayoutPutsFilesReceivesThem() throws {
    let file = Self.projectFile("TwoApps")
    let root = Paths.dirname(Paths.dirname(file))
    let outcome = try XcodeIntegration.plan(
      files: XcodeIntegrationTests.layoutFiles(view: "Main/Order/OrderListView.swift", in: root), projectFile: file,
      bytes: try Self.bytes("TwoApps"), outputFolder: root, options: .init())
    XCTAssertEqual(outcome.files.filter { !$0.isTest }.map(\.target), ["Main", "Main", "Main"])
  }

  func testUnknownKindWhereTheEditGoesLeavesTheProjectAlone() throws {
    let outcome = try plan("UnknownKind")
    XCTAssertNil(outcome.edited)
    XCTAssertEqual(
      outcome.untouched,
      .inProject(
        Problem(
          location: Self.projectFile("UnknownKind") + ":23:9",
          "the group for 'Modules' holds an element of kind 'fancy-folder', which this version of scaffold does not "
            + "know")))
  }

  /// Elsewhere in the same project the edit goes ahead: the unknown element kind, the unknown keys and the
  /// comment stay byte for byte, and removing the module gives back the original.
  func testUnknownKindsAndKeysElsewhereAreKeptByteForByte() throws {
    let file = Self.projectFile("UnknownKind")
    let original = try Self.bytes("UnknownKind")
    let folder = Paths.join(Paths.dirname(Paths.dirname(file)), "Maps")
    let outcome = try XcodeIntegration.plan(
      files: XcodeProjectTests.orderFiles(in: folder), projectFile: file, bytes: original, outputFolder: folder,
      options: .init())
    let edited = Array(try XCTUnwrap(outcome.edited, "\(outcome)").utf8)
    XCTAssertTrue(isSubsequence(original, of: edited))
    for kept in ["\"kind\": \"fancy-folder\"", "\"x-review-notes\"", "\"x-tooling\"", "// Written by a newer Xcode"] {
      XCTAssertTrue(String(decoding: edited, as: UTF8.self).contains(kept), kept)
    }
    let module = Set(outcome.files.map { Paths.relative($0.path, to: Paths.dirname(Paths.dirname(file))) })
    XCTAssertEqual(try XcprojText.removing(module, from: XcprojProject(path: file, bytes: edited)), original)
  }

  /// A list not printed as Xcode prints it (`"files": []`) is not guessed at: the project is left alone.
  func testAListOutOfXcodesLayoutLeavesTheProjectAlone() throws {
    let text = String(decoding: try Self.bytes("Shop"), as: UTF8.self)
    let start = try XCTUnwrap(text.range(of: "  \"files\": ["))
    let end = try XCTUnwrap(text.range(of: "  \"targets\": ["))
    let compact = text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "  \"files\": [],\n")
    let outcome = try plan("Shop", bytes: Array(compact.utf8))
    XCTAssertNil(outcome.edited)
    let layout = "the list is not laid out as Xcode writes it; open and save the project in Xcode first"
    XCTAssertEqual(outcome.untouched, .inProject(Problem(location: Self.projectFile("Shop") + ":11:12", layout)))
    // A comment after the list's last element: where its line ends is not known without guessing.
    let commented = text.replacingOccurrences(
      of: "    },\n  ],\n  \"targets\"", with: "    }, // products\n  ],\n  \"targets\"")
    XCTAssertNotEqual(commented, text)
    let second = try plan("Shop", bytes: Array(commented.utf8))
    XCTAssertNil(second.edited)
    XCTAssertEqual(second.untouched?.severity, .error)
    XCTAssertEqual(second.untouched?.problem.message, layout, "\(second)")
  }

  /// The whole edited file, against `Tests/Fixtures/XcprojTests/<Name>.edited`. `SCAFFOLD_RECORD=1` rewrites
  /// them and still fails.
  func testEditedProjectsMatchGoldens() throws {
    for name in Self.runs.keys.sorted() {
      let outcome = try plan(name)
      try Golden.check(
        outcome.edited ?? outcome.prior, path: Paths.join(Fixtures.path("XcprojTests"), "\(name).edited"), name)
    }
  }

  /// `Tests/Scripts/xcproj-differential.sh` runs this with the reports Apple's XcodeProjectFormat wrote for
  /// each project.xcproj (`SCAFFOLD_XCPROJ_ORACLE_DIR`): membership as scaffold reads it must be the same.
  func testMembershipAgreesWithApplesLibrary() throws {
    guard let folder = ProcessInfo.processInfo.environment["SCAFFOLD_XCPROJ_ORACLE_DIR"] else {
      throw XCTSkip("SCAFFOLD_XCPROJ_ORACLE_DIR is not set")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".oracle.json") }
    XCTAssertFalse(names.isEmpty)
    for name in names.sorted() {
      let report = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: Paths.join(folder, name)))))
      guard let path = report["project"]?.stringValue, let membership = report["membership"] else { continue }
      let project = try XcprojProject(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
      XCTAssertEqual(Self.membership(of: project), Self.text(membership), path)
    }
  }

  /// Membership in the oracle's shape: compiled files → targets, folders → targets and exceptions.
  static func membership(of project: XcprojProject) -> String {
    var files: [String] = []
    var folders: [String] = []
    for reference in project.references {
      guard let path = reference.path else { continue }
      if reference.kind == "file-reference" {
        let targets = project.compilingTargets(of: reference).sorted()
        if !targets.isEmpty { files.append("\(path): \(targets.joined(separator: ", "))") }
      } else if reference.kind == "folder" {
        let sync = project.synchronization(of: reference)
        let exceptions = sync.exceptions.keys.sorted().map {
          "\($0) [\(sync.exceptions[$0]!.sorted().joined(separator: ", "))]"
        }
        folders.append(
          "\(path): \(sync.syncing.sorted().joined(separator: ", ")); \(exceptions.joined(separator: "; "))")
      }
    }
    return (files.sorted() + folders.sorted()).joined(separator: "\n")
  }

  private static func text(_ membership: JSONNode) -> String {
    let strings = { (node: JSONNode?) in (node?.elements ?? []).compactMap(\.stringValue).sorted() }
    let files = (membership["files"]?.members ?? []).map { "\($0.key): \(strings($0.value).joined(separator: ", "))" }
    let folders = (membership["folders"]?.members ?? []).map { member in
      let exceptions = (member.value["exceptions"]?.members ?? []).sorted { $0.key < $1.key }.map {
        "\($0.key) [\(strings($0.value).joined(separator: ", "))]"
      }
      return
        "\(member.key): \(strings(member.value["targets"]).joined(separator: ", ")); \(exceptions.joined(separator: "; "))"
    }
    return (files.sorted() + folders.sorted()).joined(separator: "\n")
  }
}
