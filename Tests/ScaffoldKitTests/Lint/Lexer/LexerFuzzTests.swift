import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Property tests: random and mutated inputs never crash the lexer or the indexer, and the tokens
/// always cover the input in order, inside its bounds, at the line and column their offset implies.
///
/// `SCAFFOLD_FUZZ_ITERATIONS` (default 100 000) and `SCAFFOLD_FUZZ_SEED` change the run; a failure
/// prints the seed and the input's bytes so it can be replayed.
final class LexerFuzzTests: XCTestCase {
  private static let snippets: [String] = [
    #"let s = "a \(f("\(x)")) b""#,
    "let m = \"\"\"\n  line \\(Model.self)\n  \"\"\"\n",
    ##"let r = #"raw \#(Router()) \(no)"#"##,
    "let re = #/\n a+ (?<x>b)\n/#; let d = a / b / c",
    "/* outer /* inner */ */ // comment\n/// doc\n",
    "@MainActor final class `my test`<T: P>: Base where T: Q { class func f() {} }",
    "#if os(iOS) && DEBUG\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#else\n#endif\n",
    "let n = 0x1p-3 + 1_000 + 0b1010 + 1e-9; x?.y!.z ?? w; a..<b",
    "extension Outer.Inner: Sendable { var k = \\Outer.value; #Preview { V() } }",
    "@testable import A; import struct B.C\nenum E { case a, b(Int) }",
    "let x = /ab+c/; f(/x/, y); let u = 名前 + 😀 ∪ é",
    "func g<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }",
  ]

