import ArchitectureCheck
import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `ArchitectureCheck` in a package without a `scaffold.json` whose files the built-in preset places in no
/// layer: a strict check fails with the run's warning, shown at the package's manifest.
final class ArchitectureCheckUnconfiguredTests: XCTestCase {
  func testAStrictCheckReportsThatNoFileIsInALayer() throws {
    let root = URL(fileURLWithPath: temporaryPath("ArchitectureCheck"))
    let sources = root.appendingPathComponent("Sources/Shop")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "// swift-tools-version:6.0\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "struct Shop {}\n".write(to: sources.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    let file = sources.appendingPathComponent("Shop.swift").path

    XCTAssertEqual(try ArchitectureCheck.violations(package: file), [], "a warning is no error")
    let strict = try ArchitectureCheck.violations(package: file, strict: true)
    XCTAssertEqual(strict.map(\.path), [Paths.join(Paths.normalize(root.path), "Package.swift")])
    XCTAssertTrue(strict.first?.message.hasPrefix("no file is in a layer: the built-in preset mvvm") == true)
    XCTAssertTrue(strict.first?.message.hasSuffix("[unmatched-layer]") == true)
  }
}
