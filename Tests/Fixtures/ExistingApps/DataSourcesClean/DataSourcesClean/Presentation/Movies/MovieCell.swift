import UIKit

final class MovieCell: UITableViewCell {
    static let reuseIdentifier = "MovieCell"
}
