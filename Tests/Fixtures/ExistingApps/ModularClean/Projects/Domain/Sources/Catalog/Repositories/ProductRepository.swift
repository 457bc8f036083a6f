public protocol ProductRepository: Sendable {
  func products() async throws(DomainError) -> [Product]
}
