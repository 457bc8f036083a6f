import Foundation

@MainActor
final class AppContainer {
  let client: any HTTPClient

  init(client: any HTTPClient) {
    self.client = client
  }

  func orderRouter(remote: any OrderRemoteDataSource) -> OrderRouter {
    OrderRouter(repository: DefaultOrderRepository(remote: remote, client: client))
  }
}
