struct DefaultMoviesRepository: MoviesRepository {
    func fetchMovies() async throws -> [Movie] {
        []
    }
}
