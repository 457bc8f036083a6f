import Foundation

final class DefaultMoviesRepository: MoviesRepository {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func fetchMovies(query: String, page: Int, completion: @escaping (Result<MoviesPage, Error>) -> Void) {
        var components = URLComponents(string: "https://api.example.com/search/movie")
        components?.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "page", value: "\(page)")]
        guard let url = components?.url else { return }
        session.dataTask(with: url) { data, _, error in
            if let error = error { return completion(.failure(error)) }
            do {
                let response = try JSONDecoder().decode(MoviesResponseDTO.self, from: data ?? Data())
                completion(.success(response.toDomain()))
            } catch {
                completion(.failure(error))
            }
        }.resume()
    }
}
