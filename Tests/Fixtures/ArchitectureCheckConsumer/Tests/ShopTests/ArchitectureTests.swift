import ArchitectureCheck
import Testing
import XCTest

@Test func layersFollowTheArchitecture() throws {
  try ArchitectureCheck.lint(package: #filePath)
}

final class ArchitectureXCTests: XCTestCase {
  func testLayersFollowTheArchitecture() throws {
    try ArchitectureCheck.lint(package: #filePath, in: self)
  }
}

/// Passes with the planted violation too: architecture-baseline.json records it.
@Test func layersAgainstTheBaseline() throws {
  try ArchitectureCheck.lint(package: #filePath, baseline: "architecture-baseline.json")
}
