import TemplateEngine
import XCTest

final class TagTests: XCTestCase {
  func testForLoops() {
    let xs: TemplateValue = ["a", "b", "c"]
    check([
      RenderCase(template: "{% for x in xs %}{{ x }}{% endfor %}", context: ["xs": xs], expected: "abc"),
      RenderCase(
        template: "{% for x in xs %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.length }} {% endfor %}",
        context: ["xs": xs], expected: "103 213 323 "),
      RenderCase(
        template:
          "{% for x in xs %}{% if forloop.first %}[{% endif %}{{ x }}{% if not forloop.last %}, {% else %}]{% endif %}{% endfor %}",
        context: ["xs": xs], expected: "[a, b, c]"),
      RenderCase(
        template: "{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", context: ["xs": []], expected: "none"),
      RenderCase(
        template: "{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", context: ["xs": .null], expected: "none"),
      RenderCase(
        template: "{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", context: ["xs": ["y"]], expected: "y"),
      RenderCase(
        template: "{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", context: ["d": ["b": 2, "a": 1, "c": 3]],
        expected: "a=1;b=2;c=3;"),
      RenderCase(template: "{% for k in d %}{{ k }}{% endfor %}", context: ["d": ["b": 2, "a": 1]], expected: "ab"),
      RenderCase(
        template: "{% for name, type in fields %}{{ name }}: {{ type }}; {% endfor %}",
        context: ["fields": [["id", "Int"], ["title", "String"]]], expected: "id: Int; title: String; "),
      RenderCase(
        template:
          "{% for row in rows %}{% for x in row %}{{ forloop.parentloop.counter }}.{{ forloop.counter }} {% endfor %}{% endfor %}",
        context: ["rows": [[1, 2], [3]]], expected: "1.1 1.2 2.1 "),
      RenderCase(
        template: "{% for x in xs %}{% for x in ys %}{{ x }}{% endfor %}{{ x }}{% endfor %}",
        context: ["xs": [1, 2], "ys": ["a"]], expected: "a1a2"),
      RenderCase(
        template: "{% for x in xs|reversed %}{{ x }}{% endfor %}", context: ["xs": [1, 2, 3]], expected: "321"),
      RenderCase(template: "{% for x in \"a,b\"|split:\",\" %}<{{ x }}>{% endfor %}", expected: "<a><b>"),
      RenderCase(
        template: "{% for x in xs %}{% endfor %}{{ x|default:\"gone\" }}", context: ["xs": [1]], expected: "gone"),
      RenderCase(
        template: "{% for x in xs where x > 1 %}{{ x }}{{ forloop.counter }}{{ forloop.length }} {% endfor %}",
        context: ["xs": [1, 2, 3]], expected: "212 322 "),
      RenderCase(
        template: "{% for f in fields where f.optional %}{{ f.name }}{% empty %}none{% endfor %}",
        context: ["fields": [["name": "a", "optional": false]]], expected: "none"),
      RenderCase(
        template:
          "{% outer: for a in xs %}{% for b in ys %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}",
        context: ["xs": [1, 2], "ys": [1, 2]], expected: "11 12 21 22 "),
      RenderCase(
        template:
          "{% a: for x in xs %}{% for y in xs %}{% for z in xs %}{{ forloop.a.counter }}{% endfor %}{% endfor %}{% endfor %}",
        context: ["xs": [1, 2]], expected: "11112222"),
    ])
  }

