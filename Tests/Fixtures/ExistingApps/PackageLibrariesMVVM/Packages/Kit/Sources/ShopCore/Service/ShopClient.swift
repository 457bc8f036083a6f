import Foundation

public protocol ShopClient: Sendable {
  func products() async throws -> [Product]
  func customer() async throws -> Customer
}
