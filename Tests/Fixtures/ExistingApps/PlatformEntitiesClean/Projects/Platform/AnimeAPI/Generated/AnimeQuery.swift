struct AnimeQuery {
    struct Data {
        let id: Int
        let title: String
    }
}
