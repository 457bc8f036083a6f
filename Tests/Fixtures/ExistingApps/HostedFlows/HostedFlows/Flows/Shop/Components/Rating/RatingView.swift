import SwiftUI

struct RatingView: View {
    let viewModel: RatingViewModel

    var body: some View {
        Text(String(repeating: "★", count: viewModel.stars))
    }
}
