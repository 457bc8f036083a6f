public struct Order: Sendable {}
