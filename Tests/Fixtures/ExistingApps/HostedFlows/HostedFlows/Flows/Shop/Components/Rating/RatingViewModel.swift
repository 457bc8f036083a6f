import Foundation

struct RatingViewModel {
    let stars: Int
}
