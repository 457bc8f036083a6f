import AnimeDomain
import Observation

@Observable
final class DiscoverViewModel {
    var anime: [Anime] = []
    private let useCase: DiscoverAnimeUseCase

    init(useCase: DiscoverAnimeUseCase) {
        self.useCase = useCase
    }
}
