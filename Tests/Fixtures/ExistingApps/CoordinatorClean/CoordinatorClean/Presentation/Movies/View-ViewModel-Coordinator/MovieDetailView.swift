#if canImport(SwiftUI)
import SwiftUI

struct MovieDetailView: View {
    @ObservedObject var viewModel: MovieDetailViewModel

    var body: some View {
        ScrollView {
            Text(viewModel.overview).padding()
        }
        .navigationTitle(viewModel.title)
        .toolbar {
            Button(action: viewModel.favoriteTapped) {
                Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
            }
        }
    }
}
#endif
