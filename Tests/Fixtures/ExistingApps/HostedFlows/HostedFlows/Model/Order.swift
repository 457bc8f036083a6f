import Foundation

struct Order: Codable, Equatable, Identifiable {
    let id: UUID
    let products: [Product]
    let placedAt: Date
}
