import TemplateEngine
import XCTest

/// What a template tells its authors about the context: the paths it reads, and the context as JSON.
final class ContextTests: XCTestCase {
  func testReferencedPathsFollowLoopVariables() throws {
    let template = try Template(
      source: """
        {{ module.name|pascalCase }} {{ missing|default:fallback }}
        {% for model in module.models where model.isPublic %}
        {{ forloop.counter }} {{ model.name }} {{ model.fields.count }} {{ model.fields.first.type }}
        {% for field in model.fields %}{{ field.name }}{{ module.prefix }}{% endfor %}
        {% for key, value in module.options %}{{ key }}={{ value.raw }}{% endfor %}
        {% empty %}{{ emptyNote }}
        {% endfor %}
        {% if ui == "uikit" or ui in targets %}{% include partial with settings %}{% endif %}
        """,
      name: "t")
    XCTAssertEqual(
      template.referencedPaths,
      [
        "emptyNote", "fallback", "missing", "module.models", "module.models[].fields", "module.models[].fields[].name",
        "module.models[].fields[].type", "module.models[].isPublic", "module.models[].name", "module.name",
        "module.options", "module.options[].raw", "module.prefix", "partial", "settings", "targets", "ui",
      ])
  }

  func testJSONHasSortedKeysAndEscapes() {
    let value: TemplateValue = [
      "b": [1, 2.5, true, .null], "a": "quote \" slash \\ line\n tab\t bell\u{7}", "c": [:], "d": [],
      "e": ["z": 1, "y": ["x": "é"]],
    ]
    XCTAssertEqual(
      value.json(),
      """
      {
        "a": "quote \\" slash \\\\ line\\n tab\\t bell\\u0007",
        "b": [
          1,
          2.5,
          true,
          null
        ],
        "c": {},
        "d": [],
        "e": {
          "y": {
            "x": "é"
          },
          "z": 1
        }
      }
      """)
    XCTAssertEqual(TemplateValue.double(.infinity).json(), "null")
  }
}
