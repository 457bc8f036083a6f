import ScaffoldKit
import XCTest

/// A generated module follows the layer rules of its preset: `scaffold lint` finds nothing in it.
final class GenerateLintCleanTests: XCTestCase {
  func testGeneratedModulesLintClean() throws {
    let app = InMemoryFileSystem(currentDirectory: "/app")
    for spec in [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login, GenerateSpecs.genres] {
      for file in try ModuleGenerator.render(spec: spec) {
        try app.write(file.contents, to: Paths.join("/app", file.path))
      }
    }
    let linter = Linter(configuration: Preset.mvvm.configuration(root: "/app"), fileSystem: app)
    let result = try linter.run()
    XCTAssertGreaterThan(result.fileCount, 50)
    XCTAssertEqual(result.diagnostics.map { "\($0)" }, [])
  }

  func testEveryBuiltinSetLintsCleanUnderItsOwnPreset() throws {
    for set in BuiltinTemplateSource.setNames {
      let choice = try XCTUnwrap(ArchitectureTable.choice(forSet: set), "\(set) is in no preset × binding row")
      let preset = choice.preset
      var options = GenerateOptions()
      options.use(set: set)
      let app = InMemoryFileSystem(currentDirectory: "/app")
      for spec in [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login, GenerateSpecs.genres] {
        for file in try ModuleGenerator.render(spec: spec, options: options) {
          try app.write(file.contents, to: Paths.join("/app", file.path))
        }
      }
      let result = try Linter(configuration: preset.configuration(root: "/app"), fileSystem: app).run()
      XCTAssertGreaterThan(result.fileCount, 50, set)
      XCTAssertEqual(result.diagnostics.map { "\($0)" }, [], set)
    }
  }
}
