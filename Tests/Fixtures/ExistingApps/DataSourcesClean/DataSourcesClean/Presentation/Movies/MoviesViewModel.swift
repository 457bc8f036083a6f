final class MoviesViewModel {
    let movies = Observable<[Movie]>([])
    private let useCase: MoviesUseCase

    init(useCase: MoviesUseCase) {
        self.useCase = useCase
    }
}
