import Foundation

class FavoritesManager {
    static let shared = FavoritesManager()
    private(set) var all: [Recipe] = []

    var count: Int { all.count }

    func toggle(_ recipe: Recipe) {
        if let index = all.firstIndex(where: { $0.id == recipe.id }) {
            all.remove(at: index)
        } else {
            all.append(recipe)
        }
        UserDefaults.standard.set(all.map(\.id), forKey: UserDefaults.Keys.favoriteIDs)
    }
}
