import MoviesAPI
import MoviesDomain

enum LiveMovies {
    static let gateway: MoviesGateway = RemoteMoviesGateway()
}
