import Foundation

class DateFormatterHelper {
    static let shared = DateFormatterHelper()

    let iso8601 = ISO8601DateFormatter()
    let dayMonth: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM"
        return formatter
    }()
}
