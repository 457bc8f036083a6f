protocol MoviesSceneFactory {
    func makeMoviesListViewModel(actions: MoviesListViewModel.Actions) -> MoviesListViewModel
    func makeMovieDetailViewModel(movie: Movie) -> MovieDetailViewModel
}
