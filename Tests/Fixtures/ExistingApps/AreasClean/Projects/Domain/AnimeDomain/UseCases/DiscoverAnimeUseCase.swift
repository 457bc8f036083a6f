public struct DiscoverAnimeUseCase: Sendable {
    public let discover: @Sendable () async throws -> [Anime]
}
