import Foundation

class SearchHistory {
    private let key = "search.history"

    var entries: [String] {
        UserDefaults.standard.stringArray(forKey: key) ?? []
    }

    func record(_ query: String) {
        let trimmed = query.trimmed
        guard !trimmed.isEmpty else { return }
        let updated = [trimmed] + entries.filter { $0 != trimmed }
        UserDefaults.standard.set(Array(updated.prefix(kMaxSearchHistory)), forKey: key)
    }
}
