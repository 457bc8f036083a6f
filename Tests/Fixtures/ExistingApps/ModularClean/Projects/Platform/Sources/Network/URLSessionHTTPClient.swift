import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public struct URLSessionHTTPClient: HTTPClient {
  private let baseURL: URL

  public init(baseURL: URL) {
    self.baseURL = baseURL
  }

  public func get(_ path: String) async throws -> Data {
    let request = URLRequest(url: baseURL.appendingPathComponent(path))
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw HTTPError.status(status) }
    return data
  }
}
