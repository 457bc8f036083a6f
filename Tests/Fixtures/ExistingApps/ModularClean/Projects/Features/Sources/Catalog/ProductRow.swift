#if canImport(SwiftUI)
import Domain
import SwiftUI

struct ProductRow: View {
  let product: Product

  var body: some View {
    HStack {
      Text(product.title)
      Spacer()
      Text(Double(product.priceInCents) / 100, format: .currency(code: "EUR"))
        .foregroundStyle(.secondary)
    }
  }
}
#endif
