import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Every link in README.md and docs/ leads to a file of the repository, and every `.md` file the text names
/// exists: a page that sends users to a missing file is a bug.
final class DocsLinkTests: XCTestCase {
  private let repository = Repository.root.path

  private func pages() throws -> [String] {
    let docs = Paths.join(repository, "docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs).filter { $0.hasSuffix(".md") }.sorted()
    return [Paths.join(repository, "README.md")] + names.map { Paths.join(docs, $0) }
  }

  func testLinksAndNamedPagesExist() throws {
    let pages = try pages()
    XCTAssertGreaterThan(pages.count, 5)
    // Files a team writes in its own repository, which the pages tell it what to put in.
    let known = Set(pages.map(Paths.basename)).union(["AGENTS.md", "CLAUDE.md"])
    var missing: [String] = []
    for page in pages {
      let text = try String(contentsOfFile: page, encoding: .utf8)
      let folder = Paths.dirname(page)
      let name = Paths.relative(page, to: repository)
      for target in Self.matches(#"\]\(([^)\s]+)\)"#, in: text) {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#")
          || target.hasPrefix("mailto:")
        {
          continue
        }
        let file = String(target.split(separator: "#", maxSplits: 1)[0])
        if !FileManager.default.fileExists(atPath: Paths.join(folder, file)) {
          missing.append("\(name): link to \(target)")
        }
      }
      for mention in Self.matches(#"(?<![\w/.-])([A-Za-z][\w-]*\.md)\b"#, in: text) where !known.contains(mention) {
        missing.append("\(name): names \(mention)")
      }
    }
    XCTAssertEqual(missing, [], missing.joined(separator: "\n"))
  }

  func testDocumentedVersionIsTheToolsVersion() throws {
    for page in try pages() {
      let text = try String(contentsOfFile: page, encoding: .utf8)
      for version in Self.matches(#""version": "([0-9.]+)""#, in: text) {
        XCTAssertEqual(version, ScaffoldVersion.current, Paths.basename(page))
      }
    }
  }

  private static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
