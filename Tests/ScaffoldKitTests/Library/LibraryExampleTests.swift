import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

// The examples of docs/library.md, run here. `testDocumentShowsTheseExamples` fails when the document and
// this file drift apart. Inside this package `package` declarations are visible too, so
// `Tests/Scripts/library-examples.sh` (`.ci/e2e.sh library`) compiles them outside it, on the public API alone.

// docs/library.md: lint
/// The findings in the tree at `root` that its baseline does not record.
func newFindings(in root: String) throws -> [Diagnostic] {
  let request = LintRequest(baseline: "baseline.json")
  let outcome = try Scaffold.lint(request, fileSystem: DiskFileSystem(currentDirectory: root))
  return outcome.result.diagnostics
}
// end

// docs/library.md: generate
/// Generates module `name` into `root` as `scaffold new-module` does; files edited since are conflicts.
func generateModule(_ name: String, in root: String) throws -> ModulePlan {
  let fileSystem = DiskFileSystem(currentDirectory: root)
  let module = try Scaffold.planModule(ModuleRequest(name: name, xcode: .none), fileSystem: fileSystem)
  try Scaffold.write(module.plan, fileSystem: fileSystem)
  return module
}
// end

final class LibraryExampleTests: XCTestCase {
  func testLintExampleReportsOnlyWhatTheBaselineDoesNotRecord() throws {
    let findings = try newFindings(in: Fixtures.path("LibraryExampleTests"))
    XCTAssertEqual(
      findings.map { "\($0.location.path):\($0.location.line) \($0.rule.rawValue)" },
      ["Sources/Shop/View/CheckoutView.swift:3 layer-dependency"])
  }

  func testGenerateExampleWritesAModuleThatLintsClean() throws {
    let root = temporaryPath("LibraryExampleTests")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let module = try generateModule("Order", in: root)
    XCTAssertEqual(module.spec.name, "Order")
    XCTAssertTrue(module.plan.entries.allSatisfy { $0.action == .create })
    XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/Modules/Order/ViewModel/OrderListViewModel.swift"))
    let outcome = try Scaffold.lint(LintRequest(), fileSystem: DiskFileSystem(currentDirectory: root))
    XCTAssertEqual(outcome.result.diagnostics, [])
    // Generating again plans every file unchanged; an edited file becomes a conflict and nothing is written.
    XCTAssertTrue(try generateModule("Order", in: root).plan.entries.allSatisfy { $0.action == .unchanged })
    let edited = root + "/Modules/Order/Model/Order.swift"
    try "// mine\n".write(toFile: edited, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try generateModule("Order", in: root)) { error in
      XCTAssertEqual((error as? ScaffoldError)?.kind, .refused)
    }
    XCTAssertEqual(try String(contentsOfFile: edited, encoding: .utf8), "// mine\n")
  }

  /// Each example of docs/library.md (a Swift block that imports ScaffoldKit) is one of the marked regions
  /// of this file, word for word.
  func testDocumentShowsTheseExamples() throws {
    let document = try Repository.text("docs/library.md")
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let blocks = Self.blocks(in: document, opening: "```swift\n", closing: "```\n").filter {
      $0.hasPrefix("import ScaffoldKit\n")
    }
    let regions = ["lint", "generate"].map { name in
      Self.blocks(in: source, opening: "// docs/library.md: \(name)\n", closing: "// end\n").first ?? ""
    }
    XCTAssertEqual(blocks.count, regions.count, "docs/library.md has \(blocks.count) Swift blocks")
    for (block, region) in zip(blocks, regions) {
      XCTAssertEqual(block, "import ScaffoldKit\n\n" + region)
    }
  }

  /// The texts between each `opening` line and the next `closing` line.
  static func blocks(in text: String, opening: String, closing: String) -> [String] {
    text.components(separatedBy: opening).dropFirst().compactMap { $0.components(separatedBy: closing).first }
  }
}
