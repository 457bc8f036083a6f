struct ShoppingItem: Codable, Equatable {
    let title: String
    var isChecked = false
}
