final class HomeViewModel {
    private let useCase: ShowUseCase
    private(set) var shows: [Show] = []

    init(useCase: ShowUseCase) {
        self.useCase = useCase
    }
}
