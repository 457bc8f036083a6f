import Foundation
import XCTest

extension XCTestCase {
  /// A path under the system's temporary folder, new for each call (`<prefix>-<UUID>`); nothing is created
  /// there, and whatever the test puts there is removed when the test ends.
  package func temporaryPath(_ prefix: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }
}
