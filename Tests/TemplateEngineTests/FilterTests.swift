import Foundation
import XCTest

@testable import TemplateEngine

final class FilterTests: XCTestCase {
  /// Each name in every spelling the case filters must understand.
  func testCaseConversions() {
    let inputs = ["order_item", "OrderItem", "orderItem", "order-item", "order item", "ORDER_ITEM"]
    for input in inputs {
      check([
        RenderCase(template: "{{ s|camelCase }}", context: ["s": .string(input)], expected: "orderItem"),
        RenderCase(template: "{{ s|pascalCase }}", context: ["s": .string(input)], expected: "OrderItem"),
        RenderCase(template: "{{ s|snakeCase }}", context: ["s": .string(input)], expected: "order_item"),
        RenderCase(template: "{{ s|kebabCase }}", context: ["s": .string(input)], expected: "order-item"),
      ])
    }
    check([
      RenderCase(template: "{{ \"URLSession\"|camelCase }}", expected: "urlSession"),
      RenderCase(template: "{{ \"URLSession\"|pascalCase }}", expected: "URLSession"),
      RenderCase(template: "{{ \"URLSession\"|snakeCase }}", expected: "url_session"),
      RenderCase(template: "{{ \"URLSession\"|kebabCase }}", expected: "url-session"),
      RenderCase(template: "{{ \"userID\"|camelCase }}", expected: "userID"),
      RenderCase(template: "{{ \"userID\"|pascalCase }}", expected: "UserID"),
      RenderCase(template: "{{ \"userID\"|snakeCase }}", expected: "user_id"),
      RenderCase(template: "{{ \"user_id\"|pascalCase }}", expected: "UserId"),
      RenderCase(template: "{{ \"item2Name\"|snakeCase }}", expected: "item2_name"),
      RenderCase(template: "{{ \"\"|camelCase }}", expected: ""),
      RenderCase(template: "{{ \"order\"|pascalCase }}", expected: "Order"),
    ])
  }

  func testTextFilters() {
    check([
      RenderCase(template: "{{ \"order\"|upperFirst }} {{ \"order\"|upperFirstLetter }}", expected: "Order Order"),
      RenderCase(template: "{{ \"Order\"|lowerFirst }} {{ \"URLs\"|lowerFirstLetter }}", expected: "order uRLs"),
      RenderCase(template: "{{ \"\"|upperFirst }}", expected: ""),
      RenderCase(
        template: "{{ \"Mixed Case\"|uppercase }} {{ \"Mixed Case\"|lowercase }}", expected: "MIXED CASE mixed case"),
      RenderCase(template: "{{ \"hELLO wORLD\"|capitalize }}", expected: "Hello World"),
      RenderCase(template: "[{{ \"  padded \\n\"|trim }}]", expected: "[padded]"),
      RenderCase(template: "{{ \"a-b-c\"|replace:\"-\",\"+\" }}", expected: "a+b+c"),
      RenderCase(template: "{{ \"a, b\"|replace:\", \",\"|\" }}", expected: "a|b"),
      RenderCase(template: "{{ \"x\"|replace:\"x\",\"say \\\"q\\\": y\" }}", expected: "say \"q\": y"),
      RenderCase(template: "{{ xs|uppercase|join:\",\" }}", context: ["xs": ["a", "b"]], expected: "A,B"),
      RenderCase(template: "{{ n|upperFirst }}", context: ["n": 42], expected: "42"),
    ])
  }

  func testPluralize() {
    let plurals: [(String, String)] = [
      ("item", "items"), ("Order", "Orders"), ("category", "categories"), ("day", "days"), ("key", "keys"),
      ("box", "boxes"), ("status", "statuses"), ("match", "matches"), ("wish", "wishes"), ("person", "people"),
      ("Person", "People"), ("child", "children"), ("leaf", "leaves"), ("sheep", "sheep"), ("news", "news"),
      ("OrderItem", "OrderItems"), ("UserCategory", "UserCategories"), ("SalesPerson", "SalesPeople"),
      ("order_entry", "order_entries"), ("URL", "URLs"), ("analysis", "analyses"), ("hero", "heroes"),
      ("photo", "photos"), ("quiz", "quizzes"), ("", ""),
    ]
    check(plurals.map { RenderCase(template: "{{ s|pluralize }}", context: ["s": .string($0.0)], expected: $0.1) })
  }

  func testEscapeReservedKeywords() {
    check([
      RenderCase(template: "{{ \"default\"|escapeReservedKeywords }}", expected: "`default`"),
      RenderCase(template: "{{ \"class\"|escapeReservedKeywords }}", expected: "`class`"),
      RenderCase(template: "{{ \"Self\"|escapeReservedKeywords }}", expected: "`Self`"),
      RenderCase(template: "{{ \"name\"|escapeReservedKeywords }}", expected: "name"),
      RenderCase(template: "{{ \"Default\"|escapeReservedKeywords }}", expected: "Default"),
      RenderCase(template: "{{ \"open\"|escapeReservedKeywords }}", expected: "open"),
    ])
  }

