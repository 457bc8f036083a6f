import Foundation

struct Movie: Equatable, Identifiable {
    typealias Identifier = String

    let id: Identifier
    let title: String
    let overview: String
    let releaseDate: Date?
    let genres: [Genre]
}
