#if canImport(SwiftUI)
import SwiftUI

public struct ProfileView: View {
  let viewModel: ProfileViewModel

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    Form {
      Text(viewModel.customer?.displayName ?? "Guest")
      Text(viewModel.pointsText)
    }
    .task { await viewModel.appear() }
  }
}
#endif
