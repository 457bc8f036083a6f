import XCTest

@testable import ScaffoldKit

/// The rules' table of declared type names, looked up by bytes.
final class NameTableTests: XCTestCase {
  func testNamesAreNumberedInOrderAndFoundByTheirBytesOnly() {
    var table = NameTable()
    // Enough names to grow the table several times; names that share prefixes, lengths around the
    // eight-byte steps of the hash, and non-ASCII ones.
    var names = (0..<300).map { "OrderRepository\($0)" }
    names += ["A", "Ab", "Abcdefg", "Abcdefgh", "Abcdefghi", "Café", "Cafe\u{301}", "ŒuvreViewModel", ""]
    for (expected, name) in names.enumerated() {
      XCTAssertEqual(table.add(name), expected, name)
    }
    XCTAssertEqual(table.count, names.count)
    for (expected, name) in names.enumerated() {
      XCTAssertEqual(table.add(name), expected, "adding \(name) again keeps its number")
      XCTAssertEqual(table.number(of: name), expected, name)
      var bytes = Array(name.utf8)
      XCTAssertEqual(bytes.withUnsafeBufferPointer { table.number(of: $0) }, expected, name)
      bytes.append(UInt8(ascii: "~"))
      XCTAssertNil(bytes.withUnsafeBufferPointer { table.number(of: $0) }, "\(name)~ was never added")
    }
    XCTAssertEqual(table.count, names.count)
    for absent in ["OrderRepository300", "abcdefgh", "Abcdefg ", "Caf", "OrderRepository"] {
      XCTAssertNil(table.number(of: absent), absent)
    }
  }
}
