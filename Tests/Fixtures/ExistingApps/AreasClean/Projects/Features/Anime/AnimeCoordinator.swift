import SwiftUI

public struct AnimeCoordinator: View {
    public var body: some View { AnimeListView() }
}
