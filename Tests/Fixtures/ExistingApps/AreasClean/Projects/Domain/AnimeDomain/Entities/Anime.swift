public struct Anime: Equatable, Sendable {
    public let id: Int
    public let title: String
}
