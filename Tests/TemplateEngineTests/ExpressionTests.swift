import TemplateEngine
import XCTest

/// Values built inside a tag: texts joined with `~`, list literals and the inline `a if condition else b`,
/// so a partial can be handed what differs between the places that include it.
final class ExpressionTests: XCTestCase {
  let module: TemplateValue = ["name": "Order", "kind": "Repository", "count": 2, "ids": [1, 2], "flag": true]

  func testJoiningTexts() {
    check([
      RenderCase(
        template: "{{ \"Stub\" ~ module.name ~ module.kind }}", context: ["module": module],
        expected: "StubOrderRepository"),
      // Filters bind tighter than `~`, as in Jinja.
      RenderCase(
        template: "{{ \"let \" ~ module.kind|lowercase ~ \" = x\" }}", context: ["module": module],
        expected: "let repository = x"),
      RenderCase(
        template: "{{ module.count ~ \"/\" ~ module.flag ~ \"/\" ~ nothing ~ 2.5 }}",
        context: ["module": module, "nothing": .null], expected: "2/true/2.5"),
      RenderCase(
        template: "{% include \"p\" with type=\"Stub\"~module.name %}", context: ["module": module],
        partials: ["p": "[{{ type }}]"], expected: "[StubOrder]"),
      RenderCase(
        template: "{% include \"shared/\" ~ module.kind %}", context: ["module": module],
        partials: ["shared/Repository": "r"], expected: "r"),
      RenderCase(
        template: "{% if \"Stub\" ~ module.name == \"StubOrder\" %}yes{% endif %}", context: ["module": module],
        expected: "yes"),
    ])
  }

  func testListLiterals() {
    check([
      RenderCase(template: "{% for x in [\"a\", 'b', 3] %}{{ x }};{% endfor %}", expected: "a;b;3;"),
      RenderCase(template: "{% for x in [] %}{{ x }}{% empty %}none{% endfor %}", expected: "none"),
      RenderCase(
        template: "{{ [module.name, module.kind|lowercase, \"x\" ~ module.count]|join:\", \" }}",
        context: ["module": module], expected: "Order, repository, x2"),
      RenderCase(
        template: "{% for pair in [[\"success\", 1], [\"failure\", 2]] %}{% for name, n in [pair] %}{{ name }}{{ n }} "
          + "{% endfor %}{% endfor %}",
        expected: "success1 failure2 "),
      RenderCase(template: "{{ [1, 2]|count }} {{ [[1], [2, 3]]|last|last }}", expected: "2 3"),
      RenderCase(
        template: "{% include \"p\" with calls=[\"load\", module.name] %}", context: ["module": module],
        partials: ["p": "{% for c in calls %}<{{ c }}>{% endfor %}"], expected: "<load><Order>"),
      RenderCase(
        template: "{% if 2 in module.ids and [1, 2] == module.ids %}ok{% endif %}", context: ["module": module],
        expected: "ok"),
    ])
  }

  func testInlineIf() {
    check([
      RenderCase(
        template: "{{ \"states\" if closures else \"state\" }}", context: ["closures": true], expected: "states"),
      RenderCase(
        template: "{{ \"states\" if closures else \"state\" }}", context: ["closures": false], expected: "state"),
      RenderCase(template: "[{{ \"x\" if missing.count > 1 }}]", context: ["missing": []], expected: "[]"),
      // The loosest binding: the whole joined value is chosen, and a chain reads left to right.
      RenderCase(
        template: "{{ \"Stub\" ~ module.name if module.flag and not other else \"none\" }}",
        context: ["module": module, "other": false], expected: "StubOrder"),
      RenderCase(
        template:
          "{{ \"a\" if n == 1 else \"b\" if n == 2 else \"c\" }}{{ \"a\" if m == 1 else \"b\" if m == 2 else \"c\" }}",
        context: ["n": 2, "m": 3], expected: "bc"),
      RenderCase(
        template: "{% include \"p\" with answer=\".failure(.x)\" if failing else \".success(1)\" name=\"n\" %}",
        context: ["failing": true], partials: ["p": "{{ name }}: {{ answer }}"], expected: "n: .failure(.x)"),
      // Only the branch taken is evaluated.
      RenderCase(
        template: "{{ module.name if module.flag else undefined.path }}", context: ["module": module], expected: "Order"
      ),
    ])
  }

  func testReferencedPathsLookInsideBuiltValues() throws {
    let template = try Template(
      source: "{{ a ~ b.c }}{% for x in [d, e|default:f] %}{{ x }}{% endfor %}{{ g if h else i }}", name: "t")
    XCTAssertEqual(template.referencedPaths, ["a", "b.c", "d", "e", "f", "g", "h", "i"])
  }

  func testErrorsAreLocated() {
    check([
      ErrorCase(template: "{{ \"a\" ~ }}", message: "expected a value", at: (1, 10)),
      ErrorCase(template: "{{ ~ a }}", message: "expected a value, found '~'", at: (1, 4)),
      ErrorCase(
        template: "{{ \"a\" ~ xs }}", context: ["xs": [1]],
        message: "cannot join an array with '~'; use the 'join' filter", at: (1, 10)),
      ErrorCase(
        template: "{{ \"a\" ~ d }}", context: ["d": ["k": 1]],
        message: "cannot join a dictionary with '~'; use the 'join' filter", at: (1, 10)),
      ErrorCase(
        template: "{{ \"a\" ~ nam }}", context: ["name": "x"],
        message: "undefined variable 'nam' (did you mean 'name'?)", at: (1, 10)),
      ErrorCase(template: "{% for x in [1, 2 %}{% endfor %}", message: "unclosed '[' (missing ']')", at: (1, 13)),
      ErrorCase(template: "{% for x in [1 2] %}{% endfor %}", message: "expected ',' or ']' in the list", at: (1, 16)),
      ErrorCase(template: "{% for x in [1,] %}{% endfor %}", message: "expected a value, found ']'", at: (1, 16)),
      ErrorCase(template: "{{ ] }}", message: "expected a value, found ']'", at: (1, 4)),
      ErrorCase(
        template: "{{ [1] }}", message: "cannot output an array; use a 'for' loop or the 'join' filter", at: (1, 4)),
      ErrorCase(template: "{{ \"a\" if }}", message: "expected a value", at: (1, 11)),
      ErrorCase(template: "{{ \"a\" if b else }}", message: "expected a value", at: (1, 18)),
      ErrorCase(template: "{{ \"a\" if b c }}", message: "unexpected 'c'", at: (1, 13)),
      ErrorCase(template: "{{ else }}", message: "expected a value, found 'else'", at: (1, 4)),
      ErrorCase(
        template: "{{ \"a\" if b > 1 else \"c\" }}", context: ["b": "x"],
        message: "cannot compare string and int with '>'", at: (1, 13)),
    ])
  }
}
