import TemplateEngine
import XCTest

final class ErrorTests: XCTestCase {
  func testSyntaxErrors() {
    check([
      ErrorCase(template: "a\nb {{ name", message: "unclosed '{{' (missing '}}')", at: (2, 3)),
      ErrorCase(template: "{% if a %}", message: "'if' is not closed (missing '{% endif %}')", at: (1, 4)),
      ErrorCase(template: "x {% for a in b", message: "unclosed '{%' (missing '%}')", at: (1, 3)),
      ErrorCase(template: "{# note", message: "unclosed comment (missing '#}')", at: (1, 1)),
      ErrorCase(template: "{{ a }\n{{ b }}", message: "unclosed '{{' (missing '}}')", at: (1, 1)),
      ErrorCase(template: "{{ \"open }}", message: "unterminated string literal", at: (1, 4)),
      ErrorCase(
        template: "\n  {% for x in xs %}\n", message: "'for' is not closed (missing '{% endfor %}')", at: (2, 6)),
      ErrorCase(template: "{% endfor %}", message: "unexpected 'endfor' without a matching 'for'", at: (1, 4)),
      ErrorCase(template: "{% endif %}", message: "unexpected 'endif' without a matching 'if'", at: (1, 4)),
      ErrorCase(template: "{% else %}", message: "'else' is only allowed inside 'if'", at: (1, 4)),
      ErrorCase(template: "{% elif a %}", message: "'elif' is only allowed inside 'if'", at: (1, 4)),
      ErrorCase(template: "{% empty %}", message: "'empty' is only allowed inside 'for'", at: (1, 4)),
      ErrorCase(
        template: "{% for x in xs %}\n{% if x %}\n{% endfor %}",
        message: "unexpected 'endfor' (expected 'elif', 'else' or 'endif' for the 'if' on line 2)", at: (3, 4)),
      ErrorCase(
        template: "{% if a %}{% else %}{% else %}{% endif %}",
        message: "unexpected 'else' (expected 'endif' for the 'if' on line 1)", at: (1, 24)),
      ErrorCase(
        template: "{% for x in xs %}{% empty %}{% empty %}{% endfor %}",
        message: "unexpected 'empty' (expected 'endfor' for the 'for' on line 1)", at: (1, 32)),
      ErrorCase(template: "{% foreach x in xs %}", message: "unknown tag 'foreach' (did you mean 'for'?)", at: (1, 4)),
      ErrorCase(template: "{% endfi %}", message: "unknown tag 'endfi' (did you mean 'endif'?)", at: (1, 4)),
      ErrorCase(template: "{% blok content %}", message: "unknown tag 'blok' (did you mean 'block'?)", at: (1, 4)),
      ErrorCase(template: "{% block %}{% endblock %}", message: "expected a block name ('block name')", at: (1, 10)),
      ErrorCase(
        template: "{% if a %}{% extends \"p\" %}{% endif %}", message: "'extends' must be the first tag", at: (1, 14)),
      ErrorCase(
        template: "{% extends \"p\" %}{% extends \"q\" %}", message: "a template extends at most one parent",
        at: (1, 21)),
      ErrorCase(template: "{%  %}", message: "empty block tag", at: (1, 1)),
      ErrorCase(template: "a {{ }}", message: "empty variable tag", at: (1, 3)),
      ErrorCase(template: "{% \"for\" %}", message: "expected a tag name", at: (1, 4)),
      ErrorCase(template: "{% if %}{% endif %}", message: "expected a condition", at: (1, 7)),
      ErrorCase(template: "{% if a and %}{% endif %}", message: "expected a value", at: (1, 13)),
      ErrorCase(template: "{% if a b %}{% endif %}", message: "unexpected 'b'", at: (1, 9)),
      ErrorCase(template: "{% if a = b %}{% endif %}", message: "unexpected '=' (use '==' to compare)", at: (1, 9)),
      ErrorCase(template: "{% if !a %}{% endif %}", message: "unexpected '!' (use 'not' or '!=')", at: (1, 7)),
      ErrorCase(template: "{% if a == %}{% endif %}", message: "expected a value", at: (1, 12)),
      ErrorCase(template: "{% if and %}{% endif %}", message: "expected a value, found 'and'", at: (1, 7)),
      ErrorCase(template: "{{ a b }}", message: "unexpected 'b'", at: (1, 6)),
      ErrorCase(template: "{{ a == b }}", message: "unexpected '=='", at: (1, 6)),
      ErrorCase(template: "{{ a.b. }}", message: "invalid variable name 'a.b.'", at: (1, 4)),
      ErrorCase(template: "{{ a..b }}", message: "invalid variable name 'a..b'", at: (1, 4)),
      ErrorCase(template: "{{ a @ b }}", message: "unexpected character '@'", at: (1, 6)),
      ErrorCase(template: "{{ a| }}", message: "expected a filter name after '|'", at: (1, 7)),
      ErrorCase(template: "{{ a|\"x\" }}", message: "expected a filter name after '|'", at: (1, 6)),
      ErrorCase(template: "{{ a|default: }}", message: "expected a filter argument", at: (1, 15)),
      ErrorCase(template: "{{ a|default:| }}", message: "expected a filter argument, found '|'", at: (1, 14)),
      ErrorCase(
        template: "{% for %}{% endfor %}", message: "expected a loop variable name ('for item in items')", at: (1, 8)),
      ErrorCase(template: "{% for x xs %}{% endfor %}", message: "expected 'in' ('for item in items')", at: (1, 10)),
      ErrorCase(template: "{% for x in %}{% endfor %}", message: "expected a value", at: (1, 13)),
      ErrorCase(
        template: "{% for x, in xs %}{% endfor %}", message: "expected a loop variable name ('for item in items')",
        at: (1, 11)),
      ErrorCase(template: "{% for x, x in xs %}{% endfor %}", message: "loop variable 'x' is named twice", at: (1, 11)),
      ErrorCase(template: "{% for x in xs where %}{% endfor %}", message: "expected a value", at: (1, 22)),
      ErrorCase(template: "{% l: if a %}{% endif %}", message: "only a 'for' loop can have a label", at: (1, 4)),
      ErrorCase(
        template: "{% last: for x in xs %}{% endfor %}",
        message: "'last' cannot be a loop label (it is a member of 'forloop')", at: (1, 4)),
      ErrorCase(template: "{% for x in xs %}{% endfor x %}", message: "unexpected 'x' after 'endfor'", at: (1, 28)),
      ErrorCase(template: "{% if a %}{% else b %}{% endif %}", message: "unexpected 'b' after 'else'", at: (1, 19)),
      ErrorCase(template: "{% include %}", message: "expected a partial name ('include \"name\"')", at: (1, 12)),
      ErrorCase(template: "{% include \"p\" with %}", message: "expected a value", at: (1, 21)),
    ])
  }

