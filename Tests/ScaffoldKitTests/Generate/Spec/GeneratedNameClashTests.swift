import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Specs that pass the spec's own checks but whose generated code would not compile under some set: each
/// fixture in Tests/Fixtures/GeneratedNameClashTests is rendered by every built-in set, and its `.expected`
/// file says, set by set, whether the spec is accepted or which located problem refuses it.
final class GeneratedNameClashTests: XCTestCase {
  static let folder = "Tests/Fixtures/GeneratedNameClashTests"

  /// One line per built-in set: `mvvm: ok` or `mvvm: <spec>.json:L:C: error: …`.
  static func outcome(json: String, file: String) -> String {
    var lines: [String] = []
    for set in BuiltinTemplateSource.setNames.sorted() {
      do {
        let spec = try SpecLoader.load(json: json, path: file)
        let files = try ModuleGenerator.render(
          spec: spec, options: GenerateOptions(layout: .package, templateSet: set))
        let problems = GeneratedNameCheck.problems(
          in: files, spec: spec, set: set, json: Array(json.utf8), path: file)
        lines.append("\(set): " + (problems.isEmpty ? "ok" : SpecFixtures.printed(SpecError(problems: problems))))
      } catch let error as SpecError {
        lines.append("\(set): " + SpecFixtures.printed(error))
      } catch {
        lines.append("\(set): render failed: \(error)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func testEveryFixtureIsRefusedWhereItWouldNotCompile() throws {
    let names = try SpecFixtures.files(in: Self.folder, withExtension: "json")
    XCTAssertEqual(names.count, 13)
    for name in names {
      let json = try SpecFixtures.read("\(Self.folder)/\(name)")
      let actual = Self.outcome(json: json, file: name)
      let expectedPath = "\(Self.folder)/\(name.dropLast(5)).expected"
      try Golden.check(actual, path: SpecFixtures.url(expectedPath).path, name)
      // Each fixture is refused by at least one set, always at a line and column of the spec.
      let refusals = actual.split(separator: "\n").filter { !$0.hasSuffix(": ok") }
      XCTAssertFalse(refusals.isEmpty, name)
      for refusal in refusals {
        XCTAssertNotNil(refusal.range(of: #"\.json:\d+:\d+: error: "#, options: .regularExpression), String(refusal))
      }
    }
  }

  /// The example specs and the built-in default spec are accepted by every set, in every layout and UI.
  func testTheExamplesClashWithNoSet() throws {
    var specs = try BuiltinExamples.files.sorted(by: { $0.key < $1.key }).map {
      try SpecLoader.load(json: $0.value, path: $0.key)
    }
    specs.append(try SpecLoader.defaultSpec(name: "Item"))
    for set in BuiltinTemplateSource.setNames {
      for base in specs {
        for ui in [UIKind.both] {
          for layout in [GenerateOptions.Layout.modules] {
            var spec = base
            spec.ui = ui
            let files = try ModuleGenerator.render(
              spec: spec, options: GenerateOptions(layout: layout, templateSet: set))
            let problems = GeneratedNameCheck.problems(in: files, spec: spec, set: set, path: spec.name)
            XCTAssertEqual(problems, [], "\(set) \(spec.name) \(ui) \(layout)")
          }
        }
      }
    }
  }

  func testRedeclarationsAreToldFromOverloadsBranchesAndStaticMembers() {
    let source = """
      struct Item: Codable {
        var id: Int
        static var id: Int { 0 }
        func load() {}
        func load(page: Int) -> Int { page }
        #if canImport(Combine)
        var state: Int = 0
        #else
        var state: String = ""
        #endif
        init(id: Int) { self.id = id }
        func reset(value: Int) {}
      }
      extension Item {
        var value: Int { 1 }
        func load(page: String) {}
      }
      """
    let declared = DeclaredName.scan(source, file: "Item.swift")
    var clashes: [String] = []
    for (index, first) in declared.enumerated() {
      for second in declared[(index + 1)...] where first.name == second.name && first.scope == second.scope {
        if first.clashes(with: second) { clashes.append(first.name) }
      }
    }
    XCTAssertEqual(clashes, ["value"])
    XCTAssertTrue(declared.contains { $0.name == "CodingKeys" && $0.scope == "Item" }, "\(declared)")
  }
}
