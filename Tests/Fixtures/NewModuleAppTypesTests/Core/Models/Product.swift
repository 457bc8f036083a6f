import Foundation

/// An app type a module spec names (`wishlist.json`): public, Codable, Hashable, Sendable, and nonisolated
/// so it also serves an app target whose default isolation is the main actor.
nonisolated public struct Product: Codable, Hashable, Sendable {
  public let id: Int
  public let name: String
}
