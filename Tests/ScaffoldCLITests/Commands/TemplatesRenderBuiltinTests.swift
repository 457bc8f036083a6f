import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// `templates render` of each built-in template with each example spec prints exactly the file
/// `new-module` writes from it.
final class TemplatesRenderBuiltinTests: XCTestCase {
  func testRenderEqualsWhatNewModuleWrites() throws {
    let manifest = try TemplateManifest.parse(
      try XCTUnwrap(BuiltinTemplates.files["mvvm/manifest.json"]), name: "mvvm/manifest.json", set: "mvvm")
    var compared = 0
    for spec in try Repository.exampleSpecs() {
      for package in [false, true] {
        let fileSystem = try exampleProject()
        // A copy of the built-in set on disk: `templates render` also takes a template by path.
        let eject = runCLI(["templates", "eject", "mvvm", "--to", "copy"], fileSystem: fileSystem)
        XCTAssertEqual(eject.code, .success, eject.stderr)
        let specPath = "specs/\(spec.name)"
        let layout = package ? ["--package"] : []
        let generated = runCLI(
          ["new-module", "--spec", specPath, "--output", "out"] + layout, fileSystem: fileSystem)
        XCTAssertEqual(generated.code, .success, generated.stderr)
        let written = writtenFiles(fileSystem, under: "/work/out")
        XCTAssertFalse(written.isEmpty)
        // Which template wrote which file, from the library.
        let moduleSpec = try SpecLoader.load(json: spec.text, path: spec.name)
        let files = try ModuleGenerator.render(
          spec: moduleSpec, options: GenerateOptions(layout: package ? .package : .modules))
        let names = moduleSpec.screens.map(\.name) + moduleSpec.models.map(\.name)
        for source in Set(files.map(\.template)).sorted() {
          // The set's name for it, also for a file mvvm takes from shared/.
          let relative = String(try XCTUnwrap(source.split(separator: "/").last))
          let template = "mvvm/\(relative)"
          let expected = files.filter { $0.template == source }.map { written[$0.path] ?? "<missing \($0.path)>" }
          let perElement = manifest.entries.contains { $0.template == relative && $0.forEach != nil }
          for argument in [template, "copy/\(template)"] {
            var rendered: [String] = []
            for item in perElement ? names.map(Optional.some) : [nil] {
              let run = runCLI(
                ["templates", "render", argument, "--spec", specPath] + layout + (item.map { ["--item", $0] } ?? []),
                fileSystem: fileSystem)
              if run.code == .success {
                rendered.append(run.stdout)
              } else {
                XCTAssertTrue(run.stderr.contains("is not rendered for"), "\(argument) \(item ?? ""): \(run.stderr)")
              }
            }
            XCTAssertEqual(rendered.sorted(), expected.sorted(), "\(argument) with \(spec.name) \(layout)")
            compared += expected.count
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 100)
  }

  func testRenderPutsTheManifestsHeaderOnASwiftFileAsNewModuleDoes() throws {
    var files: [String: String] = [
      "/work/house/manifest.json": """
      { "header": "top", "files": [
        { "path": "{{ model.name }}.swift", "template": "Model.swift.stencil", "forEach": "models" }
      ] }
      """,
      "/work/house/top.stencil": "// top of {{ file.template }}\n",
      "/work/house/Model.swift.stencil": "struct {{ model.name }} {}\n",
    ]
    for spec in try Repository.exampleSpecs() { files["/work/specs/\(spec.name)"] = spec.text }
    let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
    let run = runCLI(
      ["templates", "render", "house/Model.swift.stencil", "--spec", "specs/order.json", "--item", "Order"],
      fileSystem: fileSystem)
    XCTAssertEqual(run.code, .success, run.stderr)
    XCTAssertEqual(run.stdout, "// top of house/Model.swift.stencil\nstruct Order {}\n")
  }

  func testTemplateNotGeneratedForTheSpecSaysSo() throws {
    let run = runCLI(["templates", "render", "mvvm/Package.swift.stencil"], fileSystem: try exampleProject())
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.contains("is not generated for this spec"), run.stderr)
    let package = runCLI(
      ["templates", "render", "mvvm/Package.swift.stencil", "--package"], fileSystem: try exampleProject())
    XCTAssertEqual(package.code, .success, package.stderr)
    XCTAssertTrue(package.stdout.contains("name: \"ExampleFeature\""), package.stdout)
  }
}
