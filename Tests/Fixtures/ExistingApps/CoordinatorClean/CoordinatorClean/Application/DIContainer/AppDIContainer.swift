import Foundation

final class AppDIContainer: MoviesSceneFactory {
    private lazy var transfer = DataTransferService(baseURL: URL(string: "https://api.themoviedb.example/3")!)
    private lazy var favoritesStorage = UserDefaultsFavoritesStorage()

    func makeMoviesListViewModel(actions: MoviesListViewModel.Actions) -> MoviesListViewModel {
        MoviesListViewModel(searchMovies: SearchMoviesUseCase(repository: moviesRepository()), actions: actions)
    }

    func makeMovieDetailViewModel(movie: Movie) -> MovieDetailViewModel {
        MovieDetailViewModel(movie: movie, toggleFavorite: ToggleFavoriteUseCase(repository: favoritesRepository()))
    }

    func makeSearchViewModel() -> SearchViewModel {
        SearchViewModel(searchMovies: SearchMoviesUseCase(repository: moviesRepository()))
    }

    private func moviesRepository() -> MoviesRepository {
        DefaultMoviesRepository(transfer: transfer)
    }

    private func favoritesRepository() -> FavoritesRepository {
        DefaultFavoritesRepository(storage: favoritesStorage)
    }
}
