import Foundation

/// Keeps the ratings a user gave, for the product screens.
final class RatingStore {
    private var stars: [UUID: Int] = [:]

    func stars(of product: Product) -> Int {
        stars[product.id] ?? 0
    }
}
