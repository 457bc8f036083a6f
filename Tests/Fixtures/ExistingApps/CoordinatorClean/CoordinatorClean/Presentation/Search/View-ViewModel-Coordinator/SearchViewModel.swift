import Foundation

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private let searchMovies: SearchMoviesUseCase

    init(searchMovies: SearchMoviesUseCase) {
        self.searchMovies = searchMovies
    }

    func queryChanged() async {
        guard query.count >= 2 else {
            suggestions = []
            return
        }
        let page = try? await searchMovies.execute(query: query, page: 1)
        suggestions = page?.movies.prefix(5).map(\.title) ?? []
    }
}
