final class OrderListViewModel {
  let repository: any OrderRepository

  init(repository: any OrderRepository) {
    self.repository = repository
  }
}
