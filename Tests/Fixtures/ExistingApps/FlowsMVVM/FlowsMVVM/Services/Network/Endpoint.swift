struct Endpoint {
    let path: String

    static func products(categoryID: String?) -> Endpoint {
        Endpoint(path: categoryID.map { "categories/\($0)/products" } ?? "products")
    }

    static let me = Endpoint(path: "me")
}
