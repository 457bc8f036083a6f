import XCTest

@testable import ScenesClean

final class MovieDetailsViewModelTests: XCTestCase {
    func testTitleIsTheMovies() {
        let movie = Movie(id: "1", title: "Up", overview: "")
        XCTAssertEqual(DefaultMovieDetailsViewModel(movie: movie).title, "Up")
    }
}
