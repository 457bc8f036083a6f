import XCTest

@testable import ScenesClean

final class SearchMoviesUseCaseTests: XCTestCase {
    func testAPageBelowOneAsksForTheFirst() {
        let repository = RecordingRepository()
        DefaultSearchMoviesUseCase(repository: repository).execute(query: "x", page: 0) { _ in }
        XCTAssertEqual(repository.pages, [1])
    }
}

private final class RecordingRepository: MoviesRepository {
    var pages: [Int] = []

    func fetchMovies(query: String, page: Int, completion: @escaping (Result<MoviesPage, Error>) -> Void) {
        pages.append(page)
    }
}
