import AnimeDomain

extension Anime {
    init(_ data: AnimeQuery.Data) {
        self.init(id: data.id, title: data.title)
    }
}
