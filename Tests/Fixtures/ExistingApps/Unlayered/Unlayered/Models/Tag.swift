enum Tag: String, Codable {
    case vegetarian, vegan, quick, budget, glutenFree = "gluten-free"
}
