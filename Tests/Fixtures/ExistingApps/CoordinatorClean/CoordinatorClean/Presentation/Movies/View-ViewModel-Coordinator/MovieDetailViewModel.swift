import Foundation

final class MovieDetailViewModel: ObservableObject {
    let title: String
    let overview: String
    @Published private(set) var isFavorite = false
    private let movie: Movie
    private let toggleFavorite: ToggleFavoriteUseCase

    init(movie: Movie, toggleFavorite: ToggleFavoriteUseCase) {
        self.movie = movie
        self.title = movie.title
        self.overview = movie.overview
        self.toggleFavorite = toggleFavorite
    }

    func favoriteTapped() {
        isFavorite = toggleFavorite.execute(movieID: movie.id)
    }
}
