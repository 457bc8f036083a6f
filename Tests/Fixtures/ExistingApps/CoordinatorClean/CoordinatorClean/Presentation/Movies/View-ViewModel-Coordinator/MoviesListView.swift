#if canImport(SwiftUI)
import SwiftUI

struct MoviesListView: View {
    @ObservedObject var viewModel: MoviesListViewModel

    var body: some View {
        List(viewModel.movies) { movie in
            Button(movie.title) { viewModel.select(movie) }
        }
        .overlay {
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(.red)
            }
        }
        .task { await viewModel.loadNextPage(query: "") }
    }
}
#endif
