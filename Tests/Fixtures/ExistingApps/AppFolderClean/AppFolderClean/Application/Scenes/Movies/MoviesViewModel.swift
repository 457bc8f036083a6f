final class MoviesViewModel {
    private let useCase: MoviesUseCase
    private(set) var movies: [Movie] = []

    init(useCase: MoviesUseCase) {
        self.useCase = useCase
    }
}
