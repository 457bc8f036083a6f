public struct Movie: Equatable, Sendable {
    public let id: Int
    public let title: String
}
