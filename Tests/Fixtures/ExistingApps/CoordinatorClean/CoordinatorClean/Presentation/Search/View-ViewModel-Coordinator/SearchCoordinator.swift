#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

final class SearchCoordinator {
    private let presenter: UIViewController
    private let makeViewModel: () -> SearchViewModel

    init(presenter: UIViewController, makeViewModel: @escaping () -> SearchViewModel) {
        self.presenter = presenter
        self.makeViewModel = makeViewModel
    }

    func start() {
        let search = UIHostingController(rootView: SearchView(viewModel: makeViewModel()))
        search.modalPresentationStyle = .formSheet
        presenter.present(search, animated: true)
    }
}
#endif
