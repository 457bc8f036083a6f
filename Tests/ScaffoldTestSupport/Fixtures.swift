import Foundation
import ScaffoldKit

/// The repository's folders, for tests that read docs, templates and fixtures.
package enum Repository {
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The text of `relative` (`docs/lint.md`).
  package static func text(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
  }
}

/// Test fixtures live in `Tests/Fixtures/<TestClassName>/`.
package enum Fixtures {
  package static let root = Repository.root.appendingPathComponent("Tests/Fixtures").path

  /// The absolute path of `Tests/Fixtures/<name>`.
  package static func path(_ name: String) -> String { Paths.join(root, name) }

  /// The text of `Tests/Fixtures/<name>/<file>`.
  package static func text(_ name: String, _ file: String) throws -> String {
    try String(contentsOfFile: Paths.join(path(name), file), encoding: .utf8)
  }

  /// Every file under the folder `path` (absolute), keyed by its path relative to it.
  package static func tree(at path: String) throws -> [String: String] {
    var files: [String: String] = [:]
    let directory = URL(fileURLWithPath: path)
    let base = directory.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [:] }
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      let path = url.standardizedFileURL.path
      files[String(path.dropFirst(base.count + 1))] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// Every Swift file under the fixtures (more than a hundred), by its path below `root`, with its bytes.
  package static func swiftFiles() throws -> [(path: String, bytes: [UInt8])] {
    let disk = DiskFileSystem(currentDirectory: root)
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
    return try paths.map { ($0, try disk.readData($0)) }
  }
}
