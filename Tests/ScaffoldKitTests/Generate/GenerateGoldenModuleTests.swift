import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// Pins every generated file for a few specs, so a template change shows up as a reviewable diff.
/// Goldens live in `Tests/Fixtures/GenerateGoldenModuleTests/<case>/`. To update them, run with
/// `SCAFFOLD_RECORD=1`: the files are rewritten and the test still fails, so recording is never silent.
final class GenerateGoldenModuleTests: XCTestCase {
  func testOrderDefaultModule() throws {
    try assertGolden(spec: GenerateSpecs.order, options: GenerateOptions(layout: .modules), named: "OrderModules")
  }

  func testOrderPackage() throws {
    try assertGolden(spec: GenerateSpecs.order, options: GenerateOptions(layout: .package), named: "OrderPackage")
  }

  func testShopPackageWithFormAndBothUIKinds() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: GenerateOptions(layout: .package), named: "ShopPackage")
  }

  func testLoginFormModule() throws {
    try assertGolden(spec: GenerateSpecs.login, options: GenerateOptions(layout: .modules), named: "LoginModules")
  }

  func testCleanShopPackage() throws {
    try assertGolden(
      spec: GenerateSpecs.shop, options: GenerateOptions(layout: .package, templateSet: "clean"),
      named: "CleanShopPackage")
  }

  func testCleanCombineLoginModule() throws {
    try assertGolden(
      spec: GenerateSpecs.login, options: GenerateOptions(layout: .modules, templateSet: "clean-combine"),
      named: "CleanCombineLoginModules")
  }

  /// The shop spec (list, detail and form screens, an enum, both UI kinds) in the app layout of each other set.
  func testShopModuleMVVMCombine() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: appLayout(set: "mvvm-combine"), named: "ShopModulesMVVMCombine")
  }

  func testShopModuleMVVMClosures() throws {
    try assertGolden(
      spec: GenerateSpecs.shop, options: appLayout(set: "mvvm-closures"), named: "ShopModulesMVVMClosures")
  }

  func testShopModuleFeatures() throws {
    try assertGolden(spec: GenerateSpecs.shop, options: appLayout(set: "features"), named: "ShopModulesFeatures")
  }

  /// The shop spec's SwiftUI screens pushed in hosting controllers by the router's UIKit navigation, with the
  /// combine binding of apps below iOS 17: no view controllers, no `NavigationStack`.
  func testShopModuleHostedMVVMCombine() throws {
    var spec = GenerateSpecs.shop
    spec.ui = .hosted
    try assertGolden(spec: spec, options: appLayout(set: "mvvm-combine"), named: "ShopModulesHostedMVVMCombine")
  }

  /// The same in clean, where the coordinator pushes the hosting controllers.
  func testCleanShopModuleHosted() throws {
    var spec = GenerateSpecs.shop
    spec.ui = .hosted
    try assertGolden(spec: spec, options: appLayout(set: "clean"), named: "CleanShopModulesHosted")
  }

  /// The app layout rendered by `set`, with the preset and binding the set stands for.
  private func appLayout(set: String) -> GenerateOptions {
    var options = GenerateOptions(layout: .modules)
    options.use(set: set)
    return options
  }

  private func assertGolden(
    spec: ModuleSpec, options: GenerateOptions, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let files = try ModuleGenerator.render(spec: spec, options: options)
    let rendered = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(rendered.count, files.count, "two files rendered to the same path", file: file, line: line)
    try Golden.checkFolder(
      rendered, folder: Fixtures.path("GenerateGoldenModuleTests/\(name)"), file: file, line: line)
  }
}
