import Foundation

enum Validation {
    static func isEmail(_ text: String) -> Bool {
        text.range(of: #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
