#if canImport(SwiftUI)
import SwiftUI

struct OrderListView: View {
  @State var viewModel: OrderListViewModel
  let router: OrderRouter

  var body: some View {
    Text("Orders")
      .task { await viewModel.load() }
  }

  func title(for order: Order) -> String {
    order.title
  }
}
#endif