  func testConditionals() {
    check([
      RenderCase(template: "{% if a %}yes{% endif %}", context: ["a": true], expected: "yes"),
      RenderCase(template: "{% if a %}yes{% else %}no{% endif %}", context: ["a": ""], expected: "no"),
      RenderCase(
        template: "{% if a %}A{% elif b %}B{% elif c %}C{% else %}none{% endif %}", context: ["a": 0, "b": [], "c": 1],
        expected: "C"),
      RenderCase(template: "{% if a %}A{% elif b %}B{% endif %}", context: ["a": false, "b": false], expected: ""),
      RenderCase(template: "{% if not a %}empty{% endif %}", context: ["a": [:]], expected: "empty"),
      RenderCase(template: "{% if a and b %}both{% endif %}", context: ["a": 1, "b": "x"], expected: "both"),
      RenderCase(template: "{% if a and b %}both{% else %}no{% endif %}", context: ["a": 1, "b": -1], expected: "no"),
      RenderCase(template: "{% if a or b %}one{% endif %}", context: ["a": 0, "b": "x"], expected: "one"),
      // or binds loosest: true or (false and false).
      RenderCase(
        template: "{% if a or b and c %}T{% else %}F{% endif %}", context: ["a": true, "b": false, "c": false],
        expected: "T"),
      // not binds tighter than and: (not a) and b.
      RenderCase(
        template: "{% if not a and b %}T{% else %}F{% endif %}", context: ["a": true, "b": true], expected: "F"),
      RenderCase(template: "{% if not not a %}T{% endif %}", context: ["a": 1], expected: "T"),
      RenderCase(template: "{% if a == \"x\" %}T{% endif %}", context: ["a": "x"], expected: "T"),
      RenderCase(template: "{% if a == 1 %}T{% endif %}", context: ["a": 1.0], expected: "T"),
      RenderCase(template: "{% if a == \"1\" %}T{% else %}F{% endif %}", context: ["a": 1], expected: "F"),
      RenderCase(template: "{% if a != \"1\" %}T{% else %}F{% endif %}", context: ["a": 1], expected: "T"),
      RenderCase(template: "{% if a == b %}T{% else %}F{% endif %}", context: ["a": .null, "b": .null], expected: "T"),
      RenderCase(template: "{% if a == true %}T{% else %}F{% endif %}", context: ["a": 1], expected: "F"),
      RenderCase(template: "{% if a == b %}T{% endif %}", context: ["a": [1, "x"], "b": [1, "x"]], expected: "T"),
      // A comparison binds tighter than not: not (a == 1).
      RenderCase(template: "{% if not a == 1 %}T{% else %}F{% endif %}", context: ["a": 1], expected: "F"),
      RenderCase(
        template: "{% if n < 3 %}lt{% endif %}{% if n <= 2 %}le{% endif %}", context: ["n": 2], expected: "ltle"),
      RenderCase(
        template: "{% if n > 1.5 %}gt{% endif %}{% if n >= 3 %}ge{% endif %}", context: ["n": 2], expected: "gt"),
      RenderCase(template: "{% if a < b %}T{% endif %}", context: ["a": "apple", "b": "pear"], expected: "T"),
      RenderCase(template: "{% if \"b\" in xs %}T{% endif %}", context: ["xs": ["a", "b"]], expected: "T"),
      RenderCase(template: "{% if 2 in xs %}T{% else %}F{% endif %}", context: ["xs": [1.0, 2.0]], expected: "T"),
      RenderCase(template: "{% if \"ell\" in s %}T{% endif %}", context: ["s": "hello"], expected: "T"),
      RenderCase(
        template: "{% if 3 not in xs %}T{% endif %}{% if 1 not in xs %}F{% endif %}", context: ["xs": [1, 2]],
        expected: "T"),
      RenderCase(
        template: "{% if \"k\" in d %}T{% endif %}{% if \"z\" in d %}Z{% endif %}", context: ["d": ["k": 0]],
        expected: "T"),
      RenderCase(template: "{% if xs|count > 1 %}many{% endif %}", context: ["xs": [1, 2]], expected: "many"),
      RenderCase(template: "{% if missing|default:false %}T{% else %}F{% endif %}", expected: "F"),
      RenderCase(
        template: "{% if a %}{% if b %}AB{% else %}A{% endif %}{% endif %}", context: ["a": 1, "b": 0], expected: "A"),
      RenderCase(template: "{%if a%}tight{%endif%}", context: ["a": 1], expected: "tight"),
    ])
  }

  func testCommentsAndIncludes() {
    check([
      RenderCase(template: "a{# a comment {{ x }} #}b", expected: "ab"),
      RenderCase(template: "a{# spans\nlines #}b", expected: "ab"),
      RenderCase(
        template: "[{% include \"p\" %}]", context: ["x": 1], partials: ["p": "partial {{ x }}"],
        expected: "[partial 1]"),
      RenderCase(
        template: "{% include name %}", context: ["name": "p"], partials: ["p": "by variable"], expected: "by variable"),
      RenderCase(
        template: "{% include \"field\" with f %}|{% include \"field\" f %}", context: ["f": ["name": "id"]],
        partials: ["field": "{{ name }}"], expected: "id|id"),
      RenderCase(
        template: "{% for f in fields %}{% include \"field\" %}{% endfor %}", context: ["fields": ["a", "b"]],
        partials: ["field": "<{{ f }}>"], expected: "<a><b>"),
      RenderCase(
        template: "{% include \"outer\" %}", partials: ["outer": "o({% include \"inner\" %})", "inner": "i"],
        expected: "o(i)"),
      RenderCase(
        template: "{% include \"p\" %}{% include \"p\" %}", partials: ["p": "x"], expected: "xx"),
    ])
  }

  func testIncludeParametersAreVariablesOfThePartial() {
    let partials = ["p": "{{ attribute|default:\"\" }}var {{ name }}: {{ type }}"]
    check([
      RenderCase(
        template: "{% include \"p\" with name=\"path\" type=route|lowercase attribute=\"@Published \" %}",
        context: ["route": "Route"], partials: partials, expected: "@Published var path: route"),
      // Without `with`, as a context may be given without it; a parameter hides a variable of the same name.
      RenderCase(
        template: "{% include \"p\" name=\"a\" type=type %}|{{ name }}", context: ["name": "outer", "type": "Int"],
        partials: partials, expected: "var a: Int|outer"),
      // After a dictionary context, parameters add to its keys or replace them.
      RenderCase(
        template: "{% include \"p\" with f type=\"Bool\" %}", context: ["f": ["name": "on", "type": "String"]],
        partials: partials, expected: "var on: Bool"),
      RenderCase(
        template: "{% for n in ns %}{% include \"p\" with name=n type=forloop.counter %};{% endfor %}",
        context: ["ns": ["a", "b"]], partials: partials, expected: "var a: 1;var b: 2;"),
    ])
  }

