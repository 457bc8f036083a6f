import Foundation

final class AccountViewModel {
    private let users: UserRepository
    private(set) var user: User?

    init(users: UserRepository) {
        self.users = users
    }

    var greeting: String {
        user.map { "Hello, \($0.firstName)" } ?? "Sign in to see your orders"
    }

    func refresh() async {
        user = try? await users.currentUser()
    }
}
