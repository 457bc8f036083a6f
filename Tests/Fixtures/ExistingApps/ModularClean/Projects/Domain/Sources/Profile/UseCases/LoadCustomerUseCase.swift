public struct LoadCustomerUseCase: Sendable {
  private let repository: any CustomerRepository

  public init(repository: any CustomerRepository) {
    self.repository = repository
  }

  public func callAsFunction() async throws(DomainError) -> Customer {
    try await repository.current()
  }
}
