#if canImport(SwiftUI)
import SwiftUI

public struct BasketView: View {
  let viewModel: BasketViewModel

  public init(viewModel: BasketViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack(alignment: .leading) {
      ForEach(viewModel.lines, id: \.product.id) { line in
        Text("\(line.quantity) × \(line.product.title)")
      }
      Text("Total: \(viewModel.totalInCents) cents").bold()
    }
  }
}
#endif
