import SwiftUI

struct CartView {
  let viewModel: CartViewModel
  // The View's own code: still a View's.
  let fallback: ProductService
}

final class CartViewModel {
  let service: ProductService

  init(service: ProductService) {
    self.service = service
  }
}

extension CartViewModel {
  func reload() -> ProductService { service }
}
