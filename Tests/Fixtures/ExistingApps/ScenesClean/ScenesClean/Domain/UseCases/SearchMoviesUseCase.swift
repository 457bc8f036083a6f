import Foundation

protocol SearchMoviesUseCase {
    func execute(query: String, page: Int, completion: @escaping (Result<MoviesPage, Error>) -> Void)
}

final class DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    private let repository: MoviesRepository

    init(repository: MoviesRepository) {
        self.repository = repository
    }

    func execute(query: String, page: Int, completion: @escaping (Result<MoviesPage, Error>) -> Void) {
        repository.fetchMovies(query: query, page: max(page, 1), completion: completion)
    }
}
