import TemplateEngine
import XCTest

@testable import ScaffoldKit

/// Expected tokens per snippet, written as `kind text` so a failure shows a readable diff.
final class LexerTests: XCTestCase {
  private func assertLexes(
    _ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    let bytes = Array(source.utf8)
    let actual = SwiftLexer.tokenize(bytes).map { "\($0.kind) \($0.text(in: bytes))" }
    XCTAssertEqual(actual, expected, file: file, line: line)
  }

  private func words(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return SwiftLexer.tokenize(bytes).filter(\.kind.isWord).map { $0.text(in: bytes) }
  }

  // MARK: - Comments

  func testNestedBlockComments() {
    assertLexes(
      "a /* one /* two */ still */ b", ["identifier a", "blockComment /* one /* two */ still */", "identifier b"])
  }

  func testLineAndDocComments() {
    assertLexes(
      "x // Repo\n/// Doc Model\ny",
      ["identifier x", "lineComment // Repo", "lineComment /// Doc Model", "identifier y"])
  }

  func testCommentEndsAnOperator() {
    assertLexes("a+/* c */b", ["identifier a", "operator +", "blockComment /* c */", "identifier b"])
  }

  func testUnterminatedBlockCommentRunsToTheEnd() {
    assertLexes("a /* /* */ b", ["identifier a", "blockComment /* /* */ b"])
  }

  // MARK: - Strings

  func testInterpolationIsCode() {
    assertLexes(
      #""a \(Foo.bar) b""#,
      [
        "stringStart \"", "stringSegment a ", "interpolationStart \\(", "identifier Foo", "period .",
        "identifier bar", "interpolationEnd )", "stringSegment  b", "stringEnd \"",
      ])
  }

