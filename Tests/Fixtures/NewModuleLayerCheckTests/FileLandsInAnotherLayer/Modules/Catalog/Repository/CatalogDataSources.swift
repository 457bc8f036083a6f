import Foundation

public protocol CatalogRemoteDataSource: Sendable {
  func fetchProducts() async throws -> [String]
}
