import Foundation

public struct SearchProductsUseCase: Sendable {
  private let repository: any ProductRepository

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func callAsFunction(_ query: String) async throws(DomainError) -> [Product] {
    let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
    guard !needle.isEmpty else { return [] }
    return try await repository.products().filter { $0.title.lowercased().contains(needle) }
  }
}
