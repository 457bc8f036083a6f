import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// A spec of a module generated into an app may name the app's own types, wrapped in an optional or a
/// collection; one from a layer (or another feature) the generated files may not use is refused where the
/// spec names it, with nothing written.
final class NewModuleAppTypesTests: XCTestCase {
  private static let product =
    "import Foundation\n\npublic struct Product: Codable, Hashable, Sendable {\n  let id: Int\n}\n"

  /// A Wishlist spec whose model `Wish` has a field `product` of type `type`.
  private static func spec(_ type: String, returns: String = "[Wish]") -> String {
    """
    {
      "name": "Wishlist",
      "models": [
        {
          "name": "Wish",
          "fields": [
            { "name": "id", "type": "UUID" },
            { "name": "product", "type": "\(type)" }
          ]
        }
      ],
      "operations": [{ "name": "fetchWishes", "returns": "\(returns)" }],
      "screens": [{ "name": "WishList", "kind": "list", "model": "Wish", "load": "fetchWishes" }]
    }

    """
  }

  private func app(_ files: [String: String], spec: String) -> InMemoryFileSystem {
    var files = files
    files["/app/wishlist.json"] = spec
    return InMemoryFileSystem(currentDirectory: "/app", files: files)
  }

  /// `Tests/Fixtures/NewModuleAppTypesTests` (which `.ci/e2e-apptypes.sh` also type-checks in every set).
  func testAnAppTypeInAnOptionalAndAnArrayIsNamedAsItIsAndLintsClean() throws {
    let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/NewModuleAppTypesTests")
    let fs = app(
      [
        "/app/Core/Models/Product.swift": try String(
          contentsOf: fixture.appendingPathComponent("Core/Models/Product.swift"), encoding: .utf8),
        "/app/Core/Views/View.swift": try String(
          contentsOf: fixture.appendingPathComponent("Core/Views/View.swift"), encoding: .utf8),
      ],
      spec: try String(contentsOf: fixture.appendingPathComponent("wishlist.json"), encoding: .utf8))
    let run = runCLI(["new-module", "--spec", "wishlist.json"], fileSystem: fs)
    XCTAssertEqual(run.code, .success, run.stderr)
    let model = try fs.readText("/app/Modules/Wishlist/Model/Wish.swift")
    XCTAssertTrue(model.contains("var product: Product?"), model)
    XCTAssertTrue(model.contains("var related: [Product]"), model)
    // Generated code cannot make a Product: samples and defaults leave these empty.
    let samples = fs.snapshot.filter { $0.key.hasPrefix("/app/Tests/") }.values.compactMap {
      String(bytes: $0, encoding: .utf8)
    }
    .joined()
    XCTAssertTrue(samples.contains("product: nil,") && samples.contains("related: [],"), samples)
    XCTAssertTrue(samples.contains("byStore: [:]"), samples)
    XCTAssertFalse(samples.contains("Product()"))
    // The app's `protocol View` shadows SwiftUI's inside the app's target: generated views name SwiftUI's.
    let router = try fs.readText("/app/Modules/Wishlist/Router/WishlistRouter+SwiftUI.swift")
    XCTAssertTrue(router.contains("-> some SwiftUI.View {"), router)
    XCTAssertFalse(router.contains("some View"), router)
    let lint = runCLI(["lint"], fileSystem: fs)
    XCTAssertEqual(lint.code, .success, lint.stdout + lint.stderr)
    // `update` loads the spec against the app's types as `new-module` did.
    let update = runCLI(["update"], fileSystem: fs)
    XCTAssertEqual(update.code, .success, update.stderr)
  }

  func testAnAppTypeOfALayerTheModelMayNotUseIsRefusedWhereTheSpecNamesIt() throws {
    let card = "import SwiftUI\n\npublic struct ProductCard: View {\n  var body: some View { Text(\"card\") }\n}\n"
    let fs = app(
      ["/app/Core/Models/Product.swift": Self.product, "/app/Modules/Catalog/View/ProductCard.swift": card],
      spec: Self.spec("ProductCard?"))
    let before = fs.snapshot
    let run = runCLI(["new-module", "--spec", "wishlist.json"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "wishlist.json:8:39: error: the app's type 'ProductCard' (Modules/Catalog/View/ProductCard.swift:3:15) in field "
          + "'product' of model 'Wish' is in "),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("which the generated Modules/Wishlist/"), run.stderr)
    XCTAssertEqual(fs.snapshot, before)
  }

