import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// `new-module Order` into each fixture project: where each file goes, and what the edit inserts.
final class XcodeIntegrationTests: XCTestCase {
  /// Output folder per fixture (relative to the project's folder), as a user would pass `--output`.
  static let outputs = [
    "Shop": "", "Notes": "", "Wallet": "Wallet", "Feed": "", "Radio": "Radio", "Recipes": "Recipes",
    // objectVersion 90 (Xcode 27.0) and 100 (the "Xcode 26.3" format) are edited like the ones before.
    "Ledger": "", "Pantry": "Pantry",
  ]

  func plan(_ name: String, output: String? = nil, options: XcodeIntegration.Options = .init(), bytes: [UInt8]? = nil)
    throws -> XcodeIntegration.Outcome
  {
    let file = XcodeProjectTests.projectFile(name)
    let folder = Paths.join(Paths.dirname(Paths.dirname(file)), output ?? Self.outputs[name] ?? "")
    return try XcodeIntegration.plan(
      files: XcodeProjectTests.orderFiles(in: folder), projectFile: file,
      bytes: try bytes ?? XcodeProjectTests.bytes(name), outputFolder: folder, options: options)
  }

  /// A module's manifest (`.scaffold/modules/Order.json`) is scaffold's record, in no target and no group.
  func testTheModuleManifestIsNoPartOfAnyTarget() throws {
    let file = XcodeProjectTests.projectFile("Shop")
    var plan = GenerationPlan(
      root: Paths.dirname(Paths.dirname(file)),
      entries: [
        .init(path: "Modules/Order/Model/Order.swift", contents: "struct Order {}\n", action: .create),
        .init(path: ".scaffold/modules/Order.json", contents: "{}\n", action: .create),
      ])
    let outcome = try XcodeIntegration.integrate(
      into: &plan, projectFile: file, options: .init(), fileSystem: DiskFileSystem())
    XCTAssertEqual(outcome.files.map { Paths.basename($0.path) }, ["Order.swift"])
    XCTAssertFalse(try XCTUnwrap(outcome.edited).contains("Order.json"))
  }

  /// The edit only inserts: the original is what is left after taking the inserted lines and spans out.
  func testEditsOnlyInsertAndASecondRunChangesNothing() throws {
    for name in Self.outputs.keys.sorted() {
      let first = try plan(name)
      XCTAssertNil(first.untouched, name)
      XCTAssertNil(first.conflict, name)
      let edited = try XCTUnwrap(first.edited, name)
      XCTAssertTrue(isSubsequence(Array(first.prior.utf8), of: Array(edited.utf8)), name)
      let second = try plan(name, bytes: Array(edited.utf8))
      XCTAssertNil(second.edited, "\(name): \(second.files)")
      XCTAssertTrue(
        second.files.allSatisfy {
          if case .covered = $0.placement { return true }
          return $0.placement == .alreadyInTarget
        }, "\(name): \(second.files)")
    }
  }

  /// Removing the files a module added gives the project back byte for byte: file references, build files,
  /// group children, the groups and exception sets scaffold created, the sections it opened.
  func testRemovingTheAddedFilesGivesTheProjectBackByteForByte() throws {
    for name in Self.outputs.keys.sorted() {
      let addition = try plan(name)
      let added = try XCTUnwrap(addition.edited, name)
      let file = XcodeProjectTests.projectFile(name)
      let folder = Paths.join(Paths.dirname(Paths.dirname(file)), Self.outputs[name] ?? "")
      let files = XcodeProjectTests.orderFiles(in: folder)
      let removed = try XcodeIntegration.plan(
        files: [], removing: files.map(\.path), projectFile: file, bytes: Array(added.utf8), outputFolder: folder,
        options: .init())
      XCTAssertEqual(removed.edited, try String(decoding: XcodeProjectTests.bytes(name), as: UTF8.self), name)
      // A file its synchronized folder covers had no reference of its own.
      let referenced = addition.files.filter { if case .covered = $0.placement { false } else { true } }
      XCTAssertEqual(removed.files.map(\.path), referenced.map(\.path), name)
      XCTAssertTrue(removed.files.allSatisfy { $0.placement == .removed }, name)
    }
  }

