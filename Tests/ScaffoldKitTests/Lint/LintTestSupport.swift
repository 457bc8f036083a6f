import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `scaffold.json` text parsed as if it sat in `/p`.
func parseConfiguration(_ text: String) throws -> LintConfiguration {
  try LintConfiguration.parse(Array(text.utf8), displayPath: "scaffold.json", root: "/p")
}

/// The problems of an invalid `scaffold.json`, as printed (none for a valid one).
func configurationProblems(_ text: String) -> [String] {
  do throws(ConfigurationError) {
    _ = try LintConfiguration.parse(Array(text.utf8), displayPath: "scaffold.json", root: "/p")
    return []
  } catch {
    return error.problems.map { String($0.rendered(severity: "error").dropLast()) }
  }
}

/// Lints a fixture folder as if `scaffold lint` ran inside it.
func lintFixture(
  _ name: String, paths: [String] = [], file: StaticString = #filePath, line: UInt = #line
) throws -> LintResult {
  let fileSystem = DiskFileSystem(currentDirectory: Fixtures.path(name))
  let configuration = try ConfigurationLoader.load(lintPaths: paths, fileSystem: fileSystem)
  return try Linter(configuration: configuration, fileSystem: fileSystem).run(paths: paths)
}
