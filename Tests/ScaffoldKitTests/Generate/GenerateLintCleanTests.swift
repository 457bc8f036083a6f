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

  /// Every row of the preset × binding table, in both layouts: the generator writes where the preset's row of
  /// the architecture table says (each layer a module has receives files, and the module's files land in the
  /// module's feature), and lint, reading the same row, finds nothing.
  func testEveryBuiltinSetLintsCleanUnderItsOwnPreset() throws {
    XCTAssertEqual(Set(ArchitectureTable.choices.map(\.templateSet)), Set(BuiltinTemplateSource.setNames))
    for choice in ArchitectureTable.choices {
      for layout in GenerateOptions.Layout.allCases {
        let label = "\(choice.templateSet) \(layout)"
        var options = GenerateOptions(layout: layout)
        options.use(set: choice.templateSet)
        XCTAssertEqual(options.preset, choice.preset, label)
        let app = InMemoryFileSystem(currentDirectory: "/app")
        let configuration = choice.preset.configuration(root: "/app")
        let map = LayerMap(configuration: configuration)
        var filled: Set<String> = []
        // A package holds one module; an app all four, so feature isolation is checked too.
        let specs =
          layout == .package
          ? [GenerateSpecs.shop] : [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login, GenerateSpecs.genres]
        for spec in specs {
          for file in try ModuleGenerator.render(spec: spec, options: options) where file.path.hasSuffix(".swift") {
            try app.write(file.contents, to: Paths.join("/app", file.path))
            let assignment = map.assign(path: file.path)
            if let layer = assignment.layer {
              filled.insert(layer)
              XCTAssertEqual(assignment.feature ?? spec.name, spec.name, "\(label): \(file.path)")
            }
          }
        }
        let moduleLayers = choice.preset.architecture.layers.filter { $0.moduleFolder != nil }.map(\.name)
        XCTAssertEqual(filled, Set(moduleLayers), label)
        let result = try Linter(configuration: configuration, fileSystem: app).run()
        XCTAssertGreaterThan(result.fileCount, layout == .package ? 10 : 50, label)
        XCTAssertEqual(result.diagnostics.map { "\($0)" }, [], label)
      }
    }
  }
}
