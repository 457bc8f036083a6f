import Foundation

public struct Product: Equatable, Sendable, Identifiable {
  public let id: String
  public let title: String
  public let priceInCents: Int
  public let category: Category

  public init(id: String, title: String, priceInCents: Int, category: Category) {
    self.id = id
    self.title = title
    self.priceInCents = priceInCents
    self.category = category
  }
}
