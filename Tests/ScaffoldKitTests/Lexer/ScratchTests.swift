import XCTest
@testable import ScaffoldKit

final class LexerScratchTests: XCTestCase {
  func testDump() throws {
    guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { throw XCTSkip() }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    if ProcessInfo.processInfo.environment["WORDS"] != nil {
      var out = "file \(path)\n"
      for t in SwiftLexer.tokenize(bytes) where t.kind.isWord { out += "\(t.line) \(t.column) \(t.text(in: bytes))\n" }
      try out.write(toFile: "/tmp/ours.txt", atomically: true, encoding: .utf8)
      return
    }
    for t in SwiftLexer.tokenize(bytes) { print(t.line, t.column, t.kind, t.text(in: bytes).debugDescription) }
    let idx = SwiftIndexer.index(bytes, path: path)
    print(idx.imports); for d in idx.declarations { print(d) }; for r in idx.references { print(r.name, r.position) }; for c in idx.lineComments { print(c) }
  }
}
