import Foundation
import TemplateEngine
import XCTest

/// Runs Tests/Fixtures/TemplateLanguage/cases.json, the language table shared with end-to-end tests.
final class LanguageFixtureTests: XCTestCase {
  private struct Case: Decodable {
    struct Failure: Decodable {
      var line: Int
      var column: Int
      var message: String
      var partial: String?
    }

    var name: String
    var template: String
    var context: [String: DecodedValue]?
    var partials: [String: String]?
    var expected: String?
    var error: Failure?
  }

  func testEveryCase() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/TemplateLanguage/cases.json")
    let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    XCTAssertGreaterThanOrEqual(cases.count, 60)
    for testCase in cases {
      let context = (testCase.context ?? [:]).mapValues(\.value)
      do {
        let output = try render(testCase.template, context, partials: testCase.partials ?? [:], name: "case.stencil")
        XCTAssertEqual(output, testCase.expected, testCase.name)
        XCTAssertNil(testCase.error, "\(testCase.name): expected an error, rendered \(output.debugDescription)")
      } catch {
        guard let expected = testCase.error else {
          XCTFail("\(testCase.name): unexpected error\n\(error)")
          continue
        }
        XCTAssertEqual(error.message, expected.message, testCase.name)
        XCTAssertEqual("\(error.line):\(error.column)", "\(expected.line):\(expected.column)", testCase.name)
        XCTAssertEqual(error.templateName, expected.partial ?? "case.stencil", testCase.name)
      }
    }
  }
}

/// A JSON value read as a `TemplateValue`: whole numbers become `.int`, others `.double`.
struct DecodedValue: Decodable {
  var value: TemplateValue

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let flag = try? container.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      value = .int(number)
    } else if let number = try? container.decode(Double.self) {
      value = .double(number)
    } else if let text = try? container.decode(String.self) {
      value = .string(text)
    } else if let items = try? container.decode([DecodedValue].self) {
      value = .array(items.map(\.value))
    } else {
      value = .dictionary(try container.decode([String: DecodedValue].self).mapValues(\.value))
    }
  }
}
