struct Show: Equatable {
    let id: String
    let title: String
}
