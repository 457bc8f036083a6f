import Foundation

final class ProductListViewModel {
    enum State {
        case idle
        case loading
        case loaded([Product])
        case failed(String)
    }

    private let repository: ProductRepository
    private(set) var state: State = .idle {
        didSet { onStateChange?(state) }
    }
    var onStateChange: ((State) -> Void)?

    init(repository: ProductRepository) {
        self.repository = repository
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await repository.products(in: nil))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}
