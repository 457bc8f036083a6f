import Foundation

final class MoviesListViewModel: ObservableObject {
    struct Actions {
        let showDetail: (Movie) -> Void
    }

    @Published private(set) var movies: [Movie] = []
    @Published private(set) var errorMessage: String?
    private let searchMovies: SearchMoviesUseCase
    private let actions: Actions
    private var page = 1

    init(searchMovies: SearchMoviesUseCase, actions: Actions) {
        self.searchMovies = searchMovies
        self.actions = actions
    }

    func loadNextPage(query: String) async {
        do {
            let result = try await searchMovies.execute(query: query, page: page)
            movies += result.movies
            page = result.page + 1
        } catch {
            errorMessage = "Movies could not be loaded."
        }
    }

    func select(_ movie: Movie) {
        actions.showDetail(movie)
    }
}
