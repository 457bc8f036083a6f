public struct Customer: Equatable, Sendable {
  public let id: String
  public let displayName: String
  public let loyaltyPoints: Int

  public init(id: String, displayName: String, loyaltyPoints: Int) {
    self.id = id
    self.displayName = displayName
    self.loyaltyPoints = loyaltyPoints
  }
}
