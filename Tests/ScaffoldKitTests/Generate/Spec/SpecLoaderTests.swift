import XCTest

@testable import ScaffoldKit

final class SpecLoaderTests: XCTestCase {
  private func example(_ name: String) throws -> String { try SpecFixtures.read("docs/examples/\(name)") }

  func testEveryExampleLoads() throws {
    let examples = try SpecFixtures.files(in: "docs/examples", withExtension: "json")
    XCTAssertTrue(Set(["default.json", "order.json", "login.json"]).isSubset(of: examples), "\(examples)")
    for name in examples {
      XCTAssertNoThrow(try SpecLoader.load(json: try example(name), path: name), name)
    }
  }

  func testDefaultExampleIsTheBuiltInDefaultSpec() throws {
    let loaded = try SpecLoader.load(json: try example("default.json"), path: "default.json")
    XCTAssertEqual(loaded, ModuleSpec.default(name: "Item"))
    XCTAssertEqual(try SpecLoader.defaultSpec(name: "Item"), loaded)
  }

  func testDefaultSpecIsValidForOtherNames() throws {
    for name in ["Order", "Category", "Box", "News", "A"] {
      let spec = try SpecLoader.defaultSpec(name: name)
      XCTAssertEqual(spec.models.map(\.name), [name])
      XCTAssertEqual(spec.screens.map(\.name), ["\(name)List", "\(name)Detail"])
    }
    XCTAssertEqual(
      try SpecLoader.defaultSpec(name: "Category").operations.map(\.name), ["fetchCategories", "fetchCategory"])
    XCTAssertEqual(try SpecLoader.defaultSpec(name: "Order", ui: .both).ui, .both)
  }

  func testDefaultSpecReportsOnlyTheBadName() {
    XCTAssertThrowsError(try SpecLoader.defaultSpec(name: "../Order")) { error in
      XCTAssertEqual(
        (error as? SpecError)?.description,
        "module name '../Order' would write files outside the output directory; "
          + "use a plain identifier such as 'Order'")
    }
    XCTAssertThrowsError(try SpecLoader.defaultSpec(name: "class")) { error in
      XCTAssertEqual((error as? SpecError)?.problems.count, 1)
    }
  }

  func testOrderExampleDecodesEveryPart() throws {
    let spec = try SpecLoader.load(json: try example("order.json"), path: "order.json")
    XCTAssertEqual(spec.name, "Order")
    XCTAssertEqual(spec.cachePolicy, .cacheFirst)
    XCTAssertEqual(spec.baseURL, "https://api.example.com/v1")
    XCTAssertEqual(spec.models.map(\.name), ["Order", "OrderItem", "OrderStatus"])
    XCTAssertEqual(
      spec.models[2].kind, .enumeration(cases: ["pending", "paid", "shipped", "delivered", "cancelled"]))
    guard case .structure(let fields) = spec.models[1].kind else { return XCTFail("OrderItem is a struct") }
    XCTAssertEqual(
      fields.last, FieldSpec(name: "options", type: .dictionary(key: .named("String"), value: .named("String"))))
    XCTAssertEqual(spec.operations.count, 5)
    XCTAssertEqual(
      spec.operations[1],
      OperationSpec(
        name: "fetchOrder", params: [FieldSpec(name: "id", type: .named("UUID"))], returns: .named("Order"),
        http: HTTPSpec(method: .GET, path: "/orders/{id}")))
    XCTAssertEqual(spec.operations[3].returns, .void)
    XCTAssertEqual(spec.screens.map(\.kind), [.list, .detail, .form, .form])
    XCTAssertEqual(spec.screens[0].actions, ["cancelOrder"])
    XCTAssertEqual(
      spec.screens[2].validations,
      [ValidationSpec(field: "note", rule: .maxLength(200), message: "Keep the note under 200 characters.")])
    XCTAssertEqual(spec.routes.count, 3)
    let edit = RouteSpec(from: "OrderDetail", to: "EditOrder", params: [FieldSpec(name: "id", type: .named("UUID"))])
    XCTAssertEqual(spec.routes[2], edit)
    XCTAssertEqual(spec.custom["pageSize"], .int(20))
  }

