import Foundation

protocol HTTPClient: Sendable {
  func data(for request: URLRequest) async throws -> Data
}
