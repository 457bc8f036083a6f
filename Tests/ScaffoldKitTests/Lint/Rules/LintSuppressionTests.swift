import XCTest

@testable import ScaffoldKit

final class LintSuppressionTests: XCTestCase {
  private let repository = "Modules/Order/Repository/OrderRepository.swift"

  /// Lints a View file (with `OrderRepository` declared in the Repository layer) and lists its findings.
  private func lintView(_ source: String, config: String? = nil) throws -> [String] {
    var files = [
      "/app/Modules/Order/View/OrderView.swift": source,
      "/app/\(repository)": "struct OrderRepository {}\n",
    ]
    if let config { files["/app/scaffold.json"] = config }
    let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: files)
    let configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
    let result = try Linter(configuration: configuration, fileSystem: fileSystem).run()
    return result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)" }
  }

  func testNextLineTrailingAndFileScopes() throws {
    XCTAssertEqual(
      try lintView(
        """
        struct OrderView {
          // scaffold:ignore layer-dependency -- legacy screen, moving in ORD-12
          let a: OrderRepository
          let b: OrderRepository // scaffold:ignore layer-dependency -- same
          let c: OrderRepository
        }
        """),
      [
        "5:10 layer-dependency: View 'OrderView' references 'OrderRepository' declared in layer Repository "
          + "(\(repository)); View may depend on ViewModel, Router, Model, Core"
      ])
    XCTAssertEqual(
      try lintView(
        """
        // scaffold:ignore-file layer-dependency, feature-isolation -- generated adapter
        struct OrderView {
          let a: OrderRepository
          let c: OrderRepository
        }
        """),
      ["1:1 unused-suppression: suppression of 'feature-isolation' matches no finding; remove it"])
  }

  func testSuppressionSkipsFollowingCommentLines() throws {
    XCTAssertEqual(
      try lintView(
        """
        struct OrderView {
          // scaffold:ignore layer-dependency -- kept until the repository protocol moves to Core
          // (tracked in ORD-7)
          let a: OrderRepository
        }
        """), [])
  }

  func testSuppressionSkipsBlankLinesAndBlockComments() throws {
    XCTAssertEqual(
      try lintView(
        """
        struct OrderView {
          // scaffold:ignore layer-dependency -- kept until the repository protocol moves to Core

          /* The cache is shared with the widget. */
          /// The data source.

          let a: OrderRepository
          let b: OrderRepository
        }
        """),
      [
        "8:10 layer-dependency: View 'OrderView' references 'OrderRepository' declared in layer Repository "
          + "(\(repository)); View may depend on ViewModel, Router, Model, Core"
      ])
  }

  func testMalformedSuppressions() throws {
    XCTAssertEqual(
      try lintView(
        """
        struct OrderView {
          // scaffold:ignore layer-dependency
          let a: OrderRepository
          // scaffold:ignore layer-dependancy -- typo
          let b: OrderRepository
          // scaffold:ignroe layer-dependency -- typo in the directive
          // scaffold: generated from View.stencil
          // scaffold:ignore -- no rule
        }
        """),
      [
        "2:3 invalid-suppression: suppression has no reason; write '// scaffold:ignore layer-dependency -- <why>'",
        "4:3 invalid-suppression: 'layer-dependancy' is not a rule that can be suppressed (did you mean "
          + "'layer-dependency'?); rules are layer-dependency, forbidden-import, feature-isolation, protected-layer, "
          + "unassigned-file, cycle, undeclared-import, unused-dependency",
        "5:10 layer-dependency: View 'OrderView' references 'OrderRepository' declared in layer Repository "
          + "(\(repository)); View may depend on ViewModel, Router, Model, Core",
        "6:3 invalid-suppression: unknown directive 'scaffold:ignroe' (did you mean 'ignore'?); "
          + "write '// scaffold:ignore <rule> -- <reason>'",
        "8:3 invalid-suppression: suppression names no rule; write '// scaffold:ignore <rule> -- <reason>'",
      ])
  }

  func testUnusedSuppression() throws {
    let source = """
      struct OrderView {
        // scaffold:ignore forbidden-import -- nothing to suppress here
        let a: Int
      }
      """
    XCTAssertEqual(
      try lintView(source), ["2:3 unused-suppression: suppression of 'forbidden-import' matches no finding; remove it"])
    XCTAssertEqual(try lintView(source, config: #"{"rules": {"forbidden-import": "off"}}"#), [])
    XCTAssertEqual(try lintView(source, config: #"{"rules": {"unused-suppression": "off"}}"#), [])
  }

  /// Comments without a next line of code (a file ending in suppressions, or comments made without an
  /// index) apply to the first line after their run of comment lines; a trailing comment is no such line.
  func testARunOfSuppressionsWithoutCodeAppliesBelowTheRun() {
    func comment(_ line: Int, trailing: Bool = false) -> LineComment {
      LineComment(
        text: " scaffold:ignore layer-dependency -- reviewed", position: SourcePosition(line: line, column: 1),
        isTrailing: trailing)
    }
    let comments = [1, 2, 3].map { comment($0) } + [comment(4, trailing: true)] + (6...5_000).map { comment($0) }
    let scopes = Suppressions(comments: comments).suppressions.map(\.scope)
    XCTAssertEqual(Array(scopes.prefix(5)), [.line(4), .line(4), .line(4), .line(4), .line(5_001)])
    XCTAssertEqual(scopes.count, 4_999)
    XCTAssertTrue(scopes.dropFirst(4).allSatisfy { $0 == .line(5_001) })
  }

  func testDocCommentsAreNotDirectives() throws {
    XCTAssertEqual(try lintView("/// scaffold:ignore layer-dependency\nstruct OrderView {}\n"), [])
  }
}
