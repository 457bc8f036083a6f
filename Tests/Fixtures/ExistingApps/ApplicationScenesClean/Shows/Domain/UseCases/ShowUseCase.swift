final class ShowUseCase {
    private let repository: ShowRepository

    init(repository: ShowRepository) {
        self.repository = repository
    }
}
