import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

/// A module compiled into a classic Xcode app target has its texts in a strings table of its own
/// (`Modules/Cart/en.lproj/Cart.strings`), which the project edit puts in the app target's Copy Bundle Resources
/// phase as Xcode localizes a file, and which the accessor reads with `tableName: "Cart"` from the app's bundle.
final class NewModuleAppStringsTests: XCTestCase {
  /// Both project formats of the Shop fixture: folder and project file.
  static let formats = [("XcodeProjects/Shop", "project.pbxproj"), ("XcprojProjects/Shop", "project.xcproj")]

  func testTheTableTheAccessorAndTheProjectEditsMatchTheirGoldens() throws {
    for (fixture, file) in Self.formats {
      let fs = try fixtureTree(fixture, at: "/app")
      let run = runCLI(["new-module", "Cart"], fileSystem: fs)
      XCTAssertEqual(run.code, .success, run.stderr)
      XCTAssertTrue(
        run.stdout.contains(
          "xcode     Modules/Cart/en.lproj/Cart.strings → 'Shop': added to a variant group in group Modules/Cart "
            + "and its Copy Bundle Resources phase"), run.stdout)
      try assertGolden(
        try fs.readText("/app/Shop.xcodeproj/\(file)"), fixture: "NewModuleAppStringsTests",
        file: "Shop.\(Paths.basename(file).split(separator: ".").last!).edited")
      try assertGolden(
        try fs.readText("/app/Modules/Cart/en.lproj/Cart.strings"), fixture: "NewModuleAppStringsTests",
        file: "Cart.strings")
      try assertGolden(
        try fs.readText("/app/Modules/Cart/CartStrings.swift"), fixture: "NewModuleAppStringsTests",
        file: "CartStrings.swift")
      XCTAssertTrue(
        try fs.readText("/app/Modules/Cart/Repository/CartRepository.swift").contains(
          #"NSLocalizedString(english, tableName: "Cart", bundle: .main, comment: "")"#))
      // A second run finds everything in place.
      let again = runCLI(["new-module", "Cart"], fileSystem: fs)
      XCTAssertEqual(again.code, .success, again.stderr)
      XCTAssertTrue(again.stdout.contains("unchanged Shop.xcodeproj/\(file)"), again.stdout)
    }
  }

  /// new-module, then a spec change that adds a screen, then destroy: the table gains the screen's keys, and
  /// the project is byte-identical to where it started.
  func testNewModuleUpdateDestroyGiveTheProjectBackByteForByte() throws {
    for (fixture, file) in Self.formats {
      let fs = try fixtureTree(fixture, at: "/app")
      let project = "/app/Shop.xcodeproj/\(file)"
      let start = try fs.readText(project)
      let files = fs.snapshot.keys.sorted()
      try fs.write(UpdateScenarioTests.specV1, to: "/app/order.json")
      let added = runCLI(["new-module", "--spec", "order.json"], fileSystem: fs)
      XCTAssertEqual(added.code, .success, added.stderr)
      let table = "/app/Modules/Order/en.lproj/Order.strings"
      XCTAssertFalse(try fs.readText(table).contains("order.orderDetail.title"))
      try fs.write(UpdateScenarioTests.specV2, to: "/app/order.json")
      let updated = runCLI(["update"], fileSystem: fs)
      XCTAssertEqual(updated.code, .success, updated.stderr)
      let english = try fs.readText(table)
      XCTAssertTrue(english.contains(#""order.orderDetail.title" = "Order Detail";"#), english)
      XCTAssertEqual(try XcodeProjectCheck.variantMembers(fs, project: project), ["en.lproj/Order.strings"], file)
      let checked = runCLI(["check"], fileSystem: fs)
      XCTAssertEqual(checked.code, .success, checked.stdout + checked.stderr)
      let destroyed = runCLI(["destroy", "Order"], fileSystem: fs)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      XCTAssertTrue(
        destroyed.stdout.contains("Modules/Order/en.lproj/Order.strings → removed from the project"), destroyed.stdout)
      XCTAssertEqual(try fs.readText(project), start, file)
      try fs.remove("/app/order.json")
      let records = { (paths: [String]) in paths.filter { !$0.contains("/.scaffold/modules/") } }
      XCTAssertEqual(records(fs.snapshot.keys.sorted()), records(files), file)
    }
  }

  static let french = "/app/Modules/Order/fr.lproj/Order.strings"
  static let translation = #""order.common.retry" = "Réessayer";"# + "\n"

  /// The Order module (spec v1) with a French translation of its table beside the English one.
  private func withFrench(_ fs: InMemoryFileSystem) throws {
    try fs.write(UpdateScenarioTests.specV1, to: "/app/order.json")
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fs).code, .success)
    try fs.write(Self.translation, to: Self.french)
  }

  /// `update` to spec v2, then `destroy`: the French file stays as it is, and in its variant group.
  private func updateThenDestroy(_ fs: InMemoryFileSystem, project: String) throws {
    try fs.write(UpdateScenarioTests.specV2, to: "/app/order.json")
    let updated = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(updated.code, .success, updated.stderr)
    XCTAssertEqual(try fs.readText(Self.french), Self.translation)
    XCTAssertEqual(
      try XcodeProjectCheck.variantMembers(fs, project: project), ["en.lproj/Order.strings", "fr.lproj/Order.strings"])
    let destroyed = runCLI(["destroy", "Order"], fileSystem: fs)
    XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
    XCTAssertEqual(try fs.readText(Self.french), Self.translation)
    XCTAssertEqual(try XcodeProjectCheck.variantMembers(fs, project: project), ["fr.lproj/Order.strings"])
  }

  /// A translation the team adds beside the English table (and in its variant group) is the team's: `update`
  /// leaves it as it is, and `destroy` leaves the file and the variant group, in the target, holding it.
  func testATranslationTheTeamAddsIsLeftAlone() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.pbxproj"
    try withFrench(fs)
    // What Xcode's Localize… adds: the French file reference in the module's variant group.
    var text = try fs.readText(project)
    let english = try XCTUnwrap(
      text.range(of: #"/\* en \*/ = \{isa = PBXFileReference;[^\n]*\n"#, options: .regularExpression))
    let enID = String(text[text.lineRange(for: english)].drop { $0 == "\t" }.prefix(24))
    text.insert(
      contentsOf:
        "\t\tF0F0F0F0F0F0F0F0F0F0F0F0 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; "
        + "name = fr; path = fr.lproj/Order.strings; sourceTree = \"<group>\"; };\n", at: english.upperBound)
    let child = "\t\t\t\t\(enID) /* en */,\n"
    text = text.replacingOccurrences(of: child, with: child + "\t\t\t\tF0F0F0F0F0F0F0F0F0F0F0F0 /* fr */,\n")
    try fs.write(text, to: project)
    try updateThenDestroy(fs, project: project)
    XCTAssertTrue(try fs.readText(project).contains("/* Order.strings in Resources */,"))
  }

  /// The same in a `project.xcproj`, where Xcode adds the French file to the variant group's `children`.
  func testATranslationTheTeamAddsIsLeftAloneInAProjectXcproj() throws {
    let fs = try fixtureTree("XcprojProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.xcproj"
    try withFrench(fs)
    let indent = String(repeating: " ", count: 16)
    let english = "\(indent){\n\(indent)  \"path\": \"en.lproj/Order.strings\",\n\(indent)}"
    let text = try fs.readText(project)
    XCTAssertTrue(text.contains(english + ",\n"), text)
    try fs.write(
      text.replacingOccurrences(
        of: english + ",\n", with: english + ", {\n\(indent)  \"path\": \"fr.lproj/Order.strings\",\n\(indent)},\n"),
      to: project)
    try updateThenDestroy(fs, project: project)
    // What is left reads as Xcode prints it: the French file alone on its lines, the group still a resource.
    let left = try fs.readText(project)
    XCTAssertTrue(
      left.contains(
        "\"Shop/resources\",\n\(String(repeating: " ", count: 14))],\n\(String(repeating: " ", count: 14))"
          + "\"children\": [\n\(indent){\n\(indent)  \"path\": \"fr.lproj/Order.strings\",\n\(indent)},\n"), left)
  }

  /// The table is in the project's development region; a region that is no language tag is not a folder name.
  func testTheTableIsInTheProjectsDevelopmentRegion() throws {
    for (region, folder) in [("de", "de"), ("\"pt-BR\"", "pt-BR"), ("\"../../Elsewhere\"", "en")] {
      let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
      let project = "/app/Shop.xcodeproj/project.pbxproj"
      try fs.write(
        try fs.readText(project).replacingOccurrences(
          of: "developmentRegion = en;", with: "developmentRegion = \(region);"), to: project)
      let run = runCLI(["new-module", "Cart"], fileSystem: fs)
      XCTAssertEqual(run.code, .success, run.stderr)
      XCTAssertTrue(fs.exists("/app/Modules/Cart/\(folder).lproj/Cart.strings"), region)
      XCTAssertTrue(try fs.readText(project).contains("path = \(folder).lproj/Cart.strings;"), region)
      XCTAssertEqual(fs.snapshot.keys.filter { $0.hasSuffix(".strings") }.count, 1, region)
    }
  }

  /// A `scaffold.json` naming the app target (`layout.target`, as `init --detect` proposes for a classic app)
  /// changes nothing: the app target still compiles the module, so the module still has its table.
  func testALayoutTargetKeepsTheTable() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    try fs.write(#"{"preset": "mvvm", "layout": {"target": "Shop"}}"# + "\n", to: "/app/scaffold.json")
    let run = runCLI(["new-module", "Cart"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(fs.exists("/app/Modules/Cart/en.lproj/Cart.strings"), run.stdout)
    XCTAssertEqual(
      try XcodeProjectCheck.variantMembers(fs, project: "/app/Shop.xcodeproj/project.pbxproj"),
      [
        "en.lproj/Cart.strings"
      ])
  }

  /// Without a project to put it in, the module reads the app's `Localizable` as before: no table.
  func testWithoutAProjectThereIsNoTable() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let run = runCLI(["new-module", "Cart", "--no-xcodeproj"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertFalse(fs.snapshot.keys.contains { $0.hasSuffix(".strings") })
    XCTAssertFalse(try fs.readText("/app/Modules/Cart/CartStrings.swift").contains("tableName"))
  }
}

/// What a project's variant groups hold, read back with scaffold's own readers.
enum XcodeProjectCheck {
  /// The paths of the language files in the variant groups of `project`, sorted.
  static func variantMembers(_ fs: InMemoryFileSystem, project: String) throws -> [String] {
    let bytes = try fs.readData(project)
    if project.hasSuffix(".xcproj") {
      let parsed = try XcprojProject(path: project, bytes: bytes)
      let groups = Set(parsed.references.indices.filter { parsed.references[$0].kind == "variant-group" })
      return parsed.references.filter { $0.parent.map(groups.contains) == true }.compactMap {
        $0.node["path"]?.stringValue
      }.sorted()
    }
    let parsed = try XcodeProject(path: project, bytes: bytes)
    return parsed.objects.values.filter { $0.isa == "PBXVariantGroup" }.flatMap { $0.references("children") }
      .compactMap { parsed.objects[$0]?.string("path") }.sorted()
  }
}
