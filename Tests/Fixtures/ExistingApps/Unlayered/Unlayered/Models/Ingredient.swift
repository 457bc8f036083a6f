struct Ingredient: Codable {
    let name: String
    let amount: Double
    let unit: String
}
