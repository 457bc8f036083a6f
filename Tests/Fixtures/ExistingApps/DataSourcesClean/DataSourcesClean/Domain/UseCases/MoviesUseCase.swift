protocol MoviesUseCase {
    func movies() async throws -> [Movie]
}
