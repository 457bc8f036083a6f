final class DefaultFavoritesRepository: FavoritesRepository {
    private let storage: FavoritesStorage

    init(storage: FavoritesStorage) {
        self.storage = storage
    }

    func favoriteIDs() -> Set<Movie.Identifier> {
        Set(storage.load())
    }

    func setFavorite(_ isFavorite: Bool, movieID: Movie.Identifier) {
        var ids = favoriteIDs()
        if isFavorite { ids.insert(movieID) } else { ids.remove(movieID) }
        storage.save(ids.sorted())
    }
}
