final class OrderListViewModel {
  let service: ProductService

  init(service: ProductService) {
    self.service = service
  }
}
