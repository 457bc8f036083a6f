import Foundation

final class OrderRepository {
    private(set) var orders: [Order] = []

    func add(_ order: Order) {
        orders.append(order)
    }
}
