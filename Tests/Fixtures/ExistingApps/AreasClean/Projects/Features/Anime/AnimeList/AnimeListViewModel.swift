import AnimeDomain
import Observation

@Observable
final class AnimeListViewModel {
    var anime: [Anime] = []
}
