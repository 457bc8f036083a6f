struct MovieResponse: Decodable {
    let id: Int
    let title: String
}
