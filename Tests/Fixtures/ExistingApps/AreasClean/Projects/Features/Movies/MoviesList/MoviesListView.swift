import SwiftUI

struct MoviesListView: View {
    var body: some View { Text("Movies") }
}
