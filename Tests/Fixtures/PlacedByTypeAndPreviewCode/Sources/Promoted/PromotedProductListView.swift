import Foundation

// A ViewModel in a View-named file: its code is judged as a ViewModel's.
final class PromotedProductListViewModel {
  let service: ProductService
  // A ViewModel may not name a View: reported as the ViewModel's.
  var banner: PromotedBannerView?

  init(service: ProductService) {
    self.service = service
  }
}
