import XCTest

struct StubOrderRepository: OrderRepository {
  var result: [Order] = []
  func orders() async throws -> [Order] { result }
}

@MainActor
final class OrderListViewModelTests: XCTestCase {
  func testLoads() async {
    let viewModel = OrderListViewModel(repository: StubOrderRepository())
    await viewModel.load()
    XCTAssertEqual(viewModel.state, .loaded([]))
  }
}
