public enum DomainError: Error, Equatable, Sendable {
  case notFound
  case unauthorized
  case offline
  case invalidQuantity(Int)
}
