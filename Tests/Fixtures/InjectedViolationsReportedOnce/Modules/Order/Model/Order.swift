import Foundation

/// An order as the API returns it.
struct Order: Codable, Equatable, Sendable {
  var id: UUID
  var title: String
  var status: OrderStatus
  var items: [CartItem]
}

enum OrderStatus: String, Codable, Sendable {
  case open, shipped
}
