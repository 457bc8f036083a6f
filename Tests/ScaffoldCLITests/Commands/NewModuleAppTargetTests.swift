import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

/// `new-module` into a classic Xcode app without a `scaffold.json`: the project compiles the module's files into
/// the app target, so the module is that target's Swift module (Xcode's `PRODUCT_MODULE_NAME`, by default its
/// product name made an identifier), and the tests it adds to the test target import that module.
final class NewModuleAppTargetTests: XCTestCase {
  /// The `@testable import` lines of the generated tests under `/app/Tests`, one of each.
  private func testImports(_ fs: InMemoryFileSystem) -> Set<String> {
    var lines = Set<String>()
    for (path, bytes) in fs.snapshot where path.hasPrefix("/app/Tests/") && path.hasSuffix(".swift") {
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("@testable") {
        lines.insert(String(line))
      }
    }
    return lines
  }

  func testTestsImportTheAppTargetThatCompilesTheModule() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let run = runCLI(["new-module", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertTrue(run.stdout.contains("Modules/Order/Model/Order.swift → 'Shop'"), run.stdout)
    XCTAssertTrue(run.stdout.contains("Tests/OrderTests/OrderRepositoryTests.swift → 'ShopTests'"), run.stdout)
    XCTAssertEqual(testImports(fs), ["@testable import Shop"])
    // The test target depends on Shop, which compiles the module: nothing is undeclared.
    let lint = runCLI(["lint", ".", "--xcodeproj", "Shop.xcodeproj"], fileSystem: fs)
    XCTAssertEqual(lint.code, .success, lint.stdout)
    XCTAssertFalse(lint.stdout.contains("undeclared-import"), lint.stdout)
    // `update` renders for the same target, so the tests stay as they are.
    let before = fs.snapshot
    let updated = runCLI(["update", "Order"], fileSystem: fs)
    XCTAssertEqual(updated.code, .success, updated.stderr)
    XCTAssertEqual(
      fs.snapshot.filter { !$0.key.contains("/.scaffold/") }, before.filter { !$0.key.contains("/.scaffold/") })
  }

  /// The product name of the default configuration, made an identifier, names the module, not the target.
  func testTheProductNameNamesTheModule() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.pbxproj"
    let release =
      "1A2B3C4D5E6F7A8B00000013 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
    let text = try fs.readText(project)
    XCTAssertTrue(text.contains(release + "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";"))
    try fs.write(
      text.replacingOccurrences(
        of: release + "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";",
        with: release + "\t\t\t\tPRODUCT_NAME = \"Corner Shop\";"),
      to: project)
    let run = runCLI(["new-module", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(testImports(fs), ["@testable import Corner_Shop"])
  }

  /// A target's `productName` attribute keeps the name it was created with; the module it builds, which its test
  /// target's dependency provides, comes from `PRODUCT_NAME`. Lint reads it so too.
  func testARenamedAppTargetStillProvidesItsModuleToItsTests() throws {
    let fs = try fixtureTree("XcodeProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.pbxproj"
    let text = try fs.readText(project)
    XCTAssertTrue(text.contains("\t\t\tproductName = Shop;\n"))
    try fs.write(
      text.replacingOccurrences(of: "\t\t\tproductName = Shop;\n", with: "\t\t\tproductName = CodeChallenge;\n"),
      to: project)
    let run = runCLI(["new-module", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(testImports(fs), ["@testable import Shop"])
    let lint = runCLI(["lint", ".", "--xcodeproj", "Shop.xcodeproj"], fileSystem: fs)
    XCTAssertEqual(lint.code, .success, lint.stdout)
    XCTAssertFalse(lint.stdout.contains("undeclared-import"), lint.stdout)
  }

  /// A project.xcproj's `PRODUCT_MODULE_NAME` is taken as written.
  func testAProjectXcprojModuleNameIsTaken() throws {
    let fs = try fixtureTree("XcprojProjects/Shop", at: "/app")
    let project = "/app/Shop.xcodeproj/project.xcproj"
    let setting = "\"PRODUCT_BUNDLE_IDENTIFIER\": \"com.example.Shop\","
    let text = try fs.readText(project)
    XCTAssertTrue(text.contains(setting))
    try fs.write(
      text.replacingOccurrences(of: setting, with: setting + " \"PRODUCT_MODULE_NAME\": \"ShopKit\","), to: project)
    let run = runCLI(["new-module", "Order"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(testImports(fs), ["@testable import ShopKit"])
  }

  /// Of two app targets, the one `--target` names receives the files, and the tests import it.
  func testTheChosenTargetIsImported() throws {
    let fs = try fixtureTree("XcodeProjects/TwoApps", at: "/app")
    let run = runCLI(["new-module", "Order", "--target", "Companion"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(testImports(fs), ["@testable import Companion"])
  }

  /// `PRODUCT_NAME` and `PRODUCT_MODULE_NAME` as Xcode expands them.
  func testModuleNamesAsXcodeDerivesThem() {
    let cases: [(String, String?, String?, String)] = [
      ("Shop", nil, nil, "Shop"),
      ("MVVM Project", "$(TARGET_NAME)", nil, "MVVM_Project"),
      ("App", "${TARGET_NAME}-Dev", nil, "App_Dev"),
      ("App", "1Password", nil, "_1Password"),
      ("App", "$(TARGET_NAME)", "$(PRODUCT_NAME:c99extidentifier)Core", "AppCore"),
      ("App", "$(APP_NAME)", nil, "App"),
      ("App", nil, "$(PRODUCT_NAME:rfc1034identifier)", "App"),
    ]
    for (target, product, module, expected) in cases {
      XCTAssertEqual(
        ProductModuleName.of(target: target, productName: product, productModuleName: module), expected,
        "\(target) \(product ?? "-") \(module ?? "-")")
    }
  }
}
