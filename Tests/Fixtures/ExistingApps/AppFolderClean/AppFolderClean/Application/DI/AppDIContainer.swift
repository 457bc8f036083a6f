final class AppDIContainer {
    func makeMoviesViewModel() -> MoviesViewModel {
        MoviesViewModel(useCase: DefaultMoviesUseCase(repository: DefaultMoviesRepository()))
    }
}
