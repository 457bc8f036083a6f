import TemplateEngine
import XCTest

/// One template rendered against a context, with the output it must produce.
struct RenderCase {
  var template: String
  var context: [String: TemplateValue] = [:]
  var partials: [String: String] = [:]
  var expected: String
  var line: UInt

  init(
    template: String, context: [String: TemplateValue] = [:], partials: [String: String] = [:], expected: String,
    line: UInt = #line
  ) {
    self.template = template
    self.context = context
    self.partials = partials
    self.expected = expected
    self.line = line
  }
}

/// One template whose parse or render must fail with this message at this line and column.
struct ErrorCase {
  var template: String
  var context: [String: TemplateValue] = [:]
  var partials: [String: String] = [:]
  var message: String
  var at: (line: Int, column: Int)
  var line: UInt

  init(
    template: String, context: [String: TemplateValue] = [:], partials: [String: String] = [:], message: String,
    at: (line: Int, column: Int), line: UInt = #line
  ) {
    self.template = template
    self.context = context
    self.partials = partials
    self.message = message
    self.at = at
    self.line = line
  }
}

extension XCTestCase {
  func render(
    _ source: String, _ context: [String: TemplateValue] = [:], partials: [String: String] = [:],
    name: String = "test.stencil"
  ) throws(TemplateError) -> String {
    try Template(source: source, name: name).render(context, partials: InMemoryPartials(partials))
  }

  func check(_ cases: [RenderCase], file: StaticString = #filePath) {
    for testCase in cases {
      do {
        let output = try render(testCase.template, testCase.context, partials: testCase.partials)
        XCTAssertEqual(output, testCase.expected, "template: \(testCase.template)", file: file, line: testCase.line)
      } catch {
        XCTFail("unexpected error:\n\(error)", file: file, line: testCase.line)
      }
    }
  }

  func check(_ cases: [ErrorCase], file: StaticString = #filePath) {
    for testCase in cases {
      do {
        let output = try render(testCase.template, testCase.context, partials: testCase.partials)
        XCTFail("expected an error, rendered \(output.debugDescription)", file: file, line: testCase.line)
      } catch {
        XCTAssertEqual(error.message, testCase.message, file: file, line: testCase.line)
        XCTAssertEqual(
          "\(error.line):\(error.column)", "\(testCase.at.line):\(testCase.at.column)", "position of: \(error.message)",
          file: file, line: testCase.line)
      }
    }
  }
}
