import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// Counts indexer calls across lint workers.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}

/// Which paths an indexer was asked for, with whether it was to read their references.
final class Recorded: @unchecked Sendable {
  private let lock = NSLock()
  private var reads: [String: Bool] = [:]
  func record(_ path: String, _ readsReferences: Bool) { lock.withLock { reads[path] = readsReferences } }
  /// What was recorded since the last call.
  func take() -> [String: Bool] {
    lock.withLock {
      defer { reads = [:] }
      return reads
    }
  }
}

/// Lints the project in `disk`'s working directory, with its default cache (or the one in `cachePath`).
func lint(
  _ disk: DiskFileSystem, cached: Bool = true, cachePath: String? = nil, counter: Counter? = nil,
  paths: [String] = []
) throws -> LintResult {
  let configuration = try ConfigurationLoader.load(fileSystem: disk)
  var linter = Linter(configuration: configuration, fileSystem: disk) { bytes, path, readsReferences in
    counter?.increment()
    return SwiftIndexer.index(bytes, path: path, lowercaseTypes: [], readsReferences: readsReferences)
  }
  if cached { linter.cache = IndexCache.forProject(configuration, directory: cachePath, fileSystem: disk) }
  return try linter.run(paths: paths)
}

/// Writes damaged copies of the cache file at `file` (absolute, inside `disk`'s working directory) in turn —
/// empty, truncated, one byte flipped at places spread over it — and lints after each: one note names the
/// file as ignored, and `check` looks at the result. The file is left as the last run rebuilt it.
func forEachDamage(
  of file: String, in disk: DiskFileSystem, line: UInt = #line, check: (LintResult) throws -> Void
) throws {
  let bytes = try disk.readData(file)
  var damages: [[UInt8]] = [[], Array(bytes[..<5]), Array(bytes[..<(bytes.count / 2)]), Array(bytes.dropLast())]
  // Not the format version: a file of another version is rebuilt quietly, whatever else it holds
  // (`testFilesOfAnotherFormatAreRebuiltQuietlyWhateverTheirChecksum`).
  let magic = [IndexCache.magic, LintRecord.magic].first { bytes.starts(with: $0) } ?? []
  let version = magic.count..<(magic.count + 8)
  for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 12)) where !version.contains(offset) {
    var damaged = bytes
    damaged[offset] ^= 0x5A
    damages.append(damaged)
  }
  let display = Paths.relative(file, to: disk.currentDirectory)
  for (number, damaged) in damages.enumerated() {
    try disk.write(damaged, to: file)
    let result = try lint(disk)
    XCTAssertEqual(result.notes.count, 1, "damage \(number): \(result.notes)", line: line)
    XCTAssertTrue(
      result.notes.first?.hasPrefix("note: ignored the lint cache \(display) (") ?? false, "\(result.notes)", line: line
    )
    try check(result)
  }
}

/// The index cache: warm runs give exactly the diagnostics of a run without it, whatever state the cache
/// file is in, and an unchanged file is not indexed again.
final class LintCacheTests: XCTestCase {
  /// A small mvvm app on disk in a fresh temporary folder: a view that names a model type and a view model
  /// that imports UIKit (one finding).
  private func makeProject() throws -> DiskFileSystem {
    let root = temporaryPath("scaffold-cache")
    let disk = DiskFileSystem(currentDirectory: root)
    try disk.createDirectory(root)
    let files = [
      "Modules/Order/View/OrderView.swift": "struct OrderView {\n  let summary: OrderSummary\n}\n",
      "Modules/Order/Model/Types.swift": "struct Order {}\n\nstruct OrderSummary {}\n",
      "Modules/Order/ViewModel/OrderViewModel.swift": "import UIKit\n\nfinal class OrderViewModel {}\n",
      "Modules/Order/Repository/OrderRepository.swift": "// scaffold:ignore layer-dependency -- kept\n"
        + "struct OrderRepository {}\n",
    ]
    try write(files, in: disk)
    return disk
  }

  /// Writes each file of `files` (paths relative to `disk`'s working directory), with its folders.
  private func write(_ files: [String: String], in disk: DiskFileSystem) throws {
    for (path, text) in files {
      try disk.createDirectory(Paths.dirname(Paths.join(disk.currentDirectory, path)))
      try disk.write(text, to: path)
    }
  }

  private func cacheFile(_ disk: DiskFileSystem) -> String {
    Paths.join(disk.currentDirectory, IndexCache.defaultDirectory, IndexCache.fileName)
  }

  /// Lints without the cache: what every cached run must report.
  private func expected(_ disk: DiskFileSystem) throws -> [Diagnostic] {
    try lint(disk, cached: false).diagnostics
  }

  private func recordFile(_ disk: DiskFileSystem) -> String {
    Paths.join(disk.currentDirectory, IndexCache.defaultDirectory, LintRecord.fileName)
  }

  /// The project's cache and the key of its record for a run over `paths`.
  private func recordKey(_ disk: DiskFileSystem, paths: [String] = []) throws -> String {
    IndexCache.forProject(try ConfigurationLoader.load(fileSystem: disk), fileSystem: disk)
      .recordKey(paths: paths, workingDirectory: disk.currentDirectory)
  }

  /// A cached run reports what a run without the cache reports: findings and counts.
  private func assertSameAsCold(
    _ result: LintResult, _ disk: DiskFileSystem, paths: [String] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let cold = try lint(disk, cached: false, paths: paths)
    XCTAssertEqual(result.diagnostics, cold.diagnostics, file: file, line: line)
    XCTAssertEqual(
      [result.fileCount, result.layeredFileCount, result.byteCount],
      [cold.fileCount, cold.layeredFileCount, cold.byteCount],
      file: file, line: line)
  }

  func testWarmRunReadsNothingAgainAndReportsTheSame() throws {
    let disk = try makeProject()
    let cold = Counter()
    let first = try lint(disk, counter: cold)
    XCTAssertEqual(cold.count, 4)
    XCTAssertEqual(first.diagnostics, try expected(disk))
    XCTAssertEqual(first.notes, [])
    XCTAssertTrue(disk.exists(cacheFile(disk)))
    let warm = Counter()
    let second = try lint(disk, counter: warm)
    XCTAssertEqual(warm.count, 0, "an unchanged file is taken from the cache")
    XCTAssertEqual(second.diagnostics, first.diagnostics)
    XCTAssertEqual(second.byteCount, first.byteCount)
    XCTAssertEqual(second.notes, [])
  }

