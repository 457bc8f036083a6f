protocol FavoritesRepository {
    func favoriteIDs() -> Set<Movie.Identifier>
    func setFavorite(_ isFavorite: Bool, movieID: Movie.Identifier)
}
