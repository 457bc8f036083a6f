import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Living with generated code, through the CLI on a generated module: `update` keeps the user's edits and
/// brings in spec and template changes; `check` tells CI; `destroy` removes only what is still generated.
final class UpdateScenarioTests: XCTestCase {
  static let specV1 = """
    {
      "name": "Order",
      "models": [{ "name": "Order", "fields": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
      "operations": [{ "name": "fetchOrders", "returns": "[Order]" }],
      "screens": [{ "name": "OrderList", "kind": "list", "model": "Order", "load": "fetchOrders" }]
    }
    """
  /// v1 plus an operation and a detail screen the list navigates to.
  static let specV2 = """
    {
      "name": "Order",
      "models": [{ "name": "Order", "fields": [{ "name": "id", "type": "UUID" }, { "name": "title", "type": "String" }] }],
      "operations": [
        { "name": "fetchOrders", "returns": "[Order]" },
        { "name": "fetchOrder", "params": [{ "name": "id", "type": "UUID" }], "returns": "Order" }
      ],
      "screens": [
        { "name": "OrderList", "kind": "list", "model": "Order", "load": "fetchOrders" },
        { "name": "OrderDetail", "kind": "detail", "model": "Order", "load": "fetchOrder" }
      ],
      "routes": [{ "from": "OrderList", "to": "OrderDetail", "params": [{ "name": "id", "type": "UUID" }] }]
    }
    """
  static let listViewModel = "Modules/Order/ViewModel/OrderListViewModel.swift"
  static let model = "Modules/Order/Model/Order.swift"
  static let listView = "Modules/Order/View/OrderListView.swift"
  static let manifest = ".scaffold/modules/Order.json"