  func testMovingATypeToAnotherLayerRechecksTheFilesThatNameIt() throws {
    let disk = try makeProject()
    let before = try lint(disk)
    XCTAssertFalse(before.diagnostics.contains { $0.location.path.hasSuffix("OrderView.swift") })
    // OrderSummary moves from Model to Repository: OrderView.swift is unchanged but now breaks a rule.
    try disk.write("struct Order {}\n", to: "Modules/Order/Model/Types.swift")
    try disk.write(
      "// scaffold:ignore layer-dependency -- kept\nstruct OrderRepository {}\n\nstruct OrderSummary {}\n",
      to: "Modules/Order/Repository/OrderRepository.swift")
    let counter = Counter()
    let after = try lint(disk, counter: counter)
    XCTAssertEqual(counter.count, 2, "only the two edited files are indexed again")
    XCTAssertEqual(after.diagnostics, try expected(disk))
    XCTAssertTrue(after.diagnostics.contains { $0.location.path.hasSuffix("OrderView.swift") })
    // And back: the finding goes away again.
    try disk.write("struct Order {}\n\nstruct OrderSummary {}\n", to: "Modules/Order/Model/Types.swift")
    try disk.write(
      "// scaffold:ignore layer-dependency -- kept\nstruct OrderRepository {}\n",
      to: "Modules/Order/Repository/OrderRepository.swift")
    XCTAssertEqual(try lint(disk).diagnostics, before.diagnostics)
  }

  func testAnEditOfTheSameSizeInTheSameInstantIsSeen() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    // Same size, and written right after the cache: the time stamp may not tell, the contents do.
    try disk.write(
      "import SwiftUI\n\nfinal class OrderViewModel {}\n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    let result = try lint(disk)
    XCTAssertEqual(result.diagnostics, try expected(disk))
    XCTAssertTrue(result.diagnostics.contains { $0.message.contains("imports SwiftUI") })
  }

