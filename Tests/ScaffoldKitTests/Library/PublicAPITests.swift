import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// ScaffoldKit's public declarations, one a line (`file: declaration`), against a golden: a change to the
/// public API shows up as a diff to review, never by accident. Record with `SCAFFOLD_RECORD=1`.
final class PublicAPITests: XCTestCase {
  func testPublicDeclarationsMatchTheGolden() throws {
    let sources = Repository.root.appendingPathComponent("Sources/ScaffoldKit").path
    let declarations = try PublicAPI.declarations(under: sources)
    let text = "\(declarations.count) public declarations\n" + declarations.map { $0 + "\n" }.joined()
    try assertGolden(text, fixture: "PublicAPITests", file: "ScaffoldKit.txt")
  }

  func testDeclarationsAreFoundByTheirModifierOnly() {
    let source = """
      /// public func notThis()
      public struct Shown {
        public init() {}
        @discardableResult public static func made() -> Int { 1 }
        func hidden() {}
        let text = "public var notThis"
        package var alsoHidden = 0
        open = nil
      }
      public import Foundation
      """
    XCTAssertEqual(
      PublicAPI.declarations(in: source, file: "A.swift"),
      [
        "A.swift: public struct Shown", "A.swift: public init()",
        "A.swift: @discardableResult public static func made() -> Int",
      ])
  }
}

/// Finds public declarations in Swift text by their leading modifiers, line by line.
enum PublicAPI {
  static func declarations(under root: String) throws -> [String] {
    let files =
      FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try files.flatMap { file in
      declarations(in: try String(contentsOfFile: root + "/" + file, encoding: .utf8), file: file)
    }
  }

  static func declarations(in source: String, file: String) -> [String] {
    source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      let words = text.split(separator: " ")
      guard let index = words.firstIndex(where: { $0 == "public" || $0 == "open" }),
        words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains(String($0)) }),
        index + 1 < words.count, words[index + 1] != "import",
        words[index + 1].first.map({ $0.isLetter || $0 == "@" }) == true
      else { return nil }
      var head = Substring(text)
      if let brace = head.firstIndex(of: "{") { head = head[..<brace] }
      return "\(file): " + head.trimmingCharacters(in: .whitespaces)
    }
  }

  private static let modifiers: Set<String> = [
    "static", "final", "nonisolated", "override", "mutating", "nonmutating", "convenience", "required", "indirect",
  ]
}
