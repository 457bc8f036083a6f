import SwiftUI

struct ProductDetailView: View {
    @ObservedObject var viewModel: ProductDetailViewModel

    var body: some View {
        VStack {
            Text(viewModel.product.name)
            RatingView(viewModel: RatingViewModel(stars: 4))
            Button("Add to cart") { viewModel.addToCart() }
        }
    }
}
