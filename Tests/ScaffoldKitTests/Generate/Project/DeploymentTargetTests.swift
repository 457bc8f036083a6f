import XCTest

@testable import ScaffoldKit

/// The deployment target of an existing app, from its project files, and what it means for generation.
final class DeploymentTargetTests: XCTestCase {
  func testVersionsInEachProjectFileForm() {
    let pbxproj = "IPHONEOS_DEPLOYMENT_TARGET = 13.0;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n"
    XCTAssertEqual(DeploymentTarget.versions(in: pbxproj).map { [$0.0, $0.1] }, [[13, 0], [16, 4]])
    let xcproj = "\"build-settings\": {\n  \"IPHONEOS_DEPLOYMENT_TARGET\": \"15.4\",\n},\n"
    XCTAssertEqual(DeploymentTarget.versions(in: xcproj).map { [$0.0, $0.1] }, [[15, 4]])
    let package = "platforms: [.iOS(.v15), .macOS(.v13)]\n// .iOS(.v16_4)\n"
    XCTAssertEqual(DeploymentTarget.versions(in: package).map { [$0.0, $0.1] }, [[15, 0], [16, 4]])
    let tuist = #"deploymentTargets: .iOS("17.2"), other: .iOS(targetVersion: "15.0", devices: .iphone)"#
    XCTAssertEqual(DeploymentTarget.versions(in: tuist).map { [$0.0, $0.1] }, [[17, 2], [15, 0]])
  }

