import Foundation

class AnalyticsManager {
    static let shared = AnalyticsManager()
    private var events: [(String, Date)] = []

    func start() {
        track("app_open")
    }

    func track(_ name: String) {
        events.append((name, Date()))
    }
}
