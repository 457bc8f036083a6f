import SwiftUI

/// Top-level flow beside the feature folders: it belongs to no feature, so it may open any of them.
struct RootFlow: View {
  var body: some View {
    TabView {
      CartView()
      OrderView()
    }
  }
}
