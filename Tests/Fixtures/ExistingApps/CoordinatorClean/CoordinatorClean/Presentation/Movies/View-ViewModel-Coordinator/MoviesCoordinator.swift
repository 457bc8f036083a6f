#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

final class MoviesCoordinator {
    private weak var navigationController: UINavigationController?
    private let factory: MoviesSceneFactory

    init(navigationController: UINavigationController, factory: MoviesSceneFactory) {
        self.navigationController = navigationController
        self.factory = factory
    }

    func start() {
        let actions = MoviesListViewModel.Actions(showDetail: { [weak self] in self?.showDetail(of: $0) })
        let list = MoviesListView(viewModel: factory.makeMoviesListViewModel(actions: actions))
        navigationController?.pushViewController(UIHostingController(rootView: list), animated: false)
    }

    private func showDetail(of movie: Movie) {
        let detail = MovieDetailView(viewModel: factory.makeMovieDetailViewModel(movie: movie))
        navigationController?.pushViewController(UIHostingController(rootView: detail), animated: true)
    }
}
#endif
