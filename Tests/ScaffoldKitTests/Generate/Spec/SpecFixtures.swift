import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Paths of the repository's fixtures and docs, found from this file so tests run from any directory.
enum SpecFixtures {
  static func url(_ relativePath: String) -> URL { Repository.root.appendingPathComponent(relativePath) }

  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  static func files(in folder: String, withExtension ext: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(folder).path).filter { $0.hasSuffix(".\(ext)") }.sorted()
  }

  /// A spec's problems as the CLI prints them (`file:line:col: error: …`), without the last line break.
  static func printed(_ error: SpecError) -> String {
    String(error.problems.map { $0.rendered(severity: "error") }.joined().dropLast())
  }
}
