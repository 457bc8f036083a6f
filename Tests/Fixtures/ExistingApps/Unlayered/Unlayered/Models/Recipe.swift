import Foundation

struct Recipe: Codable {
    let id: String
    let title: String
    let minutes: Int
    let imageURL: URL?
    let ingredients: [Ingredient]
    let steps: [Step]
    let tags: [Tag]
}
