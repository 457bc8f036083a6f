import Foundation

public protocol HTTPClient: Sendable {
  func get(_ path: String) async throws -> Data
}

public enum HTTPError: Error, Equatable {
  case status(Int)
  case transport
}
