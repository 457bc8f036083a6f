import XCTest

@testable import TemplateEngine

/// Templates whose work multiplies (loops in loops, a partial including the next one twice) stop with a
/// located error instead of rendering for hours.
final class RenderBudgetTests: XCTestCase {
  /// The standard budget, scaled down so the tests run in moments; it is the same check.
  private let budget = Renderer.Budget(steps: 20_000, outputBytes: 1 << 20)

  private func render(_ source: String, _ context: [String: TemplateValue] = [:], partials: [String: String] = [:])
    throws -> String
  {
    try Template(source: source, name: "test.stencil").render(
      context, partials: InMemoryPartials(partials), budget: budget)
  }

  /// Partials `p0`…`p30`, each including the next twice: 2³¹ renders of the last one.
  func testAPartialFanOutStopsAtTheIncludeThatRuns() {
    var partials: [String: String] = [:]
    for level in 0..<31 { partials["p\(level)"] = "{% include \"p\(level + 1)\" %}{% include \"p\(level + 1)\" %}" }
    partials["p31"] = "x"
    XCTAssertThrowsError(try render("{% include \"p0\" %}", partials: partials)) {
      guard let error = $0 as? TemplateError else { return XCTFail("\($0)") }
      XCTAssertTrue(error.message.hasPrefix("rendering stopped after more than 20000 steps"), error.message)
      XCTAssertTrue(error.templateName.hasPrefix("p"), error.templateName)
      XCTAssertTrue([4, 23].contains(error.column), "at an include keyword: \(error.column)")
      // The include chain that led there, innermost first, each once: p(k-1), …, p0, then the template.
      let level = Int(error.templateName.dropFirst())!
      XCTAssertEqual(
        error.includedFrom.map(\.templateName), (0..<level).reversed().map { "p\($0)" } + ["test.stencil"])
      XCTAssertTrue(error.description.contains("test.stencil:1:4: note: included from here"), error.description)
    }
  }

  /// Within the budget, a fan-out costs its renders alone: each partial is looked up once, not once per
  /// include (a lookup reads a team's template folder from disk).
  func testAPartialIncludedManyTimesIsLoadedOnce() throws {
    final class CountingPartials: PartialLoader, @unchecked Sendable {
      var partials: [String: String] = [:]
      var loads = 0
      func loadPartial(named: String, from includingTemplate: String) -> (name: String, source: String)? {
        loads += 1
        return partials[named].map { (named, $0) }
      }
    }
    let loader = CountingPartials()
    for level in 0..<10 {
      loader.partials["p\(level)"] = "{% include \"p\(level + 1)\" %}{% include \"p\(level + 1)\" %}"
    }
    loader.partials["p10"] = "x"
    let output = try Template(source: "{% include \"p0\" %}", name: "test.stencil").render(
      [:], partials: loader, budget: budget)
    XCTAssertEqual(output, String(repeating: "x", count: 1024))
    XCTAssertEqual(loader.loads, 11, "one lookup per partial, not one per include (2047)")
  }

  /// Twelve nested loops over ten items: 10¹² iterations.
  func testNestedLoopsStopAtTheInnermostLoop() {
    let items = TemplateValue.array((0..<10).map { .int($0) })
    var source = "{{ x }}"
    for level in (0..<12).reversed() { source = "{% for v\(level) in items %}" + source + "{% endfor %}" }
    XCTAssertThrowsError(try render(source, ["items": items, "x": "y"])) {
      guard let error = $0 as? TemplateError else { return XCTFail("\($0)") }
      XCTAssertTrue(error.message.hasPrefix("rendering stopped after more than"), error.message)
      XCTAssertTrue(source.utf8.dropFirst(error.column - 1).starts(with: "for v".utf8), "at a for: \(error.column)")
    }
  }

  /// Output beyond the byte budget stops too, even in few steps.
  func testHugeOutputStops() {
    let big = String(repeating: "x", count: 1 << 16)
    let items = TemplateValue.array((0..<100).map { .int($0) })
    XCTAssertThrowsError(
      try render("{% for i in items %}{{ big }}{% endfor %}", ["items": items, "big": .string(big)])
    ) {
      XCTAssertTrue(($0 as? TemplateError)?.message.contains("more than 1 MB") == true, "\($0)")
    }
  }

  /// A real template is far below the budget.
  func testOrdinaryLoopsRender() throws {
    let items = TemplateValue.array((0..<100).map { .int($0) })
    XCTAssertEqual(
      try render("{% for i in items %}{% for j in items %}{% endfor %}{% endfor %}ok", ["items": items]), "ok")
    XCTAssertEqual(Renderer.Budget.standard.steps, 2_000_000)
  }
}
