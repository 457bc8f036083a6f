#if canImport(SwiftUI)
import SwiftUI

struct SearchView: View {
    @ObservedObject var viewModel: SearchViewModel

    var body: some View {
        VStack {
            TextField("Search movies", text: $viewModel.query)
                .textFieldStyle(.roundedBorder)
                .onChange(of: viewModel.query) { Task { await viewModel.queryChanged() } }
            ForEach(viewModel.suggestions, id: \.self, content: Text.init)
        }
        .padding()
    }
}
#endif
