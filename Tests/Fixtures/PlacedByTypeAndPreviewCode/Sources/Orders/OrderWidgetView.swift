import SwiftUI
import WidgetKit

struct OrderWidgetView: View {
  let entry: OrderEntry
  var body: some View { Text(entry.title) }
}

#Preview(as: .systemSmall, using: ProductService.intent) {
  OrderWidget()
} timeline: {
  OrderEntry(date: .now, title: ProductService().title)
}
