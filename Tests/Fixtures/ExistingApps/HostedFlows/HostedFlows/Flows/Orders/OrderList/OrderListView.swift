import SwiftUI

struct OrderListView: View {
    @ObservedObject var viewModel: OrderListViewModel

    var body: some View {
        List(viewModel.orders) { order in
            OrderRow(order: order)
        }
    }
}
