import Foundation

enum AppConfiguration {
    static let imagesBaseURL = URL(string: "https://image.themoviedb.example/t/p")!
    static let pageSize = 20
}
