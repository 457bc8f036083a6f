public struct FetchMoviesUseCase: Sendable {
    let gateway: MoviesGateway

    public func callAsFunction() async throws -> [Movie] {
        try await gateway.movies()
    }
}
