import Foundation

protocol MoviesRepository {
    func fetchMovies(query: String, page: Int, completion: @escaping (Result<MoviesPage, Error>) -> Void)
}
