#if canImport(SwiftUI)
import Domain
import SwiftUI

public struct ProductListView: View {
  let viewModel: ProductListViewModel
  @State private var products: [Product] = []

  public init(viewModel: ProductListViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    List(products) { product in
      ProductRow(product: product)
    }
    .task {
      viewModel.onChange = {
        if case .loaded(let loaded) = viewModel.state { products = loaded }
      }
      await viewModel.load()
    }
  }
}
#endif
