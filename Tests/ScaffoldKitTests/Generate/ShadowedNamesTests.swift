import XCTest

@testable import ScaffoldKit

/// SDK names an app declares again are named by their module in generated code.
final class ShadowedNamesTests: XCTestCase {
  func testQualifiesTheNamesWhereTheyNameTheSDKsType() {
    let source = """
      import SwiftUI

      /// A View of the list (comments stay).
      struct ListView: View {
        @State private var items: [String] = []
        var body: some View { Text("View") }
        func load() async -> Result<Int, Error> { .success(SwiftUI.View.self == Never.self ? 0 : 1) }
      }

      """
    XCTAssertEqual(
      ShadowedNames.qualify(source, names: ["View", "Result", "Text"]),
      """
      import SwiftUI

      /// A View of the list (comments stay).
      struct ListView: SwiftUI.View {
        @State private var items: [String] = []
        var body: some SwiftUI.View { SwiftUI.Text("View") }
        func load() async -> Swift.Result<Int, Error> { .success(SwiftUI.View.self == Never.self ? 0 : 1) }
      }

      """)
  }

  func testAFileWithoutTheModulesImportAndTheModulesOwnNamesStay() {
    let uikit = "import UIKit\n\nfinal class Screen: UIViewController, View {}\n"
    XCTAssertEqual(ShadowedNames.qualify(uikit, names: ["View"]), uikit)
    let files = [
      GeneratedFile(path: "Model/Section.swift", contents: "public struct Section {}\n", template: ""),
      GeneratedFile(path: "View/Form.swift", contents: "import SwiftUI\nlet s: Section? = nil\n", template: ""),
    ]
    XCTAssertEqual(ShadowedNames.qualify(files, declared: ["Section"]), files)
  }
}
