struct User: Codable, Equatable {
    let id: String
    let firstName: String
    let lastName: String
    let email: String
}