  func testValidationsWithoutMessageGetTheDefaultMessage() throws {
    let spec = try SpecLoader.load(json: try example("login.json"), path: "login.json")
    XCTAssertEqual(
      spec.screens[0].validations.map(\.message),
      [
        "Enter your email address.", "Email must be a valid email address.", "Password is required.",
        "Use at least 8 characters.", "Password must be at most 64 characters long.",
      ])
    let profile = try SpecLoader.load(json: try example("profile.json"), path: "profile.json")
    XCTAssertEqual(profile.screens[1].validations[4].rule, .range(min: 13, max: 120))
    XCTAssertEqual(profile.screens[1].validations[4].message, "Age must be between 13 and 120.")
    XCTAssertEqual(
      ValidationSpec.defaultMessage(field: "displayName", rule: .minLength(1)),
      "Display name must be at least 1 character long.")
    XCTAssertEqual(ValidationSpec.defaultMessage(field: "userID", rule: .required), "User ID is required.")
    // The same words as the field's label in the generated screen (`SwiftCode.label`: "Image URL").
    XCTAssertEqual(ValidationSpec.defaultMessage(field: "imageUrl", rule: .required), "Image URL is required.")
    XCTAssertEqual(SwiftCode.label("imageUrl"), "Image URL")
    XCTAssertEqual(SwiftCode.label("first_Name"), "First Name")
    XCTAssertEqual(
      ValidationSpec.defaultMessage(field: "price", rule: .range(min: 0.5, max: nil)), "Price must be at least 0.5.")
    XCTAssertEqual(
      ValidationSpec.defaultMessage(field: "zip", rule: .pattern("^[0-9]{5}$")), "Zip is not in the expected format.")
  }

  func testOmittedKeysTakeTheirDefaults() throws {
    let json = """
      {"name": "Note", "models": [{"name": "Note", "fields": [{"name": "text", "type": "String"}]}],
       "operations": [{"name": "fetchNotes", "returns": "[Note]"}],
       "screens": [{"name": "NoteList", "kind": "list", "model": "Note", "load": "fetchNotes"}]}
      """
    let spec = try SpecLoader.load(json: json, path: "note.json")
    XCTAssertEqual(spec.ui, .swiftui)
    XCTAssertEqual(spec.cachePolicy, .remoteFirst)
    XCTAssertNil(spec.baseURL)
    XCTAssertEqual(spec.routes, [])
    XCTAssertEqual(spec.custom, [:])
  }

  func testCommandLineNameFillsAMissingSpecName() throws {
    let json = try example("order.json").replacingOccurrences(of: "\"name\": \"Order\",\n  \"ui\"", with: "\"ui\"")
    XCTAssertFalse(json.contains("\"name\": \"Order\",\n  \"ui\""))
    XCTAssertThrowsError(try SpecLoader.load(json: json, path: "order.json")) { error in
      XCTAssertEqual(
        (error as? SpecError)?.description,
        "order.json:1:1: missing required key 'name' in the spec (the module name, e.g. \"Order\")")
    }
    let spec = try SpecLoader.load(json: json, path: "order.json", overrides: .init(name: "Order"))
    XCTAssertEqual(spec.name, "Order")
  }

  func testCommandLineNameMustAgreeWithTheSpecName() throws {
    XCTAssertNoThrow(
      try SpecLoader.load(json: try example("order.json"), path: "order.json", overrides: .init(name: "Order")))
    XCTAssertThrowsError(
      try SpecLoader.load(json: try example("order.json"), path: "order.json", overrides: .init(name: "Orders"))
    ) { error in
      XCTAssertEqual(
        (error as? SpecError)?.description,
        "order.json:3:11: the spec names the module 'Order' but the command line says 'Orders'; "
          + "make them agree, or remove 'name' from the spec")
    }
    XCTAssertThrowsError(
      try SpecLoader.load(json: try example("order.json"), path: "order.json", overrides: .init(name: "a/b"))
    ) { error in
      XCTAssertEqual(
        (error as? SpecError)?.description,
        "module name 'a/b' would write files outside the output directory; "
          + "use a plain identifier such as 'Order'")
    }
  }

  func testCommandLineUIReplacesTheSpecUI() throws {
    let spec = try SpecLoader.load(json: try example("order.json"), path: "order.json", overrides: .init(ui: .uikit))
    XCTAssertEqual(spec.ui, .uikit)
  }

  func testLoadsFromAFileSystemAndReportsAMissingFile() throws {
    let fileSystem = InMemoryFileSystem(files: ["/work/specs/login.json": try example("login.json")])
    XCTAssertEqual(try SpecLoader.load(file: "specs/login.json", in: fileSystem).name, "Login")
    XCTAssertThrowsError(try SpecLoader.load(file: "specs/missing.json", in: fileSystem)) { error in
      let problems = (error as? SpecError)?.specProblems ?? []
      XCTAssertEqual(problems.count, 1)
      XCTAssertNil(problems.first?.position)
      XCTAssertTrue(problems.first?.description.hasPrefix("specs/missing.json: cannot read the spec: ") ?? false)
    }
  }

  func testSchemaKeyIsAllowedAndSyntaxErrorsStopEarly() throws {
    XCTAssertThrowsError(try SpecLoader.load(json: "{\"name\": \"Order\",\n  \"models\": [}", path: "x.json")) {
      error in
      XCTAssertEqual(
        (error as? SpecError)?.description, "x.json:2:14: invalid JSON: expected a value, found '}'")
    }
  }

