import UIKit

final class AppDIContainer {
    private let session = URLSession.shared

    func makeMoviesSearchFlowCoordinator(navigationController: UINavigationController) -> MoviesSearchFlowCoordinator {
        let repository = DefaultMoviesRepository(session: session)
        return MoviesSearchFlowCoordinator(
            navigationController: navigationController, useCase: DefaultSearchMoviesUseCase(repository: repository))
    }
}