  private static let insertions: [[UInt8]] =
    [
      "\"", "\\", "#", "/", "\"\"\"", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "`", "#/", "/#", "\n", "\r",
      "{", "}", "<", ">", "$", "@", "'", " ", "#if", "#endif", "extension ", "class ", "import ", ".",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xE2, 0x88], [0xF0, 0x9F, 0x98], [0xEF, 0xBB, 0xBF]]

  /// SplitMix64: small, fast and reproducible on every platform (the LSP fuzz test uses it too).
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
  }

  func testRandomAndMutatedInputs() {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["SCAFFOLD_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 100_000
    let seed = environment["SCAFFOLD_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5CAF_F01D
    var generator = Generator(state: seed)
    let corpus = Self.snippets.map { Array($0.utf8) }
    var tokensSeen = 0
    for iteration in 0..<iterations {
      let input = makeInput(&generator, corpus: corpus)
      let failure = check(input, tokensSeen: &tokensSeen)
      if let failure {
        XCTFail("seed \(seed), iteration \(iteration): \(failure)\ninput bytes: \(input)")
        return
      }
    }
    print("LexerFuzzTests: \(iterations) inputs, \(tokensSeen) tokens, seed \(seed)")
  }

  private func makeInput(_ g: inout Generator, corpus: [[UInt8]]) -> [UInt8] {
    if g.below(8) == 0 {
      // Pure noise, biased towards the bytes that drive the lexer's modes.
      let alphabet = Array("\"\\#/()*`{}\n abcXYZ01.$@'<>".utf8) + [0x00, 0xFF, 0xC3, 0xE2]
      return (0..<g.below(96)).map { _ in alphabet[g.below(alphabet.count)] }
    }
    var input = corpus[g.below(corpus.count)]
    for _ in 0..<(1 + g.below(4)) {
      switch g.below(6) {
      case 0:
        input = Array(input.prefix(g.below(input.count + 1)))
      case 1 where !input.isEmpty:
        input[g.below(input.count)] = UInt8(truncatingIfNeeded: g.next())
      case 2, 3:
        input.insert(contentsOf: Self.insertions[g.below(Self.insertions.count)], at: g.below(input.count + 1))
      case 4 where !input.isEmpty:
        let start = g.below(input.count)
        let slice = input[start..<min(input.count, start + g.below(16))]
        input.insert(contentsOf: slice, at: g.below(input.count + 1))
      default:
        input += corpus[g.below(corpus.count)].prefix(g.below(40))
      }
    }
    return Array(input.prefix(256))
  }

  /// Nil when every property holds, else what went wrong.
  private func check(_ input: [UInt8], tokensSeen: inout Int) -> String? {
    var lineStarts = [0]
    for (offset, byte) in input.enumerated() {
      if byte == 0x0A || (byte == 0x0D && (offset + 1 == input.count || input[offset + 1] != 0x0A)) {
        lineStarts.append(offset + 1)
      }
    }
    var previousEnd = 0
    var lineIndex = 0
    let tokens = SwiftLexer.tokenize(input)
    let oneByOne = Self.tokensOneByOne(input)
    if tokens != oneByOne {
      let first = zip(tokens, oneByOne).enumerated().first { $0.element.0 != $0.element.1 }
      let at = first?.offset ?? min(tokens.count, oneByOne.count)
      return "the token loop and next() disagree at token \(at): "
        + "\(tokens.dropFirst(at).first.map(String.init(describing:)) ?? "none") against "
        + "\(oneByOne.dropFirst(at).first.map(String.init(describing:)) ?? "none")"
    }
    for token in tokens {
      guard token.start >= previousEnd, token.start < token.end, token.end <= input.count else {
        return "token \(token) out of order or bounds (previous end \(previousEnd))"
      }
      while lineIndex + 1 < lineStarts.count && lineStarts[lineIndex + 1] <= token.start { lineIndex += 1 }
      guard token.line == lineIndex + 1, token.column == token.start - lineStarts[lineIndex] + 1 else {
        return "token \(token) at the wrong line/column"
      }
      previousEnd = token.end
      tokensSeen += 1
    }
    let index = SwiftIndexer.index(input, path: "Fuzz.swift")
    let positions = index.references.map(\.position) + index.declarations.map(\.position)
    if let bad = positions.first(where: { $0.line < 1 || $0.line > lineStarts.count || $0.column < 1 }) {
      return "index position \(bad) outside the input"
    }
    return nil
  }

  /// The tokens of `bytes` as `next()` gives them one at a time, without the token loop's own reading of words
  /// and punctuation (`tokenize` and the indexer use that loop; both must give the same tokens).
  static func tokensOneByOne(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(buffer)
      var tokens: [Token] = []
      while let token = lexer.next() { tokens.append(token) }
      return tokens
    }
  }

  /// Over every Swift fixture, the token loop gives exactly the tokens `next()` gives.
  func testTheTokenLoopGivesTheTokensOfNext() throws {
    let files = try Fixtures.swiftFiles()
    XCTAssertGreaterThan(files.count, 100)
    var count = 0
    for (path, bytes) in files {
      let tokens = SwiftLexer.tokenize(bytes)
      XCTAssertEqual(tokens, Self.tokensOneByOne(bytes), path)
      count += tokens.count
    }
    XCTAssertGreaterThan(count, 50_000)
  }

  func testDeepNestingUsesNoRecursion() {
    let depth = 100_000
    let cases: [[UInt8]] = [
      Array((String(repeating: #""\("#, count: depth) + "X").utf8),
      Array(String(repeating: "(", count: depth).utf8) + Array(String(repeating: "}", count: depth).utf8),
      Array(String(repeating: "{", count: depth).utf8) + Array(String(repeating: ")", count: depth).utf8),
      Array(String(repeating: "/*", count: depth).utf8),
      Array(String(repeating: "#if A\nstruct S {\n", count: depth / 10).utf8),
      Array(String(repeating: "[<", count: depth).utf8),
    ]
    for input in cases {
      var tokens = 0
      XCTAssertNil(check(input, tokensSeen: &tokens))
      XCTAssertGreaterThan(tokens, 0)
    }
  }

  func testHugeAdversarialLinesStayLinear() {
    // Each of these would be quadratic if a failed scan were retried from every start position.
    let size = 200_000
    let cases: [String] = [
      String(repeating: "(/a ", count: size / 4),
      String(repeating: "`a ", count: size / 3),
      String(repeating: "#\"\"\"a", count: size / 5),
      String(repeating: "'a ", count: size / 3),
      String(repeating: "struct A<", count: size / 9),
      String(repeating: "@a(", count: size / 3) + "import B",
      String(repeating: "protocol A {", count: size / 12),
      String(repeating: "protocol A ", count: size / 11),
      String(repeating: "{ a, b, c ", count: size / 10),
      String(repeating: "#if A ", count: size / 6),
      String(repeating: "infix operator + ", count: size / 17),
    ]
    for text in cases {
      let tokens = SwiftLexer.tokenize(text)
      XCTAssertFalse(tokens.isEmpty)
      _ = SwiftIndexer.index(text, path: "Huge.swift")
    }
  }
}
