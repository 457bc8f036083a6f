import ScaffoldKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Architecture checks as unit tests: `scaffold lint` over a package, each violation recorded as a test
/// failure at the violating file and line.
///
/// ```swift
/// @Test func layers() throws { try ArchitectureCheck.lint(package: #filePath) }        // Swift Testing
/// func testLayers() throws { try ArchitectureCheck.lint(package: #filePath, in: self) } // XCTest
/// ```
public enum ArchitectureCheck {
  /// One finding that fails the check.
  public struct Violation: Sendable, Equatable, CustomStringConvertible {
    /// Absolute path of the violating file.
    public var path: String
    public var line: Int
    public var column: Int
    /// The finding as `scaffold lint` words it, with its rule: `... [layer-dependency]`.
    public var message: String

    /// `path:line:col: message`.
    public var description: String { "\(path):\(line):\(column): \(message)" }
  }

  /// Lints the package that contains `file` (the nearest folder above it with a `Package.swift`) as
  /// `scaffold lint` does, through `Scaffold.lint`: its `scaffold.json`, and with `baseline` (a path relative
  /// to the package, as `scaffold lint --baseline` takes it) the findings it records left out. Returns the
  /// errors, and the warnings too when `strict` (a stale baseline entry is one). Throws what stops
  /// `scaffold lint` with exit code 2: no package, an invalid `scaffold.json` or baseline, an unreadable file.
  public static func violations(package file: String, baseline: String? = nil, strict: Bool = false)
    throws(ScaffoldError) -> [Violation]
  {
    guard let root = packageRoot(containing: file) else {
      throw ScaffoldError(.invalidInput, "no Package.swift in any folder above \(file)")
    }
    let fileSystem = DiskFileSystem(currentDirectory: root)
    let outcome = try Scaffold.lint(LintRequest(baseline: baseline), fileSystem: fileSystem)
    let findings = outcome.result.diagnostics.filter { $0.severity == .error || strict }.map { diagnostic in
      Violation(
        path: fileSystem.absolute(diagnostic.location.path), line: diagnostic.location.line,
        column: diagnostic.location.column, message: "\(diagnostic.message) [\(diagnostic.rule.rawValue)]")
    }
    // A warning of the whole run (no scaffold.json, and no file in a layer) has no file of its own: it is the
    // package's, shown at its manifest.
    let run = (strict ? outcome.result.warnings : []).map {
      Violation(
        path: Paths.join(root, "Package.swift"), line: 1, column: 1,
        message: "\($0) [\(RuleID.unmatchedLayer.rawValue)]")
    }
    return findings + run
  }

  static func packageRoot(containing file: String) -> String? {
    let fileSystem = DiskFileSystem()
    var directory = Paths.dirname(Paths.normalize(file))
    while true {
      if fileSystem.exists(Paths.join(directory, "Package.swift")) { return directory }
      let parent = Paths.dirname(directory)
      if parent == directory { return nil }
      directory = parent
    }
  }

  #if canImport(Testing)
    /// In a Swift Testing test: records one issue per violation at its file and line.
    public static func lint(package file: String = #filePath, baseline: String? = nil, strict: Bool = false) throws {
      for violation in try violations(package: file, baseline: baseline, strict: strict) {
        let location = SourceLocation(
          fileID: "\(Paths.basename(Paths.dirname(violation.path)))/\(Paths.basename(violation.path))",
          filePath: violation.path, line: violation.line, column: violation.column)
        Issue.record(Comment(rawValue: violation.message), sourceLocation: location)
      }
    }
  #endif

  #if canImport(XCTest)
    /// In an XCTest test: records one failure per violation at its file and line.
    public static func lint(
      package file: String = #filePath, baseline: String? = nil, strict: Bool = false, in testCase: XCTestCase
    ) throws {
      for violation in try violations(package: file, baseline: baseline, strict: strict) {
        #if canImport(Darwin)
          let location = XCTSourceCodeLocation(filePath: violation.path, lineNumber: violation.line)
          testCase.record(
            XCTIssue(
              type: .assertionFailure, compactDescription: violation.message,
              sourceCodeContext: XCTSourceCodeContext(location: location)))
        #else
          testCase.recordFailure(
            withDescription: violation.message, inFile: violation.path, atLine: violation.line, expected: true)
        #endif
      }
    }
  #endif
}
