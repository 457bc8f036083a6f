import Foundation

final class DefaultMoviesRepository: MoviesRepository {
    private let transfer: DataTransferService

    init(transfer: DataTransferService) {
        self.transfer = transfer
    }

    func fetchMovies(query: String, page: Int) async throws -> MoviesPage {
        let response: MoviesResponseDTO = try await transfer.request(APIEndpoints.searchMovies(query: query, page: page))
        return response.toDomain()
    }
}
