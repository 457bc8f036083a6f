import Foundation

protocol MoviesListViewModel: AnyObject {
    var onUpdate: (([Movie]) -> Void)? { get set }
    var onSelect: ((Movie) -> Void)? { get set }
    func search(_ query: String)
}

final class DefaultMoviesListViewModel: MoviesListViewModel {
    var onUpdate: (([Movie]) -> Void)?
    var onSelect: ((Movie) -> Void)?
    private let useCase: SearchMoviesUseCase

    init(useCase: SearchMoviesUseCase) {
        self.useCase = useCase
    }

    func search(_ query: String) {
        useCase.execute(query: query, page: 1) { [weak self] result in
            if case .success(let page) = result { self?.onUpdate?(page.movies) }
        }
    }
}
