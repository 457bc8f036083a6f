import Foundation

class SessionManager {
    static let shared = SessionManager()

    var isLoggedIn: Bool { KeychainHelper.read("session.token") != nil }

    func store(token: String) {
        KeychainHelper.write(token, for: "session.token")
        APIClient.shared.token = token
    }

    func logout() {
        KeychainHelper.delete("session.token")
        APIClient.shared.token = nil
        AnalyticsManager.shared.track("logout")
    }
}
