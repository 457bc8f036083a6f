import Foundation

final class MoviesRemoteDataSource {
    func fetch() async throws -> [Movie] {
        []
    }
}
