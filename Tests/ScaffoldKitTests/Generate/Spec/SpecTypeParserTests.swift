import ScaffoldKit
import XCTest

final class SpecTypeParserTests: XCTestCase {
  private func parse(_ text: String) throws -> TypeRef { try TypeParser.parse(text).type }

  func testParsesEverySugarForm() throws {
    XCTAssertEqual(try parse("String"), .named("String"))
    XCTAssertEqual(try parse("Order?"), .optional(.named("Order")))
    XCTAssertEqual(try parse("[OrderItem]"), .array(.named("OrderItem")))
    XCTAssertEqual(try parse("[String: Int]"), .dictionary(key: .named("String"), value: .named("Int")))
    XCTAssertEqual(try parse("[[Int]]?"), .optional(.array(.array(.named("Int")))))
    XCTAssertEqual(try parse("Void"), .void)
    XCTAssertEqual(try parse("[String?]"), .array(.optional(.named("String"))))
    XCTAssertEqual(
      try parse("[String: [Order?]]?"),
      .optional(.dictionary(key: .named("String"), value: .array(.optional(.named("Order"))))))
  }

  func testSpacesAroundTokensAreAllowed() throws {
    XCTAssertEqual(
      try parse(" [ String : Int ] ? "), .optional(.dictionary(key: .named("String"), value: .named("Int"))))
  }

  func testDescriptionIsTheCanonicalSpelling() throws {
    for text in ["String", "Order?", "[OrderItem]", "[String: Int]", "[[Int]]?", "Void", "[String: [Order?]]?"] {
      XCTAssertEqual(try parse(text).description, text)
    }
    XCTAssertEqual(try parse("[String:Int]").description, "[String: Int]")
  }

  func testRecordsTheOffsetOfEveryNamedLeaf() throws {
    let parsed = try TypeParser.parse("[String: [Order]]?")
    XCTAssertEqual(parsed.names.map(\.name), ["String", "Order"])
    XCTAssertEqual(parsed.names.map(\.offset), [1, 10])
  }

  func testErrorsAreLocatedAndSayWhatToWrite() {
    let cases: [(String, Int, String)] = [
      ("", 0, "empty type"),
      ("String??", 7, "a type can be optional only once; write a single '?'"),
      ("String!", 6, "implicitly unwrapped optionals ('!') are not allowed; use '?'"),
      ("[Int", 4, "expected ']' or ':' in the collection type, found end of type"),
      ("[String: Int", 12, "expected ']' to close the dictionary type, found end of type"),
      ("Array<Int>", 0, "write '[Element]' instead of 'Array<Element>'"),
      ("Optional<Int>", 0, "write 'Wrapped?' instead of 'Optional<Wrapped>'"),
      ("Dictionary<String, Int>", 0, "write '[Key: Value]' instead of 'Dictionary<Key, Value>'"),
      ("Set<Int>", 0, "generic types are not allowed; use '[T]', '[K: V]' or 'T?'"),
      ("()", 0, "write 'Void' instead of '()'"),
      ("(Int, Int)", 0, "tuple types are not allowed; declare a model instead"),
      ("Foundation.Date", 10, "qualified type names are not allowed; write the type's own name"),
      ("String Int", 7, "unexpected 'I' after the type"),
      ("9Lives", 0, "'9Lives' is not a type name"),
      ("[]", 1, "expected a type name, found ']'"),
    ]
    for (text, offset, message) in cases {
      XCTAssertThrowsError(try TypeParser.parse(text), text) { error in
        XCTAssertEqual(error as? TypeParseError, TypeParseError(offset: offset, message: message), text)
      }
    }
  }
}
