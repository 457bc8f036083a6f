#if canImport(SwiftUI)
import SwiftUI

struct OrderListView: View {
  @State var viewModel: OrderListViewModel
  let router: OrderRouter
  let repository: OrderRepository
  // OrderRepository in a comment is not a reference.
  let label = "OrderRepository"
  let help = """
    OrderRepository in a multi-line string is text, not a reference.
    """
  let raw = #"OrderRepository in a "raw" string"#
  /* OrderRepository in a /* nested */ block comment */

  var body: some View {
    Text("Orders")
      .task { await viewModel.load() }
  }

  func title(for order: Order) -> String {
    order.title
  }
}
#endif
