public protocol DiscoverAnimeUseCase: Sendable {
    func discover() async throws -> [Anime]
}
