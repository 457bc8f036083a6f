import Foundation

protocol MovieDetailsViewModel {
    var title: String { get }
}

struct DefaultMovieDetailsViewModel: MovieDetailsViewModel {
    let movie: Movie

    var title: String { movie.title }
}
