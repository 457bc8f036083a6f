import SwiftUI

struct OrderRow: View {
    let order: Order

    var body: some View {
        Text(order.placedAt, style: .date)
    }
}
