import Foundation

public struct Product: Identifiable, Sendable {
  public let id: UUID
  public let name: String
  public let price: Decimal
}
