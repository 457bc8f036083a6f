struct SearchMoviesUseCase {
    let repository: MoviesRepository

    func execute(query: String, page: Int) async throws -> MoviesPage {
        try await repository.fetchMovies(query: query, page: max(page, 1))
    }
}
