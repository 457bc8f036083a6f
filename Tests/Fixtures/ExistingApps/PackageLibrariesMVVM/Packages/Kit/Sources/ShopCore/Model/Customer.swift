import Foundation

public struct Customer: Sendable {
  public let name: String
  public let email: String
}