  func testTheLowestTargetOfTheProjectFilesWithItsSource() {
    let fileSystem = InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/Shop.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n",
        "/app/Packages/Kit/Package.swift": "platforms: [.iOS(.v15)]\n",
        "/app/Pods/Pods.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 9.0;\n",
        "/app/Widget/Widget.xcodeproj/project.xcproj": "{ \"IPHONEOS_DEPLOYMENT_TARGET\": \"14.0\" }\n",
      ])
    let target = DeploymentTarget.lowest(in: "/app", fileSystem: fileSystem)
    XCTAssertEqual(target, DeploymentTarget(major: 14))
    XCTAssertEqual(target?.source, "Widget/Widget.xcodeproj/project.xcproj")
    XCTAssertEqual(target?.location, "Widget/Widget.xcodeproj/project.xcproj:1:4")
    XCTAssertNil(DeploymentTarget.lowest(in: "/app/Packages/Kit/Sources", fileSystem: fileSystem))
  }

  /// A local package supports what its platforms say; new modules go into the app, which deploys to what its
  /// project says (HomeAssistant: its design-system package says iOS 16.0, its project 16.4).
  func testAPackageBelowTheRootCountsOnlyWhereNothingElseSaysWhatTheAppDeploysTo() {
    var files = [
      "/app/Shop.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 16.4;\n",
      "/app/Packages/Kit/Package.swift": "platforms: [.iOS(.v15)]\n",
    ]
    XCTAssertEqual(
      DeploymentTarget.lowest(in: "/app", fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: files))?
        .source, "Shop.xcodeproj/project.pbxproj")
    files["/app/Package.swift"] = "platforms: [.iOS(.v16)]\n"
    XCTAssertEqual(
      DeploymentTarget.lowest(in: "/app", fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: files)),
      DeploymentTarget(major: 16))
    files["/app/Shop.xcodeproj/project.pbxproj"] = nil
    files["/app/Package.swift"] = nil
    XCTAssertEqual(
      DeploymentTarget.lowest(in: "/app", fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: files))?
        .source, "Packages/Kit/Package.swift")
  }

  /// Into an app that deploys below iOS 17, the observation binding is refused; detection proposes combine.
  func testAnAppBelowIOS17GetsNoObservableViewModels() throws {
    var files = [
      "/app/Shop.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n",
      "/app/Shop/Flows/Home/HomeViewController.swift": "final class HomeViewController {}\n",
      "/app/Shop/Model/Item.swift": "struct Item {}\n",
    ]
    let detected = try Scaffold.detectConfiguration(
      root: "/app", fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: files))
    XCTAssertEqual(detected.binding, .combine)
    XCTAssertTrue(detected.summary.contains("The app deploys to iOS 15.0 (Shop.xcodeproj/project.pbxproj)"))
    files["/app/scaffold.json"] = #"{"preset": "mvvm", "binding": "observation"}"#
    let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: files)
    var request = ModuleRequest(name: "Cart", xcode: .none)
    request.overrides = .init(layout: .modules)
    XCTAssertThrowsError(try Scaffold.planModule(request, fileSystem: fileSystem)) { error in
      let problem = (error as? ScaffoldError)?.problems.first
      XCTAssertEqual(problem?.location, "Shop.xcodeproj/project.pbxproj:1:1")
      XCTAssertTrue(problem?.message.hasPrefix("the app deploys to iOS 15.0, and the observation binding") == true)
    }
  }

  /// What generated code needs is read from the names it uses, not from its comments or strings.
  func testWhatGeneratedCodeNeedsByTheNamesItUses() throws {
    func needs(_ code: String) -> DeploymentTarget.Requirement? {
      DeploymentTarget.required(by: [GeneratedFile(path: "A.swift", contents: code, template: "t")])
    }
    XCTAssertNil(needs("// drives a NavigationStack\nlet title = \"ContentUnavailableView\"\n"))
    XCTAssertEqual(needs("func load() async {}\n")?.minimum, DeploymentTarget(major: 13))
    let view = try XCTUnwrap(needs("import SwiftUI\nlet v = ContentUnavailableView(\"\", systemImage: \"\")\n"))
    XCTAssertEqual(view.minimum, .observation)
    XCTAssertEqual(view.uses, ["SwiftUI's ContentUnavailableView", "SwiftUI"])
    XCTAssertNil(
      DeploymentTarget.required(by: [GeneratedFile(path: "Info.plist", contents: "NavigationStack", template: "t")]))
    // Behind `#available`, a name needs no more than the check gives; in its `else`, and after it, it does.
    let guarded = """
      if #available(iOS 17, *) { ContentUnavailableView("", systemImage: "") } else { Text("") }
      if #available(iOS 15.0, *) { if true { ContentUnavailableView("", systemImage: "") } }
      """
    XCTAssertEqual(needs(guarded)?.minimum, .observation)
    XCTAssertEqual(needs(guarded)?.uses, ["SwiftUI's ContentUnavailableView"])
    XCTAssertNil(needs(String(guarded.split(separator: "\n")[0])))
    XCTAssertEqual(
      needs("if #available(iOS 17, *) {} else { ContentUnavailableView(\"\", systemImage: \"\") }")?.minimum,
      .observation)
    XCTAssertEqual(
      needs("if #available(iOS 17, *) { Text(\"\") }\nfunc load() async {}\nNavigationStack {}")?.minimum, .swiftUI)
    // iOS 16's rows and keyboard dismissal: unguarded, they need it.
    XCTAssertEqual(needs("Form { LabeledContent(\"A\", value: \"b\") }")?.uses, ["SwiftUI's LabeledContent"])
    XCTAssertEqual(
      needs("if #available(iOS 16, *) { LabeledContent(\"A\", value: \"b\") }\nUIHostingController")?.minimum, .hosted)
    XCTAssertEqual(needs("form.scrollDismissesKeyboard(.interactively)")?.minimum, .swiftUI)
  }

  /// The UIKit screens of every set run from iOS 13, where Swift concurrency starts: they show numbers and
  /// dates with Foundation's formatters, rows in a cell of their own, and follow the keyboard without its layout
  /// guide before iOS 15. SwiftUI screens need iOS 16 (NavigationStack); hosted in UIKit, iOS 15 (task,
  /// refreshable; LabeledContent and scrollDismissesKeyboard behind #available). iOS 17 only with the observation
  /// binding.
  func testUIKitModulesNeedIOS13SwiftUIModulesIOS16AndHostedScreensIOS15() throws {
    for example in ["order", "booking", "profile"] {
      let json = try SpecFixtures.read("docs/examples/\(example).json")
      for set in ["mvvm-combine", "mvvm-closures", "features", "clean-combine"] {
        var options = GenerateOptions(layout: .package)
        options.use(set: set)
        var spec = try SpecLoader.load(json: json, path: "\(example).json")
        spec.ui = .uikit
        let uikit = try XCTUnwrap(DeploymentTarget.required(by: ModuleGenerator.render(spec: spec, options: options)))
        XCTAssertEqual(uikit.minimum, DeploymentTarget(major: 13), "\(set) \(example): \(uikit.uses)")
        spec.ui = .swiftui
        let swiftUI = try XCTUnwrap(DeploymentTarget.required(by: ModuleGenerator.render(spec: spec, options: options)))
        XCTAssertEqual(swiftUI.minimum, .swiftUI, "\(set) \(example): \(swiftUI.uses)")
        // Hosted in UIKit, without a NavigationStack, the screens need iOS 15.
        spec.ui = .hosted
        let hosted = try XCTUnwrap(DeploymentTarget.required(by: ModuleGenerator.render(spec: spec, options: options)))
        XCTAssertEqual(hosted.minimum, .hosted, "\(set) \(example): \(hosted.uses)")
      }
      var options = GenerateOptions(layout: .package)
      options.use(set: "mvvm")
      let observation = try XCTUnwrap(
        DeploymentTarget.required(
          by: ModuleGenerator.render(spec: SpecLoader.load(json: json, path: "\(example).json"), options: options)))
      XCTAssertEqual(observation.minimum, .observation, example)
    }
  }

  /// A refusal says what needs which version, only for what the app's target lacks.
  func testTheReasonsNameWhatNeedsWhichVersion() {
    let requirement = DeploymentTarget.Requirement(
      minimum: .observation,
      uses: [
        "SwiftUI's ContentUnavailableView", "SwiftUI's NavigationStack", "Swift concurrency (async/await)", "Combine",
      ])
    XCTAssertEqual(
      requirement.reasons(above: DeploymentTarget(major: 11)),
      "SwiftUI's ContentUnavailableView needs iOS 17.0, SwiftUI's NavigationStack needs iOS 16.0, "
        + "Swift concurrency (async/await) and Combine need iOS 13.0")
    XCTAssertEqual(
      requirement.reasons(above: DeploymentTarget(major: 15)),
      "SwiftUI's ContentUnavailableView needs iOS 17.0, "
        + "SwiftUI's NavigationStack needs iOS 16.0")
  }
}
