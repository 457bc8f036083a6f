import Foundation

// A ViewModel in a View-named file: its code is judged as a ViewModel's.
final class PromotedProductListViewModel {
  let service: ProductService

  init(service: ProductService) {
    self.service = service
  }
}