  func testInterpolationNestsToAnyDepth() {
    assertLexes(
      #""\(f("\(x)"))""#,
      [
        "stringStart \"", "interpolationStart \\(", "identifier f", "leftParen (", "stringStart \"",
        "interpolationStart \\(", "identifier x", "interpolationEnd )", "stringEnd \"", "rightParen )",
        "interpolationEnd )", "stringEnd \"",
      ])
    let deep = String(repeating: #""\("#, count: 50) + "Deep" + String(repeating: #")""#, count: 50)
    XCTAssertEqual(words(deep), ["Deep"])
  }

  func testParenthesesInsideInterpolation() {
    XCTAssertEqual(words(#""\((a + (b)) * c) d""#), ["a", "b", "c"])
  }

  func testEscapesDoNotEndStrings() {
    assertLexes(
      #""a\"b\\" c"#, ["stringStart \"", #"stringSegment a\"b\\"#, "stringEnd \"", "identifier c"])
  }

  func testMultiLineString() {
    assertLexes(
      "let s = \"\"\"\n  Repo \"quoted\" \\(Model.self)\n  \"\"\"\nx",
      [
        "keyword let", "identifier s", "operator =", "stringStart \"\"\"", "stringSegment \n  Repo \"quoted\" ",
        "interpolationStart \\(", "identifier Model", "period .", "keyword self", "interpolationEnd )",
        "stringSegment \n  ", "stringEnd \"\"\"", "identifier x",
      ])
  }

  func testMultiLineStringLineContinuationAndEscapedQuotes() {
    XCTAssertEqual(words("\"\"\"\n a \\\n b \\\"\"\" c\n \"\"\" d"), ["d"])
  }

  func testRawStrings() {
    assertLexes(
      ##"#"raw \(No) \#(Yes) "quoted""# x"##,
      [
        "stringStart #\"", "stringSegment raw \\(No) ", "interpolationStart \\#(", "identifier Yes",
        "interpolationEnd )", "stringSegment  \"quoted\"", "stringEnd \"#", "identifier x",
      ])
    assertLexes(
      ###"##"a "# b \#(c) \##(d)"## e"###,
      [
        "stringStart ##\"", "stringSegment a \"# b \\#(c) ", "interpolationStart \\##(", "identifier d",
        "interpolationEnd )", "stringEnd \"##", "identifier e",
      ])
  }

  func testRawMultiLineStringAndOneLineRawQuote() {
    XCTAssertEqual(
      words(##"#"""\#n a """ \(b) \#(c)\#n """# d"##.replacingOccurrences(of: #"\#n"#, with: "\n")), ["c", "d"])
    assertLexes(##"#"""# x"##, ["stringStart #\"", "stringSegment \"", "stringEnd \"#", "identifier x"])
  }

  func testUnterminatedSingleLineStringEndsAtTheLine() {
    assertLexes("\"abc\nx", ["stringStart \"", "stringSegment abc", "identifier x"])
  }

  func testUnterminatedStringsAtEndOfInput() {
    XCTAssertEqual(words("\"\"\"\nabc \\(d"), ["d"])
    XCTAssertEqual(words("#\"abc"), [])
    XCTAssertEqual(words("\"\\("), [])
  }

  // MARK: - Regex literals

  func testExtendedRegexAcrossLines() {
    assertLexes(
      "x = #/\n  a/b\n/# + y",
      [
        "identifier x", "operator =", "regexLiteral #/\n  a/b\n/#", "operator +", "identifier y",
      ])
    assertLexes("##/a/#b/## z", ["regexLiteral ##/a/#b/##", "identifier z"])
  }

  func testBareRegexVersusDivision() {
    assertLexes("let r = /ab+c/", ["keyword let", "identifier r", "operator =", "regexLiteral /ab+c/"])
    assertLexes("a / b / c", ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
    assertLexes("x/2/y", ["identifier x", "operator /", "integerLiteral 2", "operator /", "identifier y"])
    assertLexes("f(/x+/)", ["identifier f", "leftParen (", "regexLiteral /x+/", "rightParen )"])
    // A regex cannot start with a space, and an unbalanced `)` means division.
    assertLexes(
      "(a, / b/)",
      [
        "leftParen (", "identifier a", "comma ,", "operator /", "identifier b", "operator /", "rightParen )",
      ])
    assertLexes(
      "(/a) / 2",
      [
        "leftParen (", "operator /", "identifier a", "rightParen )", "operator /", "integerLiteral 2",
      ])
    assertLexes("try? /^ x/", ["keyword try", "operator ?", "regexLiteral /^ x/"])
    assertLexes("!/x/", ["operator !", "regexLiteral /x/"])
    assertLexes(
      "prefix func /(x: Int)",
      [
        "identifier prefix", "keyword func", "operator /", "leftParen (", "identifier x", "colon :",
        "identifier Int", "rightParen )",
      ])
  }

  // MARK: - Words

  func testBacktickAndRawIdentifiers() {
    assertLexes("`class` `my test` `Foo`", ["identifier `class`", "identifier `my test`", "identifier `Foo`"])
    assertLexes("` x", ["unknown `", "identifier x"])
  }

  func testEditorPlaceholdersAreIdentifiers() {
    assertLexes(
      "f(<#Shared<Value>#>) <#x",
      [
        "identifier f", "leftParen (", "identifier <#Shared<Value>#>", "rightParen )", "operator <", "pound #",
        "identifier x",
      ])
  }

  func testKeywordsAndContextualKeywords() {
    assertLexes(
      "class actor some Self _",
      [
        "keyword class", "identifier actor", "identifier some", "keyword Self", "identifier _",
      ])
  }

  /// The lexer's hashed keyword table and the product's one keyword list (`SwiftKeywords.reserved`, which
  /// generated code escapes) name the same words, except `await`: the compiler lexes it as an identifier.
  func testTheLexerKnowsTheKeywordList() {
    for word in SwiftKeywords.reserved.sorted() {
      assertLexes(word, [word == "await" ? "identifier await" : "keyword \(word)"])
    }
  }

  func testDollarIdentifiers() {
    assertLexes(
      "$0 + $12 + $x",
      [
        "dollarIdentifier $0", "operator +", "dollarIdentifier $12", "operator +", "identifier $x",
      ])
  }

  func testUnicodeIdentifiersAndOperators() {
    assertLexes(
      "let 名前 = café ∪ 😀",
      [
        "keyword let", "identifier 名前", "operator =", "identifier café", "operator ∪", "identifier 😀",
      ])
  }

  func testDirectivesAttributesAndMacros() {
    assertLexes(
      "#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
      [
        "poundDirective #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )",
        "poundDirective #elseif", "identifier DEBUG", "poundDirective #else", "poundDirective #endif",
      ])
    assertLexes(
      "#selector(A.b) #Preview @MainActor @objc(X)",
      [
        "pound #", "identifier selector", "leftParen (", "identifier A", "period .", "identifier b",
        "rightParen )", "pound #", "identifier Preview", "atSign @", "identifier MainActor", "atSign @",
        "identifier objc", "leftParen (", "identifier X", "rightParen )",
      ])
    assertLexes(
      "if #available(iOS 16, *) {}",
      [
        "keyword if", "poundDirective #available", "leftParen (", "identifier iOS", "integerLiteral 16",
        "comma ,", "operator *", "rightParen )", "leftBrace {", "rightBrace }",
      ])
  }

  func testNumbers() {
    assertLexes(
      "0x1p-3 1_000 0b1010 0o17 1e-9 3.14 0xFF.8p2 7abc",
      [
        "floatLiteral 0x1p-3", "integerLiteral 1_000", "integerLiteral 0b1010", "integerLiteral 0o17",
        "floatLiteral 1e-9", "floatLiteral 3.14", "floatLiteral 0xFF.8p2", "integerLiteral 7abc",
      ])
    assertLexes(
      "t.0.1 1...2",
      [
        "identifier t", "period .", "floatLiteral 0.1", "integerLiteral 1", "operator ...", "integerLiteral 2",
      ])
  }

  func testOperators() {
    assertLexes(
      "a?.b! ?? c -> d..<e",
      [
        "identifier a", "operator ?", "period .", "identifier b", "operator !", "operator ??", "identifier c",
        "operator ->", "identifier d", "operator ..<", "identifier e",
      ])
    assertLexes("Array<Int?>", ["identifier Array", "operator <", "identifier Int", "operator ?", "operator >"])
    assertLexes(#"\Foo.bar"#, ["backslash \\", "identifier Foo", "period .", "identifier bar"])
  }

  // MARK: - Positions

  func testPositionsAreLineAndUTF8ByteColumn() {
    let source = "é x\r\n  y\rz\n\t\"\"\"\n\"\"\" w"
    let tokens = SwiftLexer.tokenize(source).filter { $0.kind == .identifier }
    XCTAssertEqual(
      tokens.map(\.position),
      [
        SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 4), SourcePosition(line: 2, column: 3),
        SourcePosition(line: 3, column: 1), SourcePosition(line: 5, column: 5),
      ])
  }

  func testShebangLineIsTrivia() {
    assertLexes("#!/usr/bin/env swift -D FLAG\nlet x", ["keyword let", "identifier x"])
    assertLexes("x\n#!y", ["identifier x", "pound #", "operator !", "identifier y"])
  }

  func testByteOrderMarkIsTrivia() {
    let tokens = SwiftLexer.tokenize([0xEF, 0xBB, 0xBF] + Array("x".utf8))
    XCTAssertEqual(tokens.map(\.kind), [.identifier])
    XCTAssertEqual(tokens.first?.column, 4)
  }

  func testInvalidBytesBecomeUnknownTokens() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x00, 0xC3, 0x62, 0x80]
    let tokens = SwiftLexer.tokenize(bytes)
    XCTAssertEqual(tokens.map(\.kind), [.identifier, .unknown, .unknown, .identifier, .unknown])
    XCTAssertEqual(tokens.map(\.range), [0..<1, 1..<2, 3..<4, 4..<5, 5..<6])
  }

  func testTrickyFixtureHasNoWordsFromCommentsOrStrings() throws {
    let url = LexerDifferentialTests.packageRoot.appendingPathComponent(
      "Tests/Fixtures/LexerDifferentialTests/Tricky.swift")
    let all = Set(words(try String(contentsOf: url, encoding: .utf8)))
    for hidden in ["OrderRepository", "OrderViewModel", "notInterpolated", "skipped", "notCode", "quotes", "word"] {
      XCTAssertFalse(all.contains(hidden), hidden)
    }
    for visible in ["name", "value", "`Weird Name`", "`my test`", "名前", "😀", "$0"] {
      XCTAssertTrue(all.contains(visible), visible)
    }
  }
}
