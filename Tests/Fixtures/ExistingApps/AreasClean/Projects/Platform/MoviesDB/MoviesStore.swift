import MoviesDomain

public final class MoviesStore {
    var movies: [Movie] = []
}
