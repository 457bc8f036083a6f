import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import TemplateEngine
import XCTest

/// The template context: the values templates rely on, pinned as JSON goldens.
final class GenerateContextTests: XCTestCase {
  private func context(_ spec: ModuleSpec, _ options: GenerateOptions = GenerateOptions()) -> TemplateValue {
    .dictionary(TemplateContext(spec: spec, options: options).values)
  }

  /// The whole context as JSON, pinned like the generated files (`SCAFFOLD_RECORD=1` rewrites it and fails).
  func testContextGoldens() throws {
    for (name, spec) in [("Order", GenerateSpecs.order), ("Shop", GenerateSpecs.shop)] {
      let json = context(spec, GenerateOptions(layout: .package, generatorVersion: "1.0.0")).json() + "\n"
      try Golden.check(json, path: Fixtures.path("GenerateContextTests/\(name).json"), "\(name) context")
    }
  }

  func testModuleTypesAndLayout() {
    let order = context(GenerateSpecs.order)
    XCTAssertEqual(order.at("module.entryRoute"), ".orderList")
    XCTAssertEqual(order.at("module.hasHTTP"), true)
    XCTAssertEqual(order.at("module.hasUIKit"), false)
    XCTAssertEqual(order.at("types.repository"), "OrderRepository")
    XCTAssertEqual(order.at("layout.viewModel"), "Modules/Order/ViewModel")
    let package = context(GenerateSpecs.order, GenerateOptions(layout: .package))
    XCTAssertEqual(package.at("layout.viewModel"), "Sources/Order/ViewModel")
    XCTAssertEqual(package.at("layout.tests"), "Tests/OrderTests")
  }