  /// What scaffold did not create stays: an existing group a removed file was in, and the project's own files.
  func testRemovingAFileKeepsTheGroupsScaffoldDidNotCreate() throws {
    let file = XcodeProjectTests.projectFile("Shop")
    let folder = Paths.dirname(Paths.dirname(file))
    let added = try XCTUnwrap(try plan("Shop").edited)
    let model = Paths.join(folder, "Modules/Order/Model/Order.swift")
    let outcome = try XcodeIntegration.plan(
      files: [], removing: [model], projectFile: file, bytes: Array(added.utf8), outputFolder: folder, options: .init())
    let edited = try XCTUnwrap(outcome.edited)
    XCTAssertFalse(edited.contains("Order.swift"))
    XCTAssertFalse(edited.contains("/* Model */ = {"), "the emptied Model group scaffold created goes")
    XCTAssertTrue(edited.contains("OrderListView.swift in Sources"))
    XCTAssertTrue(edited.contains("/* Order */ = {"), "the Order group still holds View and ViewModel")
    // A file the project never had: nothing to remove, no edit.
    let none = try XcodeIntegration.plan(
      files: [], removing: [Paths.join(folder, "Elsewhere.swift")], projectFile: file,
      bytes: try XcodeProjectTests.bytes("Shop"), outputFolder: folder, options: .init())
    XCTAssertNil(none.edited)
    XCTAssertEqual(none.files, [])
  }

  func testPlacementsPerKindOfProject() throws {
    let shop = try plan("Shop")
    XCTAssertEqual(
      Set(shop.files.map(\.placement)),
      [
        .added(group: "Modules/Order/Model"), .added(group: "Modules/Order/View"),
        .added(group: "Modules/Order/ViewModel"), .added(group: "Tests/OrderTests"),
      ])
    XCTAssertEqual(shop.files.map(\.target), ["Shop", "Shop", "Shop", "ShopTests", "ShopTests"])
    let recipes = try plan("Recipes")
    XCTAssertEqual(
      Array(recipes.files.map(\.placement).prefix(3)), Array(repeating: .covered(folder: "Recipes"), count: 3))
    XCTAssertEqual(recipes.files.last?.placement, .exception(folder: "Recipes"))
    let feed = try plan("Feed")
    XCTAssertEqual(feed.files.first?.placement, .added(group: "Modules/Order/Model"))
  }

  /// The lines each edit inserts, against `Tests/Fixtures/XcodeIntegrationTests/<Name>.inserted`.
  /// `SCAFFOLD_RECORD=1` rewrites them and still fails.
  func testInsertedLinesMatchGoldens() throws {
    for name in Self.outputs.keys.sorted() {
      let outcome = try plan(name)
      let inserted = insertedLines(Array(outcome.prior.utf8), Array(try XCTUnwrap(outcome.edited).utf8)) + "\n"
      try Golden.check(inserted, path: Paths.join(Fixtures.path("XcodeIntegrationTests"), "\(name).inserted"), name)
    }
  }

  func testTwoAppTargetsNeedATargetOption() throws {
    XCTAssertThrowsError(try plan("TwoApps")) { error in
      XCTAssertEqual(
        "\(error)",
        "the project has 2 app targets that could receive the files ('Main', 'Companion'); choose one with --target NAME"
      )
    }
    XCTAssertNotNil(try plan("TwoApps", options: .init(target: "Companion")).edited)
    XCTAssertThrowsError(try plan("TwoApps", options: .init(target: "Mainn"))) { error in
      XCTAssertEqual(
        "\(error)", "no app target 'Mainn' in the project (targets: Main, MainTests, Companion) (did you mean 'Main'?)")
    }
  }

  /// A layout that puts the module's views beside one app's sources (`Main/`) names that app.
  func testOfTwoAppTargetsTheOneBesideWhoseSourcesTheLayoutPutsFilesReceivesThem() throws {
    let file = XcodeProjectTests.projectFile("TwoApps")
    let root = Paths.dirname(Paths.dirname(file))
    let files = XcodeIntegrationTests.layoutFiles(view: "Main/Order/OrderListView.swift", in: root)
    let outcome = try XcodeIntegration.plan(
      files: files, projectFile: file, bytes: try XcodeProjectTests.bytes("TwoApps"), outputFolder: root,
      options: .init())
    XCTAssertEqual(outcome.files.filter { !$0.isTest }.map(\.target), ["Main", "Main", "Main"])
    XCTAssertEqual(outcome.files.filter(\.isTest).map(\.target), ["MainTests"])
    // Files beside neither app's sources leave the choice to --target.
    XCTAssertThrowsError(
      try XcodeIntegration.plan(
        files: XcodeIntegrationTests.layoutFiles(view: "Views/OrderListView.swift", in: root), projectFile: file,
        bytes: try XcodeProjectTests.bytes("TwoApps"), outputFolder: root, options: .init()))
  }

