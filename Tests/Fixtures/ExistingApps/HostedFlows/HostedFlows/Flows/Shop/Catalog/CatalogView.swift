import SwiftUI

struct CatalogView: View {
    @ObservedObject var viewModel: CatalogViewModel

    var body: some View {
        List(viewModel.products) { product in
            Button(product.name) { viewModel.onSelect?(product) }
        }
        .task { await viewModel.load() }
    }
}
