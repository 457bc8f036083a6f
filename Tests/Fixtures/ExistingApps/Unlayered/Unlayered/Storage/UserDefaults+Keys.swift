import Foundation

extension UserDefaults {
    enum Keys {
        static let favoriteIDs = "favorites.ids"
        static let servings = "settings.servings"
    }
}
