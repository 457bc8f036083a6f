import Foundation

struct Movie: Equatable {
    typealias Identifier = String

    let id: Identifier
    let title: String
    let overview: String
}
