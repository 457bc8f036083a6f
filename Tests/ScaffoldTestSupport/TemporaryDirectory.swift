import Foundation
import XCTest

/// A path under the system's temporary folder, new for each call (`<prefix>-<UUID>`); nothing is created there.
package func newTemporaryPath(_ prefix: String) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
}

/// Runs `body` with a new temporary path (see `newTemporaryPath`), then removes whatever it put there: for
/// Swift Testing suites, which have no teardown blocks.
package func withTemporaryPath<Result>(_ prefix: String, _ body: (String) throws -> Result) rethrows -> Result {
  let path = newTemporaryPath(prefix)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}

extension XCTestCase {
  /// A new temporary path (see `newTemporaryPath`); whatever the test puts there is removed when it ends.
  package func temporaryPath(_ prefix: String) -> String {
    let path = newTemporaryPath(prefix)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }
}
