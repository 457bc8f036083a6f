struct CartItem: Codable, Equatable {
    let productID: String
    var quantity: Int
}
