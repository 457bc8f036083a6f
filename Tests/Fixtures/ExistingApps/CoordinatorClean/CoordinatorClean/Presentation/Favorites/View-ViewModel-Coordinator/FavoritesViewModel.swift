final class FavoritesViewModel {
    private let repository: FavoritesRepository

    init(repository: FavoritesRepository) {
        self.repository = repository
    }

    var count: Int { repository.favoriteIDs().count }
    var emptyText: String { "Tap the heart on a movie to keep it here." }
}
