import XCTest

@testable import ScaffoldKit

/// The Swift language mode of an existing app, from its Xcode projects, and what it means for generation.
final class SwiftLanguageVersionTests: XCTestCase {
  func testTheLowestSwiftVersionOfTheXcodeProjectsWithWhereItIsSet() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/Shop.xcodeproj/project.pbxproj":
          "\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t\tOTHER_SWIFT_VERSION = 3.0;\n\t\t\t\tSWIFT_VERSION = 4.2;\n",
        "/app/Widget/Widget.xcodeproj/project.xcproj": "{ \"SWIFT_VERSION\": \"6.0\" }\n",
        "/app/Pods/Pods.xcodeproj/project.pbxproj": "SWIFT_VERSION = 4.0;\n",
      ])
    let version = SwiftLanguageVersion.lowest(in: "/app", fileSystem: fileSystem)
    XCTAssertEqual(version, SwiftLanguageVersion(major: 4, minor: 2))
    XCTAssertEqual(version?.description, "Swift 4.2")
    XCTAssertEqual(version?.location, "Shop.xcodeproj/project.pbxproj:3:5")
  }

  /// Swift 5 and 6 get the module (checked against the iOS SDK with `--swift-version 5`); Swift 4.2, whose
  /// `try?` keeps nested optionals, gets a refusal at the setting and nothing written.
  func testAnAppInSwift4IsRefusedAtItsSettingAndSwift5GetsTheModule() throws {
    func plan(_ swiftVersion: String) throws -> ModulePlan {
      let fileSystem = InMemoryFileSystem(
        currentDirectory: "/app",
        files: [
          "/app/Shop.xcodeproj/project.pbxproj":
            "IPHONEOS_DEPLOYMENT_TARGET = 13.0;\n\t\t\t\tSWIFT_VERSION = \(swiftVersion);\n",
          "/app/scaffold.json": #"{"preset": "mvvm", "binding": "combine"}"#,
        ])
      var request = ModuleRequest(name: "Cart", xcode: .none)
      request.overrides = .init(layout: .modules)
      request.ui = .uikit
      return try Scaffold.planModule(request, fileSystem: fileSystem)
    }
    XCTAssertFalse(try plan("5.0").files.isEmpty)
    XCTAssertThrowsError(try plan("4.2")) { error in
      let problem = (error as? ScaffoldError)?.problems.first
      XCTAssertEqual(problem?.location, "Shop.xcodeproj/project.pbxproj:2:5")
      XCTAssertEqual(
        problem?.message,
        "the app compiles in Swift 4.2, and the generated module needs Swift 5 or later (in Swift 4 `try?` does not "
          + "flatten optionals); set SWIFT_VERSION to 5.0 or later")
    }
  }
}
