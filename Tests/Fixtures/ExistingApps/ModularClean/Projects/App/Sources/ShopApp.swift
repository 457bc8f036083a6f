#if canImport(SwiftUI)
import SwiftUI
import Features

@main
struct ShopApp: App {
  private let dependencies = AppDependencies()

  var body: some Scene {
    WindowGroup {
      TabView {
        ProductListView(viewModel: dependencies.productList())
          .tabItem { Label("Shop", systemImage: "bag") }
        BasketView(viewModel: dependencies.basket())
          .tabItem { Label("Basket", systemImage: "cart") }
      }
    }
  }
}
#endif
