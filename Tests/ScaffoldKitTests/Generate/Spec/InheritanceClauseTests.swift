import XCTest

@testable import ScaffoldKit

/// The names after a declaration's `:`, read at the declaration's name (marked `‸` in each source).
final class InheritanceClauseTests: XCTestCase {
  private func names(_ marked: String) -> [String] {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("‸") }!
    let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].firstIndex(of: "‸")!) + 1
    let source = marked.replacingOccurrences(of: "‸", with: "")
    return InheritanceClause.names(in: Array(source.utf8), at: SourcePosition(line: line + 1, column: column))
  }

  func testPlainGenericQualifiedAndAttributedNames() {
    XCTAssertEqual(names("public struct ‸Product: Codable, Hashable {\n}"), ["Codable", "Hashable"])
    XCTAssertEqual(names("struct ‸Box<T: Equatable>: Swift.Codable where T: Sendable {}"), ["Codable"])
    XCTAssertEqual(names("final class ‸Store: @unchecked Sendable, Identifiable {}"), ["Sendable", "Identifiable"])
    XCTAssertEqual(names("extension ‸Product: Encodable {}"), ["Encodable"])
    XCTAssertEqual(names("enum ‸Kind:\n  String,\n  CaseIterable\n{\n  case a\n}"), ["String", "CaseIterable"])
    XCTAssertEqual(names("protocol ‸Model: Hashable & Sendable {}"), ["Hashable", "Sendable"])
  }

  func testNoClauseAndGenericArgumentsInIt() {
    XCTAssertEqual(names("struct ‸Plain {\n  let x: Int\n}"), [])
    XCTAssertEqual(names("class ‸Cache: Base<Int>, Sendable {}"), ["Base", "Sendable"])
  }
}
