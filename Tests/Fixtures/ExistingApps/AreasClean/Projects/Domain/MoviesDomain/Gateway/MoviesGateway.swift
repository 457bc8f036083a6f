public protocol MoviesGateway: Sendable {
    func movies() async throws -> [Movie]
}
