import XCTest
@testable import CoordinatorClean

final class SearchViewModelTests: XCTestCase {
    private struct NoMovies: MoviesRepository {
        func fetchMovies(query: String, page: Int) async throws -> MoviesPage {
            MoviesPage(page: 1, totalPages: 1, movies: [])
        }
    }

    func testOneLetterQueriesSuggestNothing() async {
        let viewModel = SearchViewModel(searchMovies: SearchMoviesUseCase(repository: NoMovies()))
        viewModel.query = "a"
        await viewModel.queryChanged()
        XCTAssertEqual(viewModel.suggestions, [])
    }
}
