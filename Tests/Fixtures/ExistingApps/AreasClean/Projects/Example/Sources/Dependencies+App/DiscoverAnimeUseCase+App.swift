import AnimeAPI
import AnimeDomain

enum LiveAnime {
    static let discover = DiscoverAnimeUseCase { try await RemoteAnimeSource().discover() }
}