  /// docs/templates.md lists the words the filter escapes; the list is the one `SwiftKeywords.reserved`.
  func testTheDocumentedKeywordsAreTheEscapedOnes() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/templates.md")
    let doc = try String(contentsOf: url, encoding: .utf8)
    let start = try XCTUnwrap(doc.range(of: "**Swift keywords**"))
    let list = doc[start.upperBound...].split(separator: "`", maxSplits: 4)[3]
    XCTAssertEqual(Set(list.split(whereSeparator: \.isWhitespace).map(String.init)), SwiftKeywords.reserved)
  }

  func testCollectionFilters() {
    let xs: TemplateValue = ["a", "b", "c"]
    check([
      RenderCase(template: "{{ xs|join:\", \" }}", context: ["xs": xs], expected: "a, b, c"),
      RenderCase(template: "{{ xs|join }}", context: ["xs": xs], expected: "abc"),
      RenderCase(
        template: "{{ xs|join:sep }}", context: ["xs": [1, 2.5, true], "sep": " | "], expected: "1 | 2.5 | true"),
      RenderCase(
        template: "{{ xs|count }} {{ d|count }} {{ \"héllo\"|count }}", context: ["xs": xs, "d": ["k": 1]],
        expected: "3 1 5"),
      RenderCase(
        template: "{{ xs|first }}{{ xs|last }} {{ \"xyz\"|first }}{{ \"xyz\"|last }}", context: ["xs": xs],
        expected: "ac xz"),
      RenderCase(template: "[{{ xs|first }}]", context: ["xs": []], expected: "[]"),
      RenderCase(template: "{{ xs|reversed|join }} {{ \"abc\"|reversed }}", context: ["xs": xs], expected: "cba cba"),
      RenderCase(
        template: "{% for x in xs|prefix:2 %}{{ x }}{% endfor %} {{ \"abc\"|prefix:1 }}", context: ["xs": xs],
        expected: "ab a"),
      RenderCase(
        template: "[{% for x in xs|prefix:1 %}{{ x }}{% endfor %}]{{ xs|prefix:9|count }}", context: ["xs": []],
        expected: "[]0"),
      RenderCase(
        template:
          "{{ ops|map:\"name\"|join:\",\" }} {{ ops|map:\"http.method\"|join }} {% if true in ops|map:\"void\" %}any{% endif %}",
        context: [
          "ops": [
            ["name": "a", "void": false, "http": ["method": "GET"]],
            ["name": "b", "void": true, "http": ["method": "PUT"]],
          ]
        ],
        expected: "a,b GETPUT any"),
      RenderCase(template: "{{ \"a b  c\"|split|join:\",\" }}", expected: "a,b,,c"),
      RenderCase(template: "{{ \"a::b\"|split:\"::\"|last }}", expected: "b"),
    ])
  }

  func testDefault() {
    check([
      RenderCase(template: "{{ missing|default:\"x\" }}", expected: "x"),
      RenderCase(template: "{{ o.missing|default:\"x\" }}", context: ["o": [:]], expected: "x"),
      RenderCase(template: "{{ o.missing.deeper|default:\"x\" }}", context: ["o": [:]], expected: "x"),
      RenderCase(template: "{{ xs.9|default:\"x\" }}", context: ["xs": []], expected: "x"),
      RenderCase(template: "{{ n|default:\"x\" }}", context: ["n": .null], expected: "x"),
      RenderCase(template: "[{{ s|default:\"x\" }}]", context: ["s": ""], expected: "[]"),
      RenderCase(template: "{{ s|default:\"x\" }}", context: ["s": "set"], expected: "set"),
      RenderCase(template: "{{ a|default:b,\"last\" }}", context: ["b": .null], expected: "last"),
      RenderCase(template: "{{ a|default:b|uppercase }}", context: ["b": "fallback"], expected: "FALLBACK"),
      RenderCase(template: "{{ missing|default:0 }}", expected: "0"),
    ])
  }

  func testIndent() {
    check([
      RenderCase(template: "{{ s|indent }}", context: ["s": "a\nb"], expected: "a\n    b"),
      RenderCase(template: "{{ s|indent:2 }}", context: ["s": "a\n\nb\n"], expected: "a\n\n  b\n"),
      RenderCase(template: "{{ s|indent:1,\"\\t\",true }}", context: ["s": "a\nb"], expected: "\ta\n\tb"),
    ])
  }

  func testChainedFiltersAndArgumentsWithSpecialCharacters() {
    check([
      RenderCase(template: "{{ s|snakeCase|uppercase }}", context: ["s": "orderItem"], expected: "ORDER_ITEM"),
      RenderCase(
        template: "{{ s | pascalCase | pluralize }}", context: ["s": "order_category"], expected: "OrderCategories"),
      RenderCase(template: "{{ missing|default:\"a|b: c, d\" }}", expected: "a|b: c, d"),
      RenderCase(template: "{{ missing|default:'%} and }}' }}", expected: "%} and }}"),
      RenderCase(template: "{{ xs|join:\"\\\", \\\"\" }}", context: ["xs": ["a", "b"]], expected: "a\", \"b"),
    ])
  }
}
