import Domain

extension DomainError {
  /// The domain's reading of a failed request.
  init(_ error: any Error) {
    switch error as? HTTPError {
    case .status(404): self = .notFound
    case .status(401), .status(403): self = .unauthorized
    default: self = .offline
    }
  }
}
