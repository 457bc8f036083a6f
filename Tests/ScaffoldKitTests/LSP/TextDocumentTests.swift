import Testing

@testable import ScaffoldKit

@Suite struct TextDocumentTests {
  /// Random range edits (inserting and removing line breaks, at line ends and past them) leave a document whose
  /// every line reads as in a document made afresh from the same text: the mended line index is the one a
  /// full scan makes.
  @Test func rangeEditsKeepTheLinesAFreshDocumentHas() {
    var generator = LexerFuzzTests.Generator(state: 7)
    let pieces = ["", "a", "bc", "\n", "\r\n", "x\ny", "\n\n", "é", "let a = 1\n"]
    var document = TextDocument(uri: "file:///a.swift", path: "a.swift", version: 1, text: "one\ntwo\n\nfour")
    for _ in 0..<2_000 {
      let fresh = TextDocument(uri: "", path: "", version: nil, text: document.text)
      let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).count
      for line in 0...(lines + 1) {
        #expect(document.line(line) == fresh.line(line), "line \(line) of \(document.text.debugDescription)")
      }
      let line = Int.random(in: 0...lines, using: &generator)
      let start = (line, Int.random(in: 0..<6, using: &generator))
      let end = (line + Int.random(in: 0..<3, using: &generator), Int.random(in: 0..<6, using: &generator))
      let text = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      // A range whose end comes before its start is refused and changes nothing.
      _ = document.apply(text: text, range: (start, end), encoding: .utf8)
    }
  }
}
