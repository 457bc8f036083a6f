protocol MoviesRepository {
    func fetchMovies(query: String, page: Int) async throws -> MoviesPage
}
