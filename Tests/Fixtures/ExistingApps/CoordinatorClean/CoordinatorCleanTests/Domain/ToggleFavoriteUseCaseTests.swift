import XCTest
@testable import CoordinatorClean

final class ToggleFavoriteUseCaseTests: XCTestCase {
    private final class Memory: FavoritesRepository {
        var ids: Set<Movie.Identifier> = []
        func favoriteIDs() -> Set<Movie.Identifier> { ids }
        func setFavorite(_ isFavorite: Bool, movieID: Movie.Identifier) {
            if isFavorite { ids.insert(movieID) } else { ids.remove(movieID) }
        }
    }

    func testTogglingTwiceRestoresTheFlag() {
        let useCase = ToggleFavoriteUseCase(repository: Memory())
        XCTAssertTrue(useCase.execute(movieID: "603"))
        XCTAssertFalse(useCase.execute(movieID: "603"))
    }
}
