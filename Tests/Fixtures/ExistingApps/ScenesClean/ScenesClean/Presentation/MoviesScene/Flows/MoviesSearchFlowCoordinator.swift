import UIKit

final class MoviesSearchFlowCoordinator {
    private weak var navigationController: UINavigationController?
    private let useCase: SearchMoviesUseCase

    init(navigationController: UINavigationController, useCase: SearchMoviesUseCase) {
        self.navigationController = navigationController
        self.useCase = useCase
    }

    func start() {
        let viewModel = DefaultMoviesListViewModel(useCase: useCase)
        viewModel.onSelect = { [weak self] movie in self?.showDetails(of: movie) }
        navigationController?.pushViewController(MoviesListViewController(viewModel: viewModel), animated: false)
    }

    private func showDetails(of movie: Movie) {
        let controller = MovieDetailsViewController(viewModel: DefaultMovieDetailsViewModel(movie: movie))
        navigationController?.pushViewController(controller, animated: true)
    }
}
