import Foundation
import ScaffoldTestSupport
import Testing

@testable import ScaffoldKit

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("new-modul", "new-module"), ("lnt", "lint"), ("--reportr", "--reporter"), ("LINT", "lint"),
  ])
  func closeMisspellingsAreSuggested(word: String, expected: String) {
    #expect(Suggestions.closest(to: word, among: ["new-module", "lint", "--reporter", "completion"]) == expected)
  }

  @Test func unrelatedWordsAreNot() {
    #expect(Suggestions.closest(to: "deploy", among: ["new-module", "lint"]) == nil)
    #expect(Suggestions.didYouMean("x", among: []) == "")
  }
}

@Suite struct PathTests {
  @Test(arguments: [
    ("/a/b/../c", "/a/c"), ("a/./b//c/", "a/b/c"), ("../x", "../x"), ("a/../..", ".."), ("/..", "/"), ("", "."),
    ("/", "/"), ("/a/b.swift", "/a/b.swift"), ("a/.hidden/..b", "a/.hidden/..b"), (".", "."), ("a/", "a"),
  ])
  func normalize(path: String, expected: String) {
    #expect(Paths.normalize(path) == expected)
  }

  /// `absolute` is the join, normalised, whichever way it gets there (a clean relative path takes a shorter one).
  @Test(arguments: ["/w/app", "/", "/w/app/", "w"])
  func absoluteIsTheNormalisedJoin(base: String) {
    let disk = InMemoryFileSystem(currentDirectory: base)
    for path in [
      "A.swift", "Modules/Order/A.swift", ".", "./A.swift", "a/../b", "../x", "a//b", "a/", "/abs/./x", "",
      ".hidden/x", "\u{301}A.swift", "..",
    ] {
      #expect(disk.absolute(path) == Paths.normalize(Paths.join(disk.currentDirectory, path)), "\(base) + \(path)")
    }
  }

  @Test func displayedQuotesOnlyControlCharacters() {
    #expect(Paths.displayed("Modules/caf\u{E9} \"x\"/A.swift") == "Modules/caf\u{E9} \"x\"/A.swift")
    #expect(Paths.displayed("a\nb\u{7F}.swift") == "\"a\\nb\\u{7F}.swift\"")
    #expect(Paths.displayed("a\u{85}b") == "a\u{85}b")
  }

  @Test func relativeOnlyInsideTheBase() {
    #expect(Paths.relative("/w/app/Modules/A.swift", to: "/w/app") == "Modules/A.swift")
    #expect(Paths.relative("/w/application/A.swift", to: "/w/app") == "/w/application/A.swift")
    #expect(Paths.relative("/w/app", to: "/w/app") == ".")
    // Characters decide where bytes cannot: a base written decomposed, a mark joined to the slash.
    #expect(Paths.relative("/w/caf\u{E9}/A.swift", to: "/w/cafe\u{301}") == "A.swift")
    #expect(Paths.relative("/w/app/\u{301}A.swift", to: "/w/app") == "/w/app/\u{301}A.swift")
    #expect(Paths.relative("/w/app/", to: "/w/app") == "")
  }
}

@Suite struct JSONParserTests {
  @Test func positionsOfValuesAndKeys() throws {
    let node = try JSONParser.parse("{\n  \"a\": [1, 2.5, \"x\"],\n  \"b\": {\"c\": null}\n}")
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
    #expect(members[0].value.elements?.map(\.value) == [.int(1), .double(2.5), .string("x")])
    #expect(members[1].value["c"]?.position == SourcePosition(line: 3, column: 14))
  }

