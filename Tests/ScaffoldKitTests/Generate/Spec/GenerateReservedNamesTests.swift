import ScaffoldKit
import XCTest

/// Specs the templates could not compile are refused by validation, not discovered by the Swift compiler.
final class GenerateReservedNamesTests: XCTestCase {
  private func problems(_ spec: ModuleSpec) -> String {
    do {
      try SpecLoader.validate(spec)
      return ""
    } catch {
      return "\(error)"
    }
  }

  func testTheTestSpecsAreValid() {
    for spec in [GenerateSpecs.order, GenerateSpecs.shop, GenerateSpecs.login] {
      XCTAssertEqual(problems(spec), "", spec.name)
    }
  }

  func testActionsCannotTakeAViewModelMethodName() {
    var spec = GenerateSpecs.order
    spec.operations.append(OperationSpec(name: "refresh", returns: .void))
    spec.operations.append(OperationSpec(name: "openOrderDetail", returns: .void))
    spec.screens[1].actions = ["refresh", "openOrderDetail"]
    let message = problems(spec)
    XCTAssertTrue(message.contains("action 'refresh' of screen 'OrderDetail' would clash"), message)
    XCTAssertTrue(message.contains("action 'openOrderDetail' of screen 'OrderDetail' would clash"), message)
  }

  func testScreensCannotShowAModelNamedLikeANestedType() {
    var spec = GenerateSpecs.order
    spec.models.append(
      ModelSpec(name: "State", kind: .structure(fields: [FieldSpec(name: "id", type: .named("UUID"))])))
    spec.screens.append(ScreenSpec(name: "StateForm", kind: .form, model: "State", submit: "fetchOrder"))
    XCTAssertTrue(problems(spec).contains("shows model 'State', which its view model's nested type"), problems(spec))
  }

  func testModelsCannotTakeGeneratedTypeNames() {
    for name in ["OrderError", "OrderCachePolicy", "OrderRootView", "StubOrderRepository"] {
      var spec = GenerateSpecs.order
      spec.models.append(ModelSpec(name: name, kind: .enumeration(cases: ["a"])))
      XCTAssertTrue(problems(spec).contains("has the name of a generated type"), name)
    }
  }
}
