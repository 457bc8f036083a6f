import SwiftUI

struct DiscoverView: View {
    let model: DiscoverViewModel

    var body: some View {
        Text("Discover")
    }
}