  @Test(arguments: [
    ("{\"a\": 1,}", "1:9: trailing comma before '}'"),
    ("[1 2]", "1:4: expected ',' or ']' in array, found '2'"),
    ("{\n  \"a\": tru\n}", "2:8: invalid literal; expected 'true'"),
    ("\"abc", "1:1: unterminated string"),
    ("01", "1:1: leading zeros are not allowed in numbers"),
    ("", "1:1: expected a value, found end of file"),
    ("{} x", "1:4: unexpected 'x' after the end of the document"),
  ])
  func syntaxErrorsAreLocated(text: String, expected: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func escapesAndSurrogatePairs() throws {
    let node = try JSONParser.parse(#"["a\"b\\c\n", "\u00e9\ud83d\ude00"]"#)
    #expect(node.elements?.map(\.value) == [.string("a\"b\\c\n"), .string("é😀")])
  }

  /// Strings mixing every escape with plain ASCII and multi-byte text decode as Foundation's parser decodes them.
  @Test func escapedStringsDecodeAsFoundationDoes() throws {
    let pieces = [
      #"\n"#, #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\r"#, #"\t"#, #"\u00e9"#, #"\ud83d\ude00"#, "ab", "é", "😀", " ",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 0..<40, using: &generator)
      let text = "[\"" + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\"]"
      let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
      #expect(try JSONParser.parse(text).elements?.compactMap(\.stringValue) == expected, "\(text)")
    }
  }

  /// Problems inside a string with escapes are located at their own byte.
  @Test func problemsAfterEscapesAreLocated() {
    let cases: [([UInt8], String)] = [
      (Array(#""\n\nab"#.utf8) + [0xFF, 0x22], "1:8: invalid UTF-8 in a string (byte 0xFF)"),
      (Array(#""é\t\q""#.utf8), "1:6: invalid escape sequence"),
      (Array(#""\u00e9"#.utf8) + [0x01, 0x22], "1:8: control character in string"),
      (Array(#"{"a": "\n"#.utf8), "1:7: unterminated string"),
    ]
    for (bytes, expected) in cases {
      #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
      do {
        _ = try JSONParser.parse(bytes)
      } catch {
        #expect(error.description == expected)
      }
    }
  }
}

@Suite struct EmbeddedResourceTests {
  /// The build plugin ran: the binary carries every built-in set and the example specs.
  @Test func builtinTemplatesAndExamplesAreEmbedded() throws {
    for set in ["mvvm", "clean", "clean-combine"] {
      #expect(BuiltinTemplates.files["\(set)/manifest.json"] != nil, "\(set)")
    }
    // Every spec in docs/examples is embedded, byte for byte, and nothing else is.
    let examples = try SpecFixtures.files(in: "docs/examples", withExtension: "json")
    #expect(examples.contains("default.json"))
    #expect(BuiltinExamples.files.keys.sorted() == examples)
    for name in examples {
      #expect(BuiltinExamples.files[name] == (try SpecFixtures.read("docs/examples/\(name)")), "\(name)")
    }
  }
}

@Suite struct FingerprintTests {
  /// A file's content fingerprint is FNV-1a over its bytes other than space, tab, line feed and carriage
  /// return — the value baselines have stored — for every byte value (vertical tab and form feed count).
  @Test func aFilesFingerprintHashesEveryByteButSpacesTabsAndLineBreaks() {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var generator = SystemRandomNumberGenerator()
    let inputs: [[UInt8]] =
      [[], Array(0...255), Array("struct A {\r\n\tlet b = 1 }\n".utf8)]
      + (0..<50).map { _ in (0..<Int.random(in: 0..<300, using: &generator)).map { _ in UInt8.random(in: 0...255) } }
    for bytes in inputs {
      #expect(Baseline.fingerprint(bytes) == Fingerprint.hex(bytes.filter { !whitespace.contains($0) }), "\(bytes)")
    }
    #expect(Baseline.fingerprint(Array("a b".utf8)) == Fingerprint.hex("ab"))
    #expect(Fingerprint.hex("") == "cbf29ce484222325")
  }
}

@Suite struct DiskStampTests {
  /// Runs `body` on a disk rooted at a new temporary folder (its path is passed too) holding two Swift files,
  /// one in a subfolder, and a link to that subfolder; the folder is removed afterwards.
  private func withProject(_ body: (DiskFileSystem, String) throws -> Void) throws {
    try withTemporaryPath("stamps") { root in
      let disk = DiskFileSystem(currentDirectory: root)
      try disk.createDirectory("Sources/Deep")
      try disk.write(Array("struct A {}".utf8), to: "Sources/A.swift")
      try disk.write(Array("struct B {}\n".utf8), to: "Sources/Deep/B.swift")
      try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Sources/Deep")
      try body(disk, root)
    }
  }

  /// Stamping many paths at once (from the working directory, in slices) gives what stamping each one does:
  /// for files and folders, relative, absolute and unnormalised paths, a path through a linked folder, and
  /// paths to nothing.
  @Test func stampsOfManyPathsAreTheStampsOfEach() throws {
    try withProject { disk, root in
      let named = [
        "Sources/A.swift", "Sources/Deep/B.swift", "Sources", "Sources/Deep", ".", "Sources/../Sources/A.swift",
        "./Sources/A.swift", "Linked/B.swift", "Linked/../A.swift", root + "/Sources/A.swift", "missing.swift",
        "Sources/A.swift/x", "", root + "/Sources/../Sources/A.swift", root + "/Linked/../A.swift",
      ]
      let paths = (0..<300).flatMap { _ in named }
      let stamps = disk.stamps(of: paths)
      #expect(stamps == paths.map(disk.stamp(of:)))
      #expect(stamps.prefix(named.count).filter { $0 != nil }.count == 11)  // "" is the working directory
    }
  }

  /// A path list gives back each path, as a string and as a C string, and reads back from its bytes with as
  /// many paths as it was made of only.
  @Test func aPathListReadsBackFromItsBytesWithItsCountOnly() {
    let paths = ["Sources/A.swift", "", "/tmp/Café/ü.swift", "x"]
    let list = PathList(paths)
    #expect((0..<list.count).map { list[$0] } == paths)
    #expect(list.withPath(at: 2) { bytes, path in String(cString: path) == paths[2] && bytes.count == 19 })
    let bytes = [7, 7, 7] + Array(list.terminatedBytes) + [9]
    let range = 3..<(bytes.count - 1)
    let read = PathList(terminated: bytes, in: range, count: 4)
    #expect(read.map { read in (0..<read.count).map { read[$0] } } == paths)
    #expect(PathList(terminated: bytes, in: range, count: 3) == nil)
    #expect(PathList(terminated: bytes, in: range, count: 5) == nil)
    #expect(PathList(terminated: bytes, in: 3..<(bytes.count - 2), count: 4) == nil)  // no NUL at the end
    #expect(PathList(terminated: bytes, in: 3..<3, count: 0)?.count == 0)
    #expect(PathList(["a\u{0}b"])[0] == "a")
  }

  /// Reading a file with its stamp gives what reading it and stamping it do, from one lookup of its path.
  @Test func aFileReadWithItsStampHasTheStampItIsStatedWith() throws {
    try withProject { disk, root in
      for path in ["Sources/A.swift", root + "/Sources/A.swift", "./Sources/../Sources/A.swift", "Linked/B.swift"] {
        let read = try disk.readDataAndStamp(path)
        #expect(read.bytes == (try disk.readData(path)))
        #expect(read.stamp != nil && read.stamp == disk.stamp(of: path))
      }
      #expect(throws: FileSystemError.self) { try disk.readDataAndStamp("Sources/Missing.swift") }
    }
  }
}
