import SwiftUI
import WidgetKit

struct OrderWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "orders", provider: OrderProvider()) { entry in
      OrderWidgetView(entry: entry)
    }
  }
}
