import Foundation

class ProfileViewModel {
    private var profile: UserProfile?

    var displayName: String { profile?.name ?? "Cook" }
    var statsText: String { "\(FavoritesManager.shared.count) favourites · joined \(profile?.joined.relativeDescription ?? "today")" }
    var avatarURL: URL? { profile?.avatarURL }

    func reload(completion: @escaping () -> Void) {
        AuthService.shared.me { [weak self] profile in
            self?.profile = profile
            completion()
        }
    }
}
