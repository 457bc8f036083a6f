import Foundation
import ScaffoldKit
import TemplateEngine
import XCTest

/// The template context: the values templates rely on, and its documentation in docs/template-context.md.
final class GenerateContextTests: XCTestCase {
  private func context(_ spec: ModuleSpec, _ options: GenerateOptions = GenerateOptions()) -> TemplateValue {
    .dictionary(TemplateContext(spec: spec, options: options).values)
  }

  func testEveryKeyIsDocumentedAndEveryDocumentedKeyExists() throws {
    var actual = Set<String>()
    for spec in [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login, GenerateSpecs.genres] {
      for layout in GenerateOptions.Layout.allCases {
        actual.formUnion(KeyPaths.collect(context(spec, GenerateOptions(layout: layout))))
      }
    }
    let docs = GenerateFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/template-context.md")
    let documented = try KeyPaths.documented(String(contentsOf: docs, encoding: .utf8))
    XCTAssertEqual(actual.subtracting(documented).sorted(), [], "keys missing from docs/template-context.md")
    // Keys inside arrays that are empty for every spec (navigations without parameters have no `params[]`)
    // cannot be observed; they are excused when the array itself is.
    let unobserved = documented.subtracting(actual).filter { path in
      var prefix = ""
      for part in path.components(separatedBy: "[]").dropLast() {
        prefix += part
        if actual.contains(prefix) && !actual.contains(where: { $0.hasPrefix(prefix + "[]") }) { return false }
        prefix += "[]"
      }
      return true
    }
    XCTAssertEqual(unobserved.sorted(), [], "documented keys the context does not have")
  }

  /// The whole context as JSON, pinned like the generated files (`SCAFFOLD_RECORD=1` rewrites it and fails).
  func testContextGoldens() throws {
    for (name, spec) in [("Order", GenerateSpecs.order), ("Shop", GenerateSpecs.shop)] {
      let json = context(spec, GenerateOptions(layout: .package, generatorVersion: "1.0.0")).json() + "\n"
      let url = GenerateFixtures.root.appendingPathComponent("GenerateContextTests/\(name).json")
      if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] != nil {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try json.write(to: url, atomically: true, encoding: .utf8)
        XCTFail("recorded \(url.path); unset SCAFFOLD_RECORD and rerun")
        continue
      }
      let golden = try String(contentsOf: url, encoding: .utf8)
      if golden != json {
        XCTFail("\(name) context differs from \(url.path):\n\(GenerateFixtures.firstDifference(golden, json))")
      }
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
    XCTAssertEqual(list.at("navigations").element(1).at("routeValue"), ".productForm")
    XCTAssertEqual(shop.at("module.entryRoute"), ".productList(genre: nil)")
    let detail = shop.at("screens").element(1)
    XCTAssertEqual(detail.at("actions").element(0).at("call"), "repository.deleteProduct(id: id)")
    XCTAssertEqual(detail.at("buttonActions").element(0).at("name"), "deleteProduct")
    let form = shop.at("screens").element(2)
    XCTAssertEqual(form.at("submit.call"), "repository.saveProduct(product: draft)")
    XCTAssertEqual(form.at("submitNavigation.resultValue"), ".productDetail(id: value.id)")
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
        "(draft.details.map { $0.count > 200 } ?? false)",
      ])
    XCTAssertEqual(form.at("validations").element(5).at("messageLiteral"), #""Add a \"tag\".""#)
    XCTAssertEqual(form.at("validations").element(1).at("invalidValue"), #"String(repeating: "a", count: 2)"#)
    XCTAssertEqual(form.at("validations").element(3).at("invalidValue"), "-1")
    XCTAssertEqual(form.at("canBuildValidDraft"), true)
    let login = context(GenerateSpecs.login).at("screens").element(0)
    XCTAssertEqual(login.at("canBuildValidDraft"), false)
    XCTAssertEqual(login.at("validations").element(3).at("invalidValue"), .null)
    XCTAssertEqual(login.at("testedValidations").elements.count, 3)
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

/// Every key path of a context: `a.b`, with `[]` for array elements (`screens[].name`).
enum KeyPaths {
  static func collect(_ value: TemplateValue, prefix: String = "") -> Set<String> {
    var paths = Set<String>()
    switch value {
    case .dictionary(let entries):
      for (key, member) in entries {
        let path = prefix.isEmpty ? key : "\(prefix).\(key)"
        paths.insert(path)
        paths.formUnion(collect(member, prefix: path))
      }
    case .array(let elements):
      for element in elements { paths.formUnion(collect(element, prefix: prefix + "[]")) }
    default: break
    }
    return paths
  }

  /// The key paths the context documentation lists: its "Top level" table, with each type that names
  /// another section (`array of Screen`, `Call or null`) expanded into that section's keys.
  static func documented(_ markdown: String) -> Set<String> {
    var sections: [String: [(key: String, type: String)]] = [:]
    var current: String?
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("### ") {
        current = String(line.dropFirst(4))
      } else if let section = current, line.hasPrefix("| `") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 2 else { continue }
        sections[section, default: []].append((cells[0].trimmingCharacters(in: ["`"]), cells[1]))
      }
    }
    func expand(_ section: String, prefix: String, depth: Int) -> Set<String> {
      var paths = Set<String>()
      guard depth < 6 else { return paths }
      for (key, type) in sections[section] ?? [] {
        let path = prefix + key
        paths.insert(path)
        var shape = type.replacingOccurrences(of: " or null", with: "")
        var suffix = ""
        if shape.hasPrefix("array of ") {
          shape = String(shape.dropFirst("array of ".count))
          suffix = "[]"
        }
        if sections[shape] != nil { paths.formUnion(expand(shape, prefix: path + suffix + ".", depth: depth + 1)) }
      }
      return paths
    }
    return expand("Top level", prefix: "", depth: 0)
  }
}
