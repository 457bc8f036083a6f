import MoviesDomain

public struct RemoteMoviesGateway: MoviesGateway {
    public func movies() async throws -> [Movie] { [] }
}