  /// A module's files as a layout spreads them: its view at `view`, the rest in `Modules/Order/`, under `root`.
  static func layoutFiles(view: String, in root: String) -> [(path: String, isTest: Bool)] {
    [
      "Modules/Order/Model/Order.swift", view, "Modules/Order/ViewModel/OrderListViewModel.swift",
      "Tests/OrderTests/OrderListViewModelTests.swift",
    ].map { (Paths.join(root, $0), XcodeIntegration.isTest($0)) }
  }

  func testUnknownObjectKindWhereTheEditGoesLeavesTheProjectAlone() throws {
    let outcome = try plan("UnknownKind")
    XCTAssertNil(outcome.edited)
    XCTAssertEqual(outcome.untouched?.severity, .error)
    XCTAssertEqual(
      outcome.untouched?.problem.message.contains("PBXFileSystemSynchronizedFancyGroup"), true, "\(outcome)")
    XCTAssertTrue(outcome.files.allSatisfy { if case .manual = $0.placement { true } else { false } })
  }

  func testTruncatedProjectIsLeftAloneWithTheReason() throws {
    let bytes = try XcodeProjectTests.bytes("Shop")
    let outcome = try plan("Shop", bytes: Array(bytes[..<(bytes.count / 2)]))
    XCTAssertNil(outcome.edited)
    XCTAssertEqual(outcome.untouched?.severity, .error)
    XCTAssertEqual(
      outcome.untouched?.problem.location?.hasPrefix(XcodeProjectTests.projectFile("Shop") + ":"), true,
      "\(outcome)")
  }

  /// The lines of `edited` that are not in `prior`, assuming only whole-line insertions.
  private func insertedLines(_ prior: [UInt8], _ edited: [UInt8]) -> String {
    let old = String(decoding: prior, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: edited, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var result: [Substring] = []
    var index = 0
    for line in new {
      if index < old.count && old[index] == line { index += 1 } else { result.append(line) }
    }
    return result.joined(separator: "\n")
  }
}

/// Whether `small` is `large` less some bytes: what an edit made only of insertions leaves.
func isSubsequence(_ small: [UInt8], of large: [UInt8]) -> Bool {
  var index = 0
  for byte in large where index < small.count && small[index] == byte { index += 1 }
  return index == small.count
}

/// The project edit as a plan entry: written with the files, refused when the project changed after planning.
final class ProjectEditPlanTests: XCTestCase {
  let project = "/app/App.xcodeproj/project.pbxproj"

  func makePlan(_ fs: InMemoryFileSystem) throws -> GenerationPlan {
    var plan = try GenerationPlan.make(
      files: [("Modules/Order/Order.swift", "struct Order {}\n")], root: "/app", force: false, fileSystem: fs)
    plan.addEdit(path: project, prior: "old\n", contents: "old\nnew\n")
    return plan
  }

  func testTheEditIsWrittenWithTheFiles() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: [project: "old\n"])
    let plan = try makePlan(fs)
    XCTAssertEqual(plan.entries.map(\.action), [.create, .update])
    try PlanWriter.apply(plan, fileSystem: fs)
    XCTAssertEqual(try fs.readText(project), "old\nnew\n")
    XCTAssertEqual(try fs.readText("/app/Modules/Order/Order.swift"), "struct Order {}\n")
  }

  func testAProjectChangedAfterPlanningIsNotOverwritten() throws {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: [project: "old\n"])
    let plan = try makePlan(fs)
    try fs.write("changed in Xcode\n", to: project)
    XCTAssertThrowsError(try PlanWriter.apply(plan, fileSystem: fs)) { error in
      XCTAssertEqual(error as? GenerationError, .changedSincePlanning([project]))
    }
    XCTAssertEqual(try fs.readText(project), "changed in Xcode\n")
    XCTAssertFalse(fs.exists("/app/Modules"))
  }

  func testNoChangeIsUnchangedAndAnAmbiguityIsAConflict() {
    var plan = GenerationPlan(root: "/app", entries: [])
    plan.addEdit(path: project, prior: "same\n", contents: nil)
    plan.addEdit(path: project, prior: "same\n", contents: nil, conflict: "two references")
    XCTAssertEqual(plan.entries.map(\.action), [.unchanged, .conflict])
    XCTAssertEqual(plan.conflicts.first?.reason, "two references")
  }
}

