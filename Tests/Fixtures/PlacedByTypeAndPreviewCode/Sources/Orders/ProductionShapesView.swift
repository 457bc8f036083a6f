import SwiftUI

// The preview shapes of OrderListView and OrderWidgetView as production code: each is reported.
struct ProductionShapesView {
  func timeline() -> [OrderEntry] {
    [OrderEntry(date: .now, title: ProductService().title)]
  }
}

extension OrderListViewModel {
  static let live = OrderListViewModel(service: ProductService())
}

#if DEBUG
// Not only previews: a debug helper that production code may call.
extension ProductService {
  static var sample: ProductService { ProductService() }
  static func reset() -> ProductService { ProductService() }
}
#endif
