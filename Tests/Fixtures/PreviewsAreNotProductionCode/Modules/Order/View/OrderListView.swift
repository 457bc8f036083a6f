import SwiftUI

struct OrderListView: View {
  let viewModel: OrderListViewModel
  var body: some View { Text("Orders") }
}

#if DEBUG
#Preview("Orders") {
  OrderListView(viewModel: OrderListViewModel(repository: MockOrderRepository()))
}

#Preview {
  OrderListView(viewModel: OrderListViewModel(repository: MockOrderRepository()))
}

struct OrderListView_Previews: PreviewProvider {
  static var previews: some View {
    OrderListView(viewModel: OrderListViewModel(repository: MockOrderRepository()))
  }
}
#endif
