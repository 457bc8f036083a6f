import Foundation

final class OrderHistoryViewModel {
    private let orders: [Order]

    init(orders: [Order]) {
        self.orders = orders.sorted { $0.placedAt > $1.placedAt }
    }

    var sections: [(title: String, orders: [Order])] {
        let open = orders.filter { $0.status != .delivered }
        let past = orders.filter { $0.status == .delivered }
        return [("On the way", open), ("Delivered", past)].filter { !$0.orders.isEmpty }
    }
}
