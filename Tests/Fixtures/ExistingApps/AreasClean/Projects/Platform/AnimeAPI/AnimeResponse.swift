struct AnimeResponse: Decodable {
    let id: Int
    let title: String
}
