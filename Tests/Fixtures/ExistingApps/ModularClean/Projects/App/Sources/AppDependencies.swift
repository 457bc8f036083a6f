import Domain
import Features
import Foundation
import Platform

@MainActor
final class AppDependencies {
  private let client = URLSessionHTTPClient(baseURL: URL(string: "https://shop.example.com/api")!)
  private let basketStore = InMemoryBasketRepository()

  func productList() -> ProductListViewModel {
    ProductListViewModel(fetchProducts: FetchProductsUseCase(repository: RemoteProductRepository(client: client)))
  }

  func basket() -> BasketViewModel {
    BasketViewModel(addToBasket: AddToBasketUseCase(repository: basketStore), repository: basketStore)
  }

  func profile() -> ProfileViewModel {
    ProfileViewModel(loadCustomer: LoadCustomerUseCase(repository: RemoteCustomerRepository(client: client)))
  }
}
