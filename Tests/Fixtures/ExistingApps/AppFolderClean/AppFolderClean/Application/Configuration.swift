import Foundation

enum Configuration {
    static let baseURL = URL(string: "https://api.example.com")!
}
