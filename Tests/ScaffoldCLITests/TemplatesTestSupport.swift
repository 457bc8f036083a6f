import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import TemplateEngine
import XCTest

extension Repository {
  /// `docs/examples/*.json`, by file name.
  static func exampleSpecs() throws -> [(name: String, text: String)] {
    let folder = root.appendingPathComponent("docs/examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }
}

/// An in-memory project at /work holding the example specs under specs/.
func exampleProject() throws -> InMemoryFileSystem {
  var files: [String: String] = [:]
  for spec in try Repository.exampleSpecs() { files["/work/specs/\(spec.name)"] = spec.text }
  return InMemoryFileSystem(currentDirectory: "/work", files: files)
}

/// The files a run wrote below `root`, by path relative to it.
func writtenFiles(_ fileSystem: InMemoryFileSystem, under root: String) -> [String: String] {
  var result: [String: String] = [:]
  for (path, bytes) in fileSystem.snapshot where path.hasPrefix(root + "/") {
    result[String(path.dropFirst(root.count + 1))] = String(decoding: bytes, as: UTF8.self)
  }
  return result
}

/// Another working directory on the same in-memory disk.
struct InMemoryFileSystemView: FileAccess {
  let base: InMemoryFileSystem
  let currentDirectory: String

  init(_ base: InMemoryFileSystem, currentDirectory: String) {
    self.base = base
    self.currentDirectory = currentDirectory
  }

  func kind(of path: String) -> FileKind? { base.kind(of: absolute(path)) }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readData(absolute(path)) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
    try base.contents(ofDirectory: absolute(path))
  }
  func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(absolute(path)) }
  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try base.write(bytes, to: absolute(path)) }
  func remove(_ path: String) throws(FileSystemError) { try base.remove(absolute(path)) }
  func move(_ source: String, to destination: String) throws(FileSystemError) {
    try base.move(absolute(source), to: absolute(destination))
  }
}
