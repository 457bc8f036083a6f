import TemplateEngine
import XCTest

final class VariableTests: XCTestCase {
  let order: TemplateValue = [
    "name": "Order",
    "items": ["apple", "pear", "plum"],
    "owner": ["name": "Ann", "tags": ["a": 1, "b": 2]],
    "total": 42,
    "price": 9.5,
    "paid": true,
    "note": .null,
  ]

  func testLookupsAndLiterals() {
    check([
      RenderCase(template: "Hello {{ name }}!", context: ["name": "World"], expected: "Hello World!"),
      RenderCase(template: "{{name}}", context: ["name": "tight"], expected: "tight"),
      RenderCase(template: "{{ order.owner.name }}", context: ["order": order], expected: "Ann"),
      RenderCase(
        template: "{{ order.items.0 }} {{ order.items.2 }}", context: ["order": order], expected: "apple plum"),
      RenderCase(
        template: "{{ order.items.first }}-{{ order.items.last }}", context: ["order": order], expected: "apple-plum"),
      RenderCase(template: "{{ order.items.count }}", context: ["order": order], expected: "3"),
      RenderCase(template: "{{ order.owner.tags.count }}", context: ["order": order], expected: "2"),
      RenderCase(
        template: "{{ order.name.first }}{{ order.name.count }}{{ order.name.1 }}", context: ["order": order],
        expected: "O5r"),
      RenderCase(
        template: "{{ order.total }} {{ order.price }} {{ order.paid }}", context: ["order": order],
        expected: "42 9.5 true"),
      RenderCase(template: "[{{ order.note }}]", context: ["order": order], expected: "[]"),
      RenderCase(
        template: "{{ \"literal\" }} {{ 'single' }} {{ 12 }} {{ -3 }} {{ 2.5 }}", expected: "literal single 12 -3 2.5"),
      RenderCase(template: "{{ true }} {{ false }}", expected: "true false"),
      RenderCase(template: "{{ \"say \\\"hi\\\"\" }}", expected: "say \"hi\""),
      RenderCase(template: "{{ \"{{ not a tag }}\" }}", expected: "{{ not a tag }}"),
      RenderCase(template: "no tags at all\n", expected: "no tags at all\n"),
      RenderCase(template: "", expected: ""),
      RenderCase(template: "a { b } c %} #} }}", expected: "a { b } c %} #} }}"),
      RenderCase(template: "{{ größe }}", context: ["größe": "L"], expected: "L"),
      RenderCase(template: "{{ user_id }}", context: ["user_id": 7], expected: "7"),
    ])
  }

  func testLiteralConformances() {
    let value: TemplateValue = ["s": "x", "i": 1, "d": 1.5, "b": false, "a": [1, "two"], "n": .null]
    XCTAssertEqual(
      value,
      .dictionary([
        "s": .string("x"), "i": .int(1), "d": .double(1.5), "b": .bool(false),
        "a": .array([.int(1), .string("two")]), "n": .null,
      ]))
  }

  func testTruthinessFollowsStencil() {
    let cases: [(TemplateValue, Bool)] = [
      ("", false), ("x", true), (0, false), (-1, false), (3, true), (0.0, false), (-0.5, false), (0.5, true),
      (false, false), (true, true), ([], false), ([1], true), ([:], false), (["k": 1], true), (.null, false),
    ]
    for (value, truthy) in cases {
      XCTAssertEqual(value.truthiness, truthy, "\(value)")
    }
  }
}
