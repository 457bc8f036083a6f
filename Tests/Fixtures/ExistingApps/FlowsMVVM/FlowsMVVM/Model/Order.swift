import Foundation

struct Order: Codable, Equatable {
    enum Status: String, Codable {
        case placed, packed, shipped, delivered
    }

    let id: String
    let items: [CartItem]
    let placedAt: Date
    let status: Status
}
