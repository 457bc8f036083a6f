import SwiftUI

struct OrderListView: View {
  let viewModel: OrderListViewModel
  var body: some View { Text("Orders") }
}

// Preview data outside `#Preview`, named by the team's convention.
extension OrderListViewModel {
  static let mocked = OrderListViewModel(service: ProductService())
}

// An `#if DEBUG` block that holds only previews and preview data.
#if DEBUG
extension ProductService {
  static var preview: ProductService { ProductService() }
}

struct OrderListView_Previews: PreviewProvider {
  static var previews: some View {
    OrderListView(viewModel: OrderListViewModel(service: .preview))
  }
}

#Preview("Empty", traits: .sizeThatFitsLayout) {
  OrderListView(viewModel: .mocked)
}
#endif
