import MoviesDomain
import Observation

@Observable
final class MoviesListViewModel {
    var movies: [Movie] = []
}
