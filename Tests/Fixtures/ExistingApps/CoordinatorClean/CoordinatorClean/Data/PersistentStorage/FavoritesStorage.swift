import Foundation

protocol FavoritesStorage {
    func load() -> [String]
    func save(_ ids: [String])
}

struct UserDefaultsFavoritesStorage: FavoritesStorage {
    private let key = "favoriteMovieIDs"

    func load() -> [String] {
        UserDefaults.standard.stringArray(forKey: key) ?? []
    }

    func save(_ ids: [String]) {
        UserDefaults.standard.set(ids, forKey: key)
    }
}
