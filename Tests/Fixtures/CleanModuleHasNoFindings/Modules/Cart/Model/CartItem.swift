import Foundation

struct CartItem: Codable, Equatable, Sendable {
  var sku: String
  var quantity: Int
}
