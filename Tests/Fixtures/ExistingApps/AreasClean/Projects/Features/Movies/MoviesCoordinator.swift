import SwiftUI

public struct MoviesCoordinator: View {
    public var body: some View { MoviesListView() }
}