  func testFilesThatDisappearOrAppearAreFollowed() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    try disk.remove("Modules/Order/ViewModel/OrderViewModel.swift")
    try disk.write("import UIKit\n", to: "Modules/Order/Model/Extra.swift")
    XCTAssertEqual(try lint(disk).diagnostics, try expected(disk))
  }

  // MARK: - The last run's findings

  func testUnchangedTreeReportsTheRecordedFindings() throws {
    let disk = try makeProject()
    let first = try lint(disk)
    let key = try recordKey(disk)
    var record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    XCTAssertEqual(record.files.map(\.path), record.files.map(\.path).sorted())
    XCTAssertEqual(record.files.count, 4)
    XCTAssertTrue(record.files.allSatisfy { $0.isRequested && !$0.path.hasPrefix("/") })
    XCTAssertEqual(record.diagnostics, first.diagnostics)
    // A finding that only the record holds shows that the record is what an unchanged tree reports.
    let planted = Diagnostic(
      rule: .layerDependency, severity: .warning, message: "planted",
      location: SourceLocation(path: "P.swift", line: 1, column: 1),
      source: .init(symbol: "A", layer: "View", feature: nil, location: nil),
      target: .init(
        symbol: nil, layer: nil, feature: "Order", location: SourceLocation(path: "Q.swift", line: 2, column: 3)))
    record.diagnostics.append(planted)
    try disk.write(LintRecordCoding.encode(record, key: key), to: recordFile(disk))
    let counter = Counter()
    let warm = try lint(disk, counter: counter)
    XCTAssertEqual(counter.count, 0)
    XCTAssertEqual(warm.diagnostics, first.diagnostics + [planted])
    XCTAssertEqual(warm.notes, [])
    // The same contents written again: still the record.
    try disk.write(
      "import UIKit\n\nfinal class OrderViewModel {}\n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    XCTAssertEqual(try lint(disk).diagnostics, first.diagnostics + [planted])
    // One edited file, even to the same size: the whole lint runs and the planted finding is gone.
    try disk.write(
      "import UIKit\n\nfinal  class OrderViewModel{}\n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    try assertSameAsCold(try lint(disk), disk)
    try disk.write(
      "import UIKit\n\nfinal class OrderViewModel {} \n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    try assertSameAsCold(try lint(disk), disk)
  }

  func testEveryKindOfChangeReportsWhatAColdRunReports() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    // A type moved to another layer: the file that names it is unchanged but breaks a rule now.
    try disk.write("struct Order {}\n", to: "Modules/Order/Model/Types.swift")
    try disk.write("struct OrderSummary {}\n", to: "Modules/Order/Repository/Summary.swift")
    let moved = try lint(disk)
    XCTAssertTrue(moved.diagnostics.contains { $0.location.path.hasSuffix("OrderView.swift") })
    try assertSameAsCold(moved, disk)
    try assertSameAsCold(try lint(disk), disk)
    // A file removed, one added in a new folder, the same contents written again.
    try disk.remove("Modules/Order/Repository/Summary.swift")
    try assertSameAsCold(try lint(disk), disk)
    try disk.createDirectory(Paths.join(disk.currentDirectory, "Modules/Cart/View"))
    try disk.write(
      "import CoreData\nstruct CartView { let o: OrderRepository }\n", to: "Modules/Cart/View/CartView.swift")
    try assertSameAsCold(try lint(disk), disk)
    try disk.write("struct Order {}\n", to: "Modules/Order/Model/Types.swift")
    let counter = Counter()
    try assertSameAsCold(try lint(disk, counter: counter), disk)
    XCTAssertEqual(counter.count, 0, "the same contents need no index")
    // Other paths asked for, and another configuration: never the record of another run.
    try assertSameAsCold(try lint(disk, paths: ["Modules/Cart"]), disk, paths: ["Modules/Cart"])
    try assertSameAsCold(try lint(disk), disk)
    try disk.write("{ \"preset\": \"mvvm\", \"rules\": { \"forbidden-import\": \"off\" } }\n", to: "scaffold.json")
    try assertSameAsCold(try lint(disk), disk)
  }

  /// Adds a finding at line 1 of `path` to the record of the last run over the whole project, and returns it:
  /// a later run that keeps it did not check that file again.
  private func plantFinding(in disk: DiskFileSystem, at path: String) throws -> Diagnostic {
    let key = try recordKey(disk)
    var record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    let planted = Diagnostic(
      rule: .layerDependency, severity: .error, message: "planted",
      location: SourceLocation(path: path, line: 1, column: 1))
    record.diagnostics.append(planted)
    try disk.write(LintRecordCoding.encode(record, key: key), to: recordFile(disk))
    return planted
  }

  func testAnEditThatKeepsTheFilesTypesRechecksThatFileAlone() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    // A finding that only the record holds, in a file that does not change: kept, so that file was not
    // checked again.
    let planted = try plantFinding(in: disk, at: "Modules/Order/View/OrderView.swift")
    // The view model's body changes and it breaks a rule; its types, imports and layer stay.
    let edited = try lintCheckedFromTheRecord(
      disk, "Modules/Order/ViewModel/OrderViewModel.swift",
      "import UIKit\n\nfinal class OrderViewModel { let v: OrderView? = nil }\n")
    let cold = try lint(disk, cached: false)
    XCTAssertEqual(edited.diagnostics, (cold.diagnostics + [planted]).sorted())
    XCTAssertTrue(
      edited.diagnostics.contains { $0.message.contains("OrderView") && $0.location.path.hasSuffix("Model.swift") })
    XCTAssertEqual([edited.fileCount, edited.byteCount], [cold.fileCount, cold.byteCount])
    XCTAssertEqual(edited.notes, [])
    // Nothing changed since: the new record, read without indexing.
    let warm = Counter()
    XCTAssertEqual(try lint(disk, counter: warm).diagnostics, edited.diagnostics)
    XCTAssertEqual(warm.count, 0)
    // And back, then an edit that changes what the file gives the others (an import): the whole lint runs.
    try disk.write(
      "import UIKit\n\nfinal class OrderViewModel {}\n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    XCTAssertEqual(try lint(disk).diagnostics, (try expected(disk) + [planted]).sorted())
    try disk.write(
      "import UIKit\nimport Combine\n\nfinal class OrderViewModel {}\n",
      to: "Modules/Order/ViewModel/OrderViewModel.swift")
    let whole = Counter()
    try assertSameAsCold(try lint(disk, counter: whole), disk)
    XCTAssertEqual(whole.count, 1, "the file indexed to compare is not indexed again")
  }

  /// In a package, an edit that keeps a file's imports checks that file alone again, its imports against the
  /// manifest the record read: an undeclared import moves with its line, the other files keep their findings.
  func testAnEditInAPackageRechecksThatFileAloneAgainstItsManifest() throws {
    let disk = try makeProject()
    try disk.write(
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Shop",
        targets: [
          .target(name: "Orders", dependencies: ["Models"]),
          .target(name: "Models"),
          .target(name: "Networking"),
        ]
      )

      """, to: "Package.swift")
    try write(
      [
        "Sources/Orders/OrderService.swift": "import Models\nimport Networking\n\nstruct OrderService {}\n",
        "Sources/Models/Item.swift": "struct Item {}\n",
        "Sources/Networking/Client.swift": "struct Client {}\n",
      ], in: disk)
    let first = try lint(disk)
    XCTAssertTrue(first.diagnostics.contains { $0.rule == .undeclaredImport && $0.location.line == 2 })
    let planted = try plantFinding(in: disk, at: "Sources/Models/Item.swift")
    // The same imports and declaration, the undeclared one a line further down.
    let edited = try lintCheckedFromTheRecord(
      disk, "Sources/Orders/OrderService.swift",
      "import Models\n\nimport Networking\nstruct OrderService {}\n")
    let cold = try lint(disk, cached: false)
    XCTAssertEqual(edited.diagnostics, (cold.diagnostics + [planted]).sorted())
    XCTAssertTrue(cold.diagnostics.contains { $0.rule == .undeclaredImport && $0.location.line == 3 })
  }

  /// Beside a cycle, an edit of a file that draws none of its edges, before or after, is checked from the
  /// record; an edit of a file that draws one, or that imports another target, runs the whole lint, as the
  /// cycle's counts and the references it is reported at may move.
  func testAnEditBesideACycleRechecksThatFileAloneAndOneInItRunsTheWholeLint() throws {
    let disk = try makeProject()
    try write(
      [
        "Modules/Cart/Router/CartRouter.swift": "struct CartRouter {\n  let order: OrderRouter\n}\n",
        "Modules/Order/Router/OrderRouter.swift": "struct OrderRouter {\n  let cart: CartRouter\n}\n",
        "Sources/Orders/Orders.swift": "import Models\n",
        "Sources/Models/Models.swift": "import Orders\n",
      ], in: disk)
    let first = try lint(disk)
    XCTAssertEqual(first.diagnostics.count { $0.rule == .cycle }, 2, "\(first.diagnostics)")
    let planted = try plantFinding(in: disk, at: "Modules/Order/View/OrderView.swift")
    let edited = try lintCheckedFromTheRecord(
      disk, "Modules/Order/ViewModel/OrderViewModel.swift",
      "import UIKit\n\nfinal class OrderViewModel { let v: OrderView? = nil }\n")
    XCTAssertEqual(edited.diagnostics, (try expected(disk) + [planted]).sorted())
    // Its types and imports kept, each edit moves the reference a cycle is reported at.
    for (path, text) in [
      "Modules/Cart/Router/CartRouter.swift": "struct CartRouter {\n\n  let order: OrderRouter\n}\n",
      "Modules/Order/Router/OrderRouter.swift": "struct OrderRouter {\n\n  let cart: CartRouter\n}\n",
      "Sources/Orders/Orders.swift": "\nimport Models\n",
      "Sources/Models/Models.swift": "\nimport Orders\n",
    ] {
      try assertEditMovesACycle(disk, path, text)
    }
  }

  /// Writes `text` to `path` and lints: the run reports what a cold run reports, and its cycle findings are
  /// not those from before the edit (the record's would be).
  private func assertEditMovesACycle(
    _ disk: DiskFileSystem, _ path: String, _ text: String, line: UInt = #line
  ) throws {
    let before = try lint(disk).diagnostics.filter { $0.rule == .cycle }
    try disk.write(text, to: path)
    let whole = try lint(disk)
    try assertSameAsCold(whole, disk, line: line)
    XCTAssertNotEqual(whole.diagnostics.filter { $0.rule == .cycle }, before, path, line: line)
  }

  /// A feature named like a layer shares its node's name with the layer's: the graph keeps one node for both,
  /// so a reference to the layer's type may draw an edge of a feature cycle, and every edit runs the whole lint.
  func testAnEditWhereAFeatureIsNamedLikeALayerRunsTheWholeLint() throws {
    let disk = try makeProject()
    try write(
      [
        "App/Modules/Cart/Model/CartItem.swift": "struct CartItem {\n  let client: Client\n}\n",
        "App/Modules/Core/Model/CoreItem.swift": "struct CoreItem {\n  let cart: CartItem\n}\n",
        "Core/Network/Client.swift": "struct Client {}\n",
      ], in: disk)
    let first = try lint(disk)
    XCTAssertEqual(first.diagnostics.count { $0.rule == .cycle }, 1, "\(first.diagnostics)")
    // The declaration stays where it was; the reference the cycle is reported at moves a line down.
    try assertEditMovesACycle(
      disk, "App/Modules/Cart/Model/CartItem.swift", "struct CartItem {\n\n  let client: Client\n}\n")
  }

  /// A type named in lowercase is a reference only once every file's declarations are known: the edited
  /// file alone is indexed again, and its reference to it is judged as in a cold run.
  func testAnEditThatNamesALowercaseTypeIsJudgedAsWithoutTheCache() throws {
    let disk = try makeProject()
    try disk.write("final class orderStore {}\n", to: "Modules/Order/Repository/orderStore.swift")
    _ = try lint(disk)
    let edited = try lintCheckedFromTheRecord(
      disk, "Modules/Order/View/OrderView.swift",
      "struct OrderView {\n  let summary: OrderSummary\n  func load() { _ = orderStore() }\n}\n")
    try assertSameAsCold(edited, disk)
    XCTAssertTrue(edited.diagnostics.contains { $0.message.contains("orderStore") }, "\(edited.diagnostics)")
  }

  /// Linting one folder, an edit in it is checked from the record as in a run over the whole project, and
  /// the run counts the files asked for, not every file of the project indexed around them.
  func testAnEditInTheFolderLintedIsCheckedFromTheRecordAndCountsThatFolder() throws {
    let disk = try makeProject()
    let folder = ["Modules/Order/ViewModel"]
    _ = try lint(disk, paths: folder)
    let edited = try lintCheckedFromTheRecord(
      disk, "Modules/Order/ViewModel/OrderViewModel.swift",
      "import UIKit\n\nfinal class OrderViewModel { let v: OrderView? = nil }\n", paths: folder)
    try assertSameAsCold(edited, disk, paths: folder)
    XCTAssertEqual(edited.fileCount, 1)
  }

  /// Writes `text` to `path` and lints `paths`, asserting that the run checked the edit from the record: that
  /// file alone is indexed again, and the index cache is not written.
  private func lintCheckedFromTheRecord(
    _ disk: DiskFileSystem, _ path: String, _ text: String, paths: [String] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> LintResult {
    let index = try disk.readData(cacheFile(disk))
    try disk.write(text, to: path)
    let counter = Counter()
    let result = try lint(disk, counter: counter, paths: paths)
    XCTAssertEqual(counter.count, 1, file: file, line: line)
    XCTAssertTrue(try disk.readData(cacheFile(disk)) == index, "the index cache is not written", file: file, line: line)
    return result
  }

  func testAnEditThatMovesATypeRechecksEveryFile() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    // The same files, one type moved within its file: its position is part of what others see.
    try disk.write("struct OrderSummary {}\n\nstruct Order {}\n", to: "Modules/Order/Model/Types.swift")
    try assertSameAsCold(try lint(disk), disk)
    // Moved to the repository's file: the unchanged view now breaks a rule.
    try disk.write("struct Order {}\n", to: "Modules/Order/Model/Types.swift")
    try disk.write(
      "// scaffold:ignore layer-dependency -- kept\nstruct OrderRepository {}\nstruct OrderSummary {}\n",
      to: "Modules/Order/Repository/OrderRepository.swift")
    let moved = try lint(disk)
    try assertSameAsCold(moved, disk)
    XCTAssertTrue(moved.diagnostics.contains { $0.location.path.hasSuffix("OrderView.swift") })
  }

  /// The record stored again as if every file and folder had been written long ago, so all its stamps are
  /// trusted, with `note` as its walk's notes: a run that reports the note did not walk the tree.
  private func trustRecord(_ disk: DiskFileSystem, note: String) throws {
    let key = try recordKey(disk)
    var record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    for offset in record.files.indices { record.files[offset].stamp = disk.stamp(of: record.files[offset].path) }
    for offset in record.folders.indices {
      record.folders[offset].stamp = disk.stamp(of: record.folders[offset].path)
    }
    record.notes = [note]
    let cache = IndexCache.forProject(try ConfigurationLoader.load(fileSystem: disk), fileSystem: disk)
    XCTAssertNil(cache.store(record, key: key, fileSystem: disk, now: Date().addingTimeInterval(60)))
  }

  func testUnchangedFoldersAreNotWalkedAndAnAddedOrRemovedFileIsSeen() throws {
    let disk = try makeProject()
    let first = try lint(disk)
    let record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: try recordKey(disk))
    XCTAssertEqual(
      Set(record.folders.map(\.path)),
      Set(
        [
          "", "/Modules", "/Modules/Order", "/Modules/Order/View", "/Modules/Order/Model",
          "/Modules/Order/ViewModel", "/Modules/Order/Repository",
        ].map { disk.currentDirectory + $0 }))
    try trustRecord(disk, note: "note: planted")
    let counter = Counter()
    let warm = try lint(disk, counter: counter)
    XCTAssertEqual(warm.notes, ["note: planted"], "the tree was not walked")
    XCTAssertEqual(warm.diagnostics, first.diagnostics)
    XCTAssertEqual(counter.count, 0)
    // A file added to a folder: the folder's stamp changes, so the tree is walked.
    try disk.write("import UIKit\n", to: "Modules/Order/Model/Extra.swift")
    let added = try lint(disk)
    XCTAssertEqual(added.notes, [])
    try assertSameAsCold(added, disk)
    try trustRecord(disk, note: "note: planted")
    try disk.remove("Modules/Order/Model/Extra.swift")
    let removed = try lint(disk)
    XCTAssertEqual(removed.notes, [])
    try assertSameAsCold(removed, disk)
    try trustRecord(disk, note: "note: planted")
    try disk.createDirectory(Paths.join(disk.currentDirectory, "Modules/Cart"))
    try disk.write("import CoreData\nstruct CartView {}\n", to: "Modules/Cart/CartView.swift")
    let nested = try lint(disk)
    XCTAssertEqual(nested.notes, [])
    try assertSameAsCold(nested, disk)
    // A file written through a rename changes its folder: walked.
    try trustRecord(disk, note: "note: planted")
    try disk.write("import SwiftUI\nstruct CartView {}\n", to: "Modules/Cart/CartView.swift")
    let replaced = try lint(disk)
    XCTAssertEqual(replaced.notes, [])
    try assertSameAsCold(replaced, disk)
    // A file edited in place is seen by its own stamp, and the tree is not walked.
    try trustRecord(disk, note: "note: planted")
    let handle = try XCTUnwrap(
      FileHandle(forWritingAtPath: Paths.join(disk.currentDirectory, "Modules/Cart/CartView.swift")))
    handle.seekToEndOfFile()
    handle.write(Data("// edited in place\n".utf8))
    handle.closeFile()
    let edited = try lint(disk)
    XCTAssertEqual(edited.notes, ["note: planted"])
    try assertSameAsCold(edited, disk)
    // A file written within the last seconds is compared by its contents, without a walk either.
    try trustRecord(disk, note: "note: planted")
    let key = try recordKey(disk)
    var untrusted = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    untrusted.files[0].stamp = nil
    try disk.write(LintRecordCoding.encode(untrusted, key: key), to: recordFile(disk))
    let compared = Counter()
    let recent = try lint(disk, counter: compared)
    XCTAssertEqual(recent.notes, ["note: planted"])
    XCTAssertEqual(compared.count, 0)
    try assertSameAsCold(recent, disk)
  }

  func testTrustedStampsAreCheckedWithoutReadingAndAChangeIsSeen() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let key = try recordKey(disk)
    let configuration = try ConfigurationLoader.load(fileSystem: disk)
    let cache = IndexCache.forProject(configuration, fileSystem: disk)
    // As if the files had been written long ago: their stamps are kept, and trusted.
    var record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    for offset in record.files.indices { record.files[offset].stamp = disk.stamp(of: record.files[offset].path) }
    XCTAssertNil(cache.store(record, key: key, fileSystem: disk, now: Date().addingTimeInterval(60)))
    let stored = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: key)
    XCTAssertTrue(stored.files.allSatisfy { $0.stamp != nil })
    let files = record.files.map { Linter.SourceFile(path: $0.path, isRequested: $0.isRequested) }
    XCTAssertNotNil(cache.reusableRecord(for: files, key: key, fileSystem: disk).record)
    XCTAssertNil(cache.reusableRecord(for: Array(files.dropLast()), key: key, fileSystem: disk).record)
    try disk.write(
      "import SwiftUI\n\nfinal class OrderViewModel {}\n", to: "Modules/Order/ViewModel/OrderViewModel.swift")
    XCTAssertNil(cache.reusableRecord(for: files, key: key, fileSystem: disk).record)
    let result = try lint(disk)
    XCTAssertTrue(result.diagnostics.contains { $0.message.contains("imports SwiftUI") })
    try assertSameAsCold(result, disk)
  }

  /// The findings are decoded beside the stat batch, after the files: a record whose files decode and whose
  /// findings do not (damage behind a matching checksum) is ignored with a note, as any damaged record is,
  /// whether the files are unchanged or one was edited.
  func testARecordWhoseFindingsDoNotDecodeIsIgnoredWithANote() throws {
    let disk = try makeProject()
    for edit in [false, true] {
      _ = try lint(disk)
      let bytes = try disk.readData(recordFile(disk))
      // A rule's name in the record's table of strings, changed to one no rule has.
      let rule = try XCTUnwrap(
        RuleID.allCases.lazy.map { [UInt8($0.rawValue.utf8.count)] + Array($0.rawValue.utf8) }.first { name in
          bytes.indices.contains { bytes[$0...].starts(with: name) }
        })
      let at = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: rule) })
      var damaged = Array(bytes.dropLast(8))
      damaged[at + rule.count - 1] ^= 0x01
      withUnsafeBytes(of: ContentHash.hash(damaged).littleEndian) { damaged += $0 }
      let layout = try LintRecordCoding.decodeLayout(damaged, key: try recordKey(disk))
      XCTAssertNoThrow(try LintRecordCoding.decodeHead(damaged, layout))
      XCTAssertThrowsError(try LintRecordCoding.decode(damaged, key: try recordKey(disk)))
      try disk.write(damaged, to: recordFile(disk))
      if edit {
        try disk.write(
          "struct OrderView {\n  let summary: OrderSummary?\n}\n", to: "Modules/Order/View/OrderView.swift")
      }
      try assertRebuilt(disk, note: "note: ignored the lint cache .scaffold/cache/lint-result (the file is truncated")
    }
  }

  /// The paths are stat'ed while the files' states are decoded: a record whose paths read and whose states do
  /// not (damage behind a matching checksum) is ignored with a note.
  func testARecordWhoseFileStatesDoNotDecodeIsIgnoredWithANote() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let bytes = try disk.readData(recordFile(disk))
    let layout = try LintRecordCoding.decodeLayout(bytes, key: try recordKey(disk))
    XCTAssertEqual(layout.paths.count, 4 + layout.folderCount)
    var damaged = Array(bytes.dropLast(8))
    damaged[layout.head.lowerBound] = 2  // the first file's "requested" flag: 0 or 1
    withUnsafeBytes(of: ContentHash.hash(damaged).littleEndian) { damaged += $0 }
    let damagedLayout = try LintRecordCoding.decodeLayout(damaged, key: try recordKey(disk))
    XCTAssertThrowsError(try LintRecordCoding.decodeHead(damaged, damagedLayout))
    try disk.write(damaged, to: recordFile(disk))
    try assertRebuilt(disk, note: "note: ignored the lint cache .scaffold/cache/lint-result (the file is truncated")
  }

  func testDamagedRecordIsIgnoredAndRebuilt() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let bytes = try disk.readData(recordFile(disk))
    try forEachDamage(of: recordFile(disk), in: disk) { result in
      try assertSameAsCold(result, disk)
      // Rebuilt: quiet again.
      XCTAssertEqual(try lint(disk).notes, [])
    }
    // Another scaffold version's record is replaced without a note.
    var record = try LintRecordCoding.decode(bytes, key: try recordKey(disk))
    record.diagnostics = []
    try disk.write(LintRecordCoding.encode(record, key: "scaffold 0.0.0"), to: recordFile(disk))
    try assertRebuilt(disk, note: nil)
    try assertSameAsCold(try lint(disk), disk)
  }

  func testUnwritableRecordLintsAndSaysSo() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    try disk.remove(recordFile(disk))
    // A folder where the record should be: it can be neither read nor replaced.
    try disk.createDirectory(Paths.join(recordFile(disk), "blocked"))
    let result = try lint(disk)
    try assertSameAsCold(result, disk)
    XCTAssertEqual(result.notes.count, 1, "\(result.notes)")
    XCTAssertTrue(result.notes[0].hasPrefix("note: could not save the lint results"), result.notes[0])
    try assertSameAsCold(try lint(disk), disk)
  }

  // MARK: - A cache that cannot be trusted

  private func assertRebuilt(
    _ disk: DiskFileSystem, note: String?, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = try lint(disk)
    XCTAssertEqual(result.diagnostics, try expected(disk), file: file, line: line)
    if let note {
      XCTAssertEqual(result.notes.count, 1, file: file, line: line)
      XCTAssertTrue(result.notes.first?.contains(note) ?? false, "\(result.notes)", file: file, line: line)
    } else {
      XCTAssertEqual(result.notes, [], file: file, line: line)
    }
    // Rebuilt: the next run trusts it and indexes nothing.
    let counter = Counter()
    let again = try lint(disk, counter: counter)
    XCTAssertEqual(counter.count, 0, file: file, line: line)
    XCTAssertEqual(again.notes, [], file: file, line: line)
    XCTAssertEqual(again.diagnostics, result.diagnostics, file: file, line: line)
  }

  func testCorruptedCacheIsIgnoredAndRebuilt() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    var bytes = try disk.readData(cacheFile(disk))
    // Every position: a flipped byte anywhere is caught (the checksum), never trusted. (In the format version
    // it reads as another scaffold's file, rebuilt quietly.)
    let version = IndexCache.magic.count..<(IndexCache.magic.count + 8)
    for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 12)) where !version.contains(offset) {
      var damaged = bytes
      damaged[offset] ^= 0x5A
      try disk.write(damaged, to: cacheFile(disk))
      let result = try lint(disk)
      XCTAssertEqual(result.diagnostics, try expected(disk), "byte \(offset)")
      XCTAssertEqual(result.notes.count, 1, "byte \(offset): \(result.notes)")
    }
    bytes[bytes.count / 2] ^= 0xFF
    try disk.write(bytes, to: cacheFile(disk))
    try assertRebuilt(disk, note: "truncated or damaged")
  }

  func testTruncatedCacheIsIgnoredAndRebuilt() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let bytes = try disk.readData(cacheFile(disk))
    for length in [0, 5, IndexCache.magic.count, bytes.count / 2, bytes.count - 1] {
      try disk.write(Array(bytes[..<length]), to: cacheFile(disk))
      let result = try lint(disk)
      XCTAssertEqual(result.diagnostics, try expected(disk), "length \(length)")
      XCTAssertEqual(result.notes.count, 1, "length \(length)")
    }
    try disk.write(Array(bytes[..<(bytes.count / 3)]), to: cacheFile(disk))
    try assertRebuilt(disk, note: "truncated or damaged")
  }

  func testForeignFileIsIgnoredAndReplaced() throws {
    let disk = try makeProject()
    try disk.createDirectory(Paths.dirname(cacheFile(disk)))
    try disk.write("{\"not\": \"a cache\"}\n", to: cacheFile(disk))
    try assertRebuilt(disk, note: "not a scaffold lint cache")
  }

  func testCacheOfAnotherVersionOrConfigurationIsRebuiltQuietly() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let configuration = try ConfigurationLoader.load(fileSystem: disk)
    let cache = IndexCache.forProject(configuration, fileSystem: disk)
    // Entries that would be wrong if they were trusted: every file indexed as empty.
    var entries = cache.load(fileSystem: disk).entries
    XCTAssertEqual(entries.count, 4)
    for path in entries.keys { entries[path]?.index = FileIndex(path: path) }
    let other = cache.key.replacingOccurrences(of: "scaffold \(ScaffoldVersion.current)", with: "scaffold 0.0.0")
    XCTAssertNotEqual(other, cache.key)
    try disk.write(IndexCacheEncoder.encode(entries, key: other), to: cacheFile(disk))
    try assertRebuilt(disk, note: nil)
    // A changed scaffold.json starts a new cache too.
    try disk.write(IndexCacheEncoder.encode(entries, key: cache.key), to: cacheFile(disk))
    XCTAssertNotEqual(try lint(disk).diagnostics, try expected(disk), "the doctored cache is in use")
    try disk.write("{ \"preset\": \"mvvm\" }\n", to: "scaffold.json")
    try assertRebuilt(disk, note: nil)
  }

  /// The key is of the text the run parsed: an edit of `scaffold.json` made after it was read (another run, an
  /// editor saving) must not file findings made under the old rules under the new text.
  func testTheCacheIsKeyedByTheConfigurationTextThatWasParsed() throws {
    let disk = try makeProject()
    try disk.write("{ \"preset\": \"mvvm\", \"rules\": { \"forbidden-import\": \"off\" } }\n", to: "scaffold.json")
    let configuration = try ConfigurationLoader.load(fileSystem: disk)
    let before = IndexCache.forProject(configuration, fileSystem: disk).key
    try disk.write("{ \"preset\": \"mvvm\" }\n", to: "scaffold.json")
    XCTAssertEqual(IndexCache.forProject(configuration, fileSystem: disk).key, before)
    let reloaded = try ConfigurationLoader.load(fileSystem: disk)
    XCTAssertNotEqual(IndexCache.forProject(reloaded, fileSystem: disk).key, before)
  }

  func testFilesOfAnotherFormatAreRebuiltQuietlyWhateverTheirChecksum() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    // Files of another format, whose checksums may be made another way: the version is read first.
    for (path, magic) in [(cacheFile(disk), IndexCache.magic), (recordFile(disk), LintRecord.magic)] {
      var bytes = try disk.readData(path)
      let otherVersion = withUnsafeBytes(of: UInt64(1).littleEndian) { Array($0) }
      bytes.replaceSubrange(magic.count..<(magic.count + 8), with: otherVersion)
      bytes[bytes.count - 1] ^= 0xFF
      try disk.write(bytes, to: path)
    }
    try assertRebuilt(disk, note: nil)
  }

  func testConcurrentRunsLeaveAWholeCache() throws {
    let disk = try makeProject()
    let results = Parallel.map(Array(0..<8)) { round -> [Diagnostic]? in
      // Half of the runs see an edit in progress, so the writers disagree on what they write.
      if round % 2 == 1 { try? disk.write("struct OrderView {}\n// \(round)\n", to: "Modules/Order/View/Note.swift") }
      return try? lint(disk).diagnostics
    }
    for result in results { XCTAssertNotNil(result) }
    XCTAssertEqual(try lint(disk).diagnostics, try expected(disk))
    let contents = IndexCache.forProject(try ConfigurationLoader.load(fileSystem: disk), fileSystem: disk)
      .load(fileSystem: disk)
    XCTAssertNil(contents.problem)
    XCTAssertEqual(contents.entries.count, 5)
    let record = try LintRecordCoding.decode(try disk.readData(recordFile(disk)), key: try recordKey(disk))
    XCTAssertEqual(record.diagnostics, try expected(disk))
    let leftovers = try disk.contents(ofDirectory: Paths.dirname(cacheFile(disk))).filter { $0.contains("scaffold-") }
    XCTAssertEqual(leftovers, [], "no temporary files remain")
  }

  func testUnwritableCacheFolderLintsAndSaysSo() throws {
    let disk = try makeProject()
    // A file where the folder should be fails for every user, root included.
    try disk.write("x", to: "blocked")
    let result = try lint(disk, cachePath: "blocked/cache")
    XCTAssertEqual(result.diagnostics, try expected(disk))
    XCTAssertEqual(result.notes.count, 1)
    XCTAssertTrue(result.notes[0].hasPrefix("note: could not save the lint cache"), result.notes[0])
    XCTAssertTrue(result.notes[0].contains("blocked"), result.notes[0])
  }

  func testReadOnlyCacheFolderLintsAndSaysSo() throws {
    let memory = InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/Modules/Order/View/OrderView.swift": "import Foundation\nstruct OrderView { let r: OrderRepository }\n",
        "/app/Modules/Order/Repository/OrderRepository.swift": "struct OrderRepository {}\n",
      ])
    let configuration = try ConfigurationLoader.load(fileSystem: memory)
    func run() throws -> LintResult {
      var linter = Linter(configuration: configuration, fileSystem: memory)
      linter.cache = IndexCache.forProject(configuration, fileSystem: memory)
      return try linter.run()
    }
    let plain = try Linter(configuration: configuration, fileSystem: memory).run()
    let cache = IndexCache.forProject(configuration, fileSystem: memory)
    memory.failingWrites = [cache.path]
    let result = try run()
    XCTAssertEqual(result.diagnostics, plain.diagnostics)
    XCTAssertNotEqual(result.diagnostics, [])
    XCTAssertEqual(
      result.notes,
      [
        "note: could not save the lint cache (/app/.scaffold/cache/lint-index: cannot write: simulated failure); "
          + "the next run reads every file again"
      ])
    // Writable again: saved, and later runs are quiet.
    memory.failingWrites = []
    XCTAssertEqual(try run().notes, [])
    XCTAssertNotNil(memory.snapshot[cache.path])
    XCTAssertEqual(try run().diagnostics, plain.diagnostics)
  }

  func testRecentlyWrittenFilesAreCheckedByContents() throws {
    let memory = InMemoryFileSystem(currentDirectory: "/app")
    let configuration = Preset.mvvm.configuration(root: "/app")
    let cache = IndexCache.forProject(configuration, fileSystem: memory)
    let now = Date(timeIntervalSince1970: 1_000)
    let second: Int64 = 1_000_000_000
    func entry(modified: Int64, changed: Int64) -> IndexCache.Entry {
      IndexCache.Entry(
        stamp: FileStamp(size: 1, modified: modified, changed: changed, inode: 1), size: 1, contentHash: 1,
        index: FileIndex(path: "A.swift"))
    }
    let entries = [
      "/app/Old.swift": entry(modified: 900 * second, changed: 900 * second),
      "/app/Modified.swift": entry(modified: 999 * second, changed: 900 * second),
      "/app/Changed.swift": entry(modified: 900 * second, changed: 999 * second),
    ]
    XCTAssertNil(cache.store(entries, fileSystem: memory, now: now))
    let loaded = cache.load(fileSystem: memory).entries
    XCTAssertEqual(loaded["/app/Old.swift"]?.stamp, entries["/app/Old.swift"]?.stamp)
    XCTAssertNil(loaded["/app/Modified.swift"]?.stamp)
    XCTAssertNil(loaded["/app/Changed.swift"]?.stamp)
    XCTAssertEqual(loaded["/app/Changed.swift"]?.contentHash, 1)
  }

  /// A cache of more entries than one chunk holds comes back whole: each chunk numbers its own strings, the
  /// names every file shares as well as those of one file, and the paths removed are read back too.
  func testEntriesInSeveralChunksSurviveTheCache() throws {
    var entries: [String: IndexCache.Entry] = [:]
    let count = IndexCacheEncoder.chunkLength * 2 + 3
    for number in 0..<count {
      let source = """
        import UIKit
        final class Screen\(number)View: UIView {  // shared: UIView; only here: Screen\(number)View
          let model: Order\(number % 7)Model
          let repository: OrderRepository
        }
        """
      let path = "/app/Screen\(number)View.swift"
      entries[path] = IndexCache.Entry(
        stamp: FileStamp(size: Int64(number), modified: 1, changed: 2, inode: UInt64(number)), size: number,
        contentHash: UInt64(number), index: SwiftIndexer.index(source, path: path),
        assignment: FileAssignment(role: .layered, layer: number % 2 == 0 ? "View" : nil, feature: "F\(number % 3)"))
    }
    let bytes = IndexCacheEncoder.encode(entries, removed: ["/app/Gone.swift", "/app/Old.swift"], key: "k")
    let segment = try IndexCacheDecoder.decodeSegment(bytes, key: "k")
    XCTAssertEqual(segment.tables.count, 3)
    XCTAssertEqual(segment.removed, ["/app/Gone.swift", "/app/Old.swift"])
    let decoded = IndexCacheSnapshot(base: segment).entries
    XCTAssertEqual(decoded.count, count)
    for (path, entry) in entries { XCTAssertEqual(decoded[path], entry, path) }
  }

  /// Every Swift fixture's index comes back from the cache equal, field for field: a field added to the
  /// index but not to the cache encoding fails here.
  func testEveryFixtureIndexSurvivesTheCache() throws {
    var entries: [String: IndexCache.Entry] = [:]
    let files = try Fixtures.swiftFiles()
    XCTAssertGreaterThan(files.count, 100)
    for (offset, (path, bytes)) in files.enumerated() {
      let absolute = Paths.join(Fixtures.root, path)
      // Every other file indexed without its references, as a lint run keeps the files in no layer.
      entries[absolute] = IndexCache.Entry(
        stamp: nil, size: bytes.count, contentHash: ContentHash.hash(bytes),
        index: SwiftIndexer.index(bytes, path: absolute, lowercaseTypes: [], readsReferences: offset % 2 == 0))
    }
    XCTAssertTrue(entries.values.contains { $0.index.omitsReferences })
    let decoded = try IndexCacheDecoder.decode(IndexCacheEncoder.encode(entries, key: "k"), key: "k").entries
    XCTAssertEqual(decoded.count, entries.count)
    for (path, entry) in entries { XCTAssertEqual(decoded[path], entry, path) }
  }

  /// Every lint fixture reports the same from a warm cache as without one (layers and assignments too).
  func testEveryLintFixtureLintsTheSameWarm() throws {
    let cacheRoot = temporaryPath("scaffold-fixture-cache")
    var linted = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.root).sorted() {
      let disk = DiskFileSystem(currentDirectory: Fixtures.path(name))
      guard disk.kind(of: "scaffold.json") == .file else { continue }
      let configuration = try ConfigurationLoader.load(fileSystem: disk)
      let plain = try Linter(configuration: configuration, fileSystem: disk).run()
      var cached = Linter(configuration: configuration, fileSystem: disk)
      cached.cache = IndexCache.forProject(configuration, directory: Paths.join(cacheRoot, name), fileSystem: disk)
      XCTAssertEqual(try cached.run().diagnostics, plain.diagnostics, name)
      XCTAssertEqual(try cached.run().diagnostics, plain.diagnostics, name)
      let entries = cached.cache!.load(fileSystem: disk).entries
      XCTAssertEqual(entries.count, plain.fileCount, name)
      linted += 1
    }
    XCTAssertGreaterThanOrEqual(linted, 2)
  }

  /// A lint run reads the references of the files in a layer only; a view of the whole project (the graph)
  /// reads every file's, and does not take the lint run's cached indexes without references for its own.
  func testReferencesAreReadWhereARuleReadsThemAndCachedIndexesWithoutThemServeOnlyThere() throws {
    let disk = try makeProject()
    try write(
      [
        "Support/Formatting.swift": "struct Formatting { let repository: OrderRepository }\n",
        "Tests/OrderTests/OrderViewTests.swift": "final class OrderViewTests { let view: OrderView }\n",
      ], in: disk)
    let configuration = try ConfigurationLoader.load(fileSystem: disk)
    let reads = Recorded()
    var linter = Linter(configuration: configuration, fileSystem: disk) { bytes, path, readsReferences in
      reads.record(path, readsReferences)
      return SwiftIndexer.index(bytes, path: path, lowercaseTypes: [], readsReferences: readsReferences)
    }
    linter.cache = IndexCache.forProject(configuration, fileSystem: disk)
    let result = try linter.run()
    XCTAssertEqual(result.diagnostics, try expected(disk))
    XCTAssertEqual(
      reads.take(),
      [
        "Modules/Order/Model/Types.swift": true, "Modules/Order/Repository/OrderRepository.swift": true,
        "Modules/Order/View/OrderView.swift": true, "Modules/Order/ViewModel/OrderViewModel.swift": true,
        "Support/Formatting.swift": false, "Tests/OrderTests/OrderViewTests.swift": false,
      ])
    XCTAssertTrue(linter.cache!.load(fileSystem: disk).entries.values.contains { $0.index.omitsReferences })
    // The graph's analysis, with the same cache: the two files left without references are read again.
    let analysis = try linter.analyzeProject()
    XCTAssertEqual(reads.take(), ["Support/Formatting.swift": true, "Tests/OrderTests/OrderViewTests.swift": true])
    let formatting = try XCTUnwrap(analysis.files.first { $0.index.path == "Support/Formatting.swift" })
    XCTAssertEqual(formatting.index.references.map(\.name), ["OrderRepository"])
    XCTAssertEqual(analysis.diagnostics(), result.diagnostics)
    // And the lint run after it takes the graph's full indexes as they are.
    XCTAssertEqual(try linter.run().diagnostics, result.diagnostics)
    XCTAssertEqual(reads.take(), [:])
  }

  func testEncodingRoundTripsEveryField() throws {
    let source = """
      @testable import struct Foo.Bar
      public import Baz
      // scaffold:ignore layer-dependency -- reason
      enum Outer<T> { struct Inner {} }
      extension Outer: Sendable {}  // trailing
      let x: Qux = Qux(Ünïcode.self)
      """
    let index = SwiftIndexer.index(source, path: "/p/A.swift")
    XCTAssertFalse(index.imports.isEmpty || index.references.isEmpty || index.lineComments.isEmpty)
    let entry = IndexCache.Entry(
      stamp: FileStamp(size: 10, modified: -5, changed: 1 << 62, inode: .max), size: 10, contentHash: 42,
      index: index, assignment: FileAssignment(role: .compositionRoot, layer: "View", feature: nil))
    let empty = IndexCache.Entry(stamp: nil, size: 0, contentHash: 0, index: FileIndex(path: "/p/B.swift"))
    let bytes = IndexCacheEncoder.encode(["/p/A.swift": entry, "/p/B.swift": empty], key: "k")
    let decoded = try IndexCacheDecoder.decode(bytes, key: "k").entries
    XCTAssertEqual(decoded["/p/A.swift"], entry)
    XCTAssertEqual(decoded["/p/B.swift"], empty)
  }

  /// Damage that the checksum does not catch (a file rewritten with a checksum to match) never crashes the
  /// decoders, nor makes them read outside the file or reserve memory for counts the file cannot hold. Every
  /// byte of a real index cache and result record is changed in turn (bits flipped, or replaced by the largest
  /// count there is), the checksum made right again, and the file is decoded or refused.
  func testDamageBehindAMatchingChecksumIsRefusedOrDecodedNeverACrash() throws {
    let disk = try makeProject()
    _ = try lint(disk)
    let key = try recordKey(disk)
    let cacheKey = IndexCache.forProject(try ConfigurationLoader.load(fileSystem: disk), fileSystem: disk).key
    let files: [(bytes: [UInt8], magic: [UInt8], decodes: ([UInt8]) -> Bool)] = [
      (
        try disk.readData(cacheFile(disk)), IndexCache.magic,
        { bytes in
          guard let snapshot = try? IndexCacheDecoder.decode(bytes, key: cacheKey) else { return false }
          return snapshot.entries.count == snapshot.count
        }
      ),
      (
        try disk.readData(recordFile(disk)), LintRecord.magic,
        { bytes in
          guard let record = try? LintRecordCoding.decode(bytes, key: key) else { return false }
          _ = record.summaries()
          return true
        }
      ),
    ]
    for file in files {
      XCTAssertTrue(file.decodes(file.bytes))
      let checked = file.bytes.count - 8
      var outcomes = (decoded: 0, refused: 0)
      for offset in file.magic.count..<checked {
        var damages: [[UInt8]] = ([0x01, 0x80, 0xFF] as [UInt8]).map { change in
          var damaged = Array(file.bytes[..<checked])
          damaged[offset] ^= change
          return damaged
        }
        // 2^31 - 1, the largest count a reader takes, as a varint.
        damages.append(
          Array(file.bytes[..<offset]) + [0xFF, 0xFF, 0xFF, 0xFF, 0x07] + file.bytes[(offset + 1)..<checked])
        for var damaged in damages {
          withUnsafeBytes(of: ContentHash.hash(damaged).littleEndian) { damaged += $0 }
          if file.decodes(damaged) { outcomes.decoded += 1 } else { outcomes.refused += 1 }
        }
      }
      XCTAssertGreaterThan(outcomes.refused, 0)
      XCTAssertGreaterThan(outcomes.decoded, 0)
    }
  }
}
