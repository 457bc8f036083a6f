import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The index cache's changes file: a run after a few edits writes the entries that changed next to the whole
/// cache, not the whole cache again, and still reports exactly what a run without the cache reports.
final class LintCacheChangesTests: XCTestCase {
  /// An mvvm app of `models + 3` files on disk: enough that one file's entry is a small part of the cache.
  /// The view names a model type and the view model imports UIKit (one finding).
  private func makeProject(models: Int = 40) throws -> DiskFileSystem {
    let root = temporaryPath("scaffold-changes")
    let disk = DiskFileSystem(currentDirectory: root)
    var files = [
      "Modules/Order/View/OrderView.swift": "struct OrderView {\n  let summary: OrderSummary\n}\n",
      "Modules/Order/Model/Types.swift": "struct Order {}\n\nstruct OrderSummary {}\n",
      "Modules/Order/ViewModel/OrderViewModel.swift": "import UIKit\n\nfinal class OrderViewModel {}\n",
    ]
    for number in 0..<models {
      files["Modules/Order/Model/Model\(number).swift"] =
        "struct Model\(number) {\n  let order: Order\n  let id = \(number)\n}\n"
    }
    for (path, text) in files {
      try disk.createDirectory(Paths.dirname(Paths.join(root, path)))
      try disk.write(text, to: path)
    }
    return disk
  }

  private func cache(_ disk: DiskFileSystem) throws -> IndexCache {
    IndexCache.forProject(try ConfigurationLoader.load(fileSystem: disk), fileSystem: disk)
  }

  /// The changes file as decoded over the whole cache now on disk; nil when there is none that amends it.
  private func changes(_ disk: DiskFileSystem) throws -> IndexCacheSnapshot.Segment? {
    let cache = try cache(disk)
    guard disk.kind(of: cache.changesPath) == .file else { return nil }
    let base = try IndexCacheDecoder.decodeSegment(try disk.readData(cache.path), key: cache.key)
    return try IndexCacheDecoder.decodeSegment(
      try disk.readData(cache.changesPath), key: cache.changesKey(over: base.checksum))
  }

  /// Diagnostics and counts equal to a run without the cache, and no notes.
  private func assertSameAsCold(_ result: LintResult, _ disk: DiskFileSystem, line: UInt = #line) throws {
    let cold = try lint(disk, cached: false)
    XCTAssertEqual(result.diagnostics, cold.diagnostics, line: line)
    XCTAssertEqual([result.fileCount, result.byteCount], [cold.fileCount, cold.byteCount], line: line)
  }

