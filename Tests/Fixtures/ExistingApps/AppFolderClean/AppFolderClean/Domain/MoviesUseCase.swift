protocol MoviesUseCase {
    func movies() async throws -> [Movie]
}

protocol MoviesRepository {
    func fetchMovies() async throws -> [Movie]
}

struct DefaultMoviesUseCase: MoviesUseCase {
    let repository: MoviesRepository

    func movies() async throws -> [Movie] {
        try await repository.fetchMovies()
    }
}
