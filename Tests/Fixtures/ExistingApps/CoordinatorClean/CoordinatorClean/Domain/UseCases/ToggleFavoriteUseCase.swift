struct ToggleFavoriteUseCase {
    let repository: FavoritesRepository

    /// Flips the movie's favourite flag and returns the new value.
    func execute(movieID: Movie.Identifier) -> Bool {
        let isFavorite = !repository.favoriteIDs().contains(movieID)
        repository.setFavorite(isFavorite, movieID: movieID)
        return isFavorite
    }
}
