import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI
@testable import ScaffoldKit

/// `new-app --project-format xcproj`: the same project as the default `project.pbxproj`, in a `project.xcproj`
/// (Xcode 27.2's JSON5 format), through the rest of the app's life. The goldens are
/// `Tests/Fixtures/NewAppXcprojTests/<preset>.xcproj`; `SCAFFOLD_RECORD=1` rewrites them and fails.
final class NewAppXcprojTests: XCTestCase {
  static let pairs = [
    ("mvvm", "observation"), ("mvvm", "combine"), ("mvvm", "closures"), ("features", "closures"),
    ("clean", "observation"), ("clean", "combine"),
  ]

  /// The app `new-app Shop` writes at `/work` with `arguments`.
  private func app(_ arguments: [String]) throws -> InMemoryFileSystem {
    let app = InMemoryFileSystem(currentDirectory: "/work")
    let made = runCLI(["new-app", "Shop", "--output", "."] + arguments, fileSystem: app)
    XCTAssertEqual(made.code, .success, made.stderr)
    return app
  }

  /// The files of the tree, the module manifests aside.
  private func tree(_ app: InMemoryFileSystem) -> [String: [UInt8]] {
    app.snapshot.filter { !$0.key.hasPrefix("/work/.scaffold/modules/") }
  }

  /// Each layout's project.xcproj (mvvm, like clean, keeps resources beside `App/`; features inside it), as
  /// Apple's printer lays it out.
  func testTheProjectMatchesTheGoldens() throws {
    for preset in ["mvvm", "features"] {
      let app = try app(["--preset", preset, "--project-format", "xcproj"])
      let text = try app.readText("/work/Shop.xcodeproj/project.xcproj")
      try assertGolden(text, fixture: "NewAppXcprojTests", file: "\(preset).xcproj")
    }
  }

  /// For every preset × binding and UI kind, the two formats hold the same project: no project.pbxproj beside
  /// the project.xcproj, every other file the same (the scheme names the same target identifiers), the same
  /// targets, and every file of the app in the same targets.
  func testBothFormatsHoldTheSameProject() throws {
    for (preset, binding) in Self.pairs {
      for ui in ["swiftui", "uikit"] {
        let label = "\(preset) × \(binding), \(ui)"
        let arguments = ["--preset", preset, "--binding", binding, "--ui", ui]
        let pbxproj = try app(arguments)
        let xcproj = try app(arguments + ["--project-format", "xcproj"])
        let pbxprojFile = "/work/Shop.xcodeproj/project.pbxproj"
        let xcprojFile = "/work/Shop.xcodeproj/project.xcproj"
        XCTAssertNil(xcproj.snapshot[pbxprojFile], label)
        XCTAssertNil(pbxproj.snapshot[xcprojFile], label)
        var others = pbxproj.snapshot
        others[pbxprojFile] = nil
        var xcprojOthers = xcproj.snapshot
        xcprojOthers[xcprojFile] = nil
        XCTAssertEqual(others, xcprojOthers, label)

        let targets = { (file: String, app: InMemoryFileSystem) in
          try ProjectFormat.targets(of: file, bytes: try app.readData(file)).map { [$0.name, $0.productType, $0.id] }
        }
        XCTAssertEqual(try targets(xcprojFile, xcproj), try targets(pbxprojFile, pbxproj), label)
        let fromPbxproj = try TargetMembership(projectFile: pbxprojFile, fileSystem: pbxproj)
        let fromXcproj = try TargetMembership(projectFile: xcprojFile, fileSystem: xcproj)
        for path in others.keys.sorted() {
          XCTAssertEqual(fromXcproj.targets(of: path), fromPbxproj.targets(of: path), "\(label): \(path)")
        }
        XCTAssertEqual(fromXcproj.targets(of: "/work/App/AppContainer.swift"), ["Shop"], label)
        XCTAssertEqual(
          fromXcproj.targets(of: "/work/Tests/AppCompositionTests/AppRootTests.swift"), ["ShopTests"], label)
      }
    }
  }

  /// For every preset × binding, `new-module Cart` (twice: the second run changes nothing) then `destroy Cart`
  /// leaves the xcproj app byte for byte as `new-app` made it, its module manifests aside.
  func testNewModuleThenDestroyLeavesEveryXcprojAppAsItWas() throws {
    for (preset, binding) in Self.pairs {
      let label = "\(preset) × \(binding)"
      let app = try app(["--preset", preset, "--binding", binding, "--ui", "both", "--project-format", "xcproj"])
      let before = tree(app)
      let added = runCLI(["new-module", "Cart"], fileSystem: app)
      XCTAssertEqual(added.code, .success, added.stderr)
      let withCart = tree(app)
      XCTAssertNotEqual(withCart, before, label)
      XCTAssertNotNil(withCart["/work/Shop.xcodeproj/project.xcproj"], label)
      let again = runCLI(["new-module", "Cart"], fileSystem: app)
      XCTAssertEqual(again.code, .success, again.stderr)
      XCTAssertEqual(tree(app), withCart, "\(label): a second new-module changes nothing")
      let destroyed = runCLI(["destroy", "Cart"], fileSystem: app)
      XCTAssertEqual(destroyed.code, .success, destroyed.stderr)
      let after = tree(app)
      XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), label)
      for (path, bytes) in before where after[path] != bytes {
        XCTFail("\(label): \(path) differs after destroy")
      }
    }
  }
}
