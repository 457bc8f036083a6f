import Combine
import Foundation

@MainActor
final class CatalogViewModel: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published var filter: CatalogFilterState = .all
    var onSelect: ((Product) -> Void)?
    private let productService: ProductServiceProtocol

    init(productService: ProductServiceProtocol) {
        self.productService = productService
    }

    func load() async {
        products = (try? await productService.products()) ?? []
    }
}
