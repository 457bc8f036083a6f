import AnimeDomain

struct RemoteAnimeRepository: DiscoverAnimeUseCase {
    func discover() async throws -> [Anime] {
        [Anime(AnimeQuery.Data(id: 1, title: "Mononoke"))]
    }
}
