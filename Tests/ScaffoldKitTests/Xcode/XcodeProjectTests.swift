import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Reading, round trips and edits over the projects in `Tests/Fixtures/XcodeProjects/<Name>/<Name>.xcodeproj`.
final class XcodeProjectTests: XCTestCase {
  static let names = [
    "Shop", "Notes", "Wallet", "Feed", "Radio", "Recipes", "TwoApps", "UnknownKind", "Ledger", "Pantry",
  ]

  static func projectFile(_ name: String) -> String {
    Paths.join(Fixtures.path("XcodeProjects"), name, "\(name).xcodeproj", "project.pbxproj")
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: projectFile(name))))
  }

  /// The module `new-module Order` generates, as the integration sees it (paths under `folder`).
  static func orderFiles(in folder: String) -> [(path: String, isTest: Bool)] {
    [
      "Modules/Order/Model/Order.swift", "Modules/Order/View/OrderListView.swift",
      "Modules/Order/ViewModel/OrderListViewModel.swift", "Tests/OrderTests/OrderListViewModelTests.swift",
      "Tests/OrderTests/OrderTestDoubles.swift",
    ].map { (Paths.join(folder, $0), XcodeIntegration.isTest($0)) }
  }

  func testEveryFixtureReadsAndWritesBackByteForByte() throws {
    var versions: Set<String> = []
    for name in Self.names {
      let bytes = try Self.bytes(name)
      let project = try XcodeProject(path: name, bytes: bytes)
      XCTAssertEqual(ProjectEditor(project).apply(), bytes, name)
      XCTAssertFalse(project.targets.isEmpty, name)
      versions.insert(project.objectVersion)
    }
    XCTAssertEqual(versions, ["48", "52", "54", "56", "63", "70", "76", "77", "90", "100"])
  }

  /// `SCAFFOLD_PBXPROJ_DIR=folder swift test --filter XcodeProjectTests` reads every `*.pbxproj` in it.
  func testProjectsInAFolderRoundTrip() throws {
    guard let folder = ProcessInfo.processInfo.environment["SCAFFOLD_PBXPROJ_DIR"] else {
      throw XCTSkip("SCAFFOLD_PBXPROJ_DIR is not set")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("pbxproj") }.sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.join(folder, name))))
      let project = try XcodeProject(path: name, bytes: bytes)
      XCTAssertEqual(ProjectEditor(project).apply(), bytes, name)
      print("round trip: \(name): objectVersion \(project.objectVersion), \(project.objects.count) objects, identical")
    }
  }

  func testStringsAndCommentsParse() throws {
    let text = """
      // !$*UTF8*$!
      { a = "x \\"y\\"\\n\\U00e9"; /* note */ b = (c, "d e", ); e = {}; f = <0fab>; g = $SRCROOT/x+y; }
      """
    let value = try PlistParser.parse(Array(text.utf8))
    XCTAssertEqual(value["a"]?.string, "x \"y\"\né")
    XCTAssertEqual(value["b"]?.array?.compactMap(\.string), ["c", "d e"])
    XCTAssertEqual(value["e"]?.entries?.count, 0)
    XCTAssertEqual(value["f"]?.string, "<0fab>")
    XCTAssertEqual(PlistParser.encode("Home View.swift"), "\"Home View.swift\"")
    XCTAssertEqual(PlistParser.encode("Order+Mapping.swift"), "\"Order+Mapping.swift\"")
    XCTAssertEqual(PlistParser.encode("Modules/Order.swift"), "Modules/Order.swift")
  }

  func testMalformedInputIsALocatedError() {
    let cases: [(String, String)] = [
      ("{ a = b;\n  c = (d, ", "2:11: unexpected end of file: expected ')' to close the list at 2:7"),
      ("{ a = b\n}", "2:1: expected ';' after the value of 'a'"),
      ("{ a = \"open }", "1:7: unterminated string"),
      ("{ a = b; } x", "1:12: unexpected text after the end of the property list"),
      ("{ /* never closed", "1:3: unterminated comment"),
      ("{ objects = {}; }", "1:1: 'rootObject' does not name a PBXProject object"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try XcodeProject(path: "p", bytes: Array(text.utf8))) { error in
        XCTAssertEqual("\(error)", "p:" + expected, text)
      }
    }
  }

  /// Every prefix of a real project is refused with an error, never a crash.
  func testTruncatedProjectsNeverCrash() throws {
    let bytes = try Self.bytes("Feed")
    for length in stride(from: 0, to: bytes.count - 2, by: 37) {
      XCTAssertThrowsError(try XcodeProject(path: "p", bytes: Array(bytes[..<length])))
    }
  }
}