  func testOperations() throws {
    let shop = context(GenerateSpecs.shop)
    let fetch = shop.at("operations").element(0)
    XCTAssertEqual(fetch.at("signature"), "fetchProducts(genre: Genre?) async throws -> [Product]")
    XCTAssertEqual(fetch.at("cacheKey"), #""fetchProducts(genre: \(String(describing: genre)))""#)
    XCTAssertEqual(
      fetch.at("http.query"),
      [
        #"if let genre { query.append(URLQueryItem(name: "genre", value: String(describing: genre))) }"#
      ])
    XCTAssertEqual(fetch.at("emptyResultSample"), "[]")
    let one = shop.at("operations").element(1)
    XCTAssertEqual(one.at("http.pathLiteral"), #""/products/\(id)""#)
    XCTAssertEqual(one.at("emptyResultSample"), .null)
    let save = shop.at("operations").element(2)
    XCTAssertEqual(save.at("isWrite"), true)
    XCTAssertEqual(save.at("http.body"), "product")
    let delete = shop.at("operations").element(3)
    XCTAssertEqual(delete.at("signature"), "deleteProduct(id: UUID) async throws")
    XCTAssertEqual(delete.at("stubDefault"), ".success(())")
    XCTAssertEqual(shop.at("readOperations"), .array([fetch, one]))
  }

  func testScreenInputsCallsAndNavigation() {
    let shop = context(GenerateSpecs.shop)
    let list = shop.at("screens").element(0)
    XCTAssertEqual(list.at("initParameters"), "repository: any ShopRepository, genre: Genre?")
    XCTAssertEqual(list.at("routeCaseDeclaration"), "productList(genre: Genre?)")
    XCTAssertEqual(list.at("load.call"), "repository.fetchProducts(genre: genre)")
    XCTAssertEqual(list.at("actions").element(0).at("call"), "repository.deleteProduct(id: item.id)")
    XCTAssertEqual(list.at("actions").element(0).at("intentParameters"), "_ item: Product")
    XCTAssertEqual(list.at("selectNavigation.itemValue"), ".productDetail(id: item.id)")
    XCTAssertEqual(list.at("selectNavigation.forwardingArguments"), "id: id")
    XCTAssertEqual(list.at("navigations").element(1).at("forwardingArguments"), "")
    XCTAssertEqual(list.at("navigations").element(1).at("routeValue"), ".productForm")
    XCTAssertEqual(shop.at("module.entryRoute"), ".productList(genre: nil)")
    let detail = shop.at("screens").element(1)
    XCTAssertEqual(detail.at("actions").element(0).at("call"), "repository.deleteProduct(id: id)")
    XCTAssertEqual(detail.at("buttonActions").element(0).at("name"), "deleteProduct")
    let form = shop.at("screens").element(2)
    XCTAssertEqual(form.at("submit.call"), "repository.saveProduct(product: draft)")
    XCTAssertEqual(form.at("submitNavigation.resultValue"), ".productDetail(id: value.id)")
  }

  func testNavigatorIntentsAreOnePerDestinationAndParameterList() {
    let shop = context(GenerateSpecs.shop)
    let list = shop.at("screens").element(0).at("navigations")
    XCTAssertEqual(list.element(0).at("intentName"), "openProductDetail")
    // The form leads to the detail with the same parameters as the list: the navigator's method is the list's.
    let detail = shop.at("screens").element(1).at("navigations")
    XCTAssertEqual(shop.at("navigatorIntents"), .array([list.element(0), list.element(1), detail.element(0)]))
  }

  func testAButtonTakesTheRouteParametersFromTheScreen() {
    var spec = GenerateSpecs.shop
    let genre = FieldSpec(name: "genre", type: .optional(.named("Genre")))
    spec.routes += [
      RouteSpec(from: "ProductList", to: "EditProduct", params: [genre]),
      RouteSpec(from: "ProductDetail", to: "ProductForm", params: [FieldSpec(name: "query", type: .named("String"))]),
    ]
    let screens = context(spec).at("screens")
    // From the list's input.
    let fromInput = screens.element(0).at("buttonNavigations").element(1)
    XCTAssertEqual(fromInput.at("viewModelParameters"), "")
    XCTAssertEqual(fromInput.at("viewModelValue"), ".editProduct(genre: genre)")
    XCTAssertEqual(fromInput.at("buttonTestValue"), ".editProduct(genre: viewModel.genre)")
    XCTAssertEqual(fromInput.at("readsItem"), false)
    // A route the row fills opens from the row, not from an input of the same name: no button.
    var byCategory = spec
    byCategory.operations[0].params = [FieldSpec(name: "id", type: .named("UUID"))]
    let rowRoute = context(byCategory).at("screens").element(0).at("navigations").element(0)
    XCTAssertEqual(rowRoute.at("to"), "ProductDetail")
    XCTAssertEqual(rowRoute.at("isButton"), false)
    // From the record the detail shows, before its input of the same name: once it has loaded.
    let detail = screens.element(1)
    XCTAssertEqual(detail.at("buttonNavigations"), .array([]))
    let fromRecord = detail.at("itemNavigations").element(0)
    XCTAssertEqual(fromRecord.at("viewModelValue"), ".editProduct(id: item.id)")
    XCTAssertEqual(fromRecord.at("readsItem"), true)
    XCTAssertEqual(detail.at("barNavigations"), .array([fromRecord]))
    // A parameter the screen lacks: the intent takes it, and no button calls it.
    let unfilled = detail.at("navigations").element(1)
    XCTAssertEqual(unfilled.at("isButton"), false)
    XCTAssertEqual(unfilled.at("viewModelParameters"), "query: String")
    XCTAssertEqual(unfilled.at("viewModelValue"), ".productForm(query: query)")
  }

  func testALongSignaturePutsItsParametersOnLinesOfTheirOwn() {
    var spec = GenerateSpecs.shop
    let filters = ["query", "minimumPrice", "maximumPrice", "onlyFeatured", "page", "pageSize"]
    spec.operations.append(
      OperationSpec(
        name: "searchProducts", params: filters.map { FieldSpec(name: $0, type: .named("String")) },
        returns: .array(.named("Product"))))
    let operations = context(spec).at("operations")
    XCTAssertEqual(
      operations.element(1).at("dtoSignature"), "fetchProduct(id: ShopDTOOf<UUID>) async throws -> ShopDTOOf<Product>")
    XCTAssertEqual(
      operations.element(4).at("dtoSignature"),
      """
      updateProduct(
        id: ShopDTOOf<UUID>, product: ShopDTOOf<Product>
      ) async throws -> ShopDTOOf<Product>
      """)
    XCTAssertEqual(
      operations.element(5).at("signature"),
      """
      searchProducts(
        query: String,
        minimumPrice: String,
        maximumPrice: String,
        onlyFeatured: String,
        page: String,
        pageSize: String
      ) async throws -> [Product]
      """)
  }

  func testValidations() {
    let form = context(GenerateSpecs.shop).at("screens").element(2)
    let failures = form.at("validations").elements.map { $0.at("failure") }
    XCTAssertEqual(
      failures,
      [
        "draft.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty",
        "draft.name.count < 3",
        "draft.name.count > 40",
        "draft.price < 0.5 || draft.price > 1000",
        "draft.stock < 0",
        "draft.tags.isEmpty",
        "draft.details.map({ $0.count > 200 }) ?? false",
      ])
    XCTAssertEqual(form.at("validations").element(5).at("messageLiteral"), #""Add a \"tag\".""#)
    XCTAssertEqual(form.at("validations").element(1).at("invalidValue"), #"String(repeating: "a", count: 2)"#)
    XCTAssertEqual(form.at("validations").element(3).at("invalidValue"), "-1")
    XCTAssertEqual(form.at("canBuildValidDraft"), true)
    let login = context(GenerateSpecs.login).at("screens").element(0)
    // A pattern's values are plain strings checked against it: one that breaks it, one that meets every rule.
    XCTAssertEqual(login.at("canBuildValidDraft"), true)
    XCTAssertEqual(login.at("validations").element(3).at("invalidValue"), #""Alex Smith""#)
    XCTAssertEqual(login.at("validDraftAssignments").elements.last, #"draft.password = "aaaaaaaa""#)
    XCTAssertEqual(login.at("testedValidations").elements.count, 4)
  }
}

extension TemplateValue {
  /// The value at a dotted path, `.null` when any step is missing.
  func at(_ path: String) -> TemplateValue {
    path.split(separator: ".").reduce(self) { value, key in
      if case .dictionary(let entries) = value { return entries[String(key)] ?? .null }
      return .null
    }
  }

  func element(_ index: Int) -> TemplateValue {
    if case .array(let items) = self, index < items.count { return items[index] }
    return .null
  }

  var elements: [TemplateValue] {
    if case .array(let items) = self { return items }
    return []
  }
}