  func testSpecsBuiltInCodeAreValidatedWithoutPositions() {
    var spec = ModuleSpec.default(name: "Order")
    spec.screens[0].load = "fetchOrdrs"
    spec.models.append(ModelSpec(name: "OrderRouter", kind: .structure(fields: [])))
    XCTAssertThrowsError(try SpecLoader.validate(spec, path: "<spec>")) { error in
      XCTAssertEqual(
        (error as? SpecError)?.description,
        """
        <spec>: model 'OrderRouter' has the name of a generated type (the module's router); rename the model
        <spec>: unknown operation 'fetchOrdrs' in screen 'OrderList' (did you mean 'fetchOrders'?)
        """)
    }
  }

  func testTypeAndProtocolCannotNameAMember() {
    // Swift rejects a member named Type or Protocol (they would clash with `Item.Type`), so the generated
    // model would not compile.
    for name in ["Type", "Protocol"] {
      let fields = #"[{"name": "id", "type": "UUID"}, {"name": "\#(name)", "type": "Int"}]"#
      let models = #"[{"name": "Item", "fields": \#(fields)}]"#
      let json = #"{"name": "Item", "models": \#(models), "operations": [], "screens": []}"#
      XCTAssertThrowsError(try SpecLoader.load(json: json, path: "s.json")) { error in
        let messages = (error as? SpecError)?.problems.map(\.message) ?? []
        XCTAssertEqual(messages.filter { $0.contains("field name '\(name)'") }.count, 1, "\(messages)")
      }
    }
  }

  func testSwiftNameRules() {
    XCTAssertThrowsError(try SpecLoader.defaultSpec(name: "order"))
    XCTAssertNoThrow(try SpecLoader.defaultSpec(name: "Order_2"))
    // Contextual keywords are ordinary names.
    var spec = ModuleSpec.default(name: "Door")
    spec.models.append(ModelSpec(name: "State", kind: .enumeration(cases: ["open", "some", "get", "type"])))
    XCTAssertNoThrow(try SpecLoader.validate(spec))
  }
}

final class SpecDocumentationTests: XCTestCase {
  /// The complete spec at the top of docs/spec.md stays valid.
  func testTheDocumentedSpecLoads() throws {
    let markdown = try SpecFixtures.read("docs/spec.md")
    let blocks = markdown.components(separatedBy: "```json\n").dropFirst()
    let first = try XCTUnwrap(blocks.first?.components(separatedBy: "```").first)
    let spec = try SpecLoader.load(json: first, path: "spec.md")
    XCTAssertEqual(spec.name, "Order")
    XCTAssertEqual(spec.models.count, 3)
  }

  func testDocumentsEveryKnownTypeAndKey() throws {
    let markdown = try SpecFixtures.read("docs/spec.md")
    for name in KnownTypes.all { XCTAssertTrue(markdown.contains("`\(name)`"), name) }
    for key in [
      "name", "ui", "cachePolicy", "baseURL", "models", "operations", "screens", "routes", "custom",
      "fields", "cases", "type", "params", "returns", "http", "method", "path", "kind", "model", "load",
      "submit", "actions", "validations", "field", "rule", "value", "min", "max", "message", "from", "to",
    ] {
      XCTAssertTrue(markdown.contains("| `\(key)`") || markdown.contains(", `\(key)` |"), key)
    }
  }

  func testDocumentRootsThatAreNotSpecsAreRefused() {
    let cases: [(String, String)] = [
      ("", "x.json:1:1: invalid JSON: expected a value, found end of file"),
      ("[]", "x.json:1:1: the spec must be an object, found an array"),
      ("\u{FEFF}{}", "x.json:1:1: missing required key 'models' in the spec"),
    ]
    for (json, expected) in cases {
      XCTAssertThrowsError(try SpecLoader.load(json: json, path: "x.json")) { error in
        XCTAssertEqual((error as? SpecError)?.description.components(separatedBy: "\n").first, expected, json)
      }
    }
  }

  func testOperationMessagesAreReadByErrorCase() throws {
    let login = try SpecFixtures.read("docs/examples/login.json")
    let spec = try SpecLoader.load(json: login, path: "login.json")
    XCTAssertEqual(spec.operations.map { $0.messages }, [["unauthorized": "Wrong email or password."]])
    let misspelt = login.replacingOccurrences(of: "\"unauthorized\":", with: "\"unauthorised\":")
    XCTAssertThrowsError(try SpecLoader.load(json: misspelt, path: "login.json")) { error in
      let description = (error as? SpecError)?.description ?? ""
      XCTAssertTrue(description.contains("'unauthorised'"), description)
      XCTAssertTrue(description.contains("did you mean 'unauthorized'?"), description)
    }
  }
}
