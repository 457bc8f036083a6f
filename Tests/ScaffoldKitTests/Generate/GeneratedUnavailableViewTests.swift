import XCTest

@testable import ScaffoldKit

/// The empty and failed states of the SwiftUI screens, as each set generates them for every example spec:
/// with the combine and closures bindings (iOS 16) one `<Module>UnavailableView` per module holds the
/// `#available` check and the iOS 16 fallback, and each screen shows it in one line; with the observation
/// binding (iOS 17) the screens call `ContentUnavailableView` and there is no such file.
final class GeneratedUnavailableViewTests: XCTestCase {
  private static let sets = ["mvvm", "mvvm-combine", "mvvm-closures", "features", "clean", "clean-combine"]
  private static let examples = ["order", "booking", "profile", "login", "default"]

  private func render(_ example: String, set: String) throws -> (name: String, files: [GeneratedFile]) {
    var spec = try SpecLoader.load(
      json: SpecFixtures.read("docs/examples/\(example).json"), path: "\(example).json")
    spec.ui = .both
    var options = GenerateOptions(layout: .package)
    options.use(set: set)
    return (spec.name, try ModuleGenerator.render(spec: spec, options: options))
  }

  /// The SwiftUI screens: views that are not the module's unavailable view, the router's or the previews.
  private func screens(_ files: [GeneratedFile], module: String) -> [GeneratedFile] {
    files.filter {
      $0.path.hasSuffix("View.swift") && !$0.path.hasSuffix("/\(module)UnavailableView.swift")
        && $0.contents.contains("import SwiftUI")
    }
  }

  func testScreensOfTheIOS16BindingsShowTheModulesViewInOneLine() throws {
    for set in Self.sets where !["mvvm", "clean"].contains(set) {
      for example in Self.examples {
        let (module, files) = try render(example, set: set)
        let view = "\(module)UnavailableView"
        let screens = screens(files, module: module)
        XCTAssertFalse(screens.isEmpty, "\(set)/\(example)")
        var calls = 0
        for screen in screens {
          let label = "\(set)/\(example): \(screen.path)"
          // A form's `onNewValue` has an iOS 17 check of its own; no other may remain.
          let checks = screen.contents.components(separatedBy: "if #available(iOS 17, *) {").count - 1
          let onChange = screen.contents.components(separatedBy: "fileprivate func onNewValue<").count - 1
          XCTAssertEqual(checks, onChange, "\(label) inlines the iOS 16 fallback")
          XCTAssertFalse(screen.contents.contains("ContentUnavailableView"), label)
          XCTAssertFalse(screen.contents.contains("Image(systemName:"), label)
          for line in screen.contents.split(separator: "\n") where line.contains(view) {
            let call = line.trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(
              call == "\(view)(title: \(module)Strings.empty, systemImage: \"tray\")"
                || (call.hasPrefix("\(view).loadFailed(message) { await ") && call.hasSuffix(" }")),
              "\(label): \(call)")
            calls += 1
          }
        }
        let declared = files.filter { $0.path.hasSuffix("/\(view).swift") }
        if calls == 0 {
          XCTAssertEqual(declared.map(\.path), [], "\(set)/\(example): no screen shows it")
          continue
        }
        XCTAssertEqual(declared.count, 1, "\(set)/\(example): \(files.map(\.path))")
        let source = try XCTUnwrap(declared.first).contents
        XCTAssertTrue(source.contains("@MainActor\n  struct \(view): View {"), "\(set)/\(example)")
        XCTAssertEqual(source.components(separatedBy: "if #available(iOS 17, *) {").count, 2, source)
        XCTAssertTrue(source.contains("ContentUnavailableView {"), source)
        XCTAssertTrue(source.contains("Button(\(module)Strings.retry) { Task { await retry() } }"), source)
        XCTAssertTrue(source.contains("static func loadFailed(_ message: String, retry: @escaping Retry) -> Self {"))
        XCTAssertTrue(source.contains("struct \(view)Previews: PreviewProvider {"), source)
        // The fallback keeps the text styles (Dynamic Type) of ContentUnavailableView's parts.
        for style in [".font(.largeTitle)", ".font(.headline)", ".font(.subheadline)"] {
          XCTAssertTrue(source.contains(style), "\(set)/\(example): \(style)")
        }
      }
    }
  }

  func testScreensOfTheObservationBindingCallContentUnavailableView() throws {
    for set in ["mvvm", "clean"] {
      for example in Self.examples {
        let (module, files) = try render(example, set: set)
        XCTAssertEqual(
          files.filter { $0.path.contains("UnavailableView") }.map(\.path), [], "\(set)/\(example): no extra file")
        for screen in screens(files, module: module) {
          XCTAssertFalse(screen.contents.contains("#available(iOS 17"), screen.path)
          XCTAssertFalse(screen.contents.contains("UnavailableView."), screen.path)
          if screen.contents.contains("case .empty:") {
            XCTAssertTrue(screen.contents.contains("ContentUnavailableView("), "\(set)/\(example): \(screen.path)")
          }
        }
      }
    }
  }
}
