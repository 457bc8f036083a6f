#if canImport(SwiftUI)
import SwiftUI

struct LoadingView: View {
    var body: some View {
        ProgressView().controlSize(.large)
    }
}
#endif
