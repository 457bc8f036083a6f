import Combine
import Foundation

@MainActor
final class OrderListViewModel: ObservableObject {
    @Published private(set) var orders: [Order] = []

    init(orderRepository: OrderRepository) {
        orders = orderRepository.orders
    }
}
