struct Item: Equatable {
    let name: String
}
