import SwiftUI

struct AnimeListView: View {
    var body: some View { Text("Anime") }
}
