import UIKit

final class MoviesListItemCell: UITableViewCell {
    static let reuseIdentifier = "MoviesListItemCell"

    func fill(with movie: Movie) {
        textLabel?.text = movie.title
        detailTextLabel?.text = movie.overview
    }
}
