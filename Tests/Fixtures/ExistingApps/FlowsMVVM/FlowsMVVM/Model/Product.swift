import Foundation

struct Product: Codable, Equatable, Identifiable {
    let id: String
    let name: String
    let price: Money
    let categoryID: String?
}
