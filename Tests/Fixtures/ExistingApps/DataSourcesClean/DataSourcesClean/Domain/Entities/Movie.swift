struct Movie: Equatable {
    let title: String
}
