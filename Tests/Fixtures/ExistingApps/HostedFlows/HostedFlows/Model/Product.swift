import Foundation

struct Product: Codable, Equatable, Identifiable {
    let id: UUID
    let name: String
    let price: Decimal
}