  func testFilterErrors() {
    check([
      ErrorCase(
        template: "{{ a|uppercse }}", context: ["a": "x"],
        message: "unknown filter 'uppercse' (did you mean 'uppercase'?)", at: (1, 6)),
      ErrorCase(
        template: "{{ a|upperfirst }}", message: "unknown filter 'upperfirst' (did you mean 'upperFirst'?)", at: (1, 6)),
      ErrorCase(template: "{{ a|frobnicate }}", message: "unknown filter 'frobnicate'", at: (1, 6)),
      ErrorCase(template: "{{ a|uppercase:1 }}", message: "filter 'uppercase' takes no arguments (got 1)", at: (1, 6)),
      ErrorCase(template: "{{ a|replace:\"x\" }}", message: "filter 'replace' takes 2 arguments (got 1)", at: (1, 6)),
      ErrorCase(
        template: "{{ a|join:\"a\",\"b\" }}", message: "filter 'join' takes at most 1 argument (got 2)", at: (1, 6)),
      ErrorCase(template: "{{ a|default }}", message: "filter 'default' takes at least 1 argument (got 0)", at: (1, 6)),
      ErrorCase(
        template: "{{ a|join }}", context: ["a": "text"], message: "filter 'join' expects an array (got string)",
        at: (1, 6)),
      ErrorCase(
        template: "{{ a|join:1 }}", context: ["a": [[1]]],
        message: "filter 'join' cannot join an array holding array values", at: (1, 6)),
      ErrorCase(
        template: "{{ a|join:nil }}", context: ["a": ["x"]], message: "expected a string argument (got null)",
        at: (1, 11)),
      ErrorCase(
        template: "{{ a|uppercase }}", context: ["a": ["k": "v"]],
        message: "filter 'uppercase' expects a string (got dictionary)", at: (1, 6)),
      ErrorCase(
        template: "{{ a|count }}", context: ["a": 3],
        message: "filter 'count' expects an array, dictionary or string (got int)", at: (1, 6)),
      ErrorCase(
        template: "{{ a|first }}", context: ["a": 3], message: "filter 'first' expects an array or string (got int)",
        at: (1, 6)),
      ErrorCase(
        template: "{{ a|last }}", context: ["a": true], message: "filter 'last' expects an array or string (got bool)",
        at: (1, 6)),
      ErrorCase(
        template: "{{ a|indent:\"2\" }}", context: ["a": "x"],
        message: "filter 'indent' expects a width of 0 or more (got \"2\")", at: (1, 13)),
      ErrorCase(
        template: "{{ a|indent:2,\" \",1 }}", context: ["a": "x"],
        message: "filter 'indent' expects true or false (got 1)", at: (1, 19)),
      ErrorCase(
        template: "{{ a|prefix:-1 }}", context: ["a": [1]],
        message: "filter 'prefix' expects a length of 0 or more (got -1)", at: (1, 13)),
      ErrorCase(
        template: "{{ a|prefix:1 }}", context: ["a": 3],
        message: "filter 'prefix' expects an array or string (got int)",
        at: (1, 6)),
      ErrorCase(
        template: "{{ a|map:\"name\" }}", context: ["a": "x"], message: "filter 'map' expects an array (got string)",
        at: (1, 6)),
      ErrorCase(
        template: "{{ a|map:\"http.mehtod\" }}", context: ["a": [["http": ["method": "GET"]]]],
        message: "'item 0.http' has no member 'mehtod' (did you mean 'method'?)", at: (1, 10)),
      ErrorCase(
        template: "{{ a|replace:\"\",\"x\" }}", context: ["a": "x"],
        message: "filter 'replace' cannot replace an empty string", at: (1, 14)),
      ErrorCase(
        template: "{{ a|split:\"\" }}", context: ["a": "x"], message: "filter 'split' needs a non-empty separator",
        at: (1, 12)),
      ErrorCase(template: "{{ a|join:sep }}", context: ["a": ["x"]], message: "undefined variable 'sep'", at: (1, 11)),
      // Only the filter right after an undefined value may be `default`.
      ErrorCase(template: "{{ missing|lowercase|default:\"x\" }}", message: "undefined variable 'missing'", at: (1, 4)),
    ])
  }