  func testStandaloneTagLinesLeaveNoBlankLine() {
    check([
      RenderCase(
        template: """
          struct A {
            {% for f in fields %}
            let {{ f }}: Int
            {% endfor %}
          }

          """,
        context: ["fields": ["a", "b"]],
        expected: "struct A {\n  let a: Int\n  let b: Int\n}\n"),
      RenderCase(
        template: "{% if a %}\nyes\n{% else %}\nno\n{% endif %}\nend\n", context: ["a": false], expected: "no\nend\n"),
      RenderCase(template: "{# comment line #}\nbody\n", expected: "body\n"),
      RenderCase(template: "  {% if a %}  {% endif %}  \nx", context: ["a": true], expected: "x"),
      RenderCase(template: "line\n{% if a %}\n{% endif %}\n", context: ["a": true], expected: "line\n"),
      RenderCase(template: "line\n  {% if a %}{% endif %}", context: ["a": true], expected: "line\n"),
      RenderCase(template: "a\r\n{% if x %}\r\nb\r\n{% endif %}\r\n", context: ["x": 1], expected: "a\r\nb\r\n"),
      // Not standalone: text or a variable shares the line.
      RenderCase(template: "x {% if a %}y{% endif %}\nz", context: ["a": true], expected: "x y\nz"),
      RenderCase(template: "{% if a %}{{ a }}{% endif %}\nz", context: ["a": 1], expected: "1\nz"),
      // Blank lines that hold no tag stay.
      RenderCase(template: "a\n\n{% if x %}\nb\n{% endif %}\n\nc", context: ["x": 1], expected: "a\n\nb\n\nc"),
      // A standalone include indents every line of the partial by the tag's indentation.
      RenderCase(
        template: "struct S {\n  {% include \"members\" %}\n}\n", partials: ["members": "let a = 1\n\nlet b = 2\n"],
        expected: "struct S {\n  let a = 1\n\n  let b = 2\n}\n"),
      // ... and renders it as whole lines even when the partial has no final line break.
      RenderCase(
        template: "enum E {\n  {% include \"case\" %}\n  {% include \"case\" %}\n}", partials: ["case": "case a"],
        expected: "enum E {\n  case a\n  case a\n}"),
      RenderCase(
        template: "a\n{% include \"nothing\" %}\nb", partials: ["nothing": "{% if false %}x{% endif %}"],
        expected: "a\nb"),
      RenderCase(template: "a\r\n{% include \"p\" %}\r\nb", partials: ["p": "p"], expected: "a\r\np\r\nb"),
      RenderCase(
        template: "{% if xs %}\n{% for x in xs %}\n- {{ x }}\n{% endfor %}\n{% endif %}\n", context: ["xs": [1, 2]],
        expected: "- 1\n- 2\n"),
    ])
  }

  func testABlockHoldingOnlyAnIncludeTakesItsLinesFromWhereItSits() {
    let partials = [
      "inline": "a({% block b %}x{% endblock %})\n", "lines": "a\n{% block b %}{% endblock %}\nc\n",
      "indented": "a\n  {% block b %}{% endblock %}\nc\n", "p": "y",
    ]
    let child = "{% block b %}{% include \"p\" %}{% endblock %}\n"
    check([
      // Inside a line the partial is inline: no line break of its own.
      RenderCase(template: "{% extends \"inline\" %}\n" + child, partials: partials, expected: "a(y)\n"),
      // On a line of its own it is whole lines there, indented like the block.
      RenderCase(template: "{% extends \"lines\" %}\n" + child, partials: partials, expected: "a\ny\nc\n"),
      RenderCase(template: "{% extends \"indented\" %}\n" + child, partials: partials, expected: "a\n  y\nc\n"),
      // Where the block is defined.
      RenderCase(template: "a\n" + child + "c\n", partials: partials, expected: "a\ny\nc\n"),
      RenderCase(template: "a({% block b %}{% include \"p\" %}{% endblock %})", partials: partials, expected: "a(y)"),
    ])
  }

  func testWhitespaceControl() {
    check([
      RenderCase(template: "a  {%- if x %}b{% endif -%}  \n c", context: ["x": true], expected: "abc"),
      RenderCase(template: "a \n {{- x -}} \n b", context: ["x": 1], expected: "a1b"),
      RenderCase(template: "[ {{- x }} ]", context: ["x": 1], expected: "[1 ]"),
      RenderCase(template: "[\n  {#- note -#}\n]", expected: "[]"),
      RenderCase(
        template: "{% for x in xs -%}\n  {{ x }}\n{%- endfor %}", context: ["xs": [1, 2]], expected: "12"),
      RenderCase(template: "{{ -1 }}", expected: "-1"),
    ])
  }
}