/// Which targets compile each file, after `new-module Order` into a synchronized project.
final class TargetMembershipTests: XCTestCase {
  func testSynchronizedFoldersAndExceptionsDecideTheTargets() throws {
    let name = "Recipes"
    let file = XcodeProjectTests.projectFile(name)
    let folder = Paths.join(Paths.dirname(Paths.dirname(file)), name)
    let outcome = try XcodeIntegration.plan(
      files: XcodeProjectTests.orderFiles(in: folder), projectFile: file, bytes: try XcodeProjectTests.bytes(name),
      outputFolder: folder, options: .init())
    let edited = try XcodeProject(path: file, bytes: Array(try XCTUnwrap(outcome.edited).utf8))
    let membership = TargetMembership(edited, sourceRoot: Paths.dirname(Paths.dirname(file)))
    XCTAssertEqual(membership.targets(of: Paths.join(folder, "Modules/Order/Model/Order.swift")), ["Recipes"])
    XCTAssertEqual(
      membership.targets(of: Paths.join(folder, "Tests/OrderTests/OrderTestDoubles.swift")), ["RecipesTests"])
    XCTAssertEqual(membership.targets(of: Paths.join(Paths.dirname(folder), "Elsewhere.swift")), [])
  }
}

/// Layers that name targets (`target:NAME` in a layer's `paths`), placed with a project's membership.
final class TargetLayerTests: XCTestCase {
  func testATargetPatternPlacesTheFilesTheTargetCompilesAndPathPatternsRefineIt() throws {
    let name = "Recipes"
    let file = XcodeProjectTests.projectFile(name)
    let root = Paths.dirname(Paths.dirname(file))
    let folder = Paths.join(root, name)
    let outcome = try XcodeIntegration.plan(
      files: XcodeProjectTests.orderFiles(in: folder), projectFile: file, bytes: try XcodeProjectTests.bytes(name),
      outputFolder: folder, options: .init())
    let edited = try XcodeProject(path: file, bytes: Array(try XCTUnwrap(outcome.edited).utf8))
    let configuration = try LintConfiguration.parse(
      Array(
        #"{"preset": "none", "layers": {"App": {"paths": ["target:{feature}"]}, "View": {"paths": ["**/View/**"]}}}"#
          .utf8),
      displayPath: "scaffold.json", root: root)
    let map = LayerMap(configuration: configuration, membership: TargetMembership(edited, sourceRoot: root))
    XCTAssertEqual(
      map.assign(path: "Recipes/Modules/Order/Model/Order.swift"),
      FileAssignment(role: .layered, layer: "App", feature: "Recipes"))
    XCTAssertEqual(map.assign(path: "Recipes/Modules/Order/View/OrderListView.swift").layer, "View")
    XCTAssertEqual(map.assign(path: "Elsewhere.swift").role, .unassigned)
    XCTAssertEqual(
      LayerMap(configuration: configuration).assign(path: "Recipes/Modules/Order/Model/Order.swift").role, .unassigned,
      "without a project a target pattern matches nothing")
  }

  func testTargetPatternsAreForLayerPathsOnly() {
    XCTAssertThrowsError(
      try LintConfiguration.parse(
        Array(#"{"exclude": ["target:App"], "layers": {"A": {"paths": ["target:"]}}}"#.utf8),
        displayPath: "scaffold.json",
        root: "/p")
    ) { error in
      XCTAssertEqual(
        Problem.of(error).map { String($0.rendered(severity: "error").dropLast()) },
        [
          "scaffold.json:1:15: error: 'target:App' names a target, which only a layer's 'paths' may do; "
            + "'exclude' takes path patterns",
          "scaffold.json:1:64: error: invalid pattern 'target:': 'target:' needs a target name",
        ])
    }
  }
}
