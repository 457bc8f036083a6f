import AnimeDomain

extension Anime {
    init(response: AnimeResponse) {
        self.init(id: response.id, title: response.title)
    }
}
