import SwiftUI
import UIKit

final class CatalogViewController: UIHostingController<CatalogView> {
    init(viewModel: CatalogViewModel) {
        super.init(rootView: CatalogView(viewModel: viewModel))
        title = "Catalog"
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
