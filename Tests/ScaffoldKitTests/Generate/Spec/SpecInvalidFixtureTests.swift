import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// Each spec in Tests/Fixtures/InvalidSpecs/ must be refused with exactly the problems in its `.expected`
/// file: every problem, each at its line:col, in source order.
final class SpecInvalidFixtureTests: XCTestCase {
  /// What each fixture checks.
  static let cases: KeyValuePairs<String, String> = [
    "syntax-error": "a JSON syntax error (trailing comma) is reported at its line and column, and alone",
    "unknown-keys": "misspelt keys at every level are reported with a did-you-mean suggestion",
    "missing-keys": "missing required keys (name, type, fields/cases, kind, operations, to) are each reported",
    "wrong-json-types": "values of the wrong JSON type (number for a string, object for an array, ...) are reported",
    "invalid-names": "names that are not Swift identifiers, are keywords, are empty or are not UpperCamelCase types",
    "duplicate-names": "duplicate models, fields, cases, operations, parameters, screens, actions and routes",
    "generated-collisions": "models named like generated types or shadowing Swift types; screens generating them",
    "unknown-types": "unknown types with suggestions, unsupported and generic spellings, Void misuse, bad keys",
    "screen-references": "screens naming unknown or enum models, unknown operations, and breaking kind rules",
    "route-references": "routes naming unknown screens, duplicates, and missing parameters for the target's load",
    "http-paths": "HTTP methods, paths and placeholders, and an invalid baseURL",
    "path-escape": "module, model and screen names that would write outside the output directory",
    "form-validations": "form validations: unknown fields and rules, rules on the wrong field type, bad values",
    "recursive-model": "a struct that contains itself by value, directly or through another struct",
    "enum-values": "unknown ui, cachePolicy, http method and screen kind, with suggestions; a cacheMaxAge below 1",
    "operation-arguments": "operations triggered by a screen whose parameters cannot be filled from its model",
    "empty-module": "a spec with no screens",
  ]

  func testEveryFixtureIsRefusedWithItsExpectedProblems() throws {
    for (name, purpose) in Self.cases {
      let json = try SpecFixtures.read("Tests/Fixtures/InvalidSpecs/\(name).json")
      let expectedPath = "Tests/Fixtures/InvalidSpecs/\(name).expected"
      let actual: String
      do {
        let spec = try SpecLoader.load(json: json, path: "\(name).json")
        XCTFail("\(name) (\(purpose)): expected problems, but the spec loaded: \(spec.name)")
        continue
      } catch {
        actual = SpecFixtures.printed(error) + "\n"
      }
      try Golden.check(actual, path: SpecFixtures.url(expectedPath).path, "\(name): \(purpose)")
    }
  }

  func testEveryFixtureFileIsListedWithItsPurpose() throws {
    let files = try SpecFixtures.files(in: "Tests/Fixtures/InvalidSpecs", withExtension: "json")
    XCTAssertEqual(files.map { String($0.dropLast(5)) }, Self.cases.map(\.key).sorted())
    XCTAssertGreaterThanOrEqual(files.count, 12)
  }

  /// Every problem of every fixture has a line and column, so a user can jump to it.
  func testEveryFixtureProblemIsLocated() throws {
    for (name, _) in Self.cases {
      let json = try SpecFixtures.read("Tests/Fixtures/InvalidSpecs/\(name).json")
      do {
        _ = try SpecLoader.load(json: json, path: "\(name).json")
      } catch {
        for problem in error.specProblems { XCTAssertNotNil(problem.position, "\(name): \(problem)") }
      }
    }
  }
}