  func testRenderErrors() {
    let context: TemplateValue = ["name": "Order", "items": ["a", "b"], "owner": ["name": "Ann"], "count": 2]
    let module: [String: TemplateValue] = ["module": context, "moduleName": "Order"]
    check([
      ErrorCase(
        template: "{{ nmae }}", context: ["name": "x"], message: "undefined variable 'nmae' (did you mean 'name'?)",
        at: (1, 4)),
      ErrorCase(template: "line\n  {{ missing }}", message: "undefined variable 'missing'", at: (2, 6)),
      ErrorCase(
        template: "{{ module.owner.nmae }}", context: module,
        message: "'module.owner' has no member 'nmae' (did you mean 'name'?)", at: (1, 17)),
      ErrorCase(
        template: "{{ moduleNmae }}", context: module,
        message: "undefined variable 'moduleNmae' (did you mean 'moduleName'?)", at: (1, 4)),
      ErrorCase(
        template: "{{ module.items.5 }}", context: module,
        message: "index 5 is out of range for 'module.items' (count 2)", at: (1, 17)),
      ErrorCase(
        template: "{{ module.items.size }}", context: module,
        message: "'module.items' is an array and has no member 'size' (it has first, last, count and indexes)",
        at: (1, 17)),
      ErrorCase(
        template: "{{ module.name.size }}", context: module,
        message: "'module.name' is a string and has no member 'size'", at: (1, 16)),
      ErrorCase(
        template: "{{ module.count.x }}", context: module, message: "'module.count' is an int and has no member 'x'",
        at: (1, 17)),
      ErrorCase(
        template: "{{ module.items }}", context: module,
        message: "cannot output an array; use a 'for' loop or the 'join' filter", at: (1, 4)),
      ErrorCase(
        template: "{{ module }}", context: module, message: "cannot output a dictionary; use a 'for' loop", at: (1, 4)),
      ErrorCase(template: "{% if missing %}{% endif %}", message: "undefined variable 'missing'", at: (1, 7)),
      ErrorCase(
        template: "{% if a and b %}{% endif %}", context: ["a": true], message: "undefined variable 'b'", at: (1, 13)),
      ErrorCase(template: "{% for x in missing %}{% endfor %}", message: "undefined variable 'missing'", at: (1, 13)),
      ErrorCase(
        template: "{% for x in s %}{% endfor %}", context: ["s": "abc"], message: "cannot loop over a string",
        at: (1, 13)),
      ErrorCase(
        template: "{% for a, b in xs %}{% endfor %}", context: ["xs": [1]],
        message: "cannot unpack an int into 2 loop variables", at: (1, 16)),
      ErrorCase(
        template: "{% for a, b, c in d %}{% endfor %}", context: ["d": ["k": 1]],
        message: "a loop over a dictionary takes one or two variables (key, value)", at: (1, 4)),
      ErrorCase(
        template: "{% if a < b %}{% endif %}", context: ["a": "x", "b": 1],
        message: "cannot compare string and int with '<'", at: (1, 9)),
      ErrorCase(
        template: "{% if a >= b %}{% endif %}", context: ["a": [1], "b": [2]],
        message: "cannot compare array and array with '>='", at: (1, 9)),
      ErrorCase(
        template: "{% if a in b %}{% endif %}", context: ["a": "x", "b": 1],
        message: "'in' needs an array, dictionary or string on its right (got int)", at: (1, 9)),
      ErrorCase(
        template: "{% if a in b %}{% endif %}", context: ["a": 1, "b": "x"],
        message: "'in' needs a string on its left when its right is a string (got int)", at: (1, 9)),
      ErrorCase(
        template: "{{ x }}{% for x in xs %}{% endfor %}", context: ["xs": [1]], message: "undefined variable 'x'",
        at: (1, 4)),
      ErrorCase(template: "{{ forloop.counter }}", message: "undefined variable 'forloop'", at: (1, 4)),
      ErrorCase(
        template: "{% for x in xs %}{{ forloop.parentloop }}{% endfor %}", context: ["xs": [1]],
        message: "'forloop' has no member 'parentloop'", at: (1, 29)),
    ])
  }

  func testIncludeErrors() {
    check([
      ErrorCase(template: "{% include \"nope\" %}", message: "partial 'nope' not found", at: (1, 12)),
      ErrorCase(template: "{% include 3 %}", message: "a partial name must be a string (got int)", at: (1, 12)),
      ErrorCase(
        template: "{% include \"p\" with 3 %}", partials: ["p": ""],
        message: "an include's context must be a dictionary (got int)", at: (1, 21)),
      ErrorCase(
        template: "{% include \"a\" %}", partials: ["a": "{% include \"b\" %}", "b": "\n{% include \"a\" %}"],
        message: "include cycle: a -> b -> a", at: (2, 4)),
      ErrorCase(
        template: "{% include \"self\" %}", partials: ["self": "{% include \"self\" %}"],
        message: "include cycle: self -> self", at: (1, 4)),
      ErrorCase(
        template: "{% include \"p\" %}", partials: ["p": "ok\n{{ missing }}"], message: "undefined variable 'missing'",
        at: (2, 4)),
      ErrorCase(
        template: "{% include \"p\" %}", partials: ["p": "{% if %}"], message: "expected a condition", at: (1, 7)),
    ])
  }
}
