import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// An update interrupted at any step of the writer (each folder creation, write, rename and removal made
/// to fail in turn) leaves every file as it was before.
final class UpdateFaultTests: XCTestCase {
  func testUpdateFailingAtAnyWriterStepLeavesTheTreeAsItWas() throws {
    let fs = FaultInjectingFileSystem(
      InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": UpdateScenarioTests.specV2]))
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fs).code, .success)
    // One update that merges, replaces, removes, re-creates and rewrites the manifest.
    let listViewModel = "/app/" + UpdateScenarioTests.listViewModel
    try fs.write(
      try fs.readText(listViewModel).replacingOccurrences(
        of: "    state = .loading\n", with: UpdateScenarioTests.userEdit),
      to: listViewModel)
    try fs.remove("/app/Tests/OrderTests/OrderRepositoryTests.swift")
    try fs.write(UpdateScenarioTests.specV1, to: "/app/order.json")
    let model = try XCTUnwrap(BuiltinTemplates.files["shared/Model.swift.stencil"])
    try fs.write(
      model.replacingOccurrences(of: "import Foundation\n", with: "import Foundation // fixed\n"),
      to: "/app/.scaffold/templates/mvvm/Model.swift.stencil")
    let before = fs.base.snapshot
    // The update planned once (planning only reads), then applied with each writer step failing in turn.
    let context = ModuleLifecycle.Context(root: "/app", settings: ProjectSettings(root: "/app"))
    let module = try ModuleLifecycle.update(module: "Order", in: context, restore: true, fileSystem: fs)
    let plan = ModuleUpdate.generationPlan([module], root: "/app", conflictStyle: .refuse, fileSystem: fs)
    XCTAssertEqual(Set(plan.writes.map(\.action)), [.create, .overwrite, .remove], "every kind of write is tried")
    fs.operations = 0
    try PlanWriter.apply(plan, fileSystem: fs)
    let updated = fs.base.snapshot
    let steps = fs.operations
    XCTAssertGreaterThan(steps, 15, "the update takes many writer steps, each one tried")

    var failed = 0
    for step in 1...steps {
      for (path, _) in fs.base.snapshot { try fs.base.remove(path) }
      for (path, bytes) in before { try fs.base.write(bytes, to: path) }
      fs.failAt = step
      fs.operations = 0
      do throws(GenerationError) {
        try PlanWriter.apply(plan, fileSystem: fs)
        // Past the commit point only the clean-up can fail: the update is complete, and what is left (a
        // backup, the journal) is the next run's to clean up.
        let after = fs.base.snapshot.filter {
          !$0.key.contains(".scaffold-") && !$0.key.hasPrefix("/app/.scaffold/journal")
        }
        let differing = Set(after.keys).union(updated.keys).filter { after[$0] != updated[$0] }.sorted()
        XCTAssertEqual(differing, [], "step \(step)")
      } catch {
        failed += 1
        guard case .writeFailed(.unwritable(_, let reason), let rolledBack) = error else {
          XCTFail("step \(step): \(error)")
          continue
        }
        XCTAssertEqual(reason, "injected fault", "step \(step)")
        XCTAssertTrue(rolledBack, "step \(step): \(error)")
        XCTAssertEqual(fs.base.snapshot, before, "step \(step) left the tree changed")
      }
    }
    XCTAssertGreaterThan(failed, steps / 2, "every step up to the commit fails the run")
    let listText = String(decoding: updated[listViewModel] ?? [], as: UTF8.self)
    XCTAssertTrue(listText.contains(UpdateScenarioTests.userEdit))
    XCTAssertNotNil(updated["/app/Tests/OrderTests/OrderRepositoryTests.swift"], "restored")
    XCTAssertNil(updated["/app/Modules/Order/View/OrderDetailView.swift"], "no longer generated")
    XCTAssertFalse(updated.keys.contains { $0.contains(".scaffold-") }, "no temporary or backup is left")
  }
}

/// An in-memory file system whose `failAt`-th change (folder creation, write, rename or removal) fails.
final class FaultInjectingFileSystem: FileAccess, @unchecked Sendable {
  let base: InMemoryFileSystem
  var failAt: Int?
  var operations = 0

  init(_ base: InMemoryFileSystem) { self.base = base }

  var currentDirectory: String { base.currentDirectory }
  func kind(of path: String) -> FileKind? { base.kind(of: path) }
  func readData(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readData(path) }
  func contents(ofDirectory path: String) throws(FileSystemError) -> [String] { try base.contents(ofDirectory: path) }

  private func step(_ path: String) throws(FileSystemError) {
    operations += 1
    if operations == failAt { throw .unwritable(path, reason: "injected fault") }
  }

  func createDirectory(_ path: String) throws(FileSystemError) {
    try step(path)
    try base.createDirectory(path)
  }

  func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
    try step(path)
    try base.write(bytes, to: path)
  }

  func remove(_ path: String) throws(FileSystemError) {
    try step(path)
    try base.remove(path)
  }

  func move(_ source: String, to destination: String) throws(FileSystemError) {
    try step(destination)
    try base.move(source, to: destination)
  }
}