  func testAnEditWritesOnlyTheChangedEntry() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let cache = try cache(disk)
    let whole = try disk.readData(cache.path)
    XCTAssertNil(try changes(disk))
    // A type moved to another layer in one edit: the whole cache stays, the changes hold that one file.
    try disk.write("struct Order {}\n", to: "Modules/Order/Model/Types.swift")
    try disk.createDirectory(Paths.join(disk.currentDirectory, "Modules/Order/Repository"))
    try disk.write("struct OrderSummary {}\n", to: "Modules/Order/Repository/Summary.swift")
    let counter = Counter()
    let moved = try lint(disk, counter: counter)
    XCTAssertEqual(counter.count, 2)
    XCTAssertTrue(moved.diagnostics.contains { $0.location.path.hasSuffix("OrderView.swift") })
    try assertSameAsCold(moved, disk)
    XCTAssertTrue(try disk.readData(cache.path) == whole, "the whole cache is not written again")
    XCTAssertEqual(
      try changes(disk)?.headers.keys.sorted(),
      [
        Paths.join(disk.currentDirectory, "Modules/Order/Model/Types.swift"),
        Paths.join(disk.currentDirectory, "Modules/Order/Repository/Summary.swift"),
      ])
    // A second edit keeps the first one's entries; a removed file is recorded as removed.
    try disk.write("\nstruct Model0 {}\n", to: "Modules/Order/Model/Model0.swift")
    try disk.remove("Modules/Order/Model/Model1.swift")
    try assertSameAsCold(try lint(disk), disk)
    let amended = try XCTUnwrap(try changes(disk))
    XCTAssertEqual(amended.headers.count, 3)
    XCTAssertEqual(amended.removed, [Paths.join(disk.currentDirectory, "Modules/Order/Model/Model1.swift")])
    XCTAssertTrue(try disk.readData(cache.path) == whole)
    // Nothing changed since: nothing indexed, nothing written.
    let stamp = disk.stamp(of: cache.changesPath)
    let warm = Counter()
    try assertSameAsCold(try lint(disk, counter: warm), disk)
    XCTAssertEqual(warm.count, 0)
    XCTAssertEqual(disk.stamp(of: cache.changesPath), stamp)
    let loaded = cache.load(fileSystem: disk)
    XCTAssertNil(loaded.problem)
    XCTAssertEqual(loaded.snapshot.count, 43)
  }

  func testManyChangesWriteANewWholeCache() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let cache = try cache(disk)
    let whole = try disk.readData(cache.path)
    for number in 0..<20 {
      try disk.write("\nstruct Model\(number) { let edited = true }\n", to: "Modules/Order/Model/Model\(number).swift")
    }
    try assertSameAsCold(try lint(disk), disk)
    XCTAssertFalse(try disk.readData(cache.path) == whole)
    XCTAssertFalse(disk.exists(cache.changesPath), "the changes are in the new whole cache")
    let counter = Counter()
    try assertSameAsCold(try lint(disk, counter: counter), disk)
    XCTAssertEqual(counter.count, 0)
  }

  func testDamagedChangesAreIgnoredAndRebuilt() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let cache = try cache(disk)
    try disk.write("\nstruct Model2 { let edited = true }\n", to: "Modules/Order/Model/Model2.swift")
    _ = try lint(disk)
    try forEachDamage(of: cache.changesPath, in: disk) { result in
      try assertSameAsCold(result, disk)
      // Rebuilt: quiet, and nothing is indexed again.
      let counter = Counter()
      let again = try lint(disk, counter: counter)
      XCTAssertEqual(again.notes, [])
      XCTAssertEqual(counter.count, 0)
      try assertSameAsCold(again, disk)
    }
  }

  func testChangesToAnotherWholeCacheAreNeverApplied() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let cache = try cache(disk)
    // Changes that would be wrong if they were used: every file indexed as empty, over another whole cache.
    var entries = cache.load(fileSystem: disk).entries
    for path in entries.keys { entries[path]?.index = FileIndex(path: path) }
    let other = IndexCacheEncoder.encode(entries, key: cache.changesKey(over: 42))
    try disk.write(other, to: cache.changesPath)
    let result = try lint(disk)
    try assertSameAsCold(result, disk)
    XCTAssertEqual(result.notes, [], "changes of another cache are expected after a concurrent run, not a problem")
    // The same changes over this whole cache are used: that is what the key protects.
    let base = try IndexCacheDecoder.decodeSegment(try disk.readData(cache.path), key: cache.key)
    try disk.write(IndexCacheEncoder.encode(entries, key: cache.changesKey(over: base.checksum)), to: cache.changesPath)
    XCTAssertNotEqual(try lint(disk).diagnostics, try lint(disk, cached: false).diagnostics)
  }

  func testUnwritableChangesLintAndSaySo() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let cache = try cache(disk)
    // A folder where the changes should be: they can be neither read nor written.
    try disk.createDirectory(Paths.join(cache.changesPath, "blocked"))
    try disk.write("\nstruct Model3 { let edited = true }\n", to: "Modules/Order/Model/Model3.swift")
    let result = try lint(disk)
    try assertSameAsCold(result, disk)
    XCTAssertEqual(result.notes.count, 1, "\(result.notes)")
    XCTAssertTrue(result.notes[0].hasPrefix("note: could not save the lint cache"), result.notes[0])
    try assertSameAsCold(try lint(disk), disk)
  }

  func testConcurrentEditsLeaveUsableChanges() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let results = Parallel.map(Array(0..<8)) { round -> [Diagnostic]? in
      // Each run edits another file, so the writers of the changes disagree on what they hold.
      try? disk.write(
        "\nstruct Model\(round) { let round = \(round) }\n", to: "Modules/Order/Model/Model\(round).swift")
      return try? lint(disk).diagnostics
    }
    for result in results { XCTAssertNotNil(result) }
    try assertSameAsCold(try lint(disk), disk)
    let cache = try cache(disk)
    let contents = cache.load(fileSystem: disk)
    XCTAssertNil(contents.problem)
    XCTAssertEqual(contents.snapshot.count, 43)
    let counter = Counter()
    try assertSameAsCold(try lint(disk, counter: counter), disk)
    XCTAssertEqual(counter.count, 0)
    let leftovers = try disk.contents(ofDirectory: cache.directory).filter { $0.contains("scaffold-") }
    XCTAssertEqual(leftovers, [], "no temporary files remain")
  }
}
