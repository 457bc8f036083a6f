import AnimeDomain

public struct RemoteAnimeSource: Sendable {
    public func discover() async throws -> [Anime] { [] }
}
