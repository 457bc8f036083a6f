import Foundation

struct MoviesResponseDTO: Decodable {
    struct MovieDTO: Decodable {
        let id: Int
        let title: String
        let overview: String?
    }

    let page: Int
    let totalPages: Int
    let results: [MovieDTO]

    func toDomain() -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages,
            movies: results.map { Movie(id: String($0.id), title: $0.title, overview: $0.overview ?? "") })
    }
}
