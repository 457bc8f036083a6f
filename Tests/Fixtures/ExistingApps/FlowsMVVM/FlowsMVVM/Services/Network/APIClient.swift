import Foundation

final class APIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func send<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response {
        let url = baseURL.appendingPathComponent(endpoint.path)
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
