import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// In the `clean` preset the app's Core (new-app's `Core/`) is a layer only Data may use, so a view that
/// reaches the HTTP client is reported; the design tokens under `Core/DesignTokens/` stay the views' to use.
final class CleanCoreLayerTests: XCTestCase {
  func testAViewReachingTheHTTPClientIsReported() {
    let fs = InMemoryFileSystem(
      currentDirectory: "/app",
      files: [
        "/app/scaffold.json": #"{"preset": "clean"}"#,
        "/app/Core/Network/HTTPClient.swift": "protocol HTTPClient {}\n",
        "/app/Core/DesignTokens/Spacing.swift": "enum Spacing { static let small = 4.0 }\n",
        "/app/Modules/Cart/Presentation/Views/CartView.swift":
          "struct CartView {\n  let client: HTTPClient\n  let gap = Spacing.small\n}\n",
        "/app/Modules/Cart/Data/DataSources/CartRemoteDataSource.swift":
          "struct CartRemoteDataSource { let client: HTTPClient }\n",
        "/app/Modules/Cart/Domain/Entities/Cart.swift": "struct Cart {}\n",
      ])
    let lint = runCLI(["lint"], fileSystem: fs)
    XCTAssertEqual(lint.code, .refused, lint.stdout + lint.stderr)
    let findings = lint.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    XCTAssertEqual(findings.count, 1, lint.stdout)
    XCTAssertTrue(
      findings.first?.hasPrefix("Modules/Cart/Presentation/Views/CartView.swift:2:") == true
        && findings.first?.contains("[layer-dependency]") == true, lint.stdout)
    XCTAssertTrue(findings.first?.contains("HTTPClient") == true, lint.stdout)

    let which = runCLI(["which", "Core/Network/HTTPClient.swift", "Core/DesignTokens/Spacing.swift"], fileSystem: fs)
    XCTAssertTrue(which.stdout.contains("Core/Network/HTTPClient.swift\n  layer:      Core\n"), which.stdout)
    XCTAssertTrue(which.stdout.contains("Core/DesignTokens/Spacing.swift\n  layer:      DesignTokens\n"), which.stdout)
  }
}
