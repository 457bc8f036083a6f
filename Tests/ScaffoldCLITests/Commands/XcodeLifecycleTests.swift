import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// The Xcode project follows the module through its life: `destroy` takes out what `new-module` put in, and
/// `update` adds the files a spec change creates and takes out the ones it drops.
final class XcodeLifecycleTests: XCTestCase {
  /// The classic-group fixture projects (no synchronized folder), with the output folder new-module gets.
  static let classic = ["Shop": ".", "Notes": ".", "Wallet": "Wallet"]

  /// The files of the tree, the module manifests aside.
  func tree(_ fs: InMemoryFileSystem) -> [String: [UInt8]] {
    fs.snapshot.filter { !$0.key.contains("/.scaffold/modules/") }
  }

  func testNewModuleThenDestroyGivesTheProjectBackByteForByte() throws {
    for (name, output) in Self.classic.sorted(by: { $0.key < $1.key }) {
      let fs = try fixtureTree("XcodeProjects/\(name)", at: "/app")
      let before = tree(fs)
      let project = "/app/\(name).xcodeproj/project.pbxproj"
      let added = runCLI(
        ["new-module", "Cart", "--output", output, "--xcodeproj", "\(name).xcodeproj"], fileSystem: fs)
      XCTAssertEqual(added.code, .success, added.stderr)
      XCTAssertTrue(try fs.readText(project).contains("CartListView.swift in Sources"), name)
      let destroyed = runCLI(
        ["destroy", "Cart", "--output", output, "--xcodeproj", "\(name).xcodeproj"], fileSystem: fs)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      XCTAssertTrue(destroyed.stdout.contains("→ removed from the project"), destroyed.stdout)
      XCTAssertEqual(
        String(decoding: try fs.readData(project), as: UTF8.self),
        String(decoding: before[project] ?? [], as: UTF8.self), name)
      XCTAssertEqual(tree(fs).keys.sorted(), before.keys.sorted(), name)
    }
  }

  /// The same in a `project.xcproj` (Xcode 27.2's format), with classic groups and with synchronized folders.
  func testNewModuleThenDestroyGivesAProjectXcprojBackByteForByte() throws {
    for name in ["Recipes", "Shop"] {
      let fs = try fixtureTree("XcprojProjects/\(name)", at: "/app")
      let before = tree(fs)
      let project = "/app/\(name).xcodeproj/project.xcproj"
      let added = runCLI(["new-module", "Cart", "--xcodeproj", "\(name).xcodeproj"], fileSystem: fs)
      XCTAssertEqual(added.code, .success, added.stderr)
      if name == "Shop" { XCTAssertTrue(try fs.readText(project).contains("CartListView.swift"), added.stdout) }
      let destroyed = runCLI(["destroy", "Cart", "--xcodeproj", "\(name).xcodeproj"], fileSystem: fs)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      XCTAssertEqual(
        String(decoding: try fs.readData(project), as: UTF8.self),
        String(decoding: before[project] ?? [], as: UTF8.self), name)
      XCTAssertEqual(tree(fs).keys.sorted(), before.keys.sorted(), name)
    }
  }

  /// A spec change that adds a model and drops a screen: the model's file goes into the app target once, the
  /// screen's view, view model and test leave no reference, and the manifest is in no target.
  func testUpdateAddsTheNewModelAndTakesTheDroppedScreenOut() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    try fs.write(UpdateScenarioTests.specV2, to: "/app/order.json")
    let added = runCLI(["new-module", "--spec", "order.json"], fileSystem: fs)
    XCTAssertEqual(added.code, .success, added.stderr)
    let project = "/app/Shop.xcodeproj/project.pbxproj"
    XCTAssertTrue(try fs.readText(project).contains("OrderDetailView.swift"))
    try fs.write(
      UpdateScenarioTests.specV1.replacingOccurrences(
        of: #""models": ["#,
        with: #""models": [{ "name": "Extra", "fields": [{ "name": "id", "type": "UUID" }] }, "#),
      to: "/app/order.json")
    let updated = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(updated.code, .success, updated.stderr)
    XCTAssertTrue(
      updated.stdout.contains("Modules/Order/Model/Extra.swift → 'Shop': added to group Modules/Order/Model"),
      updated.stdout)
    let text = try fs.readText(project)
    XCTAssertEqual(text.components(separatedBy: "/* Extra.swift */ = {isa = PBXFileReference;").count, 2, text)
    XCTAssertEqual(text.components(separatedBy: "/* Extra.swift in Sources */ = {isa = PBXBuildFile;").count, 2)
    XCTAssertEqual(text.components(separatedBy: "/* Extra.swift in Sources */,").count, 2)
    XCTAssertFalse(text.contains("OrderDetail"), "the dropped screen's files leave no reference")
    XCTAssertFalse(text.contains("Order.json"), "the manifest is in no target")
    // A second update has nothing to do, in the project either.
    let again = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(again.code, .success, again.stderr)
    XCTAssertEqual(try fs.readText(project), text)
  }

