import SwiftUI
import UIKit

final class OrdersCoordinator {
    weak var navigationController: UINavigationController?
    private let orderRepository: OrderRepository

    init(navigationController: UINavigationController, orderRepository: OrderRepository) {
        self.navigationController = navigationController
        self.orderRepository = orderRepository
    }

    func start() {
        let viewModel = OrderListViewModel(orderRepository: orderRepository)
        navigationController?.pushHostingController(OrderListView(viewModel: viewModel), animated: true)
    }
}
