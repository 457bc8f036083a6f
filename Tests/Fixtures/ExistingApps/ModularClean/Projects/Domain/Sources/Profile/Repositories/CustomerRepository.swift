public protocol CustomerRepository: Sendable {
  func current() async throws(DomainError) -> Customer
}
