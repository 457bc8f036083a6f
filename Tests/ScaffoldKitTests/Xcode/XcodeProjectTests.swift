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

  /// A target's module name from the `.xcconfig` its configuration is based on, where the project sets none:
  /// through a file reference, and through Xcode 16's anchor and relative path (NetNewsWire's iOS app); the
  /// files it includes are read first, and the project's own settings win.
  func testTheModuleNameComesFromTheConfigurationFileWhereTheProjectSetsNone() throws {
    let fixture = Fixtures.path("PackageDependencyRulesTests/XcodeApp/Shop.xcodeproj/project.pbxproj")
    let project = try String(contentsOfFile: fixture, encoding: .utf8)
    let reference = project.replacingOccurrences(
      of: "\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER",
      with: "\t\t\tbaseConfigurationReference = AE0000000000000000000001;\n"
        + "\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER"
    ).replacingOccurrences(
      of: "\t\t\t\tA20000000000000000000001 /* ShopApp.swift */,\n",
      with:
        "\t\t\t\tA20000000000000000000001 /* ShopApp.swift */,\n\t\t\t\tAE0000000000000000000001 /* Shop.xcconfig */,\n"
    ).replacingOccurrences(
      of: "/* End PBXFileReference section */",
      with: "\t\tAE0000000000000000000001 /* Shop.xcconfig */ = {isa = PBXFileReference; path = Shop.xcconfig; "
        + "sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
    let anchored = project.replacingOccurrences(
      of: "\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER",
      with: "\t\t\tbaseConfigurationReferenceAnchor = A40000000000000000000002 /* Shop */;\n"
        + "\t\t\tbaseConfigurationReferenceRelativePath = Shop.xcconfig;\n"
        + "\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER")
    XCTAssertNotEqual(reference, project)
    XCTAssertNotEqual(anchored, project)
    for text in [reference, anchored] {
      let fileSystem = InMemoryFileSystem(
        currentDirectory: "/app",
        files: [
          "Shop.xcodeproj/project.pbxproj": text,
          "Shop/Shop.xcconfig": "#include \"../Common.xcconfig\"\n#include? \"Missing.xcconfig\"\n"
            + "PRODUCT_MODULE_NAME = Storefront // the app's module\nPRODUCT_NAME = Ignored\n",
          "Common.xcconfig": "PRODUCT_MODULE_NAME = Common\nSWIFT_VERSION = 6.0\n",
        ])
      let parsed = try XcodeProject(path: "Shop.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
      XCTAssertEqual(parsed.targets.first { $0.name == "Shop" }?.moduleName, "Shop")
      let read = parsed.targets(projectFile: "Shop.xcodeproj/project.pbxproj", fileSystem: fileSystem)
      XCTAssertEqual(read.first { $0.name == "Shop" }?.moduleName, "Storefront")
      XCTAssertEqual(read.first { $0.name == "Analytics" }?.moduleName, "Analytics")
    }
  }
}