  /// An app with `order.json` (v1) and the module generated from it.
  func generatedApp() throws -> InMemoryFileSystem {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.specV1])
    let run = runCLI(["new-module", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(fs.exists("/app/" + Self.manifest), "new-module records the manifest")
    return fs
  }

  func text(_ fs: InMemoryFileSystem, _ path: String) throws -> String { try fs.readText("/app/" + path) }

  /// Replaces `old` (which must occur) with `new` in a file.
  func edit(_ fs: InMemoryFileSystem, _ path: String, _ old: String, _ new: String) throws {
    let before = try text(fs, path)
    XCTAssertTrue(before.contains(old), "\(path) contains \(old.debugDescription)")
    try fs.write(before.replacingOccurrences(of: old, with: new), to: "/app/" + path)
  }

  /// A team override of one built-in template (the shared one every set's file of that name extends, when there is
  /// one) with `old` replaced by `new`.
  func overrideTemplate(_ fs: InMemoryFileSystem, _ name: String, _ old: String, _ new: String) throws {
    let folder = BuiltinTemplates.files["shared/\(name)"] == nil ? "mvvm" : "shared"
    let builtin = try XCTUnwrap(BuiltinTemplates.files["\(folder)/\(name)"])
    XCTAssertTrue(builtin.contains(old), "\(name) contains \(old.debugDescription)")
    try fs.write(builtin.replacingOccurrences(of: old, with: new), to: "/app/.scaffold/templates/\(folder)/\(name)")
  }

  static let userEdit = "    state = .loading\n    print(\"loading orders\")\n"

  /// A spec change drops the detail screen while the team had edited its view: the view is kept, its view model
  /// goes, and the update says where the kept view names it.
  func testKeepingAnEditedViewWhoseViewModelGoesWarns() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.specV2])
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fs).code, .success)
    let view = "Modules/Order/View/OrderDetailView.swift"
    try fs.write(try text(fs, view) + "// ours\n", to: "/app/" + view)
    try fs.write(Self.specV1, to: "/app/order.json")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertFalse(fs.exists("/app/Modules/Order/ViewModel/OrderDetailViewModel.swift"))
    XCTAssertTrue(fs.exists("/app/" + view))
    let warning = try XCTUnwrap(run.stderr.split(separator: "\n").first { $0.hasPrefix(view + ":") }, run.stderr)
    XCTAssertTrue(warning.contains(": warning: kept with your edits, but it names OrderDetailViewModel,"), run.stderr)
    // Nothing kept names a removed type: no warning.
    let quiet = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(quiet.code, .success, quiet.stderr)
    XCTAssertFalse(quiet.stderr.contains("warning"), quiet.stderr)
  }

  /// The layer check `new-module` makes runs for `update` too: a file the update creates that lint would place in
  /// no layer is said, as a warning, and the update goes on (the module is already there).
  func testUpdateSaysWhereLintWouldMisplaceAFileItWrites() throws {
    let fs = try generatedApp()
    try fs.write(
      #"{"preset": "none", "layers": {"Model": {"paths": ["Modules/*/Model/**"]}}}"# + "\n", to: "/app/scaffold.json")
    try fs.write(Self.specV2, to: "/app/order.json")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(
      run.stderr.contains("Modules/Order/ViewModel/OrderDetailViewModel.swift: warning: "), run.stderr)
    XCTAssertFalse(run.stderr.contains("Model/Order.swift: warning"), "a file in its layer is not named")
    XCTAssertTrue(fs.exists("/app/Modules/Order/ViewModel/OrderDetailViewModel.swift"))
  }

  // (a)
  func testSpecAddsOperationAndScreenAndTheViewModelEditIsKept() throws {
    let fs = try generatedApp()
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    try fs.write(Self.specV2, to: "/app/order.json")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    let viewModel = try text(fs, Self.listViewModel)
    XCTAssertTrue(viewModel.contains(Self.userEdit), "the edit is kept")
    XCTAssertTrue(viewModel.contains("case orderDetail(id: UUID)"), "the new navigation is merged in")
    XCTAssertFalse(viewModel.contains("<<<<<<<"))
    XCTAssertTrue(run.stdout.contains("merge     \(Self.listViewModel)"), run.stdout)
    for created in ["Modules/Order/ViewModel/OrderDetailViewModel.swift", "Modules/Order/View/OrderDetailView.swift"] {
      XCTAssertTrue(fs.exists("/app/" + created), created)
      XCTAssertTrue(run.stdout.contains("create    \(created)"), run.stdout)
    }
    XCTAssertTrue(try text(fs, "Modules/Order/Repository/OrderRepository.swift").contains("func fetchOrder(id: UUID)"))
    // The result is exactly what generating v2 and applying the same edit gives.
    let fresh = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.specV2])
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fresh).code, .success)
    try edit(fresh, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    XCTAssertEqual(
      fs.snapshot.filter { !$0.key.hasSuffix(".json") }, fresh.snapshot.filter { !$0.key.hasSuffix(".json") })
  }

  // (b)
  func testSameLinesChangedByBothAreRefusedUntouchedOrWrittenWithMarkers() throws {
    let fs = try generatedApp()
    try edit(fs, Self.listViewModel, "    state = .loading\n", "    state = .loading // mine\n")
    try overrideTemplate(fs, "ViewModel.swift.stencil", "    state = .loading\n", "    state = .loading // theirs\n")
    let before = fs.snapshot
    let refused = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(refused.code, .refused)
    XCTAssertEqual(fs.snapshot, before, "a refused update leaves the tree byte-identical")
    let lineNumber =
      try XCTUnwrap(
        try text(fs, Self.listViewModel).components(separatedBy: "\n").firstIndex { $0.contains("// mine") }) + 1
    XCTAssertTrue(
      refused.stderr.contains(
        "\(Self.listViewModel):\(lineNumber): conflict: you and the template both change generated line"),
      refused.stderr)
    XCTAssertTrue(refused.stderr.contains("    state = .loading // mine\n"), refused.stderr)
    XCTAssertTrue(refused.stderr.contains("    state = .loading // theirs\n"), refused.stderr)
    XCTAssertTrue(refused.stderr.contains("nothing was written"), refused.stderr)

    let marked = runCLI(["update", "--conflict", "markers"], fileSystem: fs)
    XCTAssertEqual(marked.code, .success, marked.stderr)
    XCTAssertTrue(marked.stderr.contains("conflict markers"), marked.stderr)
    let file = try text(fs, Self.listViewModel)
    XCTAssertTrue(
      file.contains(
        "<<<<<<< yours\n    state = .loading // mine\n||||||| generated before\n    state = .loading\n"
          + "=======\n    state = .loading // theirs\n>>>>>>> generated now\n"), file)
    let check = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(check.code, .refused, "unresolved markers fail CI")
    let markerLine =
      try XCTUnwrap(file.components(separatedBy: "\n").firstIndex { $0 == "<<<<<<< yours" }) + 1
    XCTAssertTrue(
      check.stdout.contains("  \(Self.listViewModel):\(markerLine): unresolved conflict (lines \(markerLine)-"),
      check.stdout)
  }

  /// Markers a git merge left in a module's file: `update` names each conflict and refuses, writing nothing,
  /// until they are resolved; `check` names them too instead of only sending the user to `update`.
  func testUpdateRefusesWhileConflictMarkersAreLeftInAFile() throws {
    let fs = try generatedApp()
    try edit(
      fs, Self.listViewModel, "    state = .loading\n",
      "<<<<<<< HEAD\n    state = .loading\n=======\n    state = .idle\n>>>>>>> feature/orders\n")
    let start =
      try XCTUnwrap(try text(fs, Self.listViewModel).components(separatedBy: "\n").firstIndex { $0 == "<<<<<<< HEAD" })
      + 1
    let location = "\(Self.listViewModel):\(start): unresolved conflict (lines \(start)-\(start + 4))\n"
    let before = fs.snapshot
    for arguments in [["update"], ["update", "--dry-run"], ["update", "--conflict", "markers"]] {
      let refused = runCLI(arguments, fileSystem: fs)
      XCTAssertEqual(refused.code, .refused, "\(arguments)")
      XCTAssertTrue(refused.stderr.contains(location), refused.stderr)
      XCTAssertTrue(refused.stderr.contains("nothing was written; resolve each conflict"), refused.stderr)
      XCTAssertEqual(fs.snapshot, before, "a refused update leaves the tree byte-identical")
    }
    let check = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(check.code, .refused)
    XCTAssertTrue(check.stdout.contains("  " + location), check.stdout)
    XCTAssertTrue(check.stdout.contains("resolve the conflicts listed, then run 'scaffold update'"), check.stdout)

    try edit(
      fs, Self.listViewModel,
      "<<<<<<< HEAD\n    state = .loading\n=======\n    state = .idle\n>>>>>>> feature/orders\n", "    state = .idle\n")
    XCTAssertEqual(runCLI(["update"], fileSystem: fs).code, .success, "resolved, the update goes ahead")
    XCTAssertEqual(runCLI(["check"], fileSystem: fs).code, .success)
  }

  /// Generating a module that has a manifest again points to `update`, which keeps edits, not to `--force`.
  func testNewModuleOnAModuleWithAManifestPointsToUpdate() throws {
    let fs = try generatedApp()
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    let before = fs.snapshot
    let again = runCLI(["new-module", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(again.code, .refused)
    XCTAssertTrue(
      again.stderr.contains("Order was generated before (\(Self.manifest)); 1 file would be overwritten:"), again.stderr
    )
    XCTAssertTrue(again.stderr.contains("run 'scaffold update Order' to bring it up to date and keep your edits"))
    XCTAssertFalse(again.stderr.contains("--force"), again.stderr)
    XCTAssertEqual(fs.snapshot, before)
  }

  // (c)
  func testTemplateFixFlowsIntoUneditedFilesOnly() throws {
    let fs = try generatedApp()
    try edit(fs, Self.listView, "import SwiftUI\n", "import SwiftUI\nimport MyDesignSystem\n")
    let before = fs.snapshot
    try overrideTemplate(fs, "Model.swift.stencil", "import Foundation\n", "import Foundation // fixed\n")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(try text(fs, Self.model).contains("import Foundation // fixed\n"), "the unedited file gets the fix")
    XCTAssertTrue(run.stdout.contains("replace   \(Self.model)"), run.stdout)
    XCTAssertTrue(run.stdout.contains("keep      \(Self.listView) (your edits; the template output did not change)"))
    let changed = fs.snapshot.keys.filter { fs.snapshot[$0] != before[$0] }.sorted()
    XCTAssertEqual(
      changed,
      [
        "/app/.scaffold/modules/Order.json", "/app/.scaffold/templates/shared/Model.swift.stencil",
        "/app/" + Self.model,
      ])
    XCTAssertTrue(run.stdout.isEmpty == false)
    XCTAssertTrue(try text(fs, Self.manifest).contains("mvvm/Model.swift.stencil"))
  }

  // (d)
  func testUserDeletedFileStaysDeletedUnlessRestored() throws {
    let fs = try generatedApp()
    try fs.remove("/app/" + Self.model)
    try overrideTemplate(fs, "Model.swift.stencil", "import Foundation\n", "import Foundation // fixed\n")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertFalse(fs.exists("/app/" + Self.model))
    XCTAssertTrue(run.stdout.contains("deleted   \(Self.model) (you deleted it; it stays deleted"), run.stdout)
    let restored = runCLI(["update", "--restore"], fileSystem: fs)
    XCTAssertEqual(restored.code, .success, restored.stderr)
    XCTAssertTrue(try text(fs, Self.model).contains("import Foundation // fixed\n"))
  }

  // (e)
  func testSecondUpdateChangesNothing() throws {
    let fs = try generatedApp()
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    try fs.write(Self.specV2, to: "/app/order.json")
    XCTAssertEqual(runCLI(["update"], fileSystem: fs).code, .success)
    let after = fs.snapshot
    let again = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(again.code, .success, again.stderr)
    XCTAssertEqual(fs.snapshot, after)
    XCTAssertTrue(again.stdout.contains("Updated Order: 1 kept with your edits."), again.stdout)
  }

  // (f)
  func testCheckFailsBeforeAndPassesAfterUpdate() throws {
    let fs = try generatedApp()
    let fresh = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(fresh.code, .success, fresh.stdout + fresh.stderr)
    XCTAssertEqual(fresh.stdout, "1 module up to date.\n")
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    XCTAssertEqual(runCLI(["check"], fileSystem: fs).code, .success, "an edit alone is not out of date")
    try fs.write(Self.specV2, to: "/app/order.json")
    try overrideTemplate(fs, "Model.swift.stencil", "import Foundation\n", "import Foundation // fixed\n")
    let before = fs.snapshot
    let stale = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(stale.code, .refused)
    XCTAssertEqual(fs.snapshot, before, "check writes nothing")
    XCTAssertTrue(
      stale.stdout.contains(
        "Order is out of date: the spec changed; template .scaffold/templates/shared/Model.swift.stencil is new"),
      stale.stdout)
    XCTAssertTrue(stale.stdout.contains("  create    Modules/Order/View/OrderDetailView.swift\n"), stale.stdout)
    XCTAssertEqual(runCLI(["update"], fileSystem: fs).code, .success)
    let after = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(after.code, .success, after.stdout)
  }

  /// Overrides that change no output (as after `templates eject`) make every template a reason: `check` counts
  /// them on one short line, and `--verbose` lists each on a line of its own.
  func testCheckSummarisesManyTemplateReasonsAndVerboseListsThem() throws {
    let fs = try generatedApp()
    for (path, text) in BuiltinTemplates.files where path.hasPrefix("shared/") && path.hasSuffix(".swift.stencil") {
      try fs.write(text + "{# ours #}\n", to: "/app/.scaffold/templates/\(path)")
    }
    let short = runCLI(["check"], fileSystem: fs)
    XCTAssertEqual(short.code, .refused)
    let line = try XCTUnwrap(short.stdout.split(separator: "\n").first, short.stdout)
    XCTAssertTrue(line.hasPrefix("Order is out of date: "), short.stdout)
    XCTAssertTrue(line.contains(" templates changed or are new or unused ("), short.stdout)
    XCTAssertTrue(line.hasSuffix(" more; --verbose lists them)"), short.stdout)
    XCTAssertLessThan(line.count, 400, "one short line")
    let verbose = runCLI(["check", "--verbose"], fileSystem: fs)
    XCTAssertEqual(verbose.code, .refused)
    XCTAssertTrue(verbose.stdout.hasPrefix("Order is out of date:\n    template "), verbose.stdout)
    XCTAssertGreaterThan(verbose.stdout.components(separatedBy: "\n    template ").count, 4, verbose.stdout)
    XCTAssertFalse(verbose.stdout.contains("--verbose lists them"))
  }

  // (g)
  func testDestroyRemovesUneditedFilesAndKeepsEditedOnes() throws {
    let fs = try generatedApp()
    try fs.write("keep me\n", to: "/app/README.md")
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    let edited = try text(fs, Self.listViewModel)
    let run = runCLI(["destroy", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(
      fs.snapshot.keys.sorted(), ["/app/" + Self.listViewModel, "/app/README.md", "/app/order.json"],
      "only the edited file, and what scaffold did not generate, remain")
    XCTAssertEqual(try text(fs, Self.listViewModel), edited)
    XCTAssertTrue(run.stdout.contains("keep      \(Self.listViewModel) (you edited it)"), run.stdout)
    XCTAssertTrue(run.stdout.contains("remove    \(Self.manifest)"), run.stdout)
    XCTAssertTrue(run.stdout.hasSuffix(" files, kept 1 file you edited.\n"), run.stdout)
    XCTAssertFalse(fs.exists("/app/Tests"), "folders left empty are removed")
  }

  func testDryRunPrintsUnifiedDiffsAndWritesNothing() throws {
    let fs = try generatedApp()
    try fs.write(Self.specV2, to: "/app/order.json")
    let before = fs.snapshot
    let run = runCLI(["update", "--dry-run"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(fs.snapshot, before)
    XCTAssertTrue(run.stdout.contains("--- a/\(Self.listViewModel)\n+++ b/\(Self.listViewModel)\n@@ "), run.stdout)
    XCTAssertTrue(run.stdout.contains("--- /dev/null\n+++ b/Modules/Order/View/OrderDetailView.swift\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("+    case orderDetail(id: UUID)\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("Dry run: Order: "), run.stdout)
  }

  func testAdoptRecordsEditsOfAModuleGeneratedWithoutAManifest() throws {
    let fs = try generatedApp()
    try fs.remove("/app/" + Self.manifest)
    try edit(fs, Self.listViewModel, "    state = .loading\n", Self.userEdit)
    XCTAssertEqual(runCLI(["update"], fileSystem: fs).code, .invalidInput, "no manifest")
    let adopt = runCLI(["adopt", "Order", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(adopt.code, .success, adopt.stderr)
    XCTAssertTrue(adopt.stdout.hasSuffix(" generated files, 1 edited, 0 not recorded.\n"), adopt.stdout)
    XCTAssertEqual(adopt.stderr, "", "every file exists: no warning")
    XCTAssertTrue(adopt.stdout.contains("create    \(Self.manifest)\n"), adopt.stdout)
    XCTAssertEqual(runCLI(["adopt", "Order", "--spec", "order.json"], fileSystem: fs).code, .invalidInput)
    try fs.write(Self.specV2, to: "/app/order.json")
    XCTAssertEqual(runCLI(["update"], fileSystem: fs).code, .success)
    XCTAssertTrue(try text(fs, Self.listViewModel).contains(Self.userEdit))
    XCTAssertTrue(try text(fs, Self.listViewModel).contains("case orderDetail(id: UUID)"))
  }

  /// Hand-written code adopted: the files the render has but the module never had are named and left out of
  /// the manifest, so no later command reports them as deleted by the user.
  func testAdoptWarnsOfAndRecordsOnlyTheFilesThatExist() throws {
    let fs = try generatedApp()
    try fs.remove("/app/" + Self.manifest)
    let tests = try XCTUnwrap(fs.snapshot.keys.filter { $0.hasPrefix("/app/Tests/") }.sorted().first)
    try fs.remove(tests)
    let adopt = runCLI(["adopt", "Order", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(adopt.code, .success, adopt.stderr)
    let missing = String(tests.dropFirst("/app/".count))
    XCTAssertEqual(
      adopt.stderr,
      "warning: 1 file of the render does not exist and is not recorded (the next 'scaffold update' creates it):\n"
        + "  \(missing)\n")
    XCTAssertTrue(adopt.stdout.hasSuffix(", 0 edited, 1 not recorded.\n"), adopt.stdout)
    let manifest = try text(fs, Self.manifest)
    XCTAssertFalse(manifest.contains(missing), "the missing file is not recorded")
    XCTAssertTrue(manifest.contains(Self.listViewModel))
    let check = runCLI(["check"], fileSystem: fs)
    XCTAssertFalse(check.stdout.contains("you deleted it"), check.stdout)
    XCTAssertFalse(runCLI(["destroy", "Order", "--dry-run"], fileSystem: fs).stdout.contains(missing))
  }

  func testAdoptOfAModuleWithNoneOfItsFilesIsRefused() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.specV1])
    let adopt = runCLI(["adopt", "Order", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(adopt.code, .invalidInput)
    XCTAssertTrue(adopt.stderr.contains("none of the files module 'Order' renders exists under ."), adopt.stderr)
    XCTAssertFalse(fs.exists("/app/" + Self.manifest))
  }

  func testNoLongerGeneratedFilesAreRemovedUnlessEdited() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.specV2])
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fs).code, .success)
    let detailView = "Modules/Order/View/OrderDetailView.swift"
    try edit(fs, detailView, "import SwiftUI\n", "import SwiftUI\nimport Charts\n")
    try fs.write(Self.specV1, to: "/app/order.json")
    let run = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertFalse(fs.exists("/app/Modules/Order/ViewModel/OrderDetailViewModel.swift"))
    XCTAssertTrue(fs.exists("/app/" + detailView))
    XCTAssertTrue(run.stdout.contains("keep      \(detailView) (no longer generated, but you edited it)"), run.stdout)
  }
}
