import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Commands that take an Xcode project, over the same project stored as `project.pbxproj` and as
/// `project.xcproj` (`Tests/Fixtures/XcodeProjects/Shop` and `Tests/Fixtures/XcprojProjects/Shop`, each with
/// a module `Order` added the way `new-module` adds it).
final class XcprojCommandTests: XCTestCase {
  static let module = [
    "Modules/Order/Model/Order.swift": "struct Order {}\n",
    "Modules/Order/View/OrderListView.swift": "struct OrderListView { let repository: OrderRepository }\n",
    "Modules/Order/Repository/OrderRepository.swift": "protocol OrderRepository {}\n",
  ]
  static let others = [
    "Shop/AppDelegate.swift": "final class AppDelegate {}\n",
    "Modules/Stray/View/StrayView.swift": "struct StrayView { let repository: OrderRepository }\n",
  ]

  /// `/app` holding the sources and the Shop project in `format`, with the module's files added to it.
  private func shop(_ format: ProjectFormat) throws -> InMemoryFileSystem {
    let fixtures = format == .pbxproj ? "XcodeProjects" : "XcprojProjects"
    let fixture = Repository.root.appendingPathComponent(
      "Tests/Fixtures/\(fixtures)/Shop/Shop.xcodeproj/\(format.fileName)")
    let projectFile = "/app/Shop.xcodeproj/\(format.fileName)"
    let outcome = try XcodeIntegration.plan(
      files: Self.module.keys.sorted().map { ("/app/\($0)", false) }, projectFile: projectFile,
      bytes: Array(try Data(contentsOf: fixture)), outputFolder: "/app", options: .init())
    var files = Dictionary(
      uniqueKeysWithValues: Self.module.merging(Self.others) { a, _ in a }.map { ("/app/\($0)", $1) })
    files["/app/scaffold.json"] = #"{"preset": "mvvm"}"#
    files[projectFile] = try XCTUnwrap(outcome.edited, "\(outcome)")
    return InMemoryFileSystem(currentDirectory: "/app", files: files)
  }

  /// `lint --xcodeproj` and `which --xcodeproj` place every file alike in either format.
  func testLintAndWhichGiveTheSamePlacementsInBothFormats() throws {
    var outputs: [ProjectFormat: [String]] = [:]
    let paths = Self.module.merging(Self.others) { a, _ in a }.keys.sorted()
    for format in ProjectFormat.allCases {
      let fs = try shop(format)
      let lint = runCLI(["lint", "--xcodeproj", "Shop.xcodeproj"], fileSystem: fs)
      let which = runCLI(["which", "--xcodeproj", "Shop.xcodeproj"] + paths, fileSystem: fs)
      XCTAssertEqual(which.code, .success, which.stderr)
      // The summary's time is the one thing that may differ.
      let summary = lint.stderr.replacingOccurrences(of: #"in [0-9.]+s"#, with: "in …", options: .regularExpression)
      outputs[format] = [lint.stdout, summary, which.stdout]
    }
    XCTAssertEqual(outputs[.pbxproj], outputs[.xcproj])
    let lint = try XCTUnwrap(outputs[.xcproj]?[0])
    XCTAssertTrue(lint.contains("Modules/Order/View/OrderListView.swift:1:"), lint)
    XCTAssertFalse(lint.contains("StrayView.swift"), lint)
    let which = try XCTUnwrap(outputs[.xcproj]?[2])
    XCTAssertTrue(
      which.contains("Modules/Stray/View/StrayView.swift\n  layer:      none\n  why:        not linted"), which)
    XCTAssertTrue(which.contains("Modules/Order/View/OrderListView.swift\n  layer:      View\n"), which)
  }

  /// `new-module` into a truncated `project.xcproj`, or one requiring a capability scaffold does
  /// not know, is refused at the file's line and column, and the tree is left byte-identical.
  func testAnUnreadableProjectRefusesNewModuleAndChangesNothing() throws {
    let full = try shop(.xcproj).snapshot["/app/Shop.xcodeproj/project.xcproj"]!
    let newer = "{\n  \"required-capabilities\": [\n    \"glow in the dark files\",\n  ],\n" + "  \"files\": [],\n}\n"
    let cases = [
      (Array(full[..<300]), "Shop.xcodeproj/project.xcproj:16:19: unterminated string"),
      (Array(newer.utf8), "Shop.xcodeproj/project.xcproj:2:28: the project requires 'glow in the dark files'"),
    ]
    for (bytes, expected) in cases {
      let fs = InMemoryFileSystem(
        currentDirectory: "/app",
        files: [
          "/app/scaffold.json": #"{"preset": "mvvm"}"#,
          "/app/Shop.xcodeproj/project.xcproj": String(decoding: bytes, as: UTF8.self),
        ])
      let before = fs.snapshot
      let run = runCLI(["new-module", "Order"], fileSystem: fs)
      XCTAssertNotEqual(run.code, .success, run.stdout)
      XCTAssertTrue(run.stdout.contains(expected) || run.stderr.contains(expected), run.stdout + run.stderr)
      XCTAssertEqual(fs.snapshot, before)
    }
  }
}