  func testAnotherFeaturesModelIsRefusedAsLintWouldReportIt() throws {
    let item = "public struct CatalogItem: Codable, Hashable, Sendable {\n  let id: Int\n}\n"
    let fs = app(["/app/Modules/Catalog/Model/CatalogItem.swift": item], spec: Self.spec("[CatalogItem]"))
    let run = runCLI(["new-module", "--spec", "wishlist.json", "--dry-run"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.contains(
        "error: the app's type 'CatalogItem' (Modules/Catalog/Model/CatalogItem.swift:1:15) in field 'product' of "
          + "model 'Wish' is in feature 'Catalog', whose layer 'Model' the generated Modules/Wishlist/"),
      run.stderr)
  }

  func testAnAppTypeNeedsAnOptionalOrACollectionAndIsNoResult() throws {
    let bare = runCLI(
      ["new-module", "--spec", "wishlist.json"],
      fileSystem: app(["/app/Core/Models/Product.swift": Self.product], spec: Self.spec("Product")))
    XCTAssertEqual(bare.code, .invalidInput)
    XCTAssertTrue(
      bare.stderr.contains(
        "wishlist.json:8:39: error: the app's type 'Product' (Core/Models/Product.swift:3:15) in field 'product' of "
          + "model 'Wish' can be used only as 'Product?' or '[Product]'"),
      bare.stderr)
    let result = runCLI(
      ["new-module", "--spec", "wishlist.json"],
      fileSystem: app(
        ["/app/Core/Models/Product.swift": Self.product], spec: Self.spec("String", returns: "[Product]")))
    XCTAssertEqual(result.code, .invalidInput)
    XCTAssertTrue(result.stderr.contains("cannot be in the return type of operation 'fetchWishes'"), result.stderr)
  }

  /// The generated model is Codable, Equatable, Hashable and Sendable, so the app's type must be too: a
  /// missing conformance is refused where the spec names the type, naming the app's declaration.
  func testAnAppTypeMissingAConformanceTheModelNeedsIsRefused() throws {
    let decodable = "public struct Product: Decodable, Hashable, Sendable {\n  let id: Int\n}\n"
    let fs = app(["/app/Core/Models/Product.swift": decodable], spec: Self.spec("Product?"))
    let before = fs.snapshot
    let run = runCLI(["new-module", "--spec", "wishlist.json"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "wishlist.json:8:39: error: the app's type 'Product' (Core/Models/Product.swift:1:15) in field 'product' of "
          + "model 'Wish' does not conform to Encodable, which the generated models"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("add 'extension Product: Encodable {}' to the app"), run.stderr)
    XCTAssertEqual(fs.snapshot, before)
  }

  /// An internal struct is not taken as Sendable because Swift infers it: the clean module conforms the type to
  /// its `DTOConvertible`, which refines Sendable, from another file, and Swift takes that only from a Sendable
  /// conformance written in the type's own file.
  func testAnInternalAppTypeMustSaySendable() throws {
    let internalProduct = "struct Product: Codable, Hashable {\n  let id: Int\n}\n"
    let files = [
      "/app/Domain/Entities/Product.swift": internalProduct,
      "/app/scaffold.json": #"{"preset": "clean", "binding": "combine", "conventions": {"access": "internal"}}"#,
    ]
    let refused = runCLI(
      ["new-module", "--spec", "wishlist.json"], fileSystem: app(files, spec: Self.spec("Product?")))
    XCTAssertEqual(refused.code, .invalidInput, refused.stderr)
    XCTAssertTrue(
      refused.stderr.contains(
        "does not conform to Sendable, which the generated models (Codable, Equatable, Hashable, Sendable) need of "
          + "what they hold; add 'extension Product: Sendable {}' to the app (in the file that declares it"),
      refused.stderr)
    var sendable = files
    sendable["/app/Domain/Entities/Product.swift"] = internalProduct + "\nextension Product: Sendable {}\n"
    let run = runCLI(["new-module", "--spec", "wishlist.json"], fileSystem: app(sendable, spec: Self.spec("Product?")))
    XCTAssertEqual(run.code, .success, run.stderr)
  }

  /// Conformances the app adds in an extension, or through a protocol of its own, count.
  func testConformancesFromExtensionsAndTheAppsProtocolsCount() throws {
    let files = [
      "/app/Core/Models/Product.swift": "public struct Product: Decodable, Model {\n  let id: Int\n}\n",
      "/app/Core/Models/Model.swift": "public protocol Model: Hashable, @unchecked Sendable {}\n",
      "/app/Core/Models/Product+Encodable.swift": "extension Product: Swift.Encodable {}\n",
    ]
    let run = runCLI(["new-module", "--spec", "wishlist.json"], fileSystem: app(files, spec: Self.spec("Product?")))
    XCTAssertEqual(run.code, .success, run.stderr)
  }

  func testAnInternalAppTypeIsRefusedSinceGeneratedTypesArePublic() throws {
    let internalProduct = Self.product.replacingOccurrences(of: "public struct", with: "struct")
    let run = runCLI(
      ["new-module", "--spec", "wishlist.json"],
      fileSystem: app(["/app/Core/Models/Product.swift": internalProduct], spec: Self.spec("Product?")))
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(
      run.stderr.contains(
        "wishlist.json:8:39: error: the app's type 'Product' (Core/Models/Product.swift:3:8) in field 'product' of "
          + "model 'Wish' is not public"),
      run.stderr)
  }

  func testAPackageSeesNoAppTypes() throws {
    let fs = app(["/app/Core/Models/Product.swift": Self.product], spec: Self.spec("Product?"))
    let run = runCLI(["new-module", "--spec", "wishlist.json", "--package", "--output", "Wishlist"], fileSystem: fs)
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.contains("unknown type 'Product' for field 'product' of model 'Wish'"), run.stderr)
  }
}