  /// The same spec change in a `project.xcproj`: in classic groups (Shop, and Recipes' groups beside its
  /// synchronized folders) the update inserts the model's one file reference and deletes the lines of the dropped
  /// screen's files, every other line as it was; inside a synchronized folder (Recipes) nothing is edited.
  func testUpdateChangesOnlyTheAddedAndDroppedEntriesOfAProjectXcproj() throws {
    for (name, output) in [("Shop", "."), ("Recipes", "."), ("Recipes", "Recipes")] {
      let label = "\(name), --output \(output)"
      let fs = try fixtureTree("XcprojProjects/\(name)", at: "/app")
      try fs.write(UpdateScenarioTests.specV2, to: "/app/order.json")
      let added = runCLI(["new-module", "--spec", "order.json", "--output", output], fileSystem: fs)
      XCTAssertEqual(added.code, .success, added.stderr)
      let project = "/app/\(name).xcodeproj/project.xcproj"
      let before = try fs.readText(project)
      try fs.write(
        UpdateScenarioTests.specV1.replacingOccurrences(
          of: #""models": ["#,
          with: #""models": [{ "name": "Extra", "fields": [{ "name": "id", "type": "UUID" }] }, "#),
        to: "/app/order.json")
      let updated = runCLI(["update", "--output", output], fileSystem: fs)
      XCTAssertEqual(updated.code, .success, updated.stderr)
      let after = try fs.readText(project)
      let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
      let removed = lines(before).filter { !lines(after).contains($0) }
      let inserted = lines(after).filter { !lines(before).contains($0) }
      if output == name {
        XCTAssertEqual(after, before, "\(label): the synchronized folder covers the files")
        XCTAssertTrue(updated.stdout.contains("Extra.swift → 'Recipes': covered by its synchronized folder"), label)
        continue
      }
      XCTAssertTrue(before.contains("OrderDetailView.swift"), label)
      XCTAssertEqual(
        inserted, [#"                { "path": "Extra.swift", "target-membership": [ "\#(name)/compile-sources" ] },"#],
        label)
      XCTAssertEqual(
        removed.map { $0.trimmingCharacters(in: .whitespaces) }.sorted(),
        [
          #"{ "path": "OrderDetailView.swift", "target-membership": [ "\#(name)/compile-sources" ] },"#,
          #"{ "path": "OrderDetailViewModel.swift", "target-membership": [ "\#(name)/compile-sources" ] },"#,
          #"{ "path": "OrderDetailViewModelTests.swift", "target-membership": [ "\#(name)Tests/compile-sources" ] },"#,
        ], label)
      // Every line kept is where it was: the lines of the two files in order are the same but for the entries.
      XCTAssertEqual(
        lines(before).filter { !removed.contains($0) }, lines(after).filter { !inserted.contains($0) }, label)
      let again = runCLI(["update", "--output", output], fileSystem: fs)
      XCTAssertEqual(again.code, .success, again.stderr)
      XCTAssertEqual(try fs.readText(project), after, "\(label): a second update changes nothing")
    }
  }

  func testNoXcodeprojLeavesTheProjectAsItIs() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.pbxproj"
    XCTAssertEqual(runCLI(["new-module", "Cart"], fileSystem: fs).code, .success)
    let added = try fs.readText(project)
    let run = runCLI(["destroy", "Cart", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(try fs.readText(project), added)
    XCTAssertEqual(runCLI(["update", "--no-xcodeproj", "--target", "Shop"], fileSystem: fs).code, .invalidInput)
    // A project whose edit would go through an object of a kind scaffold does not know is left as it is too: the
    // reason is an error at its place in the project file, the files to add by hand a warning.
    let unknown = try fixtureTree("XcodeProjects/UnknownKind", at: "/maps")
    let file = "/maps/UnknownKind.xcodeproj/project.pbxproj"
    let prior = try unknown.readText(file)
    let left = runCLI(["new-module", "Cart"], fileSystem: unknown)
    XCTAssertEqual(left.code, .success, left.stderr)
    XCTAssertEqual(try unknown.readText(file), prior)
    XCTAssertTrue(
      left.stderr.hasPrefix(
        "\(file):32:10: error: the group 'Modules' holds an object of kind PBXFileSystemSynchronizedFancyGroup, "
          + "which this version of scaffold does not know\n"
          + "warning: the Xcode project UnknownKind.xcodeproj/project.pbxproj was left as it is; add these files in "
          + "Xcode:\n  to Maps:\n    Modules/Cart/en.lproj/Cart.strings\n    Modules/Cart/Model/Cart.swift\n"),
      left.stderr)
  }
}
